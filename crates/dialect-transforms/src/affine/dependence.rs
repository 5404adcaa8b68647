//! Dependences between affine memory accesses (MLIR's
//! `checkMemrefAccessDependence` counterpart), decided exactly over the
//! integers with `strata-presburger`.
//!
//! Two accesses to the same memref, at least one a store, depend at loop
//! depth `d` when some iteration of the source and a later iteration of
//! the destination touch the same element, the two iterations agreeing on
//! the `d - 1` outermost common loops and the destination's value of loop
//! `d` being larger (carried by loop `d`); at depth `common + 1` they
//! agree on every common loop and the source comes first in the block
//! (loop independent).
//!
//! The system has the source's loop variables, the destination's, the
//! symbols (values valid as affine symbols that bounds and subscripts
//! use) and locals for `floordiv`, `ceildiv` and `mod`. Each loop adds its
//! bounds (and, for a step above 1, `iv = lb + step * k`); each subscript
//! adds `src == dst`. Whether a dependence exists is decided over the
//! integers; the distance of each common loop is then bounded as mlir-opt
//! does, by projection onto it (see `DependenceSystem::components`). Subscripts that use values the analysis does not
//! understand make it give up ([`Dependence::Unknown`]), which callers
//! treat as a dependence.

use strata_dialect_affine::{compose_affine_map_and_operands, is_valid_symbol};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use strata_ir::{AttrKind, Body, Context, OpId, OpRef, ValueId};
use strata_presburger::{IntegerRelation, Optimum, VarKind};

use super::flat::{flatten_expr, Flat};
use super::loop_utils::AffineFor;

/// An `affine.load` or `affine.store`.
#[derive(Clone, Debug)]
pub struct MemRefAccess {
    /// The load or store.
    pub op: OpId,
    /// The memref it accesses.
    pub memref: ValueId,
    /// Its subscript map.
    pub map: AffineMap,
    /// The operands of the subscript map (dimensions, then symbols).
    pub operands: Vec<ValueId>,
    /// Whether it writes (`affine.store`) rather than reads.
    pub is_store: bool,
}

impl MemRefAccess {
    /// The access `op` performs, if it is an `affine.load` or
    /// `affine.store` with a subscript map.
    pub fn get(ctx: &Context, body: &Body, op: OpId) -> Option<MemRefAccess> {
        Self::get_impl(ctx, body, op, false)
    }

    /// Like [`MemRefAccess::get`], also for `affine.vector_load` and
    /// `affine.vector_store` (all of MLIR's affine read and write ops).
    pub fn get_with_vectors(ctx: &Context, body: &Body, op: OpId) -> Option<MemRefAccess> {
        Self::get_impl(ctx, body, op, true)
    }

    fn get_impl(ctx: &Context, body: &Body, op: OpId, vectors: bool) -> Option<MemRefAccess> {
        let (is_store, first) = match ctx.op_name_str(body.op_name(op)) {
            "affine.load" => (false, 1),
            "affine.store" => (true, 2),
            "affine.vector_load" if vectors => (false, 1),
            "affine.vector_store" if vectors => (true, 2),
            _ => return None,
        };
        let map = match ctx.attr_kind(body.op_attr(ctx, op, "map")?) {
            AttrKind::AffineMap(m) => m.clone(),
            _ => return None,
        };
        let all: Vec<ValueId> = body.operands(op).collect();
        if all.len() < first || all.len() - first != map.num_inputs() as usize {
            return None;
        }
        Some(MemRefAccess {
            op,
            memref: all[first - 1],
            map,
            operands: all[first..].to_vec(),
            is_store,
        })
    }
}

/// The bounds of the distance (destination minus source iteration) of
/// one common loop; `None` is unbounded on that side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DependenceComponent {
    /// The common loop this component is for.
    pub loop_op: OpId,
    /// The smallest distance, if bounded.
    pub lb: Option<i64>,
    /// The largest distance, if bounded.
    pub ub: Option<i64>,
}

/// The answer of [`check_memref_access_dependence`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dependence {
    /// The accesses never touch the same element in that order.
    None,
    /// They may, with the distance bounds of the common loops (outermost
    /// first).
    Has(Vec<DependenceComponent>),
    /// The analysis cannot tell (unsupported subscripts or bounds, or an
    /// overflow).
    Unknown,
}

/// One loop around an access: an `affine.for`, or one dimension of an
/// `affine.parallel`. Every result of the lower bound map is a lower
/// bound, every result of the upper bound map an (exclusive) upper bound.
#[derive(Clone, Debug)]
pub struct LoopLevel {
    /// The `affine.for` or `affine.parallel`.
    pub op: OpId,
    /// The dimension of an `affine.parallel` (0 for an `affine.for`).
    pub dim: usize,
    /// The induction variable.
    pub iv: ValueId,
    /// The lower bound map.
    pub lb_map: AffineMap,
    /// The operands of the lower bound map.
    pub lb_operands: Vec<ValueId>,
    /// The upper bound map.
    pub ub_map: AffineMap,
    /// The operands of the upper bound map.
    pub ub_operands: Vec<ValueId>,
    /// The step.
    pub step: i64,
}

/// What surrounds an access: its loops, outermost first, and the
/// conditions of the `affine.if` ops whose `then` region holds it.
#[derive(Clone, Debug, Default)]
pub struct Nest {
    /// The loops, outermost first.
    pub loops: Vec<LoopLevel>,
    /// The conditions of the enclosing `affine.if` ops, with their operands.
    pub conditions: Vec<(IntegerSet, Vec<ValueId>)>,
}

fn parallel_levels(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<LoopLevel>> {
    let parts = strata_dialect_affine::parallel_parts(OpRef::new(ctx, body, op))?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let nl = parts.lower_map.num_inputs() as usize;
    if operands.len() != nl + parts.upper_map.num_inputs() as usize {
        return None;
    }
    let region = *body.op_regions(op).1.first()?;
    let block = body.region_entry(region)?;
    let ivs = body.block_args(block);
    let n = parts.steps.len();
    if ivs.len() != n || parts.lower_groups.len() != n || parts.upper_groups.len() != n {
        return None;
    }
    let group = |map: &AffineMap, groups: &[i32], i: usize| -> Option<AffineMap> {
        let start: usize = groups[..i].iter().map(|&g| g.max(0) as usize).sum();
        let len = groups[i].max(0) as usize;
        let results = map.results.get(start..start + len)?.to_vec();
        Some(AffineMap::new(map.num_dims, map.num_symbols, results))
    };
    (0..n)
        .map(|i| {
            Some(LoopLevel {
                op,
                dim: i,
                iv: ivs[i],
                lb_map: group(&parts.lower_map, &parts.lower_groups, i)?,
                lb_operands: operands[..nl].to_vec(),
                ub_map: group(&parts.upper_map, &parts.upper_groups, i)?,
                ub_operands: operands[nl..].to_vec(),
                step: parts.steps[i],
            })
        })
        .collect()
}

/// The loops and `affine.if` conditions around `op`, up to the first
/// enclosing op that is none of `affine.for`, `affine.parallel` and
/// `affine.if`.
pub fn enclosing_nest(ctx: &Context, body: &Body, op: OpId) -> Nest {
    let mut loops: Vec<Vec<LoopLevel>> = Vec::new();
    let mut conditions = Vec::new();
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if let Some(f) = AffineFor::get(ctx, body, p) {
            loops.push(vec![LoopLevel {
                op: p,
                dim: 0,
                iv: f.iv,
                lb_map: f.lb_map,
                lb_operands: f.lb_operands,
                ub_map: f.ub_map,
                ub_operands: f.ub_operands,
                step: f.step,
            }]);
        } else if strata_dialect_affine::ParallelOp::isa(&(ctx, body), p) {
            match parallel_levels(ctx, body, p) {
                Some(l) => loops.push(l),
                None => break,
            }
        } else if is_affine_if(ctx, body, p) {
            let then_region = body.op_regions(p).1.first().copied();
            let in_then = body
                .op_block(cur)
                .and_then(|b| body.block_region(b))
                .is_some_and(|r| Some(r) == then_region);
            if in_then {
                if let Some(set) = strata_dialect_affine::if_condition(OpRef::new(ctx, body, p)) {
                    conditions.push((set, body.operands(p).collect()));
                }
            }
        } else {
            break;
        }
        cur = p;
    }
    loops.reverse();
    Nest {
        loops: loops.into_iter().flatten().collect(),
        conditions,
    }
}

fn is_affine_if(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "affine.if"
}

/// The number of loops enclosing both `a` and `b`.
pub fn num_common_loops(ctx: &Context, body: &Body, a: OpId, b: OpId) -> usize {
    let (na, nb) = (enclosing_nest(ctx, body, a), enclosing_nest(ctx, body, b));
    common_prefix(&na.loops, &nb.loops)
}

fn common_prefix(a: &[LoopLevel], b: &[LoopLevel]) -> usize {
    a.iter()
        .zip(b)
        .take_while(|(x, y)| x.op == y.op && x.dim == y.dim)
        .count()
}

/// Builds the dependence system; the columns are the source's loop
/// variables, the destination's, the symbols, the locals, the constant.
struct System<'a> {
    ctx: &'a Context,
    body: &'a Body,
    rel: IntegerRelation,
    symbols: Vec<ValueId>,
    n_src: usize,
    /// The affine scope of the accesses: values valid as symbols there
    /// (defined around a nested scope op) are symbols too.
    scope: Option<strata_ir::RegionId>,
}

impl<'a> System<'a> {
    /// The column of a symbol, added if new.
    fn symbol(&mut self, v: ValueId) -> usize {
        let off = self.rel.offset_of(VarKind::Symbol);
        if let Some(i) = self.symbols.iter().position(|&s| s == v) {
            return off + i;
        }
        self.symbols.push(v);
        let col = self.rel.insert_vars(VarKind::Symbol, self.symbols.len() - 1, 1);
        // A constant symbol is fixed to its value.
        if let Some(c) = strata_dialect_utils::matchers::const_int(self.ctx, self.body, v) {
            let mut row = vec![0; self.rel.num_cols()];
            row[col] = 1;
            if let Some(last) = row.last_mut() {
                *last = -c.sext_i64();
            }
            self.rel.add_eq(&row);
        }
        col
    }

    /// The column standing for operand `v` of an access or bound of the
    /// source (`src`) or destination side: a loop variable of that side or
    /// a symbol.
    fn operand(&mut self, v: ValueId, loops: &[LoopLevel], src: bool) -> Option<usize> {
        if let Some(i) = loops.iter().position(|l| l.iv == v) {
            return Some(if src { i } else { self.n_src + i });
        }
        if is_valid_symbol(self.ctx, self.body, v)
            || self
                .scope
                .is_some_and(|r| strata_dialect_affine::is_valid_symbol_in(self.ctx, self.body, v, r))
        {
            return Some(self.symbol(v));
        }
        None
    }

    /// Flattens `e` over the columns `cols` of its map's operands.
    fn flatten(&mut self, e: AffineExpr, num_dims: u32, cols: &[usize]) -> Option<Flat> {
        flatten_expr(self.ctx, &mut self.rel, e, num_dims, cols)
    }

    fn add_ineq(&mut self, f: &Flat) {
        let row = f.row(self.rel.num_vars());
        self.rel.add_ineq(&row);
    }

    fn add_eq(&mut self, f: &Flat) {
        let row = f.row(self.rel.num_vars());
        self.rel.add_eq(&row);
    }

    /// The columns of a map's operands.
    fn columns(&mut self, operands: &[ValueId], loops: &[LoopLevel], src: bool) -> Option<Vec<usize>> {
        operands.iter().map(|&v| self.operand(v, loops, src)).collect()
    }

    /// Adds the iteration domain of `loops` (one side).
    fn add_domain(&mut self, loops: &[LoopLevel], src: bool) -> Option<()> {
        for (i, l) in loops.iter().enumerate() {
            let iv = Flat::var(if src { i } else { self.n_src + i });
            let lb_cols = self.columns(&l.lb_operands, loops, src)?;
            let mut lbs = Vec::new();
            for &e in l.lb_map.results.iter() {
                let lb = self.flatten(e, l.lb_map.num_dims, &lb_cols)?;
                // iv - lb >= 0
                self.add_ineq(&iv.add(&lb.scale(-1)?)?);
                lbs.push(lb);
            }
            let ub_cols = self.columns(&l.ub_operands, loops, src)?;
            for &e in l.ub_map.results.iter() {
                let ub = self.flatten(e, l.ub_map.num_dims, &ub_cols)?;
                // ub - iv - 1 >= 0
                self.add_ineq(&ub.add(&iv.scale(-1)?)?.add(&Flat::constant(-1))?);
            }
            if l.step > 1 && lbs.len() == 1 {
                // iv - lb == step * k for a new local k: (iv - lb) mod step == 0.
                let diff = iv.add(&lbs[0].scale(-1)?)?;
                let row = diff.row(self.rel.num_vars());
                let r = self.rel.add_local_mod(&row, l.step).ok()?;
                self.rel.add_eq(&r);
            }
        }
        Some(())
    }
}

/// Whether `a` comes before `b` in the innermost block holding both (or
/// their ancestors).
fn precedes(body: &Body, a: OpId, b: OpId) -> bool {
    let ancestors = |mut o: OpId| {
        let mut v = vec![o];
        while let Some(p) = body.parent_op(o) {
            v.push(p);
            o = p;
        }
        v
    };
    let (xa, xb) = (ancestors(a), ancestors(b));
    for &x in &xa {
        let Some(blk) = body.op_block(x) else { continue };
        if let Some(&y) = xb.iter().find(|&&y| body.op_block(y) == Some(blk)) {
            if x == y {
                return false;
            }
            let mut cur = body.next_op(x);
            while let Some(c) = cur {
                if c == y {
                    return true;
                }
                cur = body.next_op(c);
            }
            return false;
        }
    }
    false
}

/// Whether the access `dst` may touch an element `src` touched before, at
/// loop depth `depth` (1 for the outermost common loop; `common + 1` for
/// a dependence within one iteration of every common loop), MLIR's
/// `checkMemrefAccessDependence`. Two loads never depend on each other.
pub fn check_memref_access_dependence(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    depth: usize,
) -> Dependence {
    match dependence_constraints(ctx, body, src, dst, depth, false) {
        Err(DependenceUnknown) => Dependence::Unknown,
        Ok(None) => Dependence::None,
        Ok(Some(sys)) => sys.components().unwrap_or(Dependence::Unknown),
    }
}

/// The constraints of a dependence between two accesses: the integer
/// points are the pairs of iterations (source then destination) that
/// touch the same element in the order of the dependence.
#[derive(Clone, Debug)]
pub struct DependenceSystem {
    /// The columns: the source's loop variables, the destination's, the
    /// symbols, the locals.
    pub rel: IntegerRelation,
    /// The loops around the source, outermost first.
    pub src_loops: Vec<LoopLevel>,
    /// The loops around the destination, outermost first.
    pub dst_loops: Vec<LoopLevel>,
    /// The value of each symbol column.
    pub symbols: Vec<ValueId>,
    /// The number of loops common to both.
    pub common: usize,
}

impl DependenceSystem {
    /// The distance bounds of each common loop, as mlir-opt computes them:
    /// the distance becomes a variable, every other variable is eliminated
    /// by Fourier-Motzkin projection (which tightens by GCDs but is
    /// otherwise rational, so a distance that must be even may still get
    /// an odd bound), and the bounds are read from what remains. Where the
    /// projection fails, the exact integer optima are used.
    fn components(&self) -> Option<Dependence> {
        let ns = self.src_loops.len();
        let mut components = Vec::with_capacity(self.common);
        for (l, lp) in self.src_loops.iter().enumerate().take(self.common) {
            let (lb, ub) = match projected_distance_bounds(&self.rel, l, ns + l) {
                Some(b) => b,
                None => {
                    let dist = Flat::var(ns + l).add(&Flat::var(l).scale(-1)?)?;
                    let row = dist.row(self.rel.num_vars());
                    let bound = |o: Optimum| match o {
                        Optimum::Bounded(v, _) => i64::try_from(v).ok(),
                        _ => None,
                    };
                    (
                        bound(self.rel.integer_min(&row).ok()?),
                        bound(self.rel.integer_max(&row).ok()?),
                    )
                }
            };
            components.push(DependenceComponent {
                loop_op: lp.op,
                lb,
                ub,
            });
        }
        Some(Dependence::Has(components))
    }
}

/// The constant bounds of `column dst - column src` over `rel` after every
/// variable but that difference is projected out (see
/// [`DependenceSystem::components`]); `None` when the projection fails.
fn projected_distance_bounds(
    rel: &IntegerRelation,
    src: usize,
    dst: usize,
) -> Option<(Option<i64>, Option<i64>)> {
    let mut r = rel.clone();
    let d = r.insert_vars(VarKind::Domain, 0, 1);
    let (src, dst) = (src + 1, dst + 1);
    let mut row = vec![0; r.num_cols()];
    row[d] = 1;
    row[dst] = -1;
    row[src] = 1;
    r.add_eq(&row);
    // As mlir-opt: first the variables that an equality defines, one at a
    // time in column order, then the others by Fourier-Motzkin.
    let mut v = d + 1;
    while v < r.num_vars() {
        if r.equalities().iter().any(|e| e[v] != 0) {
            r.project_out(v..v + 1).ok()?;
        } else {
            v += 1;
        }
    }
    let n = r.num_vars();
    r.project_out(d + 1..n).ok()?;
    if !r.normalize() {
        return None;
    }
    let (mut lb, mut ub): (Option<i64>, Option<i64>) = (None, None);
    let mut tighten = |l: Option<i64>, u: Option<i64>| {
        if let Some(l) = l {
            lb = Some(lb.map_or(l, |x| x.max(l)));
        }
        if let Some(u) = u {
            ub = Some(ub.map_or(u, |x| x.min(u)));
        }
    };
    for e in r.equalities() {
        let (a, c) = (e[d], e[d + 1]);
        if a != 0 && c % a == 0 {
            let v = -c / a;
            tighten(Some(v), Some(v));
        }
    }
    for e in r.inequalities() {
        // a * x + c >= 0.
        let (a, c) = (e[d], e[d + 1]);
        if a > 0 {
            tighten(Some(strata_ir::affine::ceil_div(-c, a)?), None);
        } else if a < 0 {
            tighten(None, Some(strata_ir::affine::floor_div(c, -a)?));
        }
    }
    Some((lb, ub))
}

/// The dependence analysis could not decide (unsupported subscripts or
/// bounds, or an overflow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DependenceUnknown;

/// The constraints of the dependence from `src` to `dst` at `depth` (see
/// [`check_memref_access_dependence`]): `Ok(None)` when there is none,
/// `Err(DependenceUnknown)` when the analysis cannot tell. Two loads depend on each
/// other only with `allow_rar` (input reuse).
pub fn dependence_constraints(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    depth: usize,
    allow_rar: bool,
) -> Result<Option<DependenceSystem>, DependenceUnknown> {
    if src.memref != dst.memref || (!src.is_store && !dst.is_store && !allow_rar) {
        return Ok(None);
    }
    if src.map.results.len() != dst.map.results.len() {
        return Err(DependenceUnknown);
    }
    let src_nest = enclosing_nest(ctx, body, src.op);
    let dst_nest = enclosing_nest(ctx, body, dst.op);
    let common = common_prefix(&src_nest.loops, &dst_nest.loops);
    if depth == 0 || depth > common + 1 {
        return Err(DependenceUnknown);
    }
    if depth == common + 1 && !precedes(body, src.op, dst.op) {
        return Ok(None);
    }
    let rel =
        build_system(ctx, body, src, dst, &src_nest, &dst_nest, common, depth).ok_or(DependenceUnknown)?;
    let (rel, symbols) = rel;
    if rel.is_integer_empty().map_err(|_| DependenceUnknown)? {
        return Ok(None);
    }
    Ok(Some(DependenceSystem {
        rel,
        src_loops: src_nest.loops,
        dst_loops: dst_nest.loops,
        symbols,
        common,
    }))
}

#[allow(clippy::too_many_arguments)]
fn build_system(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    src_nest: &Nest,
    dst_nest: &Nest,
    common: usize,
    depth: usize,
) -> Option<(IntegerRelation, Vec<ValueId>)> {
    let (src_loops, dst_loops) = (&src_nest.loops[..], &dst_nest.loops[..]);
    let (ns, nd) = (src_loops.len(), dst_loops.len());
    let mut sys = System {
        ctx,
        body,
        rel: IntegerRelation::set(ns + nd, 0, 0),
        symbols: Vec::new(),
        n_src: ns,
        scope: strata_dialect_affine::affine_scope_region(ctx, body, src.op),
    };
    // Subscripts, composed with the affine.apply ops computing them.
    let (mut sm, mut so) = (src.map.clone(), src.operands.clone());
    compose_affine_map_and_operands(ctx, body, &mut sm, &mut so);
    let (mut dm, mut dop) = (dst.map.clone(), dst.operands.clone());
    compose_affine_map_and_operands(ctx, body, &mut dm, &mut dop);
    if sm.results.len() != dm.results.len() {
        return None;
    }
    // Every symbol first, so that no column moves once locals exist.
    for (loops, access, is_src) in [(src_loops, &so, true), (dst_loops, &dop, false)] {
        for l in loops {
            sys.columns(&l.lb_operands, loops, is_src)?;
            sys.columns(&l.ub_operands, loops, is_src)?;
        }
        sys.columns(access, loops, is_src)?;
    }
    for (nest, is_src) in [(src_nest, true), (dst_nest, false)] {
        for (_, operands) in &nest.conditions {
            sys.columns(operands, &nest.loops, is_src)?;
        }
    }
    sys.add_domain(src_loops, true)?;
    sys.add_domain(dst_loops, false)?;
    for (nest, is_src) in [(src_nest, true), (dst_nest, false)] {
        for (set, operands) in &nest.conditions {
            let cols = sys.columns(operands, &nest.loops, is_src)?;
            for (&e, &eq) in set.constraints.iter().zip(set.eq_flags.iter()) {
                let f = sys.flatten(e, set.num_dims, &cols)?;
                if eq {
                    sys.add_eq(&f);
                } else {
                    sys.add_ineq(&f);
                }
            }
        }
    }
    let scols = sys.columns(&so, src_loops, true)?;
    let dcols = sys.columns(&dop, dst_loops, false)?;
    for (&a, &b) in sm.results.iter().zip(dm.results.iter()) {
        let fa = sys.flatten(a, sm.num_dims, &scols)?;
        let fb = sys.flatten(b, dm.num_dims, &dcols)?;
        sys.add_eq(&fa.add(&fb.scale(-1)?)?);
    }
    add_ordering(&mut sys.rel, ns, common, depth);
    Some((sys.rel, sys.symbols))
}

/// Adds the ordering of a dependence at `depth` to `rel` (source loops
/// first, `ns` of them, then the destination's): equal on the common
/// loops outside `depth`, the destination later on loop `depth` (if it is
/// a common loop).
fn add_ordering(rel: &mut IntegerRelation, ns: usize, common: usize, depth: usize) {
    let n = rel.num_cols();
    for l in 0..common.min(depth) {
        let mut row = vec![0; n];
        row[ns + l] = 1;
        row[l] = -1;
        if l + 1 < depth {
            rel.add_eq(&row);
        } else {
            row[n - 1] = -1;
            rel.add_ineq(&row);
        }
    }
}

/// Whether `dst` may depend on `src` at one of `depths` (each as in
/// [`check_memref_access_dependence`], an unknown answer counting as a
/// dependence), building the access system once for all depths.
fn depends_at_some_depth(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    depths: std::ops::RangeInclusive<usize>,
) -> bool {
    if src.memref != dst.memref || (!src.is_store && !dst.is_store) {
        return false;
    }
    if src.map.results.len() != dst.map.results.len() {
        return true;
    }
    let src_nest = enclosing_nest(ctx, body, src.op);
    let dst_nest = enclosing_nest(ctx, body, dst.op);
    let common = common_prefix(&src_nest.loops, &dst_nest.loops);
    let Some((base, _)) = build_system(ctx, body, src, dst, &src_nest, &dst_nest, common, 0) else {
        return true;
    };
    for depth in depths {
        if depth == 0 || depth > common + 1 {
            return true;
        }
        if depth == common + 1 && !precedes(body, src.op, dst.op) {
            continue;
        }
        let mut rel = base.clone();
        add_ordering(&mut rel, src_nest.loops.len(), common, depth);
        if rel.is_integer_empty() != Ok(true) {
            return true;
        }
    }
    false
}

/// Whether `a` touches a different element in each iteration of its
/// loops below the first `outer`: each of their induction variables is a
/// subscript of its own (so the access cannot depend on itself across
/// those iterations).
fn distinct_per_iteration(ctx: &Context, body: &Body, a: &MemRefAccess, outer: usize) -> bool {
    let nest = enclosing_nest(ctx, body, a.op);
    nest.loops.iter().skip(outer).all(|l| {
        a.map.results.iter().any(|r| match r.kind(ctx) {
            AffineExprKind::Dim(d) => a.operands.get(d as usize) == Some(&l.iv),
            _ => false,
        })
    })
}

/// Whether the accesses nested in the loop `root` depend on each other in
/// a cycle (a store depending on itself across iterations included):
/// MLIR's `hasCyclicDependence`, which fusion uses to tell a source nest
/// that a slice may not run redundantly.
pub fn has_cyclic_dependence(ctx: &Context, body: &Body, root: OpId) -> bool {
    let mut accesses = Vec::new();
    let _ = body.walk(root, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
            accesses.push(a);
        }
        strata_ir::WalkResult::Advance
    });
    let root_depth = enclosing_nest(ctx, body, root).loops.len();
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); accesses.len()];
    for (i, a) in accesses.iter().enumerate() {
        for (j, b) in accesses.iter().enumerate() {
            if a.memref != b.memref || (!a.is_store && !b.is_store) {
                continue;
            }
            if i == j && distinct_per_iteration(ctx, body, a, root_depth) {
                continue;
            }
            let common = num_common_loops(ctx, body, a.op, b.op);
            if depends_at_some_depth(ctx, body, a, b, root_depth + 1..=common + 1) {
                edges[i].push(j);
            }
        }
    }
    // Iterative depth-first search: an edge to a node still on the stack
    // closes a cycle.
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let mut mark = vec![Mark::New; accesses.len()];
    for start in 0..accesses.len() {
        if mark[start] != Mark::New {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        mark[start] = Mark::Open;
        while let Some((n, k)) = stack.last_mut() {
            let n = *n;
            match edges[n].get(*k) {
                Some(&m) => {
                    *k += 1;
                    match mark[m] {
                        Mark::Open => return true,
                        Mark::New => {
                            mark[m] = Mark::Open;
                            stack.push((m, 0));
                        }
                        Mark::Done => {}
                    }
                }
                None => {
                    mark[n] = Mark::Done;
                    stack.pop();
                }
            }
        }
    }
    false
}

/// Whether unroll-and-jam of the `affine.for` `op` keeps every dependence
/// between the accesses nested in it: no dependence carried by `op` may
/// have a possibly negative distance on a loop nested in `op` (jamming
/// runs those inner iterations of a later iteration of `op` first). An
/// unknown dependence makes it illegal.
pub fn is_unroll_jam_legal(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut accesses = Vec::new();
    let _ = body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get(ctx, body, o) {
            accesses.push(a);
        }
        strata_ir::WalkResult::Advance
    });
    for src in &accesses {
        let nest = enclosing_nest(ctx, body, src.op);
        let Some(level) = nest.loops.iter().position(|l| l.op == op) else {
            return false;
        };
        for dst in &accesses {
            if src.memref != dst.memref || (!src.is_store && !dst.is_store) {
                continue;
            }
            match check_memref_access_dependence(ctx, body, src, dst, level + 1) {
                Dependence::None => {}
                Dependence::Unknown => return false,
                Dependence::Has(components) => {
                    if components
                        .iter()
                        .skip(level + 1)
                        .any(|c| c.lb.is_none_or(|lb| lb < 0))
                    {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Whether tiling the perfect nest `band` (outermost first) into
/// hyper-rectangles keeps every dependence between the accesses nested
/// in it: no dependence may have a possibly negative distance on a loop
/// of the band. An unknown dependence makes it illegal.
pub fn is_tiling_legal(ctx: &Context, body: &Body, band: &[OpId]) -> bool {
    let Some(&root) = band.first() else { return true };
    let mut accesses = Vec::new();
    let _ = body.walk(root, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get(ctx, body, o) {
            accesses.push(a);
        }
        strata_ir::WalkResult::Advance
    });
    for src in &accesses {
        for dst in &accesses {
            if src.memref != dst.memref || (!src.is_store && !dst.is_store) {
                continue;
            }
            let common = num_common_loops(ctx, body, src.op, dst.op);
            for depth in 1..=common.min(band.len()) {
                match check_memref_access_dependence(ctx, body, src, dst, depth) {
                    Dependence::None => {}
                    Dependence::Unknown => return false,
                    Dependence::Has(components) => {
                        if components
                            .iter()
                            .take(band.len())
                            .any(|c| c.lb.is_none_or(|lb| lb < 0))
                        {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}

/// The legality check `affine-loop-tile` makes, as mlir-opt does: tiling
/// is rejected only when some dependence has a distance range, on some
/// loop, that is known, not a single value and entirely negative.
/// Dependences the analysis cannot decide are ignored. This is weaker
/// than [`is_tiling_legal`] (a distance of exactly `(1, -1)` passes it),
/// and kept for output parity with mlir-opt.
pub fn is_tiling_legal_as_mlir_opt(ctx: &Context, body: &Body, band: &[OpId]) -> bool {
    let Some(&root) = band.first() else { return true };
    let mut accesses = Vec::new();
    let _ = body.walk(root, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get(ctx, body, o) {
            accesses.push(a);
        }
        strata_ir::WalkResult::Advance
    });
    for src in &accesses {
        for dst in &accesses {
            for depth in 1..=band.len() + 1 {
                if let Dependence::Has(components) =
                    check_memref_access_dependence(ctx, body, src, dst, depth)
                {
                    let negative = components.iter().any(|c| match (c.lb, c.ub) {
                        (Some(lb), Some(ub)) => lb < ub && ub < 0,
                        _ => false,
                    });
                    if negative {
                        return false;
                    }
                }
            }
        }
    }
    true
}
