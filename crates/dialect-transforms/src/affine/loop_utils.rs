//! Utilities on `affine.for` loops (the loop utilities of MLIR's
//! `lib/Dialect/Affine/Utils` and `Analysis`), a library API the affine
//! passes are built from and the Transform dialect can call: a view of a
//! loop, trip counts and their divisors, perfect nests, promotion of loops
//! that run once, and unrolling by a factor or completely.
//!
//! Every function leaves the IR untouched when it returns an error.

use strata_dialect_affine::{
    self as affine, canonicalize_map_and_operands, compose_affine_map_and_operands, map_attr,
    simplify_affine_map,
};
use strata_dialect_utils::attrs::dense_i32_array;
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{
    AttrKind, BlockId, Body, Context, InsertPoint, IrMapping, Location, OpBuilder, OpId, OpRef,
    OperationState, ValueId,
};

/// Why a loop utility did not apply (the IR is left as it was).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotApplicable(pub &'static str);

/// The parts of an `affine.for`.
#[derive(Clone, Debug)]
pub struct AffineFor {
    /// The `affine.for` op.
    pub op: OpId,
    /// The lower bound map.
    pub lb_map: AffineMap,
    /// The operands of the lower bound map.
    pub lb_operands: Vec<ValueId>,
    /// The upper bound map.
    pub ub_map: AffineMap,
    /// The operands of the upper bound map.
    pub ub_operands: Vec<ValueId>,
    /// The initial values of the loop-carried values.
    pub inits: Vec<ValueId>,
    /// The step.
    pub step: i64,
    /// The body block.
    pub block: BlockId,
    /// The induction variable.
    pub iv: ValueId,
    /// The loop-carried values inside the body.
    pub iter_args: Vec<ValueId>,
    /// The body's `affine.yield`.
    pub terminator: OpId,
}

fn attr_map(ctx: &Context, a: Option<strata_ir::Attribute>) -> Option<AffineMap> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// Whether `op` is a live `affine.for`.
pub fn is_affine_for(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.is_live(op) && affine::ForOp::isa(&(ctx, body), op)
}

impl AffineFor {
    /// The view of `op`, if it is a well-formed `affine.for`.
    pub fn get(ctx: &Context, body: &Body, op: OpId) -> Option<AffineFor> {
        if !is_affine_for(ctx, body, op) || body.child_body(op).is_some() {
            return None;
        }
        let o = OpRef::new(ctx, body, op);
        let f = affine::ForOp::from_ref(o)?;
        let lb_map = attr_map(ctx, f.lower_bound_map(&o))?;
        let ub_map = attr_map(ctx, f.upper_bound_map(&o))?;
        let step = f.step(&o)?;
        if step <= 0 {
            return None;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let group = |i: usize| -> Vec<ValueId> { operand_group(o, i).map(|k| operands[k]).collect() };
        let (lb_operands, ub_operands, inits) = (group(0), group(1), group(2));
        if lb_operands.len() + ub_operands.len() + inits.len() != operands.len()
            || lb_operands.len() != lb_map.num_inputs() as usize
            || ub_operands.len() != ub_map.num_inputs() as usize
            || lb_map.results.is_empty()
            || ub_map.results.is_empty()
        {
            return None;
        }
        let region = *body.op_regions(op).1.first()?;
        let block = body.region_entry(region)?;
        let args = body.block_args(block);
        if args.len() != inits.len() + 1 || body.num_results(op) != inits.len() {
            return None;
        }
        let terminator = body.last_op(block)?;
        if !(body.is_live(terminator) && affine::YieldOp::isa(&(ctx, body), terminator))
            || body.num_operands(terminator) != inits.len()
        {
            return None;
        }
        Some(AffineFor {
            op,
            lb_map,
            lb_operands,
            ub_map,
            ub_operands,
            inits,
            step,
            block,
            iv: args[0],
            iter_args: args[1..].to_vec(),
            terminator,
        })
    }

    /// The constant lower bound, when the lower bound map is one constant.
    pub fn constant_lower_bound(&self, ctx: &Context) -> Option<i64> {
        single_constant_bound(ctx, &self.lb_map)
    }

    /// The constant upper bound, when the upper bound map is one constant.
    pub fn constant_upper_bound(&self, ctx: &Context) -> Option<i64> {
        single_constant_bound(ctx, &self.ub_map)
    }

    /// The ops of the body, without the terminator.
    pub fn body_ops(&self, body: &Body) -> Vec<OpId> {
        body.block_ops(self.block)
            .filter(|&o| o != self.terminator)
            .collect()
    }
}

/// The value of a bound map without operands and with one constant result.
fn single_constant_bound(ctx: &Context, map: &AffineMap) -> Option<i64> {
    match &*map.results {
        [e] if map.num_inputs() == 0 => e.as_constant(ctx),
        _ => None,
    }
}

/// Replaces the lower (`lower`) or upper bound of the `affine.for` `op`.
pub fn set_bound(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    lower: bool,
    map: AffineMap,
    operands: &[ValueId],
) {
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return;
    };
    let (lb, lb_map, ub, ub_map) = if lower {
        (operands.to_vec(), map, f.ub_operands, f.ub_map)
    } else {
        (f.lb_operands, f.lb_map, operands.to_vec(), map)
    };
    let mut all = lb.clone();
    all.extend(&ub);
    all.extend(&f.inits);
    body.set_operands(op, &all);
    let segments = dense_i32_array(ctx, &[lb.len() as i32, ub.len() as i32, f.inits.len() as i32]);
    set_property(ctx, body, op, "operandSegmentSizes", segments);
    set_property(ctx, body, op, "lowerBoundMap", map_attr(ctx, lb_map));
    set_property(ctx, body, op, "upperBoundMap", map_attr(ctx, ub_map));
}

/// Sets property `name` of `op`.
fn set_property(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: strata_ir::Attribute) {
    let dict = body.op_properties(op).unwrap_or_else(|| ctx.dictionary_attr(&[]));
    body.set_op_properties(op, Some(ctx.dict_with(dict, ctx.ident(name), Some(value))));
}

/// Sets the step of the `affine.for` `op`.
pub fn set_step(ctx: &Context, body: &mut Body, op: OpId, step: i64) {
    set_property(ctx, body, op, "step", ctx.integer_attr(ctx.index_type(), step));
}

/// The trip count of `f` as a map (one result per upper bound result, the
/// loop running the smallest of them) with its operands, each result the
/// number of iterations `(ub - lb) ceildiv step`. `None` when the lower
/// bound has several results.
pub fn trip_count_map(ctx: &Context, body: &Body, f: &AffineFor) -> Option<(AffineMap, Vec<ValueId>)> {
    if f.lb_map.results.len() != 1 {
        return None;
    }
    let (lb_map, lb_operands) = canonical_bound(ctx, body, &f.lb_map, &f.lb_operands);
    let (ub_map, ub_operands) = canonical_bound(ctx, body, &f.ub_map, &f.ub_operands);
    let (ld, ls) = (lb_map.num_dims, lb_map.num_symbols);
    let (ud, us) = (ub_map.num_dims, ub_map.num_symbols);
    // Common space: upper bound dims, lower bound dims, upper bound
    // symbols, lower bound symbols.
    let lb_dims: Vec<u32> = (ud..ud + ld).collect();
    let lb_syms: Vec<u32> = (us..us + ls).collect();
    let lb = remap(ctx, lb_map.results[0], &lb_dims, &lb_syms);
    let step = ctx.affine_constant(f.step);
    let results: Vec<AffineExpr> = ub_map
        .results
        .iter()
        .map(|&u| ctx.affine_ceil_div(ctx.affine_sub(u, lb), step))
        .collect();
    let mut operands: Vec<ValueId> = ub_operands[..ud as usize].to_vec();
    operands.extend(&lb_operands[..ld as usize]);
    operands.extend(&ub_operands[ud as usize..]);
    operands.extend(&lb_operands[ld as usize..]);
    Some(canonical(
        ctx,
        body,
        AffineMap::new(ld + ud, ls + us, results),
        operands,
    ))
}

/// `map` simplified, with its operands canonicalized (valid symbols
/// promoted, repeated and unused ones dropped), and simplified again.
fn canonical(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    mut operands: Vec<ValueId>,
) -> (AffineMap, Vec<ValueId>) {
    let mut map = simplify_affine_map(ctx, &map);
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    let results: Vec<AffineExpr> = map.results.iter().map(|&e| fold_mod_floordiv(ctx, e)).collect();
    let map = simplify_affine_map(ctx, &AffineMap::new(map.num_dims, map.num_symbols, results));
    drop_unused_operands(ctx, map, operands)
}

/// Rewrites `(x mod c) floordiv d` to 0 when `0 < c <= d` (the remainder
/// is in `[0, c)`), which the unrolled bounds of a cleanup loop produce.
fn fold_mod_floordiv(ctx: &Context, e: AffineExpr) -> AffineExpr {
    use strata_ir::affine::{AffineBinaryOp, AffineExprKind};
    let AffineExprKind::Binary(op, lhs, rhs) = e.kind(ctx) else {
        return e;
    };
    let (l, r) = (fold_mod_floordiv(ctx, lhs), fold_mod_floordiv(ctx, rhs));
    if op == AffineBinaryOp::FloorDiv {
        if let (AffineExprKind::Binary(AffineBinaryOp::Mod, x, m), Some(d)) =
            (l.kind(ctx), r.as_constant(ctx))
        {
            // Only for a dim or symbol dividend, as MLIR's simplification
            // does not see through nested divisions.
            let plain = matches!(x.kind(ctx), AffineExprKind::Dim(_) | AffineExprKind::Symbol(_));
            if plain && m.as_constant(ctx).is_some_and(|c| c > 0 && c <= d) {
                return ctx.affine_constant(0);
            }
        }
    }
    if l == lhs && r == rhs {
        e
    } else {
        ctx.affine_binary(op, l, r)
    }
}

/// Removes the dims and symbols no result of `map` uses, with their
/// operands.
fn drop_unused_operands(ctx: &Context, map: AffineMap, operands: Vec<ValueId>) -> (AffineMap, Vec<ValueId>) {
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let mut used = vec![false; (nd + ns) as usize];
    for r in map.results.iter() {
        r.walk(ctx, &mut |e| match e.kind(ctx) {
            strata_ir::affine::AffineExprKind::Dim(p) => used[p as usize] = true,
            strata_ir::affine::AffineExprKind::Symbol(p) => used[(nd + p) as usize] = true,
            _ => {}
        });
    }
    if used.iter().all(|&u| u) || operands.len() != used.len() {
        return (map, operands);
    }
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    let mut kept = Vec::new();
    let (mut next_d, mut next_s) = (0, 0);
    for (i, &v) in operands.iter().enumerate() {
        let is_dim = (i as u32) < nd;
        let repl = if !used[i] {
            ctx.affine_constant(0)
        } else if is_dim {
            kept.push(v);
            next_d += 1;
            ctx.affine_dim(next_d - 1)
        } else {
            kept.push(v);
            next_s += 1;
            ctx.affine_symbol(next_s - 1)
        };
        if is_dim {
            dims.push(repl);
        } else {
            syms.push(repl);
        }
    }
    (
        map.replace_dims_and_symbols(ctx, &dims, &syms, next_d, next_s),
        kept,
    )
}

/// The bound map `map` of `operands` composed with the `affine.apply`
/// ops computing them and canonicalized (valid symbols promoted).
fn canonical_bound(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
) -> (AffineMap, Vec<ValueId>) {
    let mut map = map.clone();
    let mut operands = operands.to_vec();
    strata_dialect_affine::compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    (map, operands)
}

/// Renames dim `i` of `e` to `dims[i]` and symbol `i` to `syms[i]`.
fn remap(ctx: &Context, e: AffineExpr, dims: &[u32], syms: &[u32]) -> AffineExpr {
    let d: Vec<AffineExpr> = dims.iter().map(|&p| ctx.affine_dim(p)).collect();
    let s: Vec<AffineExpr> = syms.iter().map(|&p| ctx.affine_symbol(p)).collect();
    e.replace_dims_and_symbols(ctx, &d, &s)
}

/// The number of iterations of `op` when it is a constant (the smallest
/// over the upper bound's results; 0 when negative).
pub fn constant_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let f = AffineFor::get(ctx, body, op)?;
    let (map, _) = trip_count_map(ctx, body, &f)?;
    let mut min: Option<i64> = None;
    for r in map.results.iter() {
        let c = r.as_constant(ctx)?;
        min = Some(min.map_or(c, |m| m.min(c)));
    }
    min.map(|m| m.max(0) as u64)
}

/// The largest integer known to divide the trip count of `op` (the trip
/// count itself when it is a constant; 1 when nothing is known).
pub fn largest_divisor_of_trip_count(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return 1;
    };
    let Some((map, _)) = trip_count_map(ctx, body, &f) else {
        return 1;
    };
    let mut gcd: Option<u64> = None;
    for r in map.results.iter() {
        let d = match r.as_constant(ctx) {
            Some(c) => c.max(0) as u64,
            None => r.largest_known_divisor(ctx).unsigned_abs(),
        };
        gcd = Some(match gcd {
            None => d,
            Some(g) => gcd_u64(g, d),
        });
    }
    gcd.unwrap_or(1)
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The loops of the perfect nest rooted at `op`, outermost first: each
/// loop's body holds only the next loop (and its terminator), down to at
/// most `max_depth` loops.
pub fn perfectly_nested_loops(ctx: &Context, body: &Body, op: OpId, max_depth: usize) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = op;
    while out.len() < max_depth {
        let Some(f) = AffineFor::get(ctx, body, cur) else {
            break;
        };
        out.push(cur);
        let ops = f.body_ops(body);
        match ops.as_slice() {
            [inner] if is_affine_for(ctx, body, *inner) => cur = *inner,
            _ => break,
        }
    }
    out
}

/// Whether `loops` (outermost first) form a perfect nest: each loop is the
/// only op, besides the terminator, of the previous one's body.
pub fn is_perfectly_nested(ctx: &Context, body: &Body, loops: &[OpId]) -> bool {
    loops.windows(2).all(|w| {
        AffineFor::get(ctx, body, w[0]).is_some_and(|f| f.body_ops(body) == [w[1]])
            && is_affine_for(ctx, body, w[1])
    })
}

/// Where constants that replace induction variables go: the start of the
/// body's first root block when it is a function's (as MLIR hoists them
/// to the function entry), before the loop otherwise.
fn constant_insert_point(body: &Body, op: OpId, into_entry: bool) -> InsertPoint {
    if into_entry {
        if let Some(b) = body.root_regions().first().and_then(|&r| body.region_entry(r)) {
            return match body.first_op(b) {
                Some(first) => InsertPoint::Before(first),
                None => InsertPoint::End(b),
            };
        }
    }
    InsertPoint::Before(op)
}

/// A new `arith.constant value : index` at `at`.
pub fn index_constant(ctx: &Context, body: &mut Body, at: InsertPoint, loc: Location, value: i64) -> ValueId {
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types.push(ctx.index_type());
    st.properties =
        Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.index_type(), value))]));
    let op = body.create_op(st);
    body.insert_op(at, op);
    body.result(op, 0)
}

/// Creates an `affine.if` before `at` with the given operands and
/// properties (its condition) and empty `then` and `else` blocks; returns
/// it and the blocks' `affine.yield` ops, `then` first.
pub fn create_if_else(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    loc: Location,
    operands: Vec<ValueId>,
    properties: Option<strata_ir::Attribute>,
) -> (OpId, [OpId; 2]) {
    let mut regions = Vec::with_capacity(2);
    let mut yields = [at; 2];
    for y in yields.iter_mut() {
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        *y = body.create_op(OperationState::new(ctx.op_name("affine.yield"), loc));
        body.insert_op(InsertPoint::End(block), *y);
        regions.push(region);
    }
    let mut st = OperationState::new(ctx.op_name("affine.if"), loc);
    st.operands = operands;
    st.properties = properties;
    st.regions = regions;
    let if_op = body.create_op(st);
    body.insert_op(InsertPoint::Before(at), if_op);
    (if_op, yields)
}

/// The loops of `band` when it is a hyper-rectangular perfect nest
/// without loop-carried values, as tiling needs.
pub fn tileable_band(ctx: &Context, body: &Body, band: &[OpId]) -> Result<Vec<AffineFor>, NotApplicable> {
    if !is_perfectly_nested(ctx, body, band) || !is_hyper_rectangular(ctx, body, band) {
        return Err(NotApplicable("the band is not a hyper-rectangular perfect nest"));
    }
    let loops: Vec<AffineFor> = band
        .iter()
        .map(|&l| AffineFor::get(ctx, body, l))
        .collect::<Option<_>>()
        .ok_or(NotApplicable("not an affine.for"))?;
    if loops.iter().any(|l| !l.inits.is_empty()) {
        return Err(NotApplicable("loops carrying values"));
    }
    Ok(loops)
}

/// Options of the loop utilities.
#[derive(Clone, Copy, Debug, Default)]
pub struct LoopOptions {
    /// Constants replacing the induction variable of a promoted loop are
    /// created at the start of the body's entry block (the function
    /// entry) rather than before the loop.
    pub constants_at_entry: bool,
}

/// Replaces `op` by its body when it runs exactly once (MLIR's
/// `promoteIfSingleIteration`). Returns whether it did.
pub fn promote_if_single_iteration(ctx: &Context, body: &mut Body, op: OpId, opts: LoopOptions) -> bool {
    if constant_trip_count(ctx, body, op) != Some(1) {
        return false;
    }
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return false;
    };
    let loc = body.op_loc(op);
    if body.has_uses(f.iv) {
        let iv = if let Some(c) = f.constant_lower_bound(ctx) {
            let at = constant_insert_point(body, op, opts.constants_at_entry);
            index_constant(ctx, body, at, loc, c)
        } else if f.lb_map.results.len() == 1 {
            if f.lb_map.num_dims == 1 && f.lb_map.num_symbols == 0 && f.lb_map.results[0] == ctx.affine_dim(0)
            {
                f.lb_operands[0]
            } else {
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_before(op);
                affine::ApplyOp::build(&mut b, loc, &f.lb_operands, map_attr(ctx, f.lb_map.clone()))
                    .result(&b)
            }
        } else {
            return false;
        };
        body.replace_all_uses_with(f.iv, iv);
    }
    for (&a, &i) in f.iter_args.iter().zip(&f.inits) {
        body.replace_all_uses_with(a, i);
    }
    let yielded: Vec<ValueId> = body.operands(f.terminator).collect();
    let results: Vec<ValueId> = body.results(op).collect();
    for (&r, &y) in results.iter().zip(&yielded) {
        body.replace_all_uses_with(r, y);
    }
    for o in f.body_ops(body) {
        body.move_op(o, InsertPoint::Before(op));
    }
    body.erase_op(op);
    true
}

/// Merges `op`, a loop with `iter_args` that runs once, into its parent
/// `affine.for` (MLIR's `promoteSingleIterReductionLoop`, for sibling
/// fusion): the parent carries the loop's values as well, its results
/// replace the loop's, the ops using them (transitively) move after the
/// parent, and the loop's body takes its place. Returns whether it did.
pub fn promote_single_iter_reduction_loop(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    if constant_trip_count(ctx, body, op) != Some(1) {
        return false;
    }
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return false;
    };
    let Some(parent) = body.parent_op(op).filter(|&p| is_affine_for(ctx, body, p)) else {
        return false;
    };
    let Some(additional) = ctx.op_def(body.op_name(parent)).and_then(|d| {
        d.interfaces
            .get::<strata_ir::interfaces::ReplaceWithAdditionalYields>()
    }) else {
        return false;
    };
    let yielded: Vec<ValueId> = body.operands(f.terminator).collect();
    let parent_results = body.num_results(parent);
    let extra = strata_ir::interfaces::AdditionalYields {
        inits: &f.inits,
        replace_init_uses_in_loop: false,
        yielded: &|_, _| yielded.clone(),
    };
    let Some(new_loop) = (additional.0)(ctx, body, parent, &extra) else {
        return false;
    };
    let Some(new) = AffineFor::get(ctx, body, new_loop) else {
        return false;
    };
    // The ops using the loop's results, transitively, in block order.
    let mut users: Vec<OpId> = Vec::new();
    let mut stack: Vec<ValueId> = body.results(op).collect();
    while let Some(v) = stack.pop() {
        for (u, _) in body.uses(v).collect::<Vec<_>>() {
            if !users.contains(&u) {
                users.push(u);
                stack.extend(body.results(u));
            }
        }
    }
    users.sort_by(|&a, &b| {
        if a == b {
            std::cmp::Ordering::Equal
        } else if body.op_block(a) == body.op_block(b) && body.is_before_in_block(a, b) {
            std::cmp::Ordering::Less
        } else {
            std::cmp::Ordering::Greater
        }
    });
    for i in 0..body.num_results(op) {
        let (from, to) = (body.result(op, i), body.result(new_loop, parent_results + i));
        body.replace_all_uses_with(from, to);
    }
    let mut after = new_loop;
    for u in users {
        body.move_op(u, InsertPoint::After(after));
        after = u;
    }
    body.replace_all_uses_with(f.iv, new.iv);
    let n = f.iter_args.len();
    for (&old, &arg) in f.iter_args.iter().zip(&new.iter_args[new.iter_args.len() - n..]) {
        body.replace_all_uses_with(old, arg);
    }
    for o in f.body_ops(body) {
        body.move_op(o, InsertPoint::Before(op));
    }
    body.erase_op(op);
    true
}

/// The lower bound of the loop running the iterations left over after
/// unrolling `f` by `factor`: `lb + (tripCount floordiv factor) * factor *
/// step`, with its operands. Needs single-result bounds.
fn cleanup_lower_bound(
    ctx: &Context,
    body: &Body,
    f: &AffineFor,
    factor: u64,
) -> Option<(AffineMap, Vec<ValueId>)> {
    if f.lb_map.results.len() != 1 || f.ub_map.results.len() != 1 {
        return None;
    }
    let (tc_map, tc_operands) = trip_count_map(ctx, body, f)?;
    let factor = i64::try_from(factor).ok()?;
    let scale = factor.checked_mul(f.step)?;
    let (nd, ns) = (tc_map.num_dims, tc_map.num_symbols);
    let tc = tc_map.results[0];
    let span = match tc.as_constant(ctx) {
        Some(c) => ctx.affine_constant((c - c.rem_euclid(factor)).checked_mul(f.step)?),
        None => ctx.affine_mul(
            ctx.affine_floor_div(tc, ctx.affine_constant(factor)),
            ctx.affine_constant(scale),
        ),
    };
    // Common space: lower bound dims, trip count dims, lower bound
    // symbols, trip count symbols.
    let (lb_map, lb_operands) = canonical_bound(ctx, body, &f.lb_map, &f.lb_operands);
    let (ld, ls) = (lb_map.num_dims, lb_map.num_symbols);
    let dims: Vec<u32> = (ld..ld + nd).collect();
    let syms: Vec<u32> = (ls..ls + ns).collect();
    let span = remap(ctx, span, &dims, &syms);
    let lb = lb_map.results[0];
    let mut operands: Vec<ValueId> = lb_operands[..ld as usize].to_vec();
    operands.extend(&tc_operands[..nd as usize]);
    operands.extend(&lb_operands[ld as usize..]);
    operands.extend(&tc_operands[nd as usize..]);
    Some(canonical(
        ctx,
        body,
        AffineMap::new(ld + nd, ls + ns, vec![ctx.affine_add(lb, span)]),
        operands,
    ))
}

/// Appends `factor - 1` copies of the body of `f` before its terminator,
/// copy `i` seeing the induction variable plus `i * step` and the values
/// yielded by copy `i - 1`, and yields the last copy's values.
fn unroll_body(ctx: &Context, body: &mut Body, f: &AffineFor, factor: u64, step: i64) {
    let originals = f.body_ops(body);
    let yielded: Vec<ValueId> = body.operands(f.terminator).collect();
    let mut last = yielded.clone();
    let loc = body.op_loc(f.op);
    for i in 1..factor {
        let mut map = IrMapping::new();
        for (&a, &v) in f.iter_args.iter().zip(&last) {
            map.map_value(a, v);
        }
        if body.has_uses(f.iv) {
            let bump = AffineMap::new(
                1,
                0,
                vec![ctx.affine_add(
                    ctx.affine_dim(0),
                    ctx.affine_constant(step.wrapping_mul(i as i64)),
                )],
            );
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(f.terminator);
            let iv = affine::ApplyOp::build(&mut b, loc, &[f.iv], map_attr(ctx, bump)).result(&b);
            map.map_value(f.iv, iv);
        }
        for &o in &originals {
            let c = body.clone_op(o, &mut map);
            body.insert_op(InsertPoint::Before(f.terminator), c);
        }
        last = yielded.iter().map(|&v| map.lookup_value(v)).collect();
    }
    body.set_operands(f.terminator, &last);
}

/// Unrolls the `affine.for` `op` by `factor` (MLIR's `loopUnrollByFactor`).
/// Iterations left over when the trip count is not known to be a multiple
/// of `factor` run in a cleanup loop after it, or, with `cleanup_unroll`,
/// the loop is unrolled completely instead. A loop running fewer than
/// `factor` times is left alone (fully unrolled with `cleanup_unroll`).
pub fn loop_unroll_by_factor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
    cleanup_unroll: bool,
    opts: LoopOptions,
) -> Result<(), NotApplicable> {
    let f = AffineFor::get(ctx, body, op).ok_or(NotApplicable("not an affine.for"))?;
    if factor == 0 {
        return Err(NotApplicable("the unroll factor is 0"));
    }
    let trip = constant_trip_count(ctx, body, op);
    if factor == 1 {
        if trip == Some(1) && !promote_if_single_iteration(ctx, body, op, opts) {
            return Err(NotApplicable("the loop cannot be promoted"));
        }
        return Ok(());
    }
    if f.body_ops(body).is_empty() {
        return Ok(());
    }
    if trip.is_some_and(|t| t < factor) {
        if cleanup_unroll {
            return loop_unroll_full(ctx, body, op, opts);
        }
        return Err(NotApplicable("the trip count is smaller than the unroll factor"));
    }
    let step = f.step;
    let new_step = step
        .checked_mul(i64::try_from(factor).map_err(|_| NotApplicable("the unroll factor is too large"))?)
        .ok_or(NotApplicable("the unrolled step overflows"))?;
    if !largest_divisor_of_trip_count(ctx, body, op).is_multiple_of(factor) {
        if f.lb_map.results.len() != 1 || f.ub_map.results.len() != 1 {
            return Err(NotApplicable("bounds with several results need a cleanup loop"));
        }
        if cleanup_unroll {
            return loop_unroll_full(ctx, body, op, opts);
        }
        generate_cleanup_loop(ctx, body, &f, factor, opts)?;
    }
    set_step(ctx, body, op, new_step);
    unroll_body(ctx, body, &f, factor, step);
    promote_if_single_iteration(ctx, body, op, opts);
    Ok(())
}

/// Clones `f` after itself as the loop running the iterations left over
/// by unrolling it by `factor` (its lower bound is where the unrolled
/// loop stops, its initial values the unrolled loop's results), and ends
/// `f` there. The clone is promoted when it runs once.
fn generate_cleanup_loop(
    ctx: &Context,
    body: &mut Body,
    f: &AffineFor,
    factor: u64,
    opts: LoopOptions,
) -> Result<(), NotApplicable> {
    let op = f.op;
    {
        let (map, operands) =
            cleanup_lower_bound(ctx, body, f, factor).ok_or(NotApplicable("no cleanup lower bound"))?;
        let mut mapping = IrMapping::new();
        let cleanup = body.clone_op(op, &mut mapping);
        body.insert_op(InsertPoint::After(op), cleanup);
        let results: Vec<ValueId> = body.results(op).collect();
        let cleanup_results: Vec<ValueId> = body.results(cleanup).collect();
        for (&r, &c) in results.iter().zip(&cleanup_results) {
            body.replace_all_uses_with(r, c);
        }
        let nb = f.lb_operands.len() + f.ub_operands.len();
        for (i, &r) in results.iter().enumerate() {
            body.set_operand(cleanup, nb + i, r);
        }
        set_bound(ctx, body, cleanup, true, map.clone(), &operands);
        promote_if_single_iteration(ctx, body, cleanup, opts);
        set_bound(ctx, body, op, false, map, &operands);
    }
    Ok(())
}

/// Unrolls `op` completely when its trip count is a known constant (MLIR's
/// `loopUnrollFull`); a loop that never runs is left alone.
pub fn loop_unroll_full(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    opts: LoopOptions,
) -> Result<(), NotApplicable> {
    match constant_trip_count(ctx, body, op) {
        None => Err(NotApplicable("the trip count is not a known constant")),
        Some(0) => Ok(()),
        Some(1) => {
            if promote_if_single_iteration(ctx, body, op, opts) {
                Ok(())
            } else {
                Err(NotApplicable("the loop cannot be promoted"))
            }
        }
        Some(n) => loop_unroll_by_factor(ctx, body, op, n, false, opts),
    }
}

/// Unrolls `op` by `factor`, or completely when it runs fewer times than
/// that (MLIR's `loopUnrollUpToFactor`).
pub fn loop_unroll_up_to_factor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
    opts: LoopOptions,
) -> Result<(), NotApplicable> {
    match constant_trip_count(ctx, body, op) {
        Some(t) if t < factor => loop_unroll_by_factor(ctx, body, op, t, false, opts),
        _ => loop_unroll_by_factor(ctx, body, op, factor, false, opts),
    }
}

/// The `affine.for` loops of `body` that contain no other `affine.for`,
/// in post order (MLIR's innermost loops).
pub fn innermost_loops(ctx: &Context, body: &Body) -> Vec<OpId> {
    let all: Vec<OpId> = body
        .collect_root_regions_post_order()
        .into_iter()
        .filter(|&o| is_affine_for(ctx, body, o))
        .collect();
    let mut has_inner = rustc_hash::FxHashSet::default();
    for &l in &all {
        let mut cur = l;
        while let Some(p) = body.parent_op(cur) {
            if !has_inner.insert(p) {
                break;
            }
            cur = p;
        }
    }
    all.into_iter().filter(|l| !has_inner.contains(l)).collect()
}

/// Rewrites `op` to run from 0 by step 1 (MLIR's `normalizeAffineFor`):
/// the upper bound becomes the trip count and uses of the induction
/// variable see `lb + iv * step`, computed by an `affine.apply` at the
/// start of the body. With `promote_single_iteration`, a loop that runs
/// once is replaced by its body instead. Loops already normalized are
/// left alone; a lower bound with several results cannot be normalized.
pub fn normalize_affine_for(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    promote_single_iteration: bool,
    opts: LoopOptions,
) -> Result<(), NotApplicable> {
    if promote_single_iteration && promote_if_single_iteration(ctx, body, op, opts) {
        return Ok(());
    }
    let f = AffineFor::get(ctx, body, op).ok_or(NotApplicable("not an affine.for"))?;
    if f.constant_lower_bound(ctx) == Some(0) && f.step == 1 {
        return Ok(());
    }
    if f.lb_map.results.len() != 1 {
        return Err(NotApplicable("the lower bound has several results"));
    }
    let (tc_map, tc_operands) = trip_count_map(ctx, body, &f).ok_or(NotApplicable("no trip count map"))?;
    // lb + iv * step, the new induction variable being the dim after
    // the lower bound's.
    let (ld, ls) = (f.lb_map.num_dims, f.lb_map.num_symbols);
    let iv_expr = ctx.affine_mul(ctx.affine_dim(ld), ctx.affine_constant(f.step));
    let map = AffineMap::new(ld + 1, ls, vec![ctx.affine_add(f.lb_map.results[0], iv_expr)]);
    let mut operands: Vec<ValueId> = f.lb_operands[..ld as usize].to_vec();
    operands.push(f.iv);
    operands.extend(&f.lb_operands[ld as usize..]);
    let (mut map, mut operands) = (map, operands);
    strata_dialect_affine::compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    let (map, operands) = canonical(ctx, body, map, operands);
    let loc = body.op_loc(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_to_start(f.block);
    let apply = affine::ApplyOp::build(&mut b, loc, &operands, map_attr(ctx, map));
    let apply_op = apply.0;
    let new_iv = apply.result(&b);
    let uses: Vec<(OpId, usize)> = body.uses(f.iv).filter(|&(user, _)| user != apply_op).collect();
    for (user, i) in uses {
        body.set_operand(user, i, new_iv);
    }
    set_bound(ctx, body, op, true, AffineMap::constant_map(ctx, 0), &[]);
    set_bound(ctx, body, op, false, tc_map, &tc_operands);
    set_step(ctx, body, op, 1);
    Ok(())
}

/// Rewrites the `affine.parallel` `op` so that every loop runs from 0 by
/// step 1 (MLIR's `normalizeAffineParallel`): the upper bounds become the
/// trip counts and each induction variable's uses see `lb + iv * step`,
/// computed by an `affine.apply` at the start of the body. Bands with
/// `max` or `min` bounds are left alone, as are normalized ones.
pub fn normalize_affine_parallel(ctx: &Context, body: &mut Body, op: OpId) -> Result<(), NotApplicable> {
    if !(body.is_live(op) && affine::ParallelOp::isa(&(ctx, &*body), op)) || body.child_body(op).is_some() {
        return Err(NotApplicable("not an affine.parallel"));
    }
    let parts = affine::parallel_parts(OpRef::new(ctx, body, op))
        .ok_or(NotApplicable("malformed affine.parallel"))?;
    let n = parts.steps.len();
    if parts
        .lower_groups
        .iter()
        .chain(&parts.upper_groups)
        .any(|&g| g != 1)
        || parts.lower_map.results.len() != n
        || parts.upper_map.results.len() != n
        || parts.steps.iter().any(|&s| s <= 0)
    {
        return Err(NotApplicable("bounds with max or min"));
    }
    let normalized = parts
        .steps
        .iter()
        .zip(parts.lower_map.results.iter())
        .all(|(&s, e)| s == 1 && e.as_constant(ctx) == Some(0));
    if normalized {
        return Ok(());
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let nl = parts.lower_map.num_inputs() as usize;
    if operands.len() != nl + parts.upper_map.num_inputs() as usize {
        return Err(NotApplicable("malformed affine.parallel"));
    }
    let (lb_operands, ub_operands) = operands.split_at(nl);
    let region = *body.op_regions(op).1.first().ok_or(NotApplicable("no region"))?;
    let block = body.region_entry(region).ok_or(NotApplicable("no block"))?;
    let ivs: Vec<ValueId> = body.block_args(block).to_vec();
    if ivs.len() != n {
        return Err(NotApplicable("malformed affine.parallel"));
    }
    // The ranges: upper minus lower bounds, in the space of the upper
    // bound operands followed by the lower bound ones.
    let (ld, ls) = (parts.lower_map.num_dims, parts.lower_map.num_symbols);
    let (ud, us) = (parts.upper_map.num_dims, parts.upper_map.num_symbols);
    let lb_dims: Vec<u32> = (ud..ud + ld).collect();
    let lb_syms: Vec<u32> = (us..us + ls).collect();
    let ranges: Vec<AffineExpr> = (0..n)
        .map(|i| {
            let lb = remap(ctx, parts.lower_map.results[i], &lb_dims, &lb_syms);
            let range = ctx.affine_sub(parts.upper_map.results[i], lb);
            ctx.affine_ceil_div(range, ctx.affine_constant(parts.steps[i]))
        })
        .collect();
    let mut range_operands: Vec<ValueId> = ub_operands[..ud as usize].to_vec();
    range_operands.extend(&lb_operands[..ld as usize]);
    range_operands.extend(&ub_operands[ud as usize..]);
    range_operands.extend(&lb_operands[ld as usize..]);
    let (ub_map, ub_ops) = canonical(
        ctx,
        body,
        AffineMap::new(ld + ud, ls + us, ranges),
        range_operands,
    );
    let loc = body.op_loc(op);
    let mut insert_after: Option<OpId> = None;
    for (i, &iv) in ivs.iter().enumerate() {
        let e = ctx.affine_add(
            parts.lower_map.results[i],
            ctx.affine_mul(ctx.affine_dim(ld), ctx.affine_constant(parts.steps[i])),
        );
        let map = AffineMap::new(ld + 1, ls, vec![e]);
        let mut apply_operands: Vec<ValueId> = lb_operands[..ld as usize].to_vec();
        apply_operands.push(iv);
        apply_operands.extend(&lb_operands[ld as usize..]);
        let mut b = OpBuilder::new(ctx, body);
        match insert_after {
            Some(prev) => b.set_insertion_point_after(prev),
            None => b.set_insertion_point_to_start(block),
        }
        let apply = affine::ApplyOp::build(&mut b, loc, &apply_operands, map_attr(ctx, map));
        let new_iv = apply.result(&b);
        insert_after = Some(apply.0);
        let uses: Vec<(OpId, usize)> = body.uses(iv).filter(|&(user, _)| user != apply.0).collect();
        for (user, k) in uses {
            body.set_operand(user, k, new_iv);
        }
    }
    body.set_operands(op, &ub_ops);
    let zero = AffineMap::new(0, 0, vec![ctx.affine_constant(0); n]);
    let ones = vec![1i32; n];
    let i64t = ctx.integer_type(64);
    let steps: Vec<strata_ir::Attribute> = (0..n).map(|_| ctx.integer_attr(i64t, 1)).collect();
    set_property(ctx, body, op, "lowerBoundsMap", map_attr(ctx, zero));
    set_property(
        ctx,
        body,
        op,
        "lowerBoundsGroups",
        affine::groups_attr(ctx, &ones),
    );
    set_property(ctx, body, op, "upperBoundsMap", map_attr(ctx, ub_map));
    set_property(
        ctx,
        body,
        op,
        "upperBoundsGroups",
        affine::groups_attr(ctx, &ones),
    );
    set_property(ctx, body, op, "steps", ctx.array_attr(&steps));
    Ok(())
}

/// The runs of consecutive ops of `block` and of the bodies of the loops
/// (ops for which `is_loop` holds) nested in it that contain no loop
/// (terminators excluded), in program order: what unroll-and-jam copies
/// (MLIR's `JamBlockGatherer`, for `affine.for` and `scf.for`).
pub(crate) fn jam_blocks(
    body: &Body,
    block: BlockId,
    is_loop: &dyn Fn(&Body, OpId) -> bool,
) -> Vec<Vec<OpId>> {
    let mut out = Vec::new();
    // Blocks are visited depth first, in order, with an explicit stack
    // of (ops of the block, position) frames.
    let mut frames: Vec<(Vec<OpId>, usize)> = vec![(block_ops_without_terminator(body, block), 0)];
    let mut run: Vec<OpId> = Vec::new();
    while let Some((ops, pos)) = frames.last_mut() {
        if *pos >= ops.len() {
            if !run.is_empty() {
                out.push(std::mem::take(&mut run));
            }
            frames.pop();
            continue;
        }
        let o = ops[*pos];
        *pos += 1;
        if is_loop(body, o) {
            if !run.is_empty() {
                out.push(std::mem::take(&mut run));
            }
            let (rb, regions) = body.op_regions(o);
            let mut blocks = Vec::new();
            for &r in regions {
                blocks.extend(rb.region_blocks(r));
            }
            for b in blocks.into_iter().rev() {
                frames.push((block_ops_without_terminator(body, b), 0));
            }
        } else {
            run.push(o);
        }
    }
    out
}

fn block_ops_without_terminator(body: &Body, b: BlockId) -> Vec<OpId> {
    let mut ops: Vec<OpId> = body.block_ops(b).collect();
    ops.pop();
    ops
}

/// Unrolls `op` by `factor` and jams the copies (MLIR's
/// `loopUnrollJamByFactor`): each run of ops without loops, in the body
/// and in the loops nested in it, is followed by its `factor - 1` copies
/// for the next iterations, so inner loops are shared by the copies.
/// Iterations left over run in a cleanup loop. Inner loops carry one set
/// of values per copy; the values `op` carries that are reductions are
/// combined after it. Inner loops whose bounds depend on `op` are not
/// supported. The caller checks that the dependences allow it (see
/// `super::dependence::is_unroll_jam_legal`).
pub fn loop_unroll_jam_by_factor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
    opts: LoopOptions,
) -> Result<(), NotApplicable> {
    let f = AffineFor::get(ctx, body, op).ok_or(NotApplicable("not an affine.for"))?;
    if factor == 0 {
        return Err(NotApplicable("the unroll-jam factor is 0"));
    }
    let trip = constant_trip_count(ctx, body, op);
    if factor == 1 {
        if trip == Some(1) && !promote_if_single_iteration(ctx, body, op, opts) {
            return Err(NotApplicable("the loop cannot be promoted"));
        }
        return Ok(());
    }
    if f.body_ops(body).is_empty() {
        return Ok(());
    }
    if trip.is_some_and(|t| t < factor) {
        return Err(NotApplicable(
            "the trip count is smaller than the unroll-jam factor",
        ));
    }
    // Carried values that are reductions are combined after the loop;
    // the others are left to the first copy, as mlir-opt does. Inner
    // loops must have bounds invariant in `op`.
    let reductions: Vec<Option<strata_ir::OpName>> = (0..f.inits.len())
        .map(|k| reduction_kind(ctx, body, &f, k))
        .collect();
    let region = *body.op_regions(op).1.first().ok_or(NotApplicable("no region"))?;
    let mut inner_ok = true;
    let _ = body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if o != op && is_affine_for(ctx, body, o) {
            match AffineFor::get(ctx, body, o) {
                Some(g) => {
                    let defined_inside = g
                        .lb_operands
                        .iter()
                        .chain(&g.ub_operands)
                        .any(|&v| value_defined_in(body, v, region));
                    if defined_inside {
                        inner_ok = false;
                    }
                }
                _ => inner_ok = false,
            }
        }
        strata_ir::WalkResult::Advance
    });
    if !inner_ok {
        return Err(NotApplicable(
            "loop-carried values or inner bounds depending on the loop",
        ));
    }
    let step = f.step;
    let new_step = step
        .checked_mul(i64::try_from(factor).map_err(|_| NotApplicable("the unroll-jam factor is too large"))?)
        .ok_or(NotApplicable("the unrolled step overflows"))?;
    if !largest_divisor_of_trip_count(ctx, body, op).is_multiple_of(factor) {
        if f.lb_map.results.len() != 1 || f.ub_map.results.len() != 1 {
            return Err(NotApplicable("bounds with several results need a cleanup loop"));
        }
        generate_cleanup_loop(ctx, body, &f, factor, opts)?;
    }
    let (op, f) = if f.inits.is_empty() {
        (op, f)
    } else {
        let new = widen_iter_args(ctx, body, &f, factor as usize);
        let w = AffineFor::get(ctx, body, new).ok_or(NotApplicable("malformed loop"))?;
        (new, w)
    };
    // Inner loops carrying values get one set of iteration arguments per
    // copy; copy `i` uses set `i`.
    let mut carried = Vec::new();
    let _ = body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if AffineFor::get(ctx, body, o).is_some_and(|g| !g.inits.is_empty()) {
            carried.push(o);
        }
        strata_ir::WalkResult::Advance
    });
    let mut maps: Vec<IrMapping> = (1..factor).map(|_| IrMapping::new()).collect();
    let mut widened = Vec::with_capacity(carried.len());
    for l in carried {
        let Some(g) = AffineFor::get(ctx, body, l) else {
            continue;
        };
        let (new, n) = if l == op {
            (l, g.inits.len() / factor as usize)
        } else {
            (widen_iter_args(ctx, body, &g, factor as usize), g.inits.len())
        };
        let Some(w) = AffineFor::get(ctx, body, new) else {
            continue;
        };
        let results: Vec<ValueId> = body.results(new).collect();
        for (i, map) in maps.iter_mut().enumerate() {
            let copy = (i + 1) * n;
            for k in 0..n {
                map.map_value(w.iter_args[k], w.iter_args[copy + k]);
                map.map_value(results[k], results[copy + k]);
            }
        }
        widened.push((w, n));
    }
    let blocks = jam_blocks(body, f.block, &|b, o| is_affine_for(ctx, b, o));
    set_step(ctx, body, op, new_step);
    let loc = body.op_loc(op);
    let iv_used = body.has_uses(f.iv);
    for run in &blocks {
        let Some(&last) = run.last() else { continue };
        let mut at = last;
        for (i, map) in maps.iter_mut().enumerate() {
            let i = i as i64 + 1;
            if iv_used {
                let bump = AffineMap::new(
                    1,
                    0,
                    vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(step.wrapping_mul(i)))],
                );
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_after(at);
                let apply = affine::ApplyOp::build(&mut b, loc, &[f.iv], map_attr(ctx, bump));
                let iv = apply.result(&b);
                at = apply.0;
                map.map_value(f.iv, iv);
            }
            for &o in run {
                let c = body.clone_op(o, map);
                body.insert_op(InsertPoint::After(at), c);
                at = c;
            }
        }
    }
    for (w, n) in widened {
        let nb = w.lb_operands.len() + w.ub_operands.len();
        let yielded: Vec<ValueId> = body.operands(w.terminator).take(n).collect();
        for (i, map) in maps.iter().enumerate() {
            let copy = (i + 1) * n;
            for (k, (&init, &y)) in w.inits.iter().zip(&yielded).enumerate() {
                if w.op != op {
                    body.set_operand(w.op, nb + copy + k, map.lookup_value(init));
                }
                body.set_operand(w.terminator, copy + k, map.lookup_value(y));
            }
        }
    }
    // The partial reductions of the copies are combined after the loop.
    let n = reductions.len();
    if n > 0 {
        let results: Vec<ValueId> = body.results(op).collect();
        let mut at = op;
        for (k, kind) in reductions.iter().enumerate() {
            let Some(kind) = kind else { continue };
            let first = results[k];
            let mut acc = first;
            let mut combiners = Vec::new();
            // The last copy first, as mlir-opt orders them.
            for i in (1..factor as usize).rev() {
                let ty = body.value_type(first);
                let mut st = OperationState::new(*kind, loc);
                st.operands = vec![acc, results[i * n + k]];
                st.result_types = vec![ty];
                st.populate_default_properties(ctx);
                let c = body.create_op(st);
                body.insert_op(InsertPoint::After(at), c);
                at = c;
                combiners.push(c);
                acc = body.result(c, 0);
            }
            let uses: Vec<(OpId, usize)> = body.uses(first).filter(|(u, _)| !combiners.contains(u)).collect();
            for (u, i) in uses {
                body.set_operand(u, i, acc);
            }
        }
    }
    promote_if_single_iteration(ctx, body, op, opts);
    Ok(())
}

/// Replaces the loop `g` by one carrying its values `copies` times (the
/// extra initial and yielded values repeat the original ones until the
/// caller sets them), returning the new loop.
fn widen_iter_args(ctx: &Context, body: &mut Body, g: &AffineFor, copies: usize) -> OpId {
    let n = g.inits.len();
    let mut operands = g.lb_operands.clone();
    operands.extend(&g.ub_operands);
    for _ in 0..copies {
        operands.extend(&g.inits);
    }
    let result_types: Vec<strata_ir::Type> = body.results(g.op).map(|r| body.value_type(r)).collect();
    let mut st = OperationState::new(body.op_name(g.op), body.op_loc(g.op));
    st.operands = operands;
    for _ in 0..copies {
        st.result_types.extend(&result_types);
    }
    st.properties = body.op_properties(g.op);
    st.attributes = body.op_attr_dict(g.op);
    let old_region = body.op_regions(g.op).1[0];
    let region = body.create_region();
    body.inline_region_before(old_region, region, None);
    st.regions = vec![region];
    let new = body.create_op(st);
    body.insert_op(InsertPoint::Before(g.op), new);
    let segments = dense_i32_array(
        ctx,
        &[
            g.lb_operands.len() as i32,
            g.ub_operands.len() as i32,
            (n * copies) as i32,
        ],
    );
    set_property(ctx, body, new, "operandSegmentSizes", segments);
    let loc = body.op_loc(g.op);
    for _ in 1..copies {
        for &a in &g.iter_args {
            let ty = body.value_type(a);
            body.add_block_arg(g.block, ty, loc);
        }
    }
    let yielded: Vec<ValueId> = body.operands(g.terminator).collect();
    let mut all = yielded.clone();
    for _ in 1..copies {
        all.extend(&yielded);
    }
    body.set_operands(g.terminator, &all);
    let old_results: Vec<ValueId> = body.results(g.op).collect();
    let new_results: Vec<ValueId> = body.results(new).collect();
    for (&o, &r) in old_results.iter().zip(&new_results) {
        body.replace_all_uses_with(o, r);
    }
    body.erase_op(g.op);
    new
}

/// The combining op of carried value `k` of `f` when it is a reduction:
/// the iteration argument's only use is a commutative arithmetic op of
/// the body whose result is what the loop yields for it.
fn reduction_kind(ctx: &Context, body: &Body, f: &AffineFor, k: usize) -> Option<strata_ir::OpName> {
    const KINDS: &[&str] = &[
        "arith.addf",
        "arith.mulf",
        "arith.addi",
        "arith.muli",
        "arith.andi",
        "arith.ori",
        "arith.xori",
        "arith.maximumf",
        "arith.minimumf",
        "arith.maxnumf",
        "arith.minnumf",
        "arith.maxsi",
        "arith.minsi",
        "arith.maxui",
        "arith.minui",
    ];
    let arg = f.iter_args[k];
    let mut uses = body.uses(arg);
    let (user, _) = uses.next()?;
    if uses.next().is_some() || body.op_block(user) != Some(f.block) || body.num_results(user) != 1 {
        return None;
    }
    let name = body.op_name(user);
    if !KINDS.contains(&ctx.op_name_str(name)) || body.num_operands(user) != 2 {
        return None;
    }
    let yielded = body.operands(f.terminator).nth(k)?;
    (yielded == body.result(user, 0)).then_some(name)
}

/// Whether `v` is defined inside region `r` (by an op or as a block
/// argument of a block nested in it).
fn value_defined_in(body: &Body, v: ValueId, r: strata_ir::RegionId) -> bool {
    let block = match body.value_def(v) {
        strata_ir::ValueDef::Result(o, _) => body.op_block(o),
        strata_ir::ValueDef::BlockArg(b, _) => Some(b),
        _ => None,
    };
    block.is_some_and(|b| {
        body.block_region(b)
            .is_some_and(|vr| body.is_region_ancestor(r, vr))
    })
}

/// Whether the bounds of every loop of `band` (a perfect nest, outermost
/// first) use no induction variable of the band: its iteration space is
/// a hyper-rectangle.
pub fn is_hyper_rectangular(ctx: &Context, body: &Body, band: &[OpId]) -> bool {
    let loops: Option<Vec<AffineFor>> = band.iter().map(|&l| AffineFor::get(ctx, body, l)).collect();
    let Some(loops) = loops else { return false };
    let ivs: Vec<ValueId> = loops.iter().map(|l| l.iv).collect();
    loops.iter().all(|l| {
        l.lb_operands
            .iter()
            .chain(&l.ub_operands)
            .all(|v| !ivs.contains(v))
    })
}

/// Creates an `affine.for` before `at` with the given bounds and step and
/// an empty body; returns it.
pub fn create_for(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    (lb_map, lb): (&AffineMap, &[ValueId]),
    (ub_map, ub): (&AffineMap, &[ValueId]),
    step: i64,
) -> OpId {
    let loc = body.op_loc(at);
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    body.add_block_arg(block, ctx.index_type(), loc);
    let yield_op = body.create_op(OperationState::new(ctx.op_name("affine.yield"), loc));
    body.insert_op(InsertPoint::End(block), yield_op);
    let mut st = OperationState::new(ctx.op_name("affine.for"), loc);
    st.operands = lb.iter().chain(ub).copied().collect();
    st.properties = Some(ctx.dictionary_attr(&[
        (ctx.ident("lowerBoundMap"), map_attr(ctx, lb_map.clone())),
        (
            ctx.ident("operandSegmentSizes"),
            dense_i32_array(ctx, &[lb.len() as i32, ub.len() as i32, 0]),
        ),
        (ctx.ident("step"), ctx.integer_attr(ctx.index_type(), step)),
        (ctx.ident("upperBoundMap"), map_attr(ctx, ub_map.clone())),
    ]));
    st.regions = vec![region];
    let op = body.create_op(st);
    body.insert_op(InsertPoint::Before(at), op);
    op
}

/// Creates an `affine.for` before `at` (with location `loc`) whose
/// bounds are `lb` and `ub` composed with the `affine.apply` ops computing
/// their operands, canonicalized and without repeated results (MLIR's
/// `createCanonicalizedAffineForOp`); returns it.
pub fn create_canonicalized_for(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    loc: Location,
    (lb_map, lb): (&AffineMap, &[ValueId]),
    (ub_map, ub): (&AffineMap, &[ValueId]),
    step: i64,
) -> OpId {
    let canonical = |body: &Body, map: &AffineMap, operands: &[ValueId]| {
        let (mut map, mut operands) = (map.clone(), operands.to_vec());
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let mut results: Vec<AffineExpr> = Vec::with_capacity(map.results.len());
        for &r in map.results.iter() {
            if !results.contains(&r) {
                results.push(r);
            }
        }
        (AffineMap::new(map.num_dims, map.num_symbols, results), operands)
    };
    let (lb_map, lb) = canonical(body, lb_map, lb);
    let (ub_map, ub) = canonical(body, ub_map, ub);
    let op = create_for(ctx, body, at, (&lb_map, &lb), (&ub_map, &ub), step);
    body.set_op_loc(op, loc);
    if let Some(f) = AffineFor::get(ctx, body, op) {
        body.set_op_loc(f.terminator, loc);
        body.set_block_arg_loc(f.iv, loc);
    }
    op
}

/// Tiles the perfect nest `band` (outermost first, hyper-rectangular,
/// without loop-carried values) by `sizes` (MLIR's `tilePerfectlyNested`):
/// a nest of tile loops stepping by `size * step` over the original
/// bounds wraps the original loops, which then run over one tile, from
/// the tile loop's value to the tile's end (or the original upper bound
/// when the tile size does not divide the trip count). Returns the tile
/// loops. The caller checks that dependences allow it.
pub fn tile_perfectly_nested(
    ctx: &Context,
    body: &mut Body,
    band: &[OpId],
    sizes: &[u64],
) -> Result<Vec<OpId>, NotApplicable> {
    if band.is_empty() || sizes.len() != band.len() || sizes.contains(&0) {
        return Err(NotApplicable("one positive tile size per loop is needed"));
    }
    let loops = tileable_band(ctx, body, band)?;
    let mut spans = Vec::with_capacity(loops.len());
    for (l, &t) in loops.iter().zip(sizes) {
        let t = i64::try_from(t).map_err(|_| NotApplicable("the tile size is too large"))?;
        spans.push(
            l.step
                .checked_mul(t)
                .ok_or(NotApplicable("the tile step overflows"))?,
        );
    }
    // The tile loops, outermost first, each in the previous one's body.
    let root = band[0];
    let mut tiles: Vec<OpId> = Vec::with_capacity(loops.len());
    for (l, &span) in loops.iter().zip(&spans) {
        let at = match tiles.last() {
            None => root,
            Some(&outer) => {
                let block = body
                    .region_entry(body.op_regions(outer).1[0])
                    .ok_or(NotApplicable("no block"))?;
                body.last_op(block).ok_or(NotApplicable("no terminator"))?
            }
        };
        let t = create_for(
            ctx,
            body,
            at,
            (&l.lb_map, &l.lb_operands),
            (&l.ub_map, &l.ub_operands),
            span,
        );
        tiles.push(t);
    }
    let innermost = *tiles.last().ok_or(NotApplicable("no loops"))?;
    let block = body
        .region_entry(body.op_regions(innermost).1[0])
        .ok_or(NotApplicable("no block"))?;
    let terminator = body.last_op(block).ok_or(NotApplicable("no terminator"))?;
    body.move_op(root, InsertPoint::Before(terminator));
    // The loops of the band become the intra-tile loops: fresh loops in
    // mlir-opt, so without their discardable attributes.
    for &l in band {
        body.set_op_attr_dict(l, None);
    }
    // The original loops run over one tile.
    for ((l, &t), (&span, &size)) in loops.iter().zip(&tiles).zip(spans.iter().zip(sizes)) {
        let tile_iv = AffineFor::get(ctx, body, t)
            .ok_or(NotApplicable("malformed tile loop"))?
            .iv;
        let d0 = ctx.affine_dim(0);
        set_bound(ctx, body, l.op, true, AffineMap::new(1, 0, vec![d0]), &[tile_iv]);
        let end = ctx.affine_add(d0, ctx.affine_constant(span));
        let trip = trip_count_map(ctx, body, l).and_then(|(m, _)| {
            let mut min: Option<i64> = None;
            for r in m.results.iter() {
                let c = r.as_constant(ctx)?;
                min = Some(min.map_or(c, |x| x.min(c)));
            }
            min
        });
        let divides = size_divides_trip_count(ctx, body, l, size);
        let (map, operands) = if let Some(t) = trip.filter(|&t| t >= 0 && (t as u64) < size) {
            // A tile larger than the loop: the tile is the whole loop.
            let whole = ctx.affine_add(d0, ctx.affine_constant(t.saturating_mul(l.step)));
            (AffineMap::new(1, 0, vec![whole]), vec![tile_iv])
        } else if divides {
            (AffineMap::new(1, 0, vec![end]), vec![tile_iv])
        } else {
            // The tile loop's value is a new dim after the upper bound's.
            let nd = l.ub_map.num_dims;
            let end = ctx.affine_add(ctx.affine_dim(nd), ctx.affine_constant(span));
            let mut results = vec![end];
            results.extend(l.ub_map.results.iter().copied());
            let mut operands = l.ub_operands[..nd as usize].to_vec();
            operands.push(tile_iv);
            operands.extend(&l.ub_operands[nd as usize..]);
            (AffineMap::new(nd + 1, l.ub_map.num_symbols, results), operands)
        };
        set_bound(ctx, body, l.op, false, map, &operands);
    }
    Ok(tiles)
}

/// Whether `size` divides the trip count of the original loop `l` (as it
/// was before tiling).
fn size_divides_trip_count(ctx: &Context, body: &Body, l: &AffineFor, size: u64) -> bool {
    match trip_count_map(ctx, body, l) {
        Some((map, _)) => map.results.iter().all(|r| match r.as_constant(ctx) {
            Some(c) => c >= 0 && (c as u64).is_multiple_of(size),
            None => (r.largest_known_divisor(ctx).unsigned_abs()).is_multiple_of(size),
        }),
        // An unknown trip count has the divisor 1, as in mlir-opt.
        None => size == 1,
    }
}

/// Permutes the perfect nest `band` (outermost first, without
/// loop-carried values, each bound using only induction variables of the
/// band that stay outside its loop): loop `i` moves to position `perm[i]`
/// (MLIR's `permuteLoops`). The loop ops stay where they are; their
/// bounds, steps and the uses of their induction variables move instead,
/// so `band[0]` remains the root.
pub fn permute_loops(
    ctx: &Context,
    body: &mut Body,
    band: &[OpId],
    perm: &[usize],
) -> Result<(), NotApplicable> {
    let n = band.len();
    let mut sorted = perm.to_vec();
    sorted.sort_unstable();
    if perm.len() != n || sorted != (0..n).collect::<Vec<_>>() {
        return Err(NotApplicable("not a permutation of the band"));
    }
    if !is_perfectly_nested(ctx, body, band) {
        return Err(NotApplicable("not a perfect nest"));
    }
    let loops: Vec<AffineFor> = band
        .iter()
        .map(|&l| AffineFor::get(ctx, body, l))
        .collect::<Option<_>>()
        .ok_or(NotApplicable("not affine.for loops"))?;
    if loops.iter().any(|l| !l.inits.is_empty()) {
        return Err(NotApplicable("loop-carried values"));
    }
    // Loop `i` moves to position `perm[i]`, whose op's induction variable
    // it takes. A bound may use the induction variable of a loop of the
    // band that stays outside it (mlir-opt permutes regardless and leaves
    // uses before their definitions otherwise).
    let ivs: Vec<ValueId> = loops.iter().map(|l| l.iv).collect();
    let band_loop = |v: ValueId| ivs.iter().position(|&x| x == v);
    for (i, l) in loops.iter().enumerate() {
        for &v in l.lb_operands.iter().chain(&l.ub_operands) {
            if band_loop(v).is_some_and(|m| perm[m] >= perm[i]) {
                return Err(NotApplicable(
                    "a bound would use the induction variable of an inner loop",
                ));
            }
        }
    }
    let moved = |vs: &[ValueId]| -> Vec<ValueId> {
        vs.iter()
            .map(|&v| band_loop(v).map_or(v, |m| ivs[perm[m]]))
            .collect()
    };
    let uses: Vec<Vec<(OpId, usize)>> = ivs
        .iter()
        .map(|&iv| body.uses(iv).filter(|(user, _)| !band.contains(user)).collect())
        .collect();
    for (i, l) in loops.iter().enumerate() {
        let target = band[perm[i]];
        set_bound(ctx, body, target, true, l.lb_map.clone(), &moved(&l.lb_operands));
        set_bound(ctx, body, target, false, l.ub_map.clone(), &moved(&l.ub_operands));
        set_step(ctx, body, target, l.step);
    }
    for (i, us) in uses.iter().enumerate() {
        let iv = loops[perm[i]].iv;
        for &(user, idx) in us {
            body.set_operand(user, idx, iv);
        }
    }
    Ok(())
}

/// The distance bounds of a dependence on each loop of a band, outermost
/// first (`None` for unbounded).
type DistanceBounds = Vec<(Option<i64>, Option<i64>)>;

/// The distance bounds, on each of the `depth` outermost loops, of the
/// dependences between the affine accesses nested in `root`, at loop depths
/// 1 to `depth` (MLIR's `getDependenceComponents`); `None` when one is
/// unknown.
fn nest_dependence_components(
    ctx: &Context,
    body: &Body,
    root: OpId,
    depth: usize,
) -> Option<Vec<DistanceBounds>> {
    use super::dependence::{check_memref_access_dependence, Dependence, MemRefAccess};
    let mut accesses = Vec::new();
    let _ = body.walk(root, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
            accesses.push(a);
        }
        strata_ir::WalkResult::Advance
    });
    let mut deps = Vec::new();
    for s in &accesses {
        for d in &accesses {
            for level in 1..=depth {
                match check_memref_access_dependence(ctx, body, s, d, level) {
                    Dependence::Has(c) => deps.push(c.iter().take(depth).map(|c| (c.lb, c.ub)).collect()),
                    Dependence::Unknown => return None,
                    Dependence::None => {}
                }
            }
        }
    }
    Some(deps)
}

/// Whether every dependence (distance bounds per loop) stays
/// lexicographically non-negative once loop `j` moves to `perm[j]`,
/// judging by the lower bounds of the distances.
fn permutation_keeps_dependences(deps: &[DistanceBounds], perm: &[usize]) -> bool {
    deps.iter().all(|comps| {
        let mut permuted = vec![Some(0); perm.len()];
        for (j, &(lb, _)) in comps.iter().enumerate() {
            if let Some(&p) = perm.get(j) {
                permuted[p] = lb;
            }
        }
        for lb in permuted {
            match lb {
                Some(l) if l > 0 => return true,
                Some(l) if l < 0 => return false,
                None => return false,
                _ => {}
            }
        }
        true
    })
}

/// Whether permuting the perfect nest `band` by `perm` (see
/// [`permute_loops`]) keeps every dependence between the accesses in it
/// (MLIR's `isValidLoopInterchangePermutation`). Loop-carried values make
/// it invalid, as does a dependence the analysis cannot decide.
pub fn is_valid_loop_interchange_permutation(
    ctx: &Context,
    body: &Body,
    band: &[OpId],
    perm: &[usize],
) -> bool {
    if band.len() <= 1 {
        return true;
    }
    if band
        .iter()
        .any(|&l| AffineFor::get(ctx, body, l).is_none_or(|f| !f.inits.is_empty()))
    {
        return false;
    }
    nest_dependence_components(ctx, body, band[0], band.len())
        .is_some_and(|deps| permutation_keeps_dependences(&deps, perm))
}

/// Moves the sequential loops of the perfect nest rooted at `root` inside
/// its parallel ones, keeping each group's order, when the dependences
/// allow it (MLIR's `sinkSequentialLoops`); a loop is sequential when a
/// dependence between accesses in the nest has a non-zero distance on
/// it. Returns the root of the nest (the same op: see [`permute_loops`]).
pub fn sink_sequential_loops(ctx: &Context, body: &mut Body, root: OpId) -> OpId {
    let band = perfectly_nested_loops(ctx, body, root, usize::MAX);
    let n = band.len();
    if n < 2 {
        return root;
    }
    let Some(deps) = nest_dependence_components(ctx, body, root, n) else {
        return root;
    };
    let mut parallel = vec![true; n];
    for comps in &deps {
        for (j, &(lb, ub)) in comps.iter().enumerate() {
            if lb != Some(0) || ub != Some(0) {
                parallel[j] = false;
            }
        }
    }
    let num_parallel = parallel.iter().filter(|&&p| p).count();
    let (mut next_par, mut next_seq) = (0, num_parallel);
    let perm: Vec<usize> = parallel
        .iter()
        .map(|&p| {
            let slot = if p { &mut next_par } else { &mut next_seq };
            *slot += 1;
            *slot - 1
        })
        .collect();
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return root;
    }
    if !permutation_keeps_dependences(&deps, &perm) {
        return root;
    }
    let _ = permute_loops(ctx, body, &band, &perm);
    root
}

// ---- body skewing ----------------------------------------------------------------------------

/// The op of the body of `f` that is or contains `op`, if any.
fn ancestor_in_body(body: &Body, f: &AffineFor, op: OpId) -> Option<OpId> {
    let region = body.block_region(f.block)?;
    strata_ir::dominance::find_ancestor_op_in_region(body, region, op)
}

/// Whether shifting the ops of the body of `f` by `shifts` (one per op,
/// terminator excluded) keeps every value defined before its uses: each
/// result is used only by ops of the body with the same shift (MLIR's
/// `isOpwiseShiftValid`).
pub fn is_opwise_shift_valid(body: &Body, f: &AffineFor, shifts: &[u64]) -> bool {
    let ops = f.body_ops(body);
    if ops.len() != shifts.len() {
        return false;
    }
    let position: rustc_hash::FxHashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    ops.iter().zip(shifts).all(|(&o, &s)| {
        body.results(o).all(|r| {
            body.uses(r)
                .all(|(user, _)| match ancestor_in_body(body, f, user) {
                    Some(a) => position.get(&a).is_none_or(|&k| shifts[k] == s),
                    None => true,
                })
        })
    })
}

/// `map` with `delta` added to each result.
fn shifted_map(ctx: &Context, map: &AffineMap, delta: i64) -> AffineMap {
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&r| ctx.affine_add(r, ctx.affine_constant(delta)))
        .collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// Skews the ops of the body of the `affine.for` `op` (MLIR's
/// `affineForOpBodySkew`): op `k` of the body (terminator excluded) runs
/// `shifts[k]` iterations later than in the original loop. With the
/// distinct shifts `d0 < d1 < ... < dm`, the ops sharing shift `d` (a
/// group) run at times `d .. d + N` (`N` the trip count, in iterations);
/// the loop becomes a sequence of loops over the lower bound shifted by
/// those times: while groups start (from `d0` to `dm`), one loop per
/// interval between consecutive start or end times; then, group by group
/// in order, a loop up to the group's end time running it and the later
/// groups (also when that loop runs no iteration, as mlir-opt emits it).
/// In each loop, the groups run in order of shift, each op in its
/// original order and seeing the induction variable minus its shift
/// times the step (an `affine.apply`). Loops that run once are promoted
/// (their induction variable a constant at the function entry), and with
/// `unroll_prologue_epilogue` the first and last loops are fully
/// unrolled.
///
/// Needs a constant trip count, a single-result lower bound, no
/// loop-carried values and shifts that keep values defined before their
/// uses ([`is_opwise_shift_valid`]). A loop without ops or running no
/// iteration, or shifts all zero, are left as they are.
///
/// Cost: one copy of each op per loop it runs in, at most twice the
/// number of distinct shifts loops.
pub fn affine_for_op_body_skew(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    shifts: &[u64],
    unroll_prologue_epilogue: bool,
) -> Result<(), NotApplicable> {
    let f = AffineFor::get(ctx, body, op).ok_or(NotApplicable("not a well-formed affine.for"))?;
    let ops = f.body_ops(body);
    if ops.is_empty() {
        return Ok(());
    }
    if ops.len() != shifts.len() {
        return Err(NotApplicable("one shift per op of the body is needed"));
    }
    if !f.iter_args.is_empty() {
        return Err(NotApplicable("the loop has loop-carried values"));
    }
    if f.lb_map.results.len() != 1 {
        return Err(NotApplicable("the lower bound has several results"));
    }
    let n =
        constant_trip_count(ctx, body, op).ok_or(NotApplicable("the trip count is not a known constant"))?;
    if n == 0 || shifts.iter().all(|&s| s == 0) {
        return Ok(());
    }
    if !is_opwise_shift_valid(body, &f, shifts) {
        return Err(NotApplicable(
            "the shifts would use values before their definition",
        ));
    }
    let n = i64::try_from(n).map_err(|_| NotApplicable("the trip count is too large"))?;
    // Groups of ops by shift, in order of shift; times in iterations.
    let mut groups: std::collections::BTreeMap<i64, Vec<OpId>> = std::collections::BTreeMap::new();
    for (&o, &s) in ops.iter().zip(shifts) {
        let s = i64::try_from(s).map_err(|_| NotApplicable("a shift is too large"))?;
        groups.entry(s).or_default().push(o);
    }
    let groups: Vec<(i64, Vec<OpId>)> = groups.into_iter().collect();
    let overflow = NotApplicable("the shifted bounds overflow");
    let end_of = |s: i64| s.checked_add(n).ok_or(overflow);
    // The loops to emit: (from, to, the groups running in it).
    let mut chunks: Vec<(i64, i64, Vec<usize>)> = Vec::new();
    let d_last = groups[groups.len() - 1].0;
    let ends: Vec<i64> = groups.iter().map(|g| end_of(g.0)).collect::<Result<_, _>>()?;
    // While groups start: split at start times and at the end times
    // falling before the last start.
    let mut cuts: Vec<i64> = groups.iter().map(|g| g.0).collect();
    cuts.extend(ends.iter().copied().filter(|&e| e < d_last));
    cuts.sort_unstable();
    cuts.dedup();
    for w in cuts.windows(2) {
        let active: Vec<usize> = (0..groups.len())
            .filter(|&i| groups[i].0 <= w[0] && w[0] < ends[i])
            .collect();
        if !active.is_empty() {
            chunks.push((w[0], w[1], active));
        }
    }
    // Then group by group until each ends, with the groups still running.
    let mut start = d_last;
    for i in 0..groups.len() {
        if ends[i] < d_last {
            continue;
        }
        let active: Vec<usize> = (i..groups.len()).filter(|&k| ends[k] >= d_last).collect();
        chunks.push((start, ends[i], active));
        start = ends[i];
    }
    // Every bound is checked before anything changes.
    let step = f.step;
    let scaled = |t: i64| t.checked_mul(step).ok_or(overflow);
    for (a, b, _) in &chunks {
        scaled(*a)?;
        scaled(*b)?;
    }
    for (shift, _) in &groups {
        scaled(*shift)?;
    }
    // The group of each op of the body, to find which groups use the
    // induction variable.
    let group_of: rustc_hash::FxHashMap<OpId, usize> = groups
        .iter()
        .enumerate()
        .flat_map(|(g, (_, ops))| ops.iter().map(move |&o| (o, g)))
        .collect();
    let mut uses_iv = vec![false; groups.len()];
    for (user, _) in body.uses(f.iv) {
        if let Some(g) = ancestor_in_body(body, &f, user).and_then(|o| group_of.get(&o)) {
            uses_iv[*g] = true;
        }
    }
    let loc = body.op_loc(op);
    let opts = LoopOptions {
        constants_at_entry: true,
    };
    let mut emitted = Vec::new();
    for (a, b, active) in &chunks {
        let lb = shifted_map(ctx, &f.lb_map, scaled(*a)?);
        let ub = shifted_map(ctx, &f.lb_map, scaled(*b)?);
        let chunk = create_for(ctx, body, op, (&lb, &f.lb_operands), (&ub, &f.lb_operands), step);
        let Some(cf) = AffineFor::get(ctx, body, chunk) else {
            continue;
        };
        let mut map = IrMapping::new();
        for &g in active {
            let (shift, group_ops) = &groups[g];
            if *shift == 0 || !uses_iv[g] {
                map.map_value(f.iv, cf.iv);
            } else {
                let remap = AffineMap::new(
                    1,
                    0,
                    vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(-scaled(*shift)?))],
                );
                let mut bld = OpBuilder::new(ctx, body);
                bld.set_insertion_point_before(cf.terminator);
                let v = affine::ApplyOp::build(&mut bld, loc, &[cf.iv], map_attr(ctx, remap)).result(&bld);
                map.map_value(f.iv, v);
            }
            for &o in group_ops {
                let c = body.clone_op(o, &mut map);
                body.insert_op(InsertPoint::Before(cf.terminator), c);
            }
        }
        if !promote_if_single_iteration(ctx, body, chunk, opts) {
            emitted.push(chunk);
        }
    }
    body.erase_op(op);
    if unroll_prologue_epilogue {
        if let Some(&p) = emitted.first() {
            let _ = loop_unroll_full(ctx, body, p, opts);
        }
        if let Some(&e) = emitted.last() {
            if emitted.len() > 1 && body.is_live(e) {
                let _ = loop_unroll_full(ctx, body, e, opts);
            }
        }
    }
    Ok(())
}
