//! `int-range-optimizations`: values whose inferred range is a single
//! value become constants of the dialect that defines them, and remainders
//! whose dividend is known to lie below a constant divisor are removed;
//! then the greedy driver folds what this exposes (comparisons with known
//! results become constants through their ranges).

use strata_dialect_utils::matchers::const_i64;
use strata_ir::int_range::{constant_attr, IntegerValueRange};
use strata_ir::interfaces::is_trivially_removable;
use strata_ir::{BlockId, Context, IsolatedOpMut, LogicalResult, OpId, OpName, OpRef, ValueDef, ValueId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_with_listener, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};
use strata_transforms::dataflow::int_range::solve_int_ranges;

use super::Ranges;

/// The `int-range-optimizations` pass.
pub struct IntRangeOptimizations;

impl Pass for IntRangeOptimizations {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::within_dialects()
    }

    fn argument(&self) -> &'static str {
        "int-range-optimizations"
    }

    fn description(&self) -> &'static str {
        "Do optimizations based on integer range analysis"
    }

    fn name(&self) -> &'static str {
        "ArithIntRangeOpts"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let mut solution = solve_int_ranges(ctx, op);
        let mut by_body = solution.take_values_by_body();
        solution.for_each_body_mut(0, owner, op.body(), &mut |b, owner, bd| {
            let ranges = Ranges::new(std::mem::take(&mut by_body[b]));
            // The owner's region arguments first, as the pattern on the
            // owner would before the ops inside.
            {
                let mut listener = ranges.listener();
                let mut rw = PatternRewriter::new(ctx, bd, &mut listener);
                let blocks: Vec<BlockId> = rw
                    .body()
                    .root_regions()
                    .to_vec()
                    .into_iter()
                    .flat_map(|r| rw.body().region_blocks(r).collect::<Vec<_>>())
                    .collect();
                for block in blocks {
                    rw.set_insertion_point_to_start(block);
                    let args = rw.body().block_args(block).to_vec();
                    for a in args {
                        replace_with_constant(&mut rw, &ranges, a, Some(owner));
                    }
                }
            }
            let patterns = FrozenPatternSet::new(
                ctx,
                vec![
                    Box::new(MaterializeKnownConstantValues(ranges.clone())),
                    Box::new(DeleteTrivialRem("arith.remsi", ranges.clone())),
                    Box::new(DeleteTrivialRem("arith.remui", ranges.clone())),
                ],
            );
            let mut listener = ranges.listener();
            apply_patterns_greedily_with_listener(
                ctx,
                bd,
                &patterns,
                GreedyConfig::default(),
                Some(&mut listener),
            );
        });
        Ok(())
    }
}

/// The constant `v` is known to be, if any.
fn known_constant(ranges: &Ranges, v: ValueId) -> Option<strata_ir::APInt> {
    IntegerValueRange(ranges.get(v)).constant_value()
}

/// Replaces the uses of `v` by a constant of the dialect of the op
/// defining it (or owning its block; `owner` for the body's root regions)
/// when its range is one value, at the rewriter's insertion point, falling
/// back to an `arith.constant`; returns whether it did.
fn replace_with_constant(
    rw: &mut PatternRewriter<'_>,
    ranges: &Ranges,
    v: ValueId,
    owner: Option<OpName>,
) -> bool {
    let ctx = rw.ctx;
    if !rw.body().has_uses(v) {
        return false;
    }
    let Some(c) = known_constant(ranges, v) else {
        return false;
    };
    let body = rw.body();
    let ty = body.value_type(v);
    let owner = match body.value_def(v) {
        ValueDef::Result(op, _) => Some(body.op_name(op)),
        ValueDef::BlockArg(block, _) => body.block_parent_op(block).map(|op| body.op_name(op)).or(owner),
        ValueDef::Placeholder => None,
    };
    let Some(attr) = constant_attr(ctx, ty, &c) else {
        return false;
    };
    let loc = body.value_loc(v);
    let dialect = owner.and_then(|o| ctx.dialect_by_name(ctx.op_name_dialect(o)));
    let arith = ctx.dialect_by_name("arith");
    let Some(cop) = dialect
        .and_then(|d| rw.materialize_constant(d, attr, ty, loc))
        .or_else(|| arith.and_then(|d| rw.materialize_constant(d, attr, ty, loc)))
    else {
        return false;
    };
    let Some(new) = rw.body().results(cop).next() else {
        return false;
    };
    ranges.copy(v, new);
    rw.replace_all_uses_with(v, new);
    true
}

/// Materializes the values the analysis found constant (results of any op
/// that is not a constant, and arguments of its regions' blocks).
struct MaterializeKnownConstantValues(Ranges);

impl RewritePattern for MaterializeKnownConstantValues {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "MaterializeKnownConstantValues"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if strata_ir::fold::is_constant_like(OpRef::new(ctx, body, op)) {
            return false;
        }
        let needs_replacing = |v: ValueId| body.has_uses(v) && known_constant(&self.0, v).is_some();
        let results: Vec<ValueId> = body.results(op).collect();
        let constant_results = results.iter().any(|&r| needs_replacing(r));
        // Region arguments are only rewritten in regions of this body.
        let local: &[strata_ir::RegionId] = match body.child_body(op) {
            Some(_) => &[],
            None => body.regions_in_body(op),
        };
        let blocks: Vec<BlockId> = local.iter().flat_map(|&r| body.region_blocks(r)).collect();
        let constant_args = blocks
            .iter()
            .any(|&b| body.block_args(b).iter().any(|&a| needs_replacing(a)));
        if !constant_results && !constant_args {
            return false;
        }
        let mut replaced_all = !results.is_empty();
        rw.set_insertion_point(op);
        for &r in &results {
            replaced_all &= replace_with_constant(rw, &self.0, r, None) || !rw.body().has_uses(r);
        }
        if replaced_all && is_trivially_removable(OpRef::new(ctx, rw.body(), op)) {
            rw.erase_op(op);
            return true;
        }
        for block in blocks {
            rw.set_insertion_point_to_start(block);
            let args = rw.body().block_args(block).to_vec();
            for a in args {
                replace_with_constant(rw, &self.0, a, None);
            }
        }
        true
    }
}

/// Removes `arith.remsi` and `arith.remui` whose dividend lies in
/// `[0, divisor)` for a constant positive divisor.
struct DeleteTrivialRem(&'static str, Ranges);

impl RewritePattern for DeleteTrivialRem {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        "DeleteTrivialRem"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if body.num_operands(op) != 2 {
            return false;
        }
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        let Some(modulus) = const_i64(ctx, body, rhs).filter(|&m| m > 0) else {
            return false;
        };
        let Some(range) = self.1.get(lhs) else {
            return false;
        };
        let (min, max) = if self.0 == "arith.remui" {
            (range.umin(), range.umax())
        } else {
            (range.smin(), range.smax())
        };
        // Both bounds in [0, modulus), in order.
        let below = |v: &strata_ir::APInt| !v.is_negative() && v.to_u64().is_some_and(|x| x < modulus as u64);
        if !below(min) || !below(max) || max.ult(min) {
            return false;
        }
        rw.replace_op(op, &[lhs]);
        true
    }
}
