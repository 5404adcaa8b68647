//! Queries and rewrites over affine expressions, maps and integer sets.

use super::{ceil_div, floor_div, AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use crate::Context;

impl AffineExpr {
    /// Calls `f` on every sub-expression, operands before the expression.
    pub fn walk(self, ctx: &Context, f: &mut impl FnMut(AffineExpr)) {
        if let AffineExprKind::Binary(_, l, r) = *ctx.affine_kind(self) {
            l.walk(ctx, f);
            r.walk(ctx, f);
        }
        f(self);
    }

    /// Rebuilds the expression bottom-up through the simplifying
    /// constructors, mapping each dim and symbol with `leaf`; unchanged
    /// sub-expressions are reused as they are.
    fn rebuild(
        self,
        ctx: &Context,
        leaf: &mut impl FnMut(AffineExprKind) -> Option<AffineExpr>,
    ) -> AffineExpr {
        match *ctx.affine_kind(self) {
            AffineExprKind::Binary(op, l, r) => {
                let nl = l.rebuild(ctx, leaf);
                let nr = r.rebuild(ctx, leaf);
                if nl == l && nr == r {
                    self
                } else {
                    ctx.affine_binary(op, nl, nr)
                }
            }
            k => leaf(k).unwrap_or(self),
        }
    }

    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `syms[i]`; positions past
    /// the end of a replacement list are left alone.
    pub fn replace_dims_and_symbols(
        self,
        ctx: &Context,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
    ) -> AffineExpr {
        self.rebuild(ctx, &mut |k| match k {
            AffineExprKind::Dim(i) => dims.get(i as usize).copied(),
            AffineExprKind::Symbol(i) => syms.get(i as usize).copied(),
            _ => None,
        })
    }

    /// Replaces every occurrence of `from` by `to`.
    pub fn replace(self, ctx: &Context, from: AffineExpr, to: AffineExpr) -> AffineExpr {
        if self == from {
            return to;
        }
        match *ctx.affine_kind(self) {
            AffineExprKind::Binary(op, l, r) => {
                let nl = l.replace(ctx, from, to);
                let nr = r.replace(ctx, from, to);
                if nl == l && nr == r {
                    self
                } else {
                    ctx.affine_binary(op, nl, nr)
                }
            }
            _ => self,
        }
    }

    /// Renumbers `d<i>` to `d<i + shift>` for every `i >= offset`.
    pub fn shift_dims(self, ctx: &Context, shift: u32, offset: u32) -> AffineExpr {
        self.rebuild(ctx, &mut |k| match k {
            AffineExprKind::Dim(i) if i >= offset => Some(ctx.affine_dim(i + shift)),
            _ => None,
        })
    }

    /// Renumbers `s<i>` to `s<i + shift>` for every `i >= offset`.
    pub fn shift_symbols(self, ctx: &Context, shift: u32, offset: u32) -> AffineExpr {
        self.rebuild(ctx, &mut |k| match k {
            AffineExprKind::Symbol(i) if i >= offset => Some(ctx.affine_symbol(i + shift)),
            _ => None,
        })
    }

    /// Evaluates the expression for the given dim and symbol values with
    /// MLIR's semantics (floor/ceil division, non-negative `mod`). `None`
    /// when a position is out of range, on overflow, division by zero or a
    /// non-positive modulus.
    pub fn constant_fold(self, ctx: &Context, dims: &[i64], syms: &[i64]) -> Option<i64> {
        match *ctx.affine_kind(self) {
            AffineExprKind::Dim(i) => dims.get(i as usize).copied(),
            AffineExprKind::Symbol(i) => syms.get(i as usize).copied(),
            AffineExprKind::Constant(c) => Some(c),
            AffineExprKind::Binary(op, l, r) => {
                let a = l.constant_fold(ctx, dims, syms)?;
                let b = r.constant_fold(ctx, dims, syms)?;
                match op {
                    AffineBinaryOp::Add => a.checked_add(b),
                    AffineBinaryOp::Mul => a.checked_mul(b),
                    AffineBinaryOp::FloorDiv => floor_div(a, b),
                    AffineBinaryOp::CeilDiv => ceil_div(a, b),
                    AffineBinaryOp::Mod => (b >= 1).then(|| a.rem_euclid(b)),
                }
            }
        }
    }

    /// True when `d<pos>` occurs in the expression.
    pub fn is_function_of_dim(self, ctx: &Context, pos: u32) -> bool {
        self.any_leaf(ctx, &|k| k == AffineExprKind::Dim(pos))
    }

    /// True when `s<pos>` occurs in the expression.
    pub fn is_function_of_symbol(self, ctx: &Context, pos: u32) -> bool {
        self.any_leaf(ctx, &|k| k == AffineExprKind::Symbol(pos))
    }

    fn any_leaf(self, ctx: &Context, pred: &impl Fn(AffineExprKind) -> bool) -> bool {
        match *ctx.affine_kind(self) {
            AffineExprKind::Binary(_, l, r) => l.any_leaf(ctx, pred) || r.any_leaf(ctx, pred),
            k => pred(k),
        }
    }

    /// Marks in `used` (indexed by position) the dims the expression uses;
    /// positions past the end of `used` are ignored.
    pub fn collect_used_dims(self, ctx: &Context, used: &mut [bool]) {
        self.walk(ctx, &mut |e| {
            if let AffineExprKind::Dim(i) = *ctx.affine_kind(e) {
                if let Some(u) = used.get_mut(i as usize) {
                    *u = true;
                }
            }
        });
    }

    /// Composes with `map`: each `d<i>` becomes `map`'s result `i`; symbols
    /// are left alone.
    pub fn compose(self, ctx: &Context, map: &AffineMap) -> AffineExpr {
        self.replace_dims_and_symbols(ctx, &map.results, &[])
    }
}

/// Marks which of the first `num_dims` dims occur in `exprs`.
pub fn get_used_dims(ctx: &Context, exprs: &[AffineExpr], num_dims: u32) -> Vec<bool> {
    let mut used = vec![false; num_dims as usize];
    for e in exprs {
        e.collect_used_dims(ctx, &mut used);
    }
    used
}

impl AffineMap {
    /// The map `(d0, ..., d<num_dims-1>)[s0, ...] -> (results)`, taken as
    /// given.
    pub fn new(num_dims: u32, num_symbols: u32, results: impl Into<Box<[AffineExpr]>>) -> AffineMap {
        AffineMap {
            num_dims,
            num_symbols,
            results: results.into(),
        }
    }

    /// `(d0, ..., dn-1)[s...] -> ()`.
    pub fn empty(num_dims: u32, num_symbols: u32) -> AffineMap {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// `() -> (value)`.
    pub fn constant_map(ctx: &Context, value: i64) -> AffineMap {
        AffineMap::new(0, 0, vec![ctx.affine_constant(value)])
    }

    /// `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
    pub fn multi_dim_identity(ctx: &Context, num_dims: u32) -> AffineMap {
        AffineMap::new(
            num_dims,
            0,
            (0..num_dims).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>(),
        )
    }

    /// `(d0, ..., dn-1) -> (dn-r, ..., dn-1)`: the identity on the last
    /// `num_results` dims. `None` when `num_results > num_dims`.
    pub fn minor_identity(ctx: &Context, num_dims: u32, num_results: u32) -> Option<AffineMap> {
        let first = num_dims.checked_sub(num_results)?;
        Some(AffineMap::new(
            num_dims,
            0,
            (first..num_dims).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>(),
        ))
    }

    /// `(d0, ..., dn-1) -> (d<p0>, ..., d<pn-1>)`. `None` unless
    /// `permutation` is a permutation of `0..n`.
    pub fn permutation_map(ctx: &Context, permutation: &[u32]) -> Option<AffineMap> {
        let n = u32::try_from(permutation.len()).ok()?;
        let mut seen = vec![false; permutation.len()];
        for &p in permutation {
            let slot = seen.get_mut(p as usize)?;
            if std::mem::replace(slot, true) {
                return None;
            }
        }
        Some(AffineMap::new(
            n,
            0,
            permutation.iter().map(|&p| ctx.affine_dim(p)).collect::<Vec<_>>(),
        ))
    }

    /// The number of result expressions.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// The number of dims plus the number of symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// No results.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// `(d0, ..., dn-1) -> (d0, ..., dn-1)`, symbols allowed.
    pub fn is_identity(&self, ctx: &Context) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, &e)| *ctx.affine_kind(e) == AffineExprKind::Dim(i as u32))
    }

    /// The results are the last `num_results` dims in order.
    pub fn is_minor_identity(&self, ctx: &Context) -> bool {
        let Some(first) = (self.num_dims as usize).checked_sub(self.results.len()) else {
            return false;
        };
        self.results
            .iter()
            .enumerate()
            .all(|(i, &e)| *ctx.affine_kind(e) == AffineExprKind::Dim((first + i) as u32))
    }

    /// MLIR's `isMinorIdentityWithBroadcasting`: each result is the
    /// constant 0 (a broadcast) or the dim of the minor identity at its
    /// position; the positions of the broadcasts.
    pub fn minor_identity_broadcast_dims(&self, ctx: &Context) -> Option<Vec<usize>> {
        let first = (self.num_dims as usize).checked_sub(self.results.len())?;
        let mut broadcast = Vec::new();
        for (i, &e) in self.results.iter().enumerate() {
            match *ctx.affine_kind(e) {
                AffineExprKind::Constant(0) => broadcast.push(i),
                AffineExprKind::Dim(d) if d as usize == first + i => {}
                _ => return None,
            }
        }
        Some(broadcast)
    }

    /// Every result is a constant.
    pub fn is_constant(&self, ctx: &Context) -> bool {
        self.results.iter().all(|&e| ctx.const_of(e).is_some())
    }

    /// Exactly one result, which is a constant.
    pub fn is_single_constant(&self, ctx: &Context) -> bool {
        self.results.len() == 1 && self.is_constant(ctx)
    }

    /// The constant results, if every result is constant.
    pub fn constant_results(&self, ctx: &Context) -> Option<Vec<i64>> {
        self.results.iter().map(|&e| ctx.const_of(e)).collect()
    }

    /// Every result is a distinct dim and every dim appears (no symbols).
    pub fn is_permutation(&self, ctx: &Context) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(ctx, false)
    }

    /// Every result is a distinct dim (or, with `allow_zero_in_results`, the
    /// constant 0); the map has no symbols.
    pub fn is_projected_permutation(&self, ctx: &Context, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 {
            return false;
        }
        let mut seen = vec![false; self.num_dims as usize];
        self.results.iter().all(|&e| match *ctx.affine_kind(e) {
            AffineExprKind::Dim(i) => seen
                .get_mut(i as usize)
                .is_some_and(|s| !std::mem::replace(s, true)),
            AffineExprKind::Constant(0) => allow_zero_in_results,
            _ => false,
        })
    }

    /// Every result is pure affine (see [`AffineExpr::is_pure_affine`]).
    pub fn is_pure_affine(&self, ctx: &Context) -> bool {
        self.results.iter().all(|&e| e.is_pure_affine(ctx))
    }

    /// True when `d<pos>` occurs in some result.
    pub fn is_function_of_dim(&self, ctx: &Context, pos: u32) -> bool {
        self.results.iter().any(|&e| e.is_function_of_dim(ctx, pos))
    }

    /// Which dims occur in the results, indexed by position.
    pub fn used_dims(&self, ctx: &Context) -> Vec<bool> {
        get_used_dims(ctx, &self.results, self.num_dims)
    }

    /// The map keeping only the results at `positions`.
    pub fn sub_map(&self, positions: &[usize]) -> Option<AffineMap> {
        let results = positions
            .iter()
            .map(|&p| self.results.get(p).copied())
            .collect::<Option<Vec<_>>>()?;
        Some(AffineMap::new(self.num_dims, self.num_symbols, results))
    }

    /// Replaces dims and symbols in every result; the new map has
    /// `num_dims` dims and `num_symbols` symbols.
    pub fn replace_dims_and_symbols(
        &self,
        ctx: &Context,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results: Vec<_> = self
            .results
            .iter()
            .map(|&e| e.replace_dims_and_symbols(ctx, dims, syms))
            .collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// Renumbers dims `>= offset` by `shift` and adds `shift` dims.
    pub fn shift_dims(&self, ctx: &Context, shift: u32, offset: u32) -> AffineMap {
        let results: Vec<_> = self
            .results
            .iter()
            .map(|&e| e.shift_dims(ctx, shift, offset))
            .collect();
        AffineMap::new(self.num_dims + shift, self.num_symbols, results)
    }

    /// Renumbers symbols `>= offset` by `shift` and adds `shift` symbols.
    pub fn shift_symbols(&self, ctx: &Context, shift: u32, offset: u32) -> AffineMap {
        let results: Vec<_> = self
            .results
            .iter()
            .map(|&e| e.shift_symbols(ctx, shift, offset))
            .collect();
        AffineMap::new(self.num_dims, self.num_symbols + shift, results)
    }

    /// `self ∘ other`: feeds `other`'s results into `self`'s dims. The result
    /// has `other`'s dims, and `self`'s symbols followed by `other`'s.
    /// `None` when `other` does not produce one result per dim of `self`.
    pub fn compose(&self, ctx: &Context, other: &AffineMap) -> Option<AffineMap> {
        if other.results.len() != self.num_dims as usize {
            return None;
        }
        let shifted: Vec<_> = other
            .results
            .iter()
            .map(|&e| e.shift_symbols(ctx, self.num_symbols, 0))
            .collect();
        let syms: Vec<_> = (0..self.num_symbols).map(|i| ctx.affine_symbol(i)).collect();
        Some(self.replace_dims_and_symbols(
            ctx,
            &shifted,
            &syms,
            other.num_dims,
            self.num_symbols + other.num_symbols,
        ))
    }

    /// Evaluates every result on constant operands (dims then symbols).
    pub fn constant_fold(&self, ctx: &Context, operands: &[i64]) -> Option<Vec<i64>> {
        if operands.len() != self.num_inputs() as usize {
            return None;
        }
        let (dims, syms) = operands.split_at(self.num_dims as usize);
        self.results
            .iter()
            .map(|&e| e.constant_fold(ctx, dims, syms))
            .collect()
    }

    /// For a permutation map, the permutation that undoes it; for a projected
    /// permutation, the map sending each result position back to its dim (so
    /// `inverse.compose(self)` is the identity on used dims). `None` when a
    /// result is not a dim or a dim is repeated. Unused dims map to 0.
    pub fn inverse_permutation(&self, ctx: &Context) -> Option<AffineMap> {
        if self.num_symbols > 0 {
            return None;
        }
        let mut inverse: Vec<Option<AffineExpr>> = vec![None; self.num_dims as usize];
        for (i, &e) in self.results.iter().enumerate() {
            let AffineExprKind::Dim(d) = *ctx.affine_kind(e) else {
                return None;
            };
            let slot = inverse.get_mut(d as usize)?;
            if slot.is_some() {
                return None;
            }
            *slot = Some(ctx.affine_dim(i as u32));
        }
        let zero = ctx.affine_constant(0);
        let n = u32::try_from(self.results.len()).ok()?;
        Some(AffineMap::new(
            n,
            0,
            inverse.into_iter().map(|e| e.unwrap_or(zero)).collect::<Vec<_>>(),
        ))
    }
}

impl IntegerSet {
    /// A set with the given constraints; an empty list becomes the
    /// universe `0 == 0`, as MLIR's parser builds it.
    pub fn new(
        ctx: &Context,
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> IntegerSet {
        debug_assert_eq!(constraints.len(), eq_flags.len());
        if constraints.is_empty() {
            return IntegerSet {
                num_dims,
                num_symbols,
                constraints: Box::new([ctx.affine_constant(0)]),
                eq_flags: Box::new([true]),
            };
        }
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
            eq_flags: eq_flags.into(),
        }
    }

    /// The canonical empty set `1 == 0`.
    pub fn empty_set(ctx: &Context, num_dims: u32, num_symbols: u32) -> IntegerSet {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: Box::new([ctx.affine_constant(1)]),
            eq_flags: Box::new([true]),
        }
    }

    /// Whether this is the canonical empty set `1 == 0`.
    pub fn is_empty_integer_set(&self, ctx: &Context) -> bool {
        *self == IntegerSet::empty_set(ctx, self.num_dims, self.num_symbols)
    }

    /// The number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// The number of `== 0` constraints.
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| e).count()
    }

    /// The number of `>= 0` constraints.
    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| !e).count()
    }

    /// The number of dims plus the number of symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// Replaces dims and symbols in every constraint.
    pub fn replace_dims_and_symbols(
        &self,
        ctx: &Context,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> IntegerSet {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: self
                .constraints
                .iter()
                .map(|&e| e.replace_dims_and_symbols(ctx, dims, syms))
                .collect(),
            eq_flags: self.eq_flags.clone(),
        }
    }

    /// Whether the point (dims then symbols) satisfies every constraint;
    /// `None` when some constraint cannot be evaluated.
    pub fn contains(&self, ctx: &Context, operands: &[i64]) -> Option<bool> {
        if operands.len() != self.num_inputs() as usize {
            return None;
        }
        let (dims, syms) = operands.split_at(self.num_dims as usize);
        let mut all = true;
        for (&e, &eq) in self.constraints.iter().zip(self.eq_flags.iter()) {
            let v = e.constant_fold(ctx, dims, syms)?;
            all &= if eq { v == 0 } else { v >= 0 };
        }
        Some(all)
    }
}
