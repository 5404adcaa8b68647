//! Separation of full tiles from partial ones (MLIR's
//! `separateFullTiles`): a nest of intra-tile loops is versioned under an
//! `affine.if` that holds when every loop runs a whole tile; the `then`
//! branch is a copy of the nest with constant trip counts, the `else`
//! branch the original nest.

use strata_dialect_affine::{canonicalize_map_and_operands, simplify_affine_expr};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use strata_ir::{AttrKind, Body, Context, InsertPoint, IrMapping, OpId, ValueDef, ValueId};

use super::loop_utils::{create_for, create_if_else, is_perfectly_nested, AffineFor, NotApplicable};

/// The operands of the bounds of the nest, each once, in the order MLIR's
/// constraint system meets them: map dims first, then map symbols.
#[derive(Default)]
struct Values {
    dims: Vec<ValueId>,
    syms: Vec<ValueId>,
}

impl Values {
    fn note(&mut self, map: &AffineMap, operands: &[ValueId]) {
        let (d, s) = operands.split_at(map.num_dims as usize);
        for &v in d {
            if !self.dims.contains(&v) {
                self.dims.push(v);
            }
        }
        for &v in s {
            if !self.syms.contains(&v) {
                self.syms.push(v);
            }
        }
    }

    fn all(&self) -> Vec<ValueId> {
        let mut out = self.dims.clone();
        out.extend(self.syms.iter().filter(|v| !self.dims.contains(v)));
        out
    }
}

/// `map`'s results over `all` (every value a dim).
fn over(ctx: &Context, map: &AffineMap, operands: &[ValueId], all: &[ValueId]) -> Vec<AffineExpr> {
    let pos = |v: &ValueId| ctx.affine_dim(all.iter().position(|w| w == v).unwrap_or(0) as u32);
    let nd = map.num_dims as usize;
    let dims: Vec<AffineExpr> = operands[..nd].iter().map(pos).collect();
    let syms: Vec<AffineExpr> = operands[nd..].iter().map(pos).collect();
    map.replace_dims_and_symbols(ctx, &dims, &syms, all.len() as u32, 0)
        .results
        .to_vec()
}

fn has_div_or_mod(ctx: &Context, e: AffineExpr) -> bool {
    let mut found = false;
    e.walk(ctx, &mut |x| {
        if let AffineExprKind::Binary(op, _, _) = x.kind(ctx) {
            if op != strata_ir::affine::AffineBinaryOp::Add && op != strata_ir::affine::AffineBinaryOp::Mul {
                found = true;
            }
        }
    });
    found || !e.is_pure_affine(ctx)
}

/// Whether the loops whose induction variables the nest's bounds use
/// (transitively) have affine bounds: mlir-opt adds their domains to the
/// constraint system, which fails on semi-affine bounds.
fn outer_domains_are_affine(ctx: &Context, body: &Body, values: &[ValueId]) -> bool {
    let mut work: Vec<ValueId> = values.to_vec();
    let mut seen: Vec<OpId> = Vec::new();
    while let Some(v) = work.pop() {
        let ValueDef::BlockArg(b, 0) = body.value_def(v) else {
            continue;
        };
        let Some(owner) = body.block_parent_op(b) else {
            continue;
        };
        if seen.contains(&owner) {
            continue;
        }
        seen.push(owner);
        let Some(f) = AffineFor::get(ctx, body, owner) else {
            continue;
        };
        if f.lb_map
            .results
            .iter()
            .chain(f.ub_map.results.iter())
            .any(|&e| !e.is_pure_affine(ctx))
        {
            return false;
        }
        work.extend(f.lb_operands.iter().chain(&f.ub_operands));
    }
    true
}

/// One loop of the nest: its lower bound and the constant number of
/// iterations of a full tile, with the other upper bounds.
struct Plan {
    lb_map: AffineMap,
    lb_operands: Vec<ValueId>,
    extent: i64,
}

/// Separates full tiles of the perfect nest `nest` (outermost first, unit
/// steps, each loop with one lower bound and an upper bound at a constant
/// distance from it): builds the full-tile copy of the nest and an
/// `affine.if` choosing between it and the original nest. Returns the
/// full-tile loops, outermost first.
pub fn separate_full_tiles(
    ctx: &Context,
    body: &mut Body,
    nest: &[OpId],
) -> Result<Vec<OpId>, NotApplicable> {
    if nest.is_empty() {
        return Ok(Vec::new());
    }
    if !is_perfectly_nested(ctx, body, nest) {
        return Err(NotApplicable("the loops are not perfectly nested"));
    }
    let loops: Vec<AffineFor> = nest
        .iter()
        .map(|&l| AffineFor::get(ctx, body, l))
        .collect::<Option<_>>()
        .ok_or(NotApplicable("not an affine.for"))?;
    let ivs: Vec<ValueId> = loops.iter().map(|l| l.iv).collect();
    let mut values = Values::default();
    for l in &loops {
        if l.step != 1 {
            return Err(NotApplicable("a loop has a non-unit step"));
        }
        if !l.inits.is_empty() {
            return Err(NotApplicable("a loop carries values"));
        }
        if l.lb_map.results.len() != 1 {
            return Err(NotApplicable("a loop has several lower bounds"));
        }
        if l.lb_operands
            .iter()
            .chain(&l.ub_operands)
            .any(|v| ivs.contains(v))
        {
            return Err(NotApplicable("the nest is not rectangular"));
        }
        if l.lb_map
            .results
            .iter()
            .chain(l.ub_map.results.iter())
            .any(|&e| has_div_or_mod(ctx, e))
        {
            return Err(NotApplicable("a bound needs local variables"));
        }
        values.note(&l.lb_map, &l.lb_operands);
        values.note(&l.ub_map, &l.ub_operands);
    }
    if !outer_domains_are_affine(ctx, body, &values.all()) {
        return Err(NotApplicable("an enclosing loop has a semi-affine bound"));
    }
    let all = values.all();
    let n = all.len() as u32;
    let mut plans = Vec::with_capacity(loops.len());
    let mut conditions: Vec<AffineExpr> = Vec::new();
    for l in &loops {
        let lb = over(ctx, &l.lb_map, &l.lb_operands, &all)[0];
        let ubs = over(ctx, &l.ub_map, &l.ub_operands, &all);
        // The upper bound at the smallest constant distance from the lower
        // bound is the full tile's.
        let mut best: Option<(usize, i64)> = None;
        for (k, &u) in ubs.iter().enumerate() {
            let diff = simplify_affine_expr(ctx, ctx.affine_sub(u, lb), n, 0);
            if let Some(c) = diff.as_constant(ctx) {
                if best.is_none_or(|b| c < b.1) {
                    best = Some((k, c));
                }
            }
        }
        let (chosen, extent) = best.ok_or(NotApplicable("no upper bound at a constant distance"))?;
        let full_ub = ctx.affine_add(lb, ctx.affine_constant(extent));
        for (k, &u) in ubs.iter().enumerate() {
            if k != chosen {
                conditions.push(ctx.affine_sub(u, full_ub));
            }
        }
        plans.push(Plan {
            lb_map: l.lb_map.clone(),
            lb_operands: l.lb_operands.clone(),
            extent,
        });
    }
    // The condition, canonicalized as an affine map would be.
    let mut cond_map = AffineMap::new(n, 0, conditions);
    let mut cond_operands = all;
    canonicalize_map_and_operands(ctx, body, &mut cond_map, &mut cond_operands);
    let mut constraints: Vec<AffineExpr> = Vec::new();
    for &c in cond_map.results.iter() {
        let c = simplify_affine_expr(ctx, c, cond_map.num_dims, cond_map.num_symbols);
        if c.as_constant(ctx).is_some_and(|v| v >= 0) || constraints.contains(&c) {
            continue;
        }
        constraints.push(c);
    }
    let (set, set_operands) = if constraints.is_empty() {
        (IntegerSet::new(ctx, 0, 0, Vec::new(), Vec::new()), Vec::new())
    } else {
        let flags = vec![false; constraints.len()];
        (
            IntegerSet::new(ctx, cond_map.num_dims, cond_map.num_symbols, constraints, flags),
            cond_operands,
        )
    };

    // The full-tile nest, before the original one.
    let root = nest[0];
    let mut full: Vec<OpId> = Vec::with_capacity(plans.len());
    for p in &plans {
        let at = match full.last() {
            None => root,
            Some(&outer) => {
                let f = AffineFor::get(ctx, body, outer).ok_or(NotApplicable("malformed loop"))?;
                f.terminator
            }
        };
        let mut lb_map = p.lb_map.clone();
        let mut lb_operands = p.lb_operands.clone();
        canonicalize_map_and_operands(ctx, body, &mut lb_map, &mut lb_operands);
        let lb = simplify_affine_expr(ctx, lb_map.results[0], lb_map.num_dims, lb_map.num_symbols);
        let lb_map = AffineMap::new(lb_map.num_dims, lb_map.num_symbols, vec![lb]);
        let ub = simplify_affine_expr(
            ctx,
            ctx.affine_add(lb, ctx.affine_constant(p.extent)),
            lb_map.num_dims,
            lb_map.num_symbols,
        );
        let ub_map = AffineMap::new(lb_map.num_dims, lb_map.num_symbols, vec![ub]);
        full.push(create_for(
            ctx,
            body,
            at,
            (&lb_map, &lb_operands),
            (&ub_map, &lb_operands),
            1,
        ));
    }
    let mut mapping = IrMapping::default();
    for (l, &f) in loops.iter().zip(&full) {
        let fiv = AffineFor::get(ctx, body, f)
            .ok_or(NotApplicable("malformed loop"))?
            .iv;
        mapping.map_value(l.iv, fiv);
    }
    let innermost = loops.last().ok_or(NotApplicable("no loops"))?;
    let dest = AffineFor::get(ctx, body, *full.last().ok_or(NotApplicable("no loops"))?)
        .ok_or(NotApplicable("malformed loop"))?
        .terminator;
    for op in innermost.body_ops(body) {
        let c = body.clone_op(op, &mut mapping);
        body.insert_op(InsertPoint::Before(dest), c);
    }

    // The version select: full tiles in `then`, the original nest in `else`.
    let loc = body.op_loc(root);
    let condition = ctx.intern_attr(AttrKind::IntegerSet(set));
    let props = Some(ctx.dictionary_attr(&[(ctx.ident("condition"), condition)]));
    let (_, yields) = create_if_else(ctx, body, root, loc, set_operands, props);
    body.move_op(full[0], InsertPoint::Before(yields[0]));
    body.move_op(root, InsertPoint::Before(yields[1]));
    Ok(full)
}
