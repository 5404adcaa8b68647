//! `arith-unsigned-when-equivalent`: signed division, remainder, min, max,
//! extension and comparison ops whose operands and results are all known
//! non-negative become their unsigned counterparts, which compute the same
//! values (and are cheaper on many targets). Each op is visited once, in
//! post-order; ops a rewrite created have no ranges.

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OperationState, ValueId};
use strata_pass::Pass;
use strata_rewrite::{
    walk_and_apply_patterns_with_listener, FrozenPatternSet, PatternRewriter, PatternRoot, RewritePattern,
};
use strata_transforms::dataflow::int_range::solve_int_ranges;

use super::Ranges;

/// The `arith-unsigned-when-equivalent` pass.
pub struct UnsignedWhenEquivalent;

impl Pass for UnsignedWhenEquivalent {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "arith.divui",
            "arith.ceildivui",
            "arith.remui",
            "arith.minui",
            "arith.maxui",
            "arith.extui",
            "arith.cmpi",
        ])
    }

    fn argument(&self) -> &'static str {
        "arith-unsigned-when-equivalent"
    }

    fn description(&self) -> &'static str {
        "Replace signed ops with unsigned ones where they are proven equivalent"
    }

    fn name(&self) -> &'static str {
        "ArithUnsignedWhenEquivalentPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let mut solution = solve_int_ranges(ctx, op);
        let mut by_body = solution.take_values_by_body();
        solution.for_each_body_mut(0, owner, op.body(), &mut |b, _, bd| {
            let ranges = Ranges::new(std::mem::take(&mut by_body[b]));
            let mut patterns: Vec<Box<dyn strata_rewrite::RewritePattern>> = SIGNED_TO_UNSIGNED
                .iter()
                .map(|&(from, to)| {
                    Box::new(ConvertOpToUnsigned(from, to, ranges.clone())) as Box<dyn RewritePattern>
                })
                .collect();
            patterns.push(Box::new(ConvertCmpIToUnsigned(ranges.clone())));
            let patterns = FrozenPatternSet::new(ctx, patterns);
            let mut listener = ranges.listener();
            walk_and_apply_patterns_with_listener(ctx, bd, &patterns, Some(&mut listener));
        });
        Ok(())
    }
}

/// The signed ops and the unsigned ops replacing them.
const SIGNED_TO_UNSIGNED: &[(&str, &str)] = &[
    ("arith.divsi", "arith.divui"),
    ("arith.ceildivsi", "arith.ceildivui"),
    ("arith.floordivsi", "arith.divui"),
    ("arith.remsi", "arith.remui"),
    ("arith.minsi", "arith.minui"),
    ("arith.maxsi", "arith.maxui"),
    ("arith.extsi", "arith.extui"),
];

/// Whether `v`'s signed lower bound is known non-negative.
fn non_negative(ranges: &Ranges, v: ValueId) -> bool {
    ranges.get(v).is_some_and(|r| !r.smin().is_negative())
}

/// Replaces a signed op whose operands and results are all non-negative
/// by its unsigned counterpart, with the same operands and attributes.
struct ConvertOpToUnsigned(&'static str, &'static str, Ranges);

impl RewritePattern for ConvertOpToUnsigned {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        "ConvertOpToUnsigned"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if !body
            .operands(op)
            .chain(body.results(op))
            .all(|v| non_negative(&self.2, v))
        {
            return false;
        }
        let mut state = OperationState::new(ctx.op_name(self.1), body.op_loc(op));
        state.operands = body.operands(op).collect();
        state.result_types = body.results(op).map(|r| body.value_type(r)).collect();
        state.properties = body.op_properties(op);
        state.attributes = body.op_attr_dict(op);
        rw.set_insertion_point(op);
        rw.replace_op_with_new(op, state);
        true
    }
}

/// Turns a signed ordering `arith.cmpi` of non-negative operands into the
/// unsigned one.
struct ConvertCmpIToUnsigned(Ranges);

impl RewritePattern for ConvertCmpIToUnsigned {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.cmpi")
    }

    fn debug_name(&self) -> &str {
        "ConvertCmpIToUnsigned"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        use strata_dialect_arith::{CmpIOp, CMPI_PREDICATE};
        let Some(cmp) = CmpIOp::cast(rw, op) else {
            return false;
        };
        let Some(pred) = cmp.predicate(rw) else {
            return false;
        };
        let unsigned = match CMPI_PREDICATE.keyword(pred) {
            Some("sle") => "ule",
            Some("slt") => "ult",
            Some("sge") => "uge",
            Some("sgt") => "ugt",
            _ => return false,
        };
        let body = rw.body();
        if !body.operands(op).all(|v| non_negative(&self.0, v)) {
            return false;
        }
        let (lhs, rhs, loc) = (body.operand(op, 0), body.operand(op, 1), body.op_loc(op));
        let Some(unsigned) = CMPI_PREDICATE.value_of(unsigned) else {
            return false;
        };
        rw.set_insertion_point(op);
        let result = CmpIOp::build(rw, loc, lhs, rhs, unsigned).result(rw);
        rw.replace_op(op, &[result]);
        true
    }
}
