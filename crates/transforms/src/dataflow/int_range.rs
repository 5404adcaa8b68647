//! Integer range inference over the IR (MLIR's `IntegerRangeAnalysis`):
//! the [`SparseForwardAnalysis`] whose elements are
//! [`IntegerValueRange`]s. Ops implementing [`InferIntRangeInterface`]
//! infer their results (and the arguments of their regions) from their
//! operands; the induction variables of loops with known bounds range
//! from the lower bound to the last value below the upper bound; every
//! other integer value may be anything. A branch or region whose
//! condition's range is a single value is decided by it.
//!
//! Values that are yielded by a terminator and keep changing (loop-carried
//! values growing each iteration) go to the full range at their second
//! change, so that loops settle after a few visits.

use strata_ir::int_range::{constant_attr, ConstantIntRanges, InferIntRangeInterface, IntegerValueRange};
use strata_ir::interfaces::{LoopBound, LoopLikeOpInterface};
use strata_ir::{APInt, Attribute, Body, Context, IsolatedOpMut, OpId, OpRef, OpTraits, RegionId, ValueId};

use super::{
    AnalysisRoot, BodyIndex, ConstantLattice, ConstantPropagation, Solution, SparseForwardAnalysis,
    SparseForwardSolver,
};

/// Integer range inference; see the module documentation.
#[derive(Default)]
pub struct IntegerRangeAnalysis;

/// Whether a terminator uses `v`: a value carried around a loop.
fn is_yielded(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.uses(v).any(|(user, _)| {
        ctx.op_def(body.op_name(user))
            .is_some_and(|d| d.has_trait(OpTraits::TERMINATOR))
    })
}

/// The element `v` takes when `inferred` joins `old`, widened to the full
/// range when a loop-carried value changes again.
fn widen(
    ctx: &Context,
    body: &Body,
    v: ValueId,
    old: &IntegerValueRange,
    inferred: &IntegerValueRange,
) -> IntegerValueRange {
    let new = old.join(inferred);
    if !old.is_uninitialized() && new != *old && is_yielded(ctx, body, v) {
        return new.join(&IntegerValueRange::max_range(ctx, body.value_type(v)));
    }
    new
}

impl SparseForwardAnalysis for IntegerRangeAnalysis {
    type Lattice = IntegerValueRange;

    fn join(a: &IntegerValueRange, b: &IntegerValueRange) -> IntegerValueRange {
        a.join(b)
    }

    fn entry_state(&self, ctx: &Context, body: &Body, v: ValueId) -> IntegerValueRange {
        IntegerValueRange::max_range(ctx, body.value_type(v))
    }

    fn constant(
        &self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        l: &IntegerValueRange,
    ) -> Option<Option<Attribute>> {
        let range = l.0.as_ref()?;
        Some(
            range
                .constant_value()
                .and_then(|c| constant_attr(ctx, body.value_type(v), &c)),
        )
    }

    fn visit_operation(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        enclosing: &[OpRef<'_>],
        operands: &[IntegerValueRange],
        current: &dyn Fn(ValueId) -> IntegerValueRange,
        out: &mut Vec<(ValueId, IntegerValueRange)>,
    ) {
        let iface = ctx
            .op_def(body.op_name(op))
            .and_then(|d| d.interfaces.get::<InferIntRangeInterface>());
        let Some(iface) = iface else {
            for r in body.results(op) {
                out.push((r, self.entry_state(ctx, body, r)));
            }
            return;
        };
        let mut set = |v: ValueId, range: IntegerValueRange| {
            if body.defining_op(v) != Some(op) {
                return;
            }
            out.push((v, widen(ctx, body, v, &current(v), &range)));
        };
        let oref = OpRef::new(ctx, body, op);
        match iface.infer_in_scope {
            Some(f) => f(oref, enclosing, operands, &mut set),
            None => (iface.infer)(oref, operands, &mut set),
        }
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        outer: &dyn Fn(ValueId) -> IntegerValueRange,
        vbody: &Body,
        values: &[ValueId],
        current: &dyn Fn(ValueId) -> IntegerValueRange,
        out: &mut Vec<(ValueId, IntegerValueRange)>,
    ) {
        let def = ctx.op_def(body.op_name(op));
        let oref = OpRef::new(ctx, body, op);
        if let Some(iface) = def.and_then(|d| d.interfaces.get::<InferIntRangeInterface>()) {
            let operands: Vec<IntegerValueRange> = body.operands(op).map(outer).collect();
            (iface.infer)(oref, &operands, &mut |v, range| {
                if values.contains(&v) {
                    out.push((v, widen(ctx, vbody, v, &current(v), &range)));
                }
            });
            return;
        }
        let loop_like = def.and_then(|d| d.interfaces.get::<LoopLikeOpInterface>());
        let parts = loop_like.and_then(|l| {
            Some((
                (l.induction_vars?)(oref),
                (l.lower_bounds?)(oref),
                (l.upper_bounds?)(oref),
                (l.steps?)(oref),
            ))
        });
        let Some((ivs, lbs, ubs, steps)) = parts else {
            for &v in values {
                out.push((v, self.entry_state(ctx, vbody, v)));
            }
            return;
        };
        for (i, &iv) in ivs.iter().enumerate() {
            if !values.contains(&iv) {
                continue;
            }
            let width = ConstantIntRanges::storage_bitwidth(ctx, vbody.value_type(iv));
            if width == 0 {
                continue;
            }
            // A bound's value if constant, else its signed bound from the
            // analysis, else the extreme value.
            let bound = |b: Option<&LoopBound>, upper: bool| -> APInt {
                let range = match b {
                    Some(LoopBound::Constant(c)) => return APInt::from_i64(width, *c),
                    Some(LoopBound::Value(v)) => outer(*v).0,
                    None => None,
                };
                match (range, upper) {
                    (Some(r), true) if r.width() == width => r.smax().clone(),
                    (Some(r), false) if r.width() == width => r.smin().clone(),
                    (_, true) => APInt::signed_max(width),
                    (_, false) => APInt::signed_min(width),
                }
            };
            let mut min = bound(lbs.get(i), false);
            let mut max = bound(ubs.get(i), true);
            // A step not known is taken as positive.
            let step = bound(steps.get(i), true);
            if step.is_negative() {
                std::mem::swap(&mut min, &mut max);
            } else {
                // Loops stop before their upper bound.
                max = max.sub(&APInt::from_u64(width, 1));
            }
            // Bounds the wrong way round say nothing.
            if min.slt(&max) || min == max {
                out.push((
                    iv,
                    IntegerValueRange(Some(ConstantIntRanges::from_signed(min, max))),
                ));
            }
        }
    }
}

/// The element of [`RangesAndConstants`]: a value's ranges, and the
/// constant that constant propagation (folding) finds for it.
#[derive(Clone, PartialEq, Eq, Default, Debug)]
pub struct RangeLattice {
    /// What range inference knows.
    pub range: IntegerValueRange,
    /// What constant propagation knows.
    pub constant: ConstantLattice,
}

/// Integer range inference run together with constant propagation, as
/// MLIR's passes run `IntegerRangeAnalysis` beside
/// `SparseConstantPropagation`: both write the constant that decides
/// control flow, which is therefore the join of the constant folding finds
/// and the one a single-valued range gives. A branch on a value whose
/// range alone is one value (folding finds no constant) stays undecided,
/// as in MLIR.
#[derive(Default)]
pub struct RangesAndConstants {
    ranges: IntegerRangeAnalysis,
    constants: ConstantPropagation,
}

/// The constant a range gives.
fn range_constant(ctx: &Context, body: &Body, v: ValueId, range: &IntegerValueRange) -> ConstantLattice {
    match &range.0 {
        None => ConstantLattice::Uninitialized,
        Some(r) => match r
            .constant_value()
            .and_then(|c| constant_attr(ctx, body.value_type(v), &c))
        {
            Some(a) => ConstantLattice::Constant(a, "builtin"),
            None => ConstantLattice::Unknown,
        },
    }
}

/// The constant deciding control flow through `v`.
fn joined_constant(ctx: &Context, body: &Body, v: ValueId, l: &RangeLattice) -> ConstantLattice {
    l.constant.join(range_constant(ctx, body, v, &l.range))
}

fn ranges_only(v: ValueId, range: IntegerValueRange) -> (ValueId, RangeLattice) {
    (
        v,
        RangeLattice {
            range,
            constant: ConstantLattice::Uninitialized,
        },
    )
}

fn constants_only(v: ValueId, constant: ConstantLattice) -> (ValueId, RangeLattice) {
    (
        v,
        RangeLattice {
            range: IntegerValueRange(None),
            constant,
        },
    )
}

impl SparseForwardAnalysis for RangesAndConstants {
    type Lattice = RangeLattice;

    fn join(a: &RangeLattice, b: &RangeLattice) -> RangeLattice {
        RangeLattice {
            range: a.range.join(&b.range),
            constant: a.constant.join(b.constant),
        }
    }

    fn entry_state(&self, ctx: &Context, body: &Body, v: ValueId) -> RangeLattice {
        RangeLattice {
            range: self.ranges.entry_state(ctx, body, v),
            constant: ConstantLattice::Unknown,
        }
    }

    fn constant(
        &self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        l: &RangeLattice,
    ) -> Option<Option<Attribute>> {
        match joined_constant(ctx, body, v, l) {
            ConstantLattice::Uninitialized => None,
            ConstantLattice::Constant(a, _) => Some(Some(a)),
            ConstantLattice::Unknown => Some(None),
        }
    }

    fn visit_operation(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        enclosing: &[OpRef<'_>],
        operands: &[RangeLattice],
        current: &dyn Fn(ValueId) -> RangeLattice,
        out: &mut Vec<(ValueId, RangeLattice)>,
    ) {
        let ranges: Vec<IntegerValueRange> = operands.iter().map(|l| l.range.clone()).collect();
        let mut range_out = Vec::new();
        self.ranges.visit_operation(
            ctx,
            body,
            op,
            enclosing,
            &ranges,
            &|v| current(v).range,
            &mut range_out,
        );
        out.extend(range_out.into_iter().map(|(v, r)| ranges_only(v, r)));
        // Folding sees the joined constants of the operands.
        let constants: Vec<ConstantLattice> = body
            .operands(op)
            .zip(operands)
            .map(|(v, l)| joined_constant(ctx, body, v, l))
            .collect();
        let mut constant_out = Vec::new();
        self.constants.visit_operation(
            ctx,
            body,
            op,
            enclosing,
            &constants,
            &|v| joined_constant(ctx, body, v, &current(v)),
            &mut constant_out,
        );
        out.extend(constant_out.into_iter().map(|(v, c)| constants_only(v, c)));
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        outer: &dyn Fn(ValueId) -> RangeLattice,
        vbody: &Body,
        values: &[ValueId],
        current: &dyn Fn(ValueId) -> RangeLattice,
        out: &mut Vec<(ValueId, RangeLattice)>,
    ) {
        let mut range_out = Vec::new();
        self.ranges.visit_non_control_flow_arguments(
            ctx,
            body,
            op,
            &|v| outer(v).range,
            vbody,
            values,
            &|v| current(v).range,
            &mut range_out,
        );
        out.extend(range_out.into_iter().map(|(v, r)| ranges_only(v, r)));
        // Constant propagation knows nothing of them.
        out.extend(
            values
                .iter()
                .map(|&v| constants_only(v, ConstantLattice::Unknown)),
        );
    }
}

/// The ops of `regions` of `body` in executable blocks whose range
/// inference records what it sees, with their operands' elements.
fn collect_reflecting(
    solver: &SparseForwardSolver<'_, RangesAndConstants>,
    b: BodyIndex,
    regions: &[RegionId],
    out: &mut Vec<(OpId, Vec<IntegerValueRange>)>,
) {
    let (ctx, body) = (solver.ctx, solver.bodies[b]);
    for &r in regions {
        for block in body.region_blocks(r) {
            if !solver.is_executable(b, block) {
                continue;
            }
            for op in body.block_ops(block) {
                let reflects = ctx
                    .op_def(body.op_name(op))
                    .and_then(|d| d.interfaces.get::<InferIntRangeInterface>())
                    .is_some_and(|i| i.reflect.is_some());
                if reflects {
                    out.push((op, body.operands(op).map(|v| solver.value(b, v).range).collect()));
                }
                if body.child_body(op).is_none() {
                    collect_reflecting(solver, b, body.regions_in_body(op), out);
                }
            }
        }
    }
}

/// Runs integer range inference (with constant propagation, see
/// [`RangesAndConstants`]) on the body of `op`, the op a pass runs on, then
/// lets the ops that record the ranges of their operands do so
/// (`InferIntRangeInterface::reflect`). Returns the ranges.
pub fn solve_int_ranges(ctx: &Context, op: &mut IsolatedOpMut<'_>) -> Solution<IntegerValueRange> {
    let owner = op.name();
    let root_op = AnalysisRoot::of(ctx, op);
    let body = op.body();
    let (solution, mut pending) = {
        let solver = SparseForwardSolver::run_with(ctx, body, root_op, RangesAndConstants::default());
        let pending: Vec<Vec<(OpId, Vec<IntegerValueRange>)>> = (0..solver.bodies.len())
            .map(|b| {
                let mut out = Vec::new();
                collect_reflecting(&solver, b, solver.bodies[b].root_regions(), &mut out);
                out
            })
            .collect();
        (solver.into_solution().map(|l| l.range), pending)
    };
    solution.for_each_body_mut(0, owner, body, &mut |b, _, bd| {
        for (op, args) in std::mem::take(&mut pending[b]) {
            let reflect = ctx
                .op_def(bd.op_name(op))
                .and_then(|d| d.interfaces.get::<InferIntRangeInterface>())
                .and_then(|i| i.reflect);
            if let Some(reflect) = reflect {
                reflect(ctx, bd, op, &args);
            }
        }
    });
    solution
}
