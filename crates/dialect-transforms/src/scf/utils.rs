//! Helpers shared by the scf transformations: a view of `scf.for` and
//! `scf.parallel`, constants, static trip counts, building arith ops and
//! loops, and promoting loops that run at most once.

use rayon::prelude::*;
use strata_dialect_scf as scf;
use strata_dialect_utils::matchers::const_int;
use strata_ir::{
    BlockId, Body, Context, InsertPoint, IrMapping, Location, OpBuilder, OpId, OperationState, RegionId,
    Type, ValueId,
};

/// Runs `f` on `body`, then on the bodies of the isolated ops nested in it
/// (in parallel: they are disjoint). Loops never span isolated ops, so each
/// body is transformed on its own.
pub fn for_each_body(ctx: &Context, body: &mut Body, f: &(dyn Fn(&Context, &mut Body) + Sync)) {
    f(ctx, body);
    body.child_bodies_mut()
        .into_par_iter()
        .for_each(|(_, child)| for_each_body(ctx, child, f));
}

/// Whether `op` is live and named `name`.
pub fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    body.is_live(op) && body.op_name(op) == ctx.op_name(name)
}

/// Whether `op` is live and `isa` matches it (a typed wrapper's `isa`).
pub fn is_live_op(ctx: &Context, body: &Body, op: OpId, isa: fn(&(&Context, &Body), OpId) -> bool) -> bool {
    body.is_live(op) && isa(&(ctx, body), op)
}

/// The bit width integers of type `ty` have (64 for `index`).
pub fn int_width(ctx: &Context, ty: Type) -> u32 {
    if ctx.is_index(ty) {
        64
    } else {
        ctx.integer_width(ty).unwrap_or(64)
    }
}

/// The parts of an `scf.for`.
#[derive(Clone, Debug)]
pub struct ForLoop {
    /// The `scf.for` op.
    pub op: OpId,
    /// The lower bound.
    pub lb: ValueId,
    /// The upper bound.
    pub ub: ValueId,
    /// The step.
    pub step: ValueId,
    /// The initial values of the loop-carried values.
    pub inits: Vec<ValueId>,
    /// The body's block.
    pub block: BlockId,
    /// The induction variable (the block's first argument).
    pub iv: ValueId,
    /// The block arguments of the loop-carried values.
    pub iter_args: Vec<ValueId>,
    /// The body's `scf.yield`.
    pub terminator: OpId,
    /// Whether the loop compares its bounds as unsigned integers.
    pub unsigned: bool,
}

impl ForLoop {
    /// The view of `op`, if it is a well-formed `scf.for`.
    pub fn get(ctx: &Context, body: &Body, op: OpId) -> Option<ForLoop> {
        if !is_live_op(ctx, body, op, |ir, op| scf::ForOp::isa(ir, op)) || body.child_body(op).is_some() {
            return None;
        }
        let ir = (ctx, body);
        let f = scf::ForOp(op);
        let inits: Vec<ValueId> = f.init_args(&ir).collect();
        let block = body.region_entry(f.region(&ir))?;
        let args = body.block_args(block);
        if args.len() != inits.len() + 1 {
            return None;
        }
        let terminator = body.last_op(block)?;
        if !is_live_op(ctx, body, terminator, |ir, op| scf::YieldOp::isa(ir, op)) {
            return None;
        }
        Some(ForLoop {
            op,
            lb: f.lower_bound(&ir),
            ub: f.upper_bound(&ir),
            step: f.step(&ir),
            inits,
            block,
            iv: args[0],
            iter_args: args[1..].to_vec(),
            terminator,
            unsigned: f.unsigned_cmp(&ir),
        })
    }

    /// The values the body's `scf.yield` yields.
    pub fn yielded(&self, body: &Body) -> Vec<ValueId> {
        body.operands(self.terminator).collect()
    }
}

/// The parts of an `scf.parallel`.
#[derive(Clone, Debug)]
pub struct ParallelLoop {
    /// The `scf.parallel` op.
    pub op: OpId,
    /// The lower bounds, one per induction variable.
    pub lbs: Vec<ValueId>,
    /// The upper bounds, one per induction variable.
    pub ubs: Vec<ValueId>,
    /// The steps, one per induction variable.
    pub steps: Vec<ValueId>,
    /// The initial values of the reductions.
    pub inits: Vec<ValueId>,
    /// The body's region.
    pub region: RegionId,
    /// The body's block.
    pub block: BlockId,
    /// The body's `scf.reduce`.
    pub terminator: OpId,
}

impl ParallelLoop {
    /// The view of `op`, if it is a well-formed `scf.parallel`.
    pub fn get(ctx: &Context, body: &Body, op: OpId) -> Option<ParallelLoop> {
        if !is_live_op(ctx, body, op, |ir, op| scf::ParallelOp::isa(ir, op)) || body.child_body(op).is_some()
        {
            return None;
        }
        let ir = (ctx, body);
        let p = scf::ParallelOp(op);
        let region = p.region(&ir);
        let block = body.region_entry(region)?;
        let n = body.block_args(block).len();
        let (lbs, ubs, steps): (Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) = (
            p.lower_bound(&ir).collect(),
            p.upper_bound(&ir).collect(),
            p.step(&ir).collect(),
        );
        if lbs.len() != n || ubs.len() != n || steps.len() != n {
            return None;
        }
        let terminator = body.last_op(block)?;
        if !is_live_op(ctx, body, terminator, |ir, op| scf::ReduceOp::isa(ir, op)) {
            return None;
        }
        Some(ParallelLoop {
            op,
            lbs,
            ubs,
            steps,
            inits: p.init_vals(&ir).collect(),
            region,
            block,
            terminator,
        })
    }

    /// The induction variables (the body block's arguments).
    pub fn ivs<'b>(&self, body: &'b Body) -> &'b [ValueId] {
        body.block_args(self.block)
    }
}

/// The number of iterations of a loop from `lb` to `ub` by `step` when it
/// is known: zero when the bounds are the same value, otherwise computed
/// from constant bounds and step, comparing signed or unsigned (MLIR's
/// `constantTripCount`). A zero step has no trip count; a negative step
/// runs zero times.
pub fn static_trip_count(
    ctx: &Context,
    body: &Body,
    (lb, ub, step): (ValueId, ValueId, ValueId),
    unsigned: bool,
) -> Option<u128> {
    if lb == ub {
        return Some(0);
    }
    let step_c = const_int(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return None;
        }
        if s.is_negative() {
            return Some(0);
        }
    }
    let l = const_int(ctx, body, lb)?;
    let u = const_int(ctx, body, ub)?;
    let diff = if unsigned {
        let (l, u) = (l.zext_u64() as u128, u.zext_u64() as u128);
        if u <= l {
            return Some(0);
        }
        u - l
    } else {
        let (l, u) = (l.sext_i64() as i128, u.sext_i64() as i128);
        if u <= l {
            return Some(0);
        }
        (u - l) as u128
    };
    let s = step_c?.zext_u64() as u128;
    Some(diff.div_ceil(s))
}

/// The trip count of `f` when its bounds and step are constants (0 for a
/// negative step or an empty range), `None` otherwise.
pub fn for_trip_count(ctx: &Context, body: &Body, f: &ForLoop) -> Option<u128> {
    static_trip_count(ctx, body, (f.lb, f.ub, f.step), f.unsigned)
}

/// Truncates `v` to `width` bits, sign-extended to `i64` (the value an
/// integer attribute of that width holds).
pub fn wrap_to_width(v: i128, width: u32) -> i64 {
    if width == 0 {
        0
    } else if width >= 64 {
        v as i64
    } else {
        let shift = 128 - width;
        ((v << shift) >> shift) as i64
    }
}

/// Creates ops at an insertion point.
pub struct Builder<'a> {
    /// The builder ops are created with.
    pub b: OpBuilder<'a>,
    /// The location of the ops created.
    pub loc: Location,
}

impl<'a> Builder<'a> {
    /// A builder creating ops at `loc`, without an insertion point (created
    /// ops stay detached until one is set).
    pub fn new(ctx: &'a Context, body: &'a mut Body, loc: Location) -> Builder<'a> {
        Builder {
            b: OpBuilder::new(ctx, body),
            loc,
        }
    }

    /// A builder inserting before `op`, at `op`'s location.
    pub fn before(ctx: &'a Context, body: &'a mut Body, op: OpId) -> Builder<'a> {
        let loc = body.op_loc(op);
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_before(op);
        b
    }

    /// The body ops are created in.
    pub fn body(&mut self) -> &mut Body {
        self.b.body
    }

    /// Creates `name` with default-valued properties filled in, returning
    /// the op.
    pub fn op(&mut self, name: &str, operands: &[ValueId], results: &[Type]) -> OpId {
        let ctx = self.b.ctx;
        let mut st = OperationState::new(ctx.op_name(name), self.loc);
        st.operands = operands.to_vec();
        st.result_types = results.to_vec();
        st.populate_default_properties(ctx);
        self.b.create(st)
    }

    /// Creates an op of one result with the type of `lhs`.
    pub fn binary(&mut self, name: &str, lhs: ValueId, rhs: ValueId) -> ValueId {
        let ty = self.b.body.value_type(lhs);
        let op = self.op(name, &[lhs, rhs], &[ty]);
        self.b.body.result(op, 0)
    }

    /// `arith.constant value : ty`.
    pub fn constant(&mut self, ty: Type, value: i64) -> ValueId {
        let ctx = self.b.ctx;
        let attr = if ctx.integer_width(ty) == Some(1) {
            ctx.bool_attr(value != 0)
        } else {
            ctx.integer_attr(ty, value)
        };
        let mut st = OperationState::new(ctx.op_name("arith.constant"), self.loc);
        st.result_types.push(ty);
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), attr)]));
        let op = self.b.create(st);
        self.b.body.result(op, 0)
    }

    /// `arith.constant value : index`.
    pub fn index_constant(&mut self, value: i64) -> ValueId {
        let ty = self.b.ctx.index_type();
        self.constant(ty, value)
    }

    /// `arith.cmpi predicate, lhs, rhs` (MLIR's predicate numbering).
    pub fn cmpi(&mut self, predicate: u64, lhs: ValueId, rhs: ValueId) -> ValueId {
        let ctx = self.b.ctx;
        let mut st = OperationState::new(ctx.op_name("arith.cmpi"), self.loc);
        st.operands = vec![lhs, rhs];
        st.result_types.push(ctx.i1());
        let pred = strata_dialect_arith::CMPI_PREDICATE.attr(ctx, predicate);
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("predicate"), pred)]));
        let op = self.b.create(st);
        self.b.body.result(op, 0)
    }

    /// An `scf.for` with an empty body block (the induction variable and
    /// the iteration arguments), plus an `scf.yield` when there are no
    /// iteration arguments. Returns the op and its block.
    pub fn for_loop(
        &mut self,
        (lb, ub, step): (ValueId, ValueId, ValueId),
        inits: &[ValueId],
    ) -> (OpId, BlockId) {
        let ctx = self.b.ctx;
        let body = &mut *self.b.body;
        let block = body.create_block();
        let iv_ty = body.value_type(lb);
        body.add_block_arg(block, iv_ty, self.loc);
        let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
        for (&t, &v) in types.iter().zip(inits) {
            let loc = body.value_loc(v);
            body.add_block_arg(block, t, loc);
        }
        let op = scf::ForOp::build(&mut self.b, self.loc, &types, lb, ub, step, inits, false);
        let region = op.region(&self.b);
        self.b.body.append_block(region, block);
        if inits.is_empty() {
            scf::YieldOp::build(&mut OpBuilder::at_end(ctx, self.b.body, block), self.loc, &[]);
        }
        (op.op(), block)
    }

    /// An `scf.parallel` with an empty body block of induction variables
    /// and, when there are no reductions, an `scf.reduce` terminator.
    pub fn parallel_loop(
        &mut self,
        lbs: &[ValueId],
        ubs: &[ValueId],
        steps: &[ValueId],
        inits: &[ValueId],
    ) -> (OpId, BlockId) {
        let ctx = self.b.ctx;
        let body = &mut *self.b.body;
        let block = body.create_block();
        let index = ctx.index_type();
        for _ in lbs {
            body.add_block_arg(block, index, self.loc);
        }
        let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
        let op = scf::ParallelOp::build(&mut self.b, self.loc, &types, lbs, ubs, steps, inits);
        let region = op.region(&self.b);
        self.b.body.append_block(region, block);
        if inits.is_empty() {
            scf::ReduceOp::build(&mut OpBuilder::at_end(ctx, self.b.body, block), self.loc, &[], 0);
        }
        (op.op(), block)
    }
}

/// Replaces the loop by its body when it runs exactly once, and by its
/// initial values when it never runs (MLIR's
/// `ForOp::promoteIfSingleIteration`). Returns whether the loop is gone.
pub fn promote_if_single_iteration(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let Some(f) = ForLoop::get(ctx, body, op) else {
        return false;
    };
    match for_trip_count(ctx, body, &f) {
        Some(0) => {
            let results: Vec<ValueId> = body.results(op).collect();
            for (r, &init) in results.iter().zip(&f.inits) {
                body.replace_all_uses_with(*r, init);
            }
            body.erase_op(op);
            true
        }
        Some(1) => {
            let mut replacements = vec![f.lb];
            replacements.extend_from_slice(&f.inits);
            let args: Vec<ValueId> = body.block_args(f.block).to_vec();
            let yielded: Vec<ValueId> = f
                .yielded(body)
                .into_iter()
                .map(|v| args.iter().position(|&a| a == v).map_or(v, |i| replacements[i]))
                .collect();
            let results: Vec<ValueId> = body.results(op).collect();
            for (r, &y) in results.iter().zip(&yielded) {
                body.replace_all_uses_with(*r, y);
            }
            body.erase_op(f.terminator);
            body.merge_block_into(f.block, InsertPoint::Before(op), &replacements);
            body.erase_op(op);
            true
        }
        _ => false,
    }
}

/// The perfect nest of `scf.for` loops rooted at `op`, outermost first:
/// each loop's body holds only the next loop and its terminator.
pub fn perfectly_nested_for_loops(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(f) = ForLoop::get(ctx, body, cur) {
        out.push(cur);
        let ops: Vec<OpId> = body.block_ops(f.block).collect();
        match ops.as_slice() {
            [inner, _] if ForLoop::get(ctx, body, *inner).is_some() => cur = *inner,
            _ => break,
        }
    }
    out
}

/// Whether `v` is defined outside `op` (not in any region nested in it).
pub fn defined_outside(body: &Body, op: OpId, v: ValueId) -> bool {
    let def_op = match body.value_def(v) {
        strata_ir::ValueDef::Result(d, _) => body.parent_op(d),
        strata_ir::ValueDef::BlockArg(b, _) => body.block_parent_op(b),
        strata_ir::ValueDef::Placeholder => None,
    };
    match def_op {
        Some(p) => !body.is_ancestor(op, p),
        None => true,
    }
}

/// Clones `op` at the builder's point, mapping through `map`.
pub fn clone_at(body: &mut Body, op: OpId, map: &mut IrMapping, at: InsertPoint) -> OpId {
    let c = body.clone_op(op, map);
    body.insert_op(at, c);
    c
}

/// Why a loop transformation did not apply (the loop is left unchanged).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NotApplicable(pub &'static str);

impl std::fmt::Display for NotApplicable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for NotApplicable {}
