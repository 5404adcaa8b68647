//! Affine map simplification and composition with their operands (MLIR's
//! `simplifyAffineMap`, `composeAffineMapAndOperands`,
//! `canonicalizeMapAndOperands`, `makeComposedFoldedAffineApply`) and the
//! canonicalization pattern built from them (`SimplifyAffineOp`).

use std::collections::HashMap;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{Body, Context, Location, OpId, OpTraits, ValueDef, ValueId};
use strata_ods::typed::OpCreate;
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::{map_attr, op_map, ApplyOp, MaxOp, MinOp, APPLY, MAX, MIN};
use strata_dialect_utils::patterns::{add, op_ref};

// ---- flattening: MLIR's simplifyAffineExpr ----------------------------------------------------

/// Flattens pure affine expressions into coefficient vectors laid out as
/// `[dims, symbols, locals, constant]`, a local per distinct division or
/// modulo (MLIR's `SimpleAffineExprFlattener`).
struct Flattener<'c> {
    ctx: &'c Context,
    num_dims: usize,
    num_symbols: usize,
    locals: Vec<AffineExpr>,
    /// Set for a semi-affine expression: a product, division or modulo whose
    /// right operand is not a constant becomes a local of its own.
    semi: bool,
}

impl Flattener<'_> {
    fn width(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// Rebuilds an expression from a flat form (MLIR's
    /// `getAffineExprFromFlatForm`).
    fn expr_of(&self, flat: &[i64]) -> AffineExpr {
        let ctx = self.ctx;
        let mut expr = ctx.affine_constant(0);
        let nds = self.local_start();
        for (j, &c) in flat[..nds].iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = if j < self.num_dims {
                ctx.affine_dim(j as u32)
            } else {
                ctx.affine_symbol((j - self.num_dims) as u32)
            };
            let term = ctx.affine_mul(id, ctx.affine_constant(c));
            expr = ctx.affine_add(expr, term);
        }
        for (j, &c) in flat[nds..flat.len() - 1].iter().enumerate() {
            if c == 0 {
                continue;
            }
            let term = ctx.affine_mul(self.locals[j], ctx.affine_constant(c));
            expr = ctx.affine_add(expr, term);
        }
        let c = flat[flat.len() - 1];
        if c != 0 {
            expr = ctx.affine_add(expr, ctx.affine_constant(c));
        }
        expr
    }

    /// Adds a local for `expr`, widening every vector on `stack`.
    fn add_local(&mut self, expr: AffineExpr, stack: &mut [Vec<i64>]) {
        let at = self.local_start() + self.locals.len();
        for v in stack.iter_mut() {
            v.insert(at, 0);
        }
        self.locals.push(expr);
    }

    /// Replaces the top of `stack` with the local for `expr` (added when new).
    fn set_to_local(&mut self, expr: AffineExpr, stack: &mut [Vec<i64>]) {
        let pos = match self.find_local(expr) {
            Some(pos) => pos,
            None => {
                self.add_local(expr, stack);
                self.locals.len() - 1
            }
        };
        let at = self.local_start() + pos;
        if let Some(top) = stack.last_mut() {
            top.iter_mut().for_each(|x| *x = 0);
            top[at] = 1;
        }
    }

    /// Rebuilds a semi-affine expression from a flat form: dims, symbols
    /// and the locals that combine two of them (or one and a constant) are
    /// ordered by the position of their first operand, dims first, then
    /// symbols and products in the order met; other locals and the constant
    /// follow.
    fn semi_expr_of(&self, flat: &[i64]) -> AffineExpr {
        let ctx = self.ctx;
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let base = nd.max(ns) as i64;
        let mut next_sym = 0i64;
        let mut next_dim = -1i64;
        // Each term with its sort key; terms with equal keys keep their
        // order (all of them: none may be lost).
        let mut terms: Vec<((u32, i64), usize, i64, AffineExpr)> = Vec::new();
        let mut add = |key: (u32, i64), c: i64, e: AffineExpr| {
            let seq = terms.len();
            terms.push((key, seq, c, e));
        };
        for (j, &c) in flat[nd..nd + ns].iter().enumerate() {
            if c != 0 {
                add((j as u32, base + next_sym), c, ctx.affine_symbol(j as u32));
                next_sym += 1;
            }
        }
        let leaf = |e: AffineExpr| match e.kind(ctx) {
            AffineExprKind::Dim(p) => Some((true, p)),
            AffineExprKind::Symbol(p) => Some((false, p)),
            _ => None,
        };
        let mut placed = vec![false; self.locals.len()];
        for (j, &local) in self.locals.iter().enumerate() {
            let c = flat[nd + ns + j];
            if c == 0 {
                continue;
            }
            let AffineExprKind::Binary(_, l, r) = local.kind(ctx) else {
                continue;
            };
            let Some((l_dim, l_pos)) = leaf(l) else {
                continue;
            };
            let r_const = r.as_constant(ctx).is_some();
            let r_leaf = leaf(r);
            if r_leaf.is_none() && !r_const {
                continue;
            }
            let key = match r_leaf {
                _ if l_dim && r_const => {
                    next_dim -= 1;
                    (l_pos, next_dim + 1)
                }
                Some((_, r_pos)) if l_dim => (l_pos, r_pos as i64),
                _ => {
                    next_sym += 1;
                    (l_pos, base + next_sym - 1)
                }
            };
            add(key, c, local);
            placed[j] = true;
        }
        for (j, &c) in flat[..nd].iter().enumerate() {
            if c != 0 {
                add((j as u32, next_dim), c, ctx.affine_dim(j as u32));
                next_dim -= 1;
            }
        }
        terms.sort_by_key(|&(key, seq, _, _)| (key, seq));
        let mut expr = ctx.affine_constant(0);
        for (_, _, c, e) in terms {
            expr = ctx.affine_add(expr, ctx.affine_mul(e, ctx.affine_constant(c)));
        }
        for (j, &local) in self.locals.iter().enumerate() {
            let c = flat[nd + ns + j];
            if c != 0 && !placed[j] {
                expr = ctx.affine_add(expr, ctx.affine_mul(local, ctx.affine_constant(c)));
            }
        }
        let c = flat[flat.len() - 1];
        if c != 0 {
            expr = ctx.affine_add(expr, ctx.affine_constant(c));
        }
        expr
    }

    fn find_local(&self, expr: AffineExpr) -> Option<usize> {
        self.locals.iter().position(|&l| l == expr)
    }

    /// Flattens `e` onto `stack`; `None` for a division by a non-positive
    /// constant or a non-affine product.
    fn visit(&mut self, e: AffineExpr, stack: &mut Vec<Vec<i64>>) -> Option<()> {
        let ctx = self.ctx;
        match e.kind(ctx) {
            AffineExprKind::Constant(c) => {
                let mut v = vec![0; self.width()];
                *v.last_mut()? = c;
                stack.push(v);
            }
            AffineExprKind::Dim(d) => {
                let mut v = vec![0; self.width()];
                v[d as usize] = 1;
                stack.push(v);
            }
            AffineExprKind::Symbol(s) => {
                let mut v = vec![0; self.width()];
                v[self.num_dims + s as usize] = 1;
                stack.push(v);
            }
            AffineExprKind::Binary(op, l, r) => {
                self.visit(l, stack)?;
                self.visit(r, stack)?;
                let rhs = stack.pop()?;
                if self.semi && r.as_constant(ctx).is_none() && op != AffineBinaryOp::Add {
                    let a = self.expr_of(stack.last()?);
                    let b = self.expr_of(&rhs);
                    let local = ctx.affine_binary(op, a, b);
                    self.set_to_local(local, stack);
                    return Some(());
                }
                match op {
                    AffineBinaryOp::Add => {
                        let lhs = stack.last_mut()?;
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                    }
                    AffineBinaryOp::Mul => {
                        let lhs = stack.last_mut()?;
                        let is_const = |v: &[i64]| v[..v.len() - 1].iter().all(|&c| c == 0);
                        let factor = if is_const(&rhs) {
                            *rhs.last()?
                        } else if is_const(lhs) {
                            let c = *lhs.last()?;
                            *lhs = rhs;
                            c
                        } else {
                            return None;
                        };
                        for a in lhs.iter_mut() {
                            *a = a.wrapping_mul(factor);
                        }
                    }
                    AffineBinaryOp::Mod => self.visit_mod(&rhs, stack)?,
                    AffineBinaryOp::FloorDiv => self.visit_div(&rhs, stack, false)?,
                    AffineBinaryOp::CeilDiv => self.visit_div(&rhs, stack, true)?,
                }
            }
        }
        Some(())
    }

    fn positive_constant(rhs: &[i64]) -> Option<i64> {
        let c = *rhs.last()?;
        (rhs[..rhs.len() - 1].iter().all(|&x| x == 0) && c > 0).then_some(c)
    }

    fn visit_mod(&mut self, rhs: &[i64], stack: &mut [Vec<i64>]) -> Option<()> {
        let ctx = self.ctx;
        let c = Self::positive_constant(rhs)?;
        let lhs = stack.last_mut()?;
        if lhs.iter().all(|&x| x.rem_euclid(c) == 0) {
            lhs.iter_mut().for_each(|x| *x = 0);
            return Some(());
        }
        let g = lhs.iter().fold(c as u64, |g, &x| gcd(g, x.unsigned_abs())) as i64;
        let dividend: Vec<i64> = lhs.iter().map(|&x| x / g).collect();
        let divisor = c / g;
        let dividend_expr = self.expr_of(&dividend);
        let div = ctx.affine_floor_div(dividend_expr, ctx.affine_constant(divisor));
        match self.find_local(div) {
            None => {
                self.add_local(div, stack);
                let at = self.local_start() + self.locals.len() - 1;
                stack.last_mut()?[at] = -c;
            }
            Some(pos) => {
                let at = self.local_start() + pos;
                let lhs = stack.last_mut()?;
                lhs[at] = lhs[at].wrapping_sub(c);
            }
        }
        Some(())
    }

    fn visit_div(&mut self, rhs: &[i64], stack: &mut [Vec<i64>], ceil: bool) -> Option<()> {
        let ctx = self.ctx;
        let c = Self::positive_constant(rhs)?;
        let lhs = stack.last_mut()?;
        let g = lhs.iter().fold(c as u64, |g, &x| gcd(g, x.unsigned_abs())) as i64;
        lhs.iter_mut().for_each(|x| *x /= g);
        let divisor = c / g;
        if divisor == 1 {
            return Some(());
        }
        let a = self.expr_of(stack.last()?);
        let b = ctx.affine_constant(divisor);
        let div = if ceil {
            ctx.affine_ceil_div(a, b)
        } else {
            ctx.affine_floor_div(a, b)
        };
        let pos = match self.find_local(div) {
            Some(pos) => pos,
            None => {
                self.add_local(div, stack);
                self.locals.len() - 1
            }
        };
        let at = self.local_start() + pos;
        let lhs = stack.last_mut()?;
        lhs.iter_mut().for_each(|x| *x = 0);
        lhs[at] = 1;
        Some(())
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Whether `e` is a multiple of symbol `pos` as far as a division or
/// modulo `op` by that symbol can cancel it: a sum of multiples, a product
/// with a multiple, a modulo of two multiples, or a division of the same
/// kind as `op` of a multiple (divisions commute with each other). Below a
/// product, divisions do not count.
fn divisible_by_symbol(ctx: &Context, e: AffineExpr, pos: u32, op: AffineBinaryOp) -> bool {
    use AffineBinaryOp::*;
    match e.kind(ctx) {
        AffineExprKind::Constant(c) => c == 0,
        AffineExprKind::Dim(_) => false,
        AffineExprKind::Symbol(p) => p == pos,
        AffineExprKind::Binary(kind, l, r) => match kind {
            Add => divisible_by_symbol(ctx, l, pos, op) && divisible_by_symbol(ctx, r, pos, op),
            Mod => divisible_by_symbol(ctx, l, pos, Mod) && divisible_by_symbol(ctx, r, pos, Mod),
            Mul => divisible_by_symbol(ctx, l, pos, Mul) || divisible_by_symbol(ctx, r, pos, Mul),
            FloorDiv | CeilDiv => kind == op && divisible_by_symbol(ctx, l, pos, kind),
        },
    }
}

/// `e` divided by symbol `pos` for a division or modulo `op`, term by term
/// (any symbol met counts as the divisor); `None` when a term does not
/// divide.
fn divide_by_symbol(ctx: &Context, e: AffineExpr, pos: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
    use AffineBinaryOp::*;
    Some(match e.kind(ctx) {
        AffineExprKind::Constant(0) => e,
        AffineExprKind::Constant(_) | AffineExprKind::Dim(_) => return None,
        AffineExprKind::Symbol(_) => ctx.affine_constant(1),
        AffineExprKind::Binary(kind, l, r) => match kind {
            Add => ctx.affine_add(
                divide_by_symbol(ctx, l, pos, op)?,
                divide_by_symbol(ctx, r, pos, op)?,
            ),
            Mod => ctx.affine_mod(
                divide_by_symbol(ctx, l, pos, Mod)?,
                divide_by_symbol(ctx, r, pos, Mod)?,
            ),
            Mul if divisible_by_symbol(ctx, l, pos, op) => {
                ctx.affine_mul(divide_by_symbol(ctx, l, pos, op)?, r)
            }
            Mul => ctx.affine_mul(l, divide_by_symbol(ctx, r, pos, op)?),
            FloorDiv | CeilDiv => ctx.affine_binary(kind, divide_by_symbol(ctx, l, pos, kind)?, r),
        },
    })
}

/// Cancels divisions and moduli by a symbol that divides their left operand
/// (MLIR's `simplifySemiAffine`): `(s0 * s1) floordiv s0` is `s1`,
/// `(d0 * s0) mod s0` is 0, and `(x - x mod e) mod e` is 0. Everything
/// else is rebuilt as it is.
fn simplify_semi_affine(ctx: &Context, e: AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    use AffineBinaryOp::*;
    let AffineExprKind::Binary(op, l, r) = e.kind(ctx) else {
        return e;
    };
    let sl = simplify_semi_affine(ctx, l, num_dims, num_symbols);
    let sr = simplify_semi_affine(ctx, r, num_dims, num_symbols);
    if matches!(op, Add | Mul) {
        return ctx.affine_binary(op, sl, sr);
    }
    // MLIR 22 folds the divisions of such a difference to 0 as well, which
    // is wrong (`(7 - 7 mod 3) floordiv 3` is 2): only the modulus is 0.
    if op == Mod && is_mod_of_mod_subtraction(ctx, sl, sr, num_dims, num_symbols) {
        return ctx.affine_constant(0);
    }
    if let AffineExprKind::Symbol(pos) = sr.kind(ctx) {
        if divisible_by_symbol(ctx, l, pos, op) {
            if op == Mod {
                return ctx.affine_constant(0);
            }
            if let Some(q) = divide_by_symbol(ctx, sl, pos, op) {
                return q;
            }
        }
    }
    ctx.affine_binary(op, sl, sr)
}

/// The terms of the sum `e` (nested additions flattened), in order; `e`
/// alone if it is not a sum.
pub(crate) fn summands(ctx: &Context, e: AffineExpr, out: &mut Vec<AffineExpr>) {
    match e.kind(ctx) {
        AffineExprKind::Binary(AffineBinaryOp::Add, l, r) => {
            summands(ctx, l, out);
            summands(ctx, r, out);
        }
        _ => out.push(e),
    }
}

/// Whether `lhs` is `x - x mod rhs` with its terms in any order, so that
/// `lhs mod rhs` is 0 (loop peeling produces such bounds): a summand
/// `-(x mod rhs)` whose `x` equals the sum of the other summands.
fn is_mod_of_mod_subtraction(
    ctx: &Context,
    lhs: AffineExpr,
    rhs: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> bool {
    let negated = |e: AffineExpr| match e.kind(ctx) {
        AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) if l.as_constant(ctx) == Some(-1) => Some(r),
        AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) if r.as_constant(ctx) == Some(-1) => Some(l),
        _ => None,
    };
    let mut terms = Vec::new();
    summands(ctx, lhs, &mut terms);
    terms.iter().enumerate().any(|(i, &t)| {
        let Some(AffineExprKind::Binary(AffineBinaryOp::Mod, x, m)) = negated(t).map(|n| n.kind(ctx)) else {
            return false;
        };
        if m != rhs {
            return false;
        }
        let rest = terms
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(ctx.affine_constant(0), |acc, (_, &u)| ctx.affine_add(acc, u));
        let diff = ctx.affine_sub(rest, x);
        simplify_affine_expr(ctx, diff, num_dims, num_symbols).as_constant(ctx) == Some(0)
    })
}

/// MLIR's `simplifyAffineExpr`: the expression rebuilt from its flat form.
/// A semi-affine expression first has its divisions by symbols cancelled,
/// and keeps its form when the flat form gives nothing new; its products,
/// divisions and moduli by non-constants are locals of the flat form.
pub fn simplify_affine_expr(ctx: &Context, e: AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let e = if e.is_pure_affine(ctx) {
        e
    } else {
        simplify_semi_affine(ctx, e, num_dims, num_symbols)
    };
    let pure = e.is_pure_affine(ctx);
    let mut f = Flattener {
        ctx,
        num_dims: num_dims as usize,
        num_symbols: num_symbols as usize,
        locals: Vec::new(),
        semi: !pure,
    };
    let mut stack = Vec::new();
    if f.visit(e, &mut stack).is_none() {
        return e;
    }
    let flat = match stack.pop() {
        Some(flat) if stack.is_empty() => flat,
        _ => return e,
    };
    if pure {
        return f.expr_of(&flat);
    }
    if f.expr_of(&flat) == e {
        return e;
    }
    f.semi_expr_of(&flat)
}

/// MLIR's `simplifyAffineMap`.
pub fn simplify_affine_map(ctx: &Context, map: &AffineMap) -> AffineMap {
    let results: Vec<_> = map
        .results
        .iter()
        .map(|&e| simplify_affine_expr(ctx, e, map.num_dims, map.num_symbols))
        .collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

// ---- valid symbols ---------------------------------------------------------------------------

/// Whether `v` is defined at the top level of the body's root region (the
/// region of the function, an affine scope).
fn is_top_level(ctx: &Context, body: &Body, v: ValueId) -> bool {
    // The body's root regions belong to an isolated op (an affine scope);
    // a nested op with the `AffineScope` trait starts a scope too.
    let scope = |p: Option<strata_ir::OpId>| {
        p.is_none_or(|p| {
            ctx.op_def(body.op_name(p))
                .is_some_and(|d| d.traits.contains(OpTraits::AFFINE_SCOPE))
        })
    };
    match body.value_def(v) {
        ValueDef::Result(op, _) => scope(body.parent_op(op)),
        ValueDef::BlockArg(block, _) => scope(body.block_parent_op(block)),
        _ => false,
    }
}

/// The region of the closest op around `op` that starts an affine scope
/// (MLIR's `getAffineScope`): a root region of the body, or the region of
/// an op with the `AffineScope` trait.
pub fn affine_scope_region(ctx: &Context, body: &Body, op: strata_ir::OpId) -> Option<strata_ir::RegionId> {
    let mut cur = op;
    loop {
        let region = body.op_block(cur).and_then(|b| body.block_region(b))?;
        match body.parent_op(cur) {
            None => return Some(region),
            Some(p) => {
                if ctx
                    .op_def(body.op_name(p))
                    .is_some_and(|d| d.traits.contains(OpTraits::AFFINE_SCOPE))
                {
                    return Some(region);
                }
                cur = p;
            }
        }
    }
}

/// MLIR's `affine::isValidSymbol(value, region)`: an index value defined
/// directly in `region`, a constant, a pure op of such values, or a value
/// that is a valid symbol in the regions around `region` up to the
/// closest isolated op (it dominates `region`).
pub fn is_valid_symbol_in(ctx: &Context, body: &Body, v: ValueId, region: strata_ir::RegionId) -> bool {
    ctx.is_index(body.value_type(v)) && symbol_in(ctx, body, v, region, 0)
}

fn symbol_in(ctx: &Context, body: &Body, v: ValueId, region: strata_ir::RegionId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let def_region = match body.value_def(v) {
        ValueDef::BlockArg(b, _) => body.block_region(b),
        ValueDef::Result(op, _) => body.op_block(op).and_then(|b| body.block_region(b)),
        _ => None,
    };
    if def_region == Some(region) {
        return true;
    }
    if let Some(def) = body.defining_op(v) {
        if strata_ir::fold::constant_value(ctx, body, v).is_some() {
            return true;
        }
        let op = strata_ir::OpRef::new(ctx, body, def);
        if op.has_trait(OpTraits::PURE)
            && op.num_regions() == 0
            && op
                .operands()
                .all(|o| ctx.is_index(body.value_type(o)) && symbol_in(ctx, body, o, region, depth + 1))
        {
            return true;
        }
        if matches!(op.name_str(), "memref.dim" | "tensor.dim") && dim_is_symbol(ctx, body, def, 0) {
            return true;
        }
    }
    // A value dominating the op that owns `region` (not isolated).
    match body.region_parent_op(region) {
        Some(p) if body.child_body(p).is_none() => {
            match body.op_block(p).and_then(|b| body.block_region(b)) {
                Some(outer) => symbol_in(ctx, body, v, outer, depth + 1),
                None => false,
            }
        }
        _ => false,
    }
}

/// MLIR's `affine::isValidSymbol`: an index value defined at the top level
/// of an affine scope, a constant, or a pure op of valid symbols.
pub fn is_valid_symbol(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    is_symbol_value(ctx, body, v, 0)
}

fn is_symbol_value(ctx: &Context, body: &Body, v: ValueId, depth: u32) -> bool {
    if is_top_level(ctx, body, v) {
        return true;
    }
    let Some(def) = body.defining_op(v) else {
        return false;
    };
    let op = strata_ir::OpRef::new(ctx, body, def);
    if strata_ir::fold::constant_value(ctx, body, v).is_some() {
        return true;
    }
    if matches!(op.name_str(), "memref.dim" | "tensor.dim") {
        return depth < 32 && dim_is_symbol(ctx, body, def, depth);
    }
    if depth < 32 && op.has_trait(OpTraits::PURE) && op.num_regions() == 0 {
        return op
            .operands()
            .all(|o| ctx.is_index(body.value_type(o)) && is_symbol_value(ctx, body, o, depth + 1));
    }
    false
}

/// MLIR's `isDimOpValidSymbol`: the size of a dimension of a memref or
/// tensor defined at the top level, of a static dimension, or of a dynamic
/// dimension of an allocation whose size operand is a valid symbol.
fn dim_is_symbol(ctx: &Context, body: &Body, dim: strata_ir::OpId, depth: u32) -> bool {
    if body.num_operands(dim) != 2 {
        return false;
    }
    let source = body.operand(dim, 0);
    if is_top_level(ctx, body, source) {
        return true;
    }
    let index = strata_ir::fold::constant_value(ctx, body, body.operand(dim, 1))
        .and_then(|a| ctx.integer_attr_value(a))
        .map(|v| v.sext_i64());
    let Some(index) = index.and_then(|i| usize::try_from(i).ok()) else {
        return false;
    };
    let Some(shape) = ctx.shape(body.value_type(source)) else {
        return false;
    };
    let Some(&size) = shape.get(index) else {
        return false;
    };
    if size != strata_ir::DYNAMIC {
        return true;
    }
    let Some(mut alloc) = body.defining_op(source) else {
        return false;
    };
    // Casts between ranked memrefs keep the sizes of their source.
    while ctx.op_name_str(body.op_name(alloc)) == "memref.cast" {
        let from = body.operand(alloc, 0);
        if !matches!(
            ctx.type_kind(body.value_type(from)),
            strata_ir::TypeKind::MemRef { .. }
        ) {
            return false;
        }
        let Some(def) = body.defining_op(from) else {
            return false;
        };
        alloc = def;
    }
    let name = ctx.op_name_str(body.op_name(alloc));
    if name == "memref.view" {
        // Its dynamic sizes, after the source and the byte shift, in the
        // order of the result's dynamic dimensions.
        let result_shape = ctx.shape(body.value_type(body.result(alloc, 0))).unwrap_or(&[]);
        if index >= result_shape.len() || result_shape[index] != strata_ir::DYNAMIC {
            return index < result_shape.len();
        }
        let position = result_shape[..index]
            .iter()
            .filter(|&&d| d == strata_ir::DYNAMIC)
            .count();
        return 2 + position < body.num_operands(alloc)
            && is_symbol_value(ctx, body, body.operand(alloc, 2 + position), depth + 1);
    }
    if name == "memref.subview" {
        // The size the subview gives that dimension (no rank reduction).
        let view = strata_ir::OpRef::new(ctx, body, alloc);
        let Some(sizes) = view
            .attr("static_sizes")
            .and_then(|a| strata_dialect_utils::attrs::dense_i64_values(ctx, a))
        else {
            return false;
        };
        if sizes.len() != shape.len() {
            return false;
        }
        let position = sizes[..index]
            .iter()
            .filter(|&&d| d == strata_ir::DYNAMIC)
            .count();
        let group = strata_dialect_utils::segments::operand_group(view, 2);
        return position < group.len()
            && is_symbol_value(ctx, body, body.operand(alloc, group.start + position), depth + 1);
    }
    if !matches!(name, "memref.alloc" | "memref.alloca") {
        return false;
    }
    let position = shape[..index]
        .iter()
        .filter(|&&d| d == strata_ir::DYNAMIC)
        .count();
    position < body.num_operands(alloc)
        && is_symbol_value(ctx, body, body.operand(alloc, position), depth + 1)
}

// ---- canonicalizeMapAndOperands --------------------------------------------------------------

/// Dims whose operand is a valid symbol become symbols (after the
/// existing ones).
fn promote_symbols(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    let nd = map.num_dims as usize;
    let old_syms = map.num_symbols;
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_map = Vec::with_capacity(nd);
    let mut next_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i >= nd {
            result.push(v);
        } else if is_valid_symbol(ctx, body, v) {
            dim_map.push(ctx.affine_symbol(old_syms + promoted.len() as u32));
            promoted.push(v);
        } else {
            dim_map.push(ctx.affine_dim(next_dim));
            next_dim += 1;
            result.push(v);
        }
    }
    let num_promoted = promoted.len() as u32;
    result.extend(promoted);
    *operands = result;
    *map = map.replace_dims_and_symbols(ctx, &dim_map, &[], next_dim, old_syms + num_promoted);
}

/// Symbols whose operand is not a valid symbol (an affine loop's
/// induction variable given as a symbol by a composition) become dims,
/// after the existing ones (MLIR's `canonicalizePromotedSymbols`).
fn demote_invalid_symbols(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    let nd = map.num_dims as usize;
    // Only values of affine loops and conditionals are demoted: mlir-opt
    // also takes values at the top of a non-affine region (an scf.for
    // body) as symbols, which `is_valid_symbol` does not model.
    let in_affine_op = |v: ValueId| {
        let owner = match body.value_def(v) {
            ValueDef::BlockArg(b, _) => body.block_parent_op(b),
            ValueDef::Result(op, _) => {
                if strata_ir::fold::constant_value(ctx, body, v).is_some() {
                    return false;
                }
                body.parent_op(op)
            }
            _ => None,
        };
        owner.is_some_and(|o| {
            matches!(
                ctx.op_name_str(body.op_name(o)),
                "affine.for" | "affine.parallel" | "affine.if"
            )
        })
    };
    let demote = |v: ValueId| !is_valid_symbol(ctx, body, v) && in_affine_op(v);
    if !operands[nd..].iter().any(|&v| demote(v)) {
        return;
    }
    let mut dims: Vec<ValueId> = operands[..nd].to_vec();
    let mut syms = Vec::new();
    let mut sym_map = Vec::with_capacity(operands.len() - nd);
    for &v in &operands[nd..] {
        if !demote(v) {
            sym_map.push(ctx.affine_symbol(syms.len() as u32));
            syms.push(v);
        } else {
            sym_map.push(ctx.affine_dim(dims.len() as u32));
            dims.push(v);
        }
    }
    let dim_map: Vec<AffineExpr> = (0..nd as u32).map(|d| ctx.affine_dim(d)).collect();
    *map = map.replace_dims_and_symbols(ctx, &dim_map, &sym_map, dims.len() as u32, syms.len() as u32);
    dims.extend(syms);
    *operands = dims;
}

/// MLIR's `canonicalizeMapAndOperands`: promotes dims that are valid
/// symbols, demotes symbols that are not, drops unused operands, merges
/// repeated ones and folds constant symbol operands into the map.
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    if operands.is_empty() {
        return;
    }
    promote_symbols(ctx, body, map, operands);
    demote_invalid_symbols(ctx, body, map, operands);
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for &e in map.results.iter() {
        e.walk(ctx, &mut |x| match x.kind(ctx) {
            AffineExprKind::Dim(d) => used_dims[d as usize] = true,
            AffineExprKind::Symbol(s) => used_syms[s as usize] = true,
            _ => {}
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let zero = ctx.affine_constant(0);
    let mut dim_map = vec![zero; nd];
    let mut seen: HashMap<ValueId, AffineExpr> = HashMap::new();
    let mut next_dim = 0;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        dim_map[i] = *seen.entry(v).or_insert_with(|| {
            let e = ctx.affine_dim(next_dim);
            next_dim += 1;
            result.push(v);
            e
        });
    }
    let mut sym_map = vec![zero; ns];
    let mut seen: HashMap<ValueId, AffineExpr> = HashMap::new();
    let mut next_sym = 0;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        let cst = strata_ir::fold::constant_value(ctx, body, v).and_then(|a| ctx.integer_attr_value(a));
        if let Some(c) = cst {
            sym_map[i] = ctx.affine_constant(c.sext_i64());
            continue;
        }
        sym_map[i] = *seen.entry(v).or_insert_with(|| {
            let e = ctx.affine_symbol(next_sym);
            next_sym += 1;
            result.push(v);
            e
        });
    }
    *map = map.replace_dims_and_symbols(ctx, &dim_map, &sym_map, next_dim, next_sym);
    *operands = result;
}

// ---- composition with affine.apply producers ---------------------------------------------------

/// Replaces the dim or symbol at `pos` by the map of the `affine.apply`
/// defining its operand; false if there is none.
fn replace_dim_or_sym(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<ValueId>>,
    syms: &mut Vec<Option<ValueId>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(v) = *slot else { return false };
    let Some(def) = body.defining_op(v) else {
        return false;
    };
    let apply = strata_ir::OpRef::new(ctx, body, def);
    if apply.name_str() == "affine.delinearize_index" {
        return crate::index_canonicalize::replace_delinearize_inverse(ctx, body, v, map, dims, syms);
    }
    if ApplyOp::from_ref(apply).is_none() {
        return false;
    }
    let Some(mut compose_map) = op_map(apply) else {
        return false;
    };
    if compose_map.results.len() != 1 {
        return false;
    }
    *slot = None;
    let mut compose_operands: Vec<ValueId> = apply.operands().collect();
    canonicalize_map_and_operands(ctx, body, &mut compose_map, &mut compose_operands);
    let replacement = compose_map.results[0]
        .shift_dims(ctx, dims.len() as u32, 0)
        .shift_symbols(ctx, syms.len() as u32, 0);
    let cd = compose_map.num_dims as usize;
    let to_replace = if is_dim {
        ctx.affine_dim(pos as u32)
    } else {
        ctx.affine_symbol((pos - dims.len()) as u32)
    };
    dims.extend(compose_operands[..cd].iter().map(|&v| Some(v)));
    syms.extend(compose_operands[cd..].iter().map(|&v| Some(v)));
    let results: Vec<_> = map
        .results
        .iter()
        .map(|&e| e.replace(ctx, to_replace, replacement))
        .collect();
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    true
}

/// MLIR's `composeAffineMapAndOperands`: folds the maps of the
/// `affine.apply` ops defining the operands into `map`, then canonicalizes
/// and simplifies it.
pub fn compose_affine_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    if map.results.is_empty() {
        canonicalize_map_and_operands(ctx, body, map, operands);
        *map = simplify_affine_map(ctx, map);
        return;
    }
    let nd = map.num_dims as usize;
    let mut dims: Vec<Option<ValueId>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    // Each replacement empties one slot and only appends others, so the
    // scan resumes where it stopped.
    let mut pos = 0;
    while pos < dims.len() + syms.len() {
        if !replace_dim_or_sym(ctx, body, map, pos, &mut dims, &mut syms) {
            pos += 1;
        }
    }
    operands.clear();
    let zero = ctx.affine_constant(0);
    let (mut nd, mut ns) = (0, 0);
    let mut dim_map = Vec::with_capacity(dims.len());
    for v in &dims {
        match v {
            Some(v) => {
                dim_map.push(ctx.affine_dim(nd));
                nd += 1;
                operands.push(*v);
            }
            None => dim_map.push(zero),
        }
    }
    let mut sym_map = Vec::with_capacity(syms.len());
    for v in &syms {
        match v {
            Some(v) => {
                sym_map.push(ctx.affine_symbol(ns));
                ns += 1;
                operands.push(*v);
            }
            None => sym_map.push(zero),
        }
    }
    *map = map.replace_dims_and_symbols(ctx, &dim_map, &sym_map, nd, ns);
    canonicalize_map_and_operands(ctx, body, map, operands);
    *map = simplify_affine_map(ctx, map);
}

/// An index that is a constant or a value (MLIR's `OpFoldResult` for
/// index computations).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ApplyValue {
    /// A constant.
    Const(i64),
    /// An SSA value.
    Value(ValueId),
}

impl ApplyValue {
    /// The index an `OpFoldResult` stands for: a value, or the integer of
    /// an attribute (`None` for another attribute).
    pub fn from_fold_result(ctx: &Context, v: strata_ir::OpFoldResult) -> Option<ApplyValue> {
        match v {
            strata_ir::OpFoldResult::Value(v) => Some(ApplyValue::Value(v)),
            strata_ir::OpFoldResult::Attr(a) => {
                ctx.integer_attr_value(a).map(|c| ApplyValue::Const(c.sext_i64()))
            }
        }
    }

    /// As an `OpFoldResult`: a constant is an `index` integer attribute.
    pub fn to_fold_result(self, ctx: &Context) -> strata_ir::OpFoldResult {
        match self {
            ApplyValue::Const(c) => strata_ir::OpFoldResult::Attr(ctx.integer_attr(ctx.index_type(), c)),
            ApplyValue::Value(v) => strata_ir::OpFoldResult::Value(v),
        }
    }
}

/// A list of [`ApplyValue`]s as the static list of an op with mixed
/// static and dynamic entries (`DYNAMIC` for each value) and its values.
pub fn split_mixed(list: &[ApplyValue]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamic = Vec::new();
    for m in list {
        match *m {
            ApplyValue::Const(c) => statics.push(c),
            ApplyValue::Value(v) => {
                statics.push(strata_ir::DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    (statics, dynamic)
}

/// `map` (applied to `operands`) with the constant operands folded into
/// it (MLIR's `foldAttributesIntoMap`) and then composed with the
/// `affine.apply` ops defining the remaining operands: the map and
/// operands an `affine.apply` of them would have.
pub fn fold_and_compose_apply(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ApplyValue],
) -> (AffineMap, Vec<ValueId>) {
    // foldAttributesIntoMap: constants replace their dims and symbols.
    let nd = map.num_dims as usize;
    let mut values = Vec::new();
    let (mut new_nd, mut new_ns) = (0, 0);
    let mut dims = Vec::with_capacity(nd);
    let mut syms = Vec::with_capacity(operands.len().saturating_sub(nd));
    for (i, o) in operands.iter().enumerate() {
        let e = match *o {
            ApplyValue::Const(c) => ctx.affine_constant(c),
            ApplyValue::Value(v) if i < nd => {
                values.push(v);
                new_nd += 1;
                ctx.affine_dim(new_nd - 1)
            }
            ApplyValue::Value(_) => {
                new_ns += 1;
                ctx.affine_symbol(new_ns - 1)
            }
        };
        if i < nd {
            dims.push(e);
        } else {
            syms.push(e);
        }
    }
    values.extend(operands[nd..].iter().filter_map(|o| match o {
        ApplyValue::Value(v) => Some(*v),
        ApplyValue::Const(_) => None,
    }));
    let mut m = map.replace_dims_and_symbols(ctx, &dims, &syms, new_nd, new_ns);
    compose_affine_map_and_operands(ctx, body, &mut m, &mut values);
    (m, values)
}

/// MLIR's `makeComposedFoldedAffineApply`: `map` (one result) applied to
/// `operands`, composed with the `affine.apply` ops defining them and
/// folded; an `affine.apply` is created before `at` only when the result
/// is neither a constant nor one of the operands.
pub fn make_composed_folded_apply(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    map: &AffineMap,
    operands: &[ApplyValue],
) -> ApplyValue {
    let loc = rw.body().op_loc(at);
    rw.set_insertion_point(at);
    build_composed_folded_apply(rw, loc, map, operands)
}

/// [`make_composed_folded_apply`] at the insertion point of any builder
/// (an `OpBuilder` or a rewriter), at `loc`.
pub fn build_composed_folded_apply<B: OpCreate + ?Sized>(
    b: &mut B,
    loc: Location,
    map: &AffineMap,
    operands: &[ApplyValue],
) -> ApplyValue {
    let ctx = b.ir_ctx();
    let (m, values) = fold_and_compose_apply(ctx, b.ir_body(), map, operands);
    if let Some(v) = folded_single_result(ctx, &m, &values) {
        return v;
    }
    ApplyValue::Value(ApplyOp::build(b, loc, &values, map_attr(ctx, m)).result(b))
}

/// MLIR's `makeComposedFoldedAffineMin` (`max` false) and
/// `makeComposedFoldedAffineMax`: an `affine.min` (`affine.max`) of `map`
/// applied to `operands`, composed with the `affine.apply` ops defining
/// them and folded: a constant or an operand when it folds to one, else
/// the op (with the constant results folded into its map).
pub fn build_composed_folded_min_max(
    b: &mut strata_ir::OpBuilder<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[ApplyValue],
    max: bool,
) -> ApplyValue {
    let ctx = b.ctx;
    // Each result is composed on its own, then the results are put
    // together over the dims of each in turn, then the symbols (MLIR's
    // `composeMultiResultAffineMap`), which fixes the operands' order.
    let (mut dims, mut syms, mut exprs) = (Vec::new(), Vec::new(), Vec::with_capacity(map.results.len()));
    for &e in map.results.iter() {
        let sub = AffineMap::new(map.num_dims, map.num_symbols, vec![e]);
        let (m, values) = fold_and_compose_apply(ctx, b.body, &sub, operands);
        let (nd, Some(&r)) = (m.num_dims as usize, m.results.first()) else {
            continue;
        };
        exprs.push(
            r.shift_dims(ctx, dims.len() as u32, 0)
                .shift_symbols(ctx, syms.len() as u32, 0),
        );
        dims.extend_from_slice(&values[..nd]);
        syms.extend_from_slice(&values[nd..]);
    }
    let mut m = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs);
    let mut values = dims;
    values.extend(syms);
    canonicalize_map_and_operands(ctx, b.body, &mut m, &mut values);
    let attr = map_attr(ctx, m);
    let (op, result) = if max {
        let o = MaxOp::build(b, loc, &values, attr);
        (o.op(), o.result(b))
    } else {
        let o = MinOp::build(b, loc, &values, attr);
        (o.op(), o.result(b))
    };
    let mut out = strata_ir::FoldOutput::default();
    if strata_ir::fold::fold_op(strata_ir::OpRef::new(ctx, b.body, op), &mut out).is_ok() {
        if let [r] = out.results[..] {
            if let Some(v) = ApplyValue::from_fold_result(ctx, r) {
                b.body.erase_op(op);
                return v;
            }
        }
        strata_ir::fold::apply_fold_edits(ctx, b.body, op, &out.edits);
    }
    ApplyValue::Value(result)
}

/// What an `affine.apply` of `m` (one result) to `values` folds to: a
/// constant or one of `values`.
fn folded_single_result(ctx: &Context, m: &AffineMap, values: &[ValueId]) -> Option<ApplyValue> {
    match m.results.first()?.kind(ctx) {
        AffineExprKind::Constant(c) => Some(ApplyValue::Const(c)),
        AffineExprKind::Dim(d) => values.get(d as usize).copied().map(ApplyValue::Value),
        AffineExprKind::Symbol(s) => values
            .get((m.num_dims + s) as usize)
            .copied()
            .map(ApplyValue::Value),
        _ => None,
    }
}

// ---- SimplifyAffineOp --------------------------------------------------------------------------

/// Composes the op's map with the `affine.apply` ops defining its
/// operands and canonicalizes it with its operands; rewrites the op when
/// anything changed.
fn simplify_affine_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(old_map) = op_map(o) else { return false };
    let old_operands: Vec<ValueId> = o.operands().collect();
    let mut map = old_map.clone();
    let mut operands = old_operands.clone();
    compose_affine_map_and_operands(ctx, o.body, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, o.body, &mut map, &mut operands);
    crate::simplify_map_with_operands(ctx, o.body, &mut map, &operands);
    if map == old_map && operands == old_operands {
        return false;
    }
    let loc = o.loc();
    let map = map_attr(ctx, map);
    let (apply, min) = (ApplyOp::isa(rw, op), MinOp::isa(rw, op));
    if !apply && !min && !MaxOp::isa(rw, op) {
        return false;
    }
    rw.set_insertion_point(op);
    let v = if apply {
        ApplyOp::build(rw, loc, &operands, map).result(rw)
    } else if min {
        MinOp::build(rw, loc, &operands, map).result(rw)
    } else {
        MaxOp::build(rw, loc, &operands, map).result(rw)
    };
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn populate_apply(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        APPLY.name,
        &[(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>",
            1,
            simplify_affine_op,
        )],
    );
}

/// The coefficients of `e` over the map's dims, symbols and a constant,
/// when it is linear (no division or modulo: MLIR's flattener would need
/// local variables, which have no global order).
pub fn linear_coefficients(ctx: &Context, e: AffineExpr, nd: usize, ns: usize) -> Option<Vec<i64>> {
    let mut out = vec![0i64; nd + ns + 1];
    fn walk(ctx: &Context, e: AffineExpr, k: i64, nd: usize, out: &mut [i64]) -> Option<()> {
        let last = out.len() - 1;
        match e.kind(ctx) {
            AffineExprKind::Constant(c) => out[last] = out[last].checked_add(c.checked_mul(k)?)?,
            AffineExprKind::Dim(d) => {
                let slot = out.get_mut(d as usize)?;
                *slot = slot.checked_add(k)?;
            }
            AffineExprKind::Symbol(p) => {
                let slot = out.get_mut(nd + p as usize)?;
                *slot = slot.checked_add(k)?;
            }
            AffineExprKind::Binary(AffineBinaryOp::Add, l, r) => {
                walk(ctx, l, k, nd, out)?;
                walk(ctx, r, k, nd, out)?;
            }
            AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) => {
                match (l.as_constant(ctx), r.as_constant(ctx)) {
                    (_, Some(c)) => walk(ctx, l, k.checked_mul(c)?, nd, out)?,
                    (Some(c), _) => walk(ctx, r, k.checked_mul(c)?, nd, out)?,
                    _ => return None,
                }
            }
            _ => return None,
        }
        Some(())
    }
    walk(ctx, e, 1, nd, &mut out)?;
    Some(out)
}

/// Replaces the min/max `op` by one of the same kind with `map`.
fn rebuild_min_max(op: OpId, rw: &mut PatternRewriter<'_>, map: AffineMap) -> bool {
    let operands: Vec<ValueId> = op_ref(rw, op).operands().collect();
    rebuild_min_max_with(op, rw, map, &operands)
}

/// Replaces the min/max `op` by one of the same kind with `map` applied
/// to `operands`.
fn rebuild_min_max_with(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    map: AffineMap,
    operands: &[ValueId],
) -> bool {
    let o = op_ref(rw, op);
    let (ctx, loc) = (o.ctx, o.loc());
    let map = map_attr(ctx, map);
    let min = MinOp::isa(rw, op);
    rw.set_insertion_point(op);
    let v = if min {
        MinOp::build(rw, loc, operands, map).result(rw)
    } else {
        MaxOp::build(rw, loc, operands, map).result(rw)
    };
    rw.replace_op(op, &[v]);
    true
}

/// A min (max) whose expression is a lone dim or symbol bound to the
/// result of another min (max) takes that op's expressions instead.
fn merge_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (ctx, body) = (o.ctx, o.body);
    let Some(map) = op_map(o) else { return false };
    let name = body.op_name(op);
    let operands: Vec<ValueId> = o.operands().collect();
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    if operands.len() != nd + ns {
        return false;
    }
    let mut dims = operands[..nd].to_vec();
    let mut syms = operands[nd..].to_vec();
    let mut results = Vec::new();
    let mut producers = Vec::new();
    for &e in map.results.iter() {
        let v = match e.kind(ctx) {
            AffineExprKind::Symbol(p) => Some(syms[p as usize]),
            AffineExprKind::Dim(p) => Some(dims[p as usize]),
            _ => None,
        };
        if let Some(p) = v
            .and_then(|v| body.defining_op(v))
            .filter(|&p| body.op_name(p) == name)
        {
            producers.push(p);
            continue;
        }
        results.push(e);
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let po = op_ref(rw, p);
        let Some(pmap) = op_map(po) else { return false };
        let pops: Vec<ValueId> = po.operands().collect();
        let pd = pmap.num_dims as usize;
        if pops.len() != pd + pmap.num_symbols as usize {
            return false;
        }
        dims.extend_from_slice(&pops[..pd]);
        syms.extend_from_slice(&pops[pd..]);
        for &e in pmap.results.iter() {
            results.push(e.shift_dims(ctx, used_dims, 0).shift_symbols(ctx, used_syms, 0));
        }
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    dims.extend(syms);
    rebuild_min_max_with(op, rw, AffineMap::new(used_dims, used_syms, results), &dims)
}

/// A min/max of one expression is that expression: an `affine.apply`.
fn single_result_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(map) = op_map(o) else { return false };
    if map.results.len() != 1 {
        return false;
    }
    let (ctx, loc) = (o.ctx, o.loc());
    let operands: Vec<ValueId> = o.operands().collect();
    let map = map_attr(ctx, map);
    rw.set_insertion_point(op);
    let v = ApplyOp::build(rw, loc, &operands, map).result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// Drops repeated expressions of a min/max map.
fn dedup_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(map) = op_map(op_ref(rw, op)) else {
        return false;
    };
    let mut results: Vec<AffineExpr> = Vec::with_capacity(map.results.len());
    for &e in map.results.iter() {
        if !results.contains(&e) {
            results.push(e);
        }
    }
    if results.len() == map.results.len() {
        return false;
    }
    rebuild_min_max(op, rw, AffineMap::new(map.num_dims, map.num_symbols, results))
}

/// Orders the expressions of a linear min/max map by their coefficients
/// (dims, symbols, constant), lexicographically, so that equal sets of
/// expressions give equal maps.
fn order_min_max_terms(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(map) = op_map(o) else { return false };
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let Some(flat) = map
        .results
        .iter()
        .map(|&e| linear_coefficients(ctx, e, nd, ns))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut order: Vec<usize> = (0..flat.len()).collect();
    order.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let results: Vec<AffineExpr> = order.iter().map(|&i| map.results[i]).collect();
    rebuild_min_max(op, rw, AffineMap::new(map.num_dims, map.num_symbols, results))
}

pub(crate) fn populate_min(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        MIN.name,
        &[
            (
                "(anonymous namespace)::CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMinOp>",
                1,
                single_result_min_max,
            ),
            (
                "(anonymous namespace)::DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMinOp>",
                1,
                dedup_min_max,
            ),
            (
                "(anonymous namespace)::MergeAffineMinMaxOp<mlir::affine::AffineMinOp>",
                1,
                merge_min_max,
            ),
            (
                "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMinOp>",
                1,
                simplify_affine_op,
            ),
            (
                "(anonymous namespace)::CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMinOp>",
                1,
                order_min_max_terms,
            ),
        ],
    );
}

pub(crate) fn populate_max(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        MAX.name,
        &[
            (
                "(anonymous namespace)::CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMaxOp>",
                1,
                single_result_min_max,
            ),
            (
                "(anonymous namespace)::DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMaxOp>",
                1,
                dedup_min_max,
            ),
            (
                "(anonymous namespace)::MergeAffineMinMaxOp<mlir::affine::AffineMaxOp>",
                1,
                merge_min_max,
            ),
            (
                "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMaxOp>",
                1,
                simplify_affine_op,
            ),
            (
                "(anonymous namespace)::CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMaxOp>",
                1,
                order_min_max_terms,
            ),
        ],
    );
}
