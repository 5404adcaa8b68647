//! Test passes over the scf dialect's loop utilities, as MLIR's test
//! passes of those names: `test-scf-for-utils` (the static trip count of
//! every loop as an attribute, and optionally `scf.for`'s
//! `replaceWithAdditionalYields`), `test-scf-while-op-builder`,
//! `test-wrap-scf-while-loop-in-zero-trip-check`,
//! `test-scf-uplift-while-to-for` and `test-mapping-to-processing-elements`.
//! The transformations are library functions of the scf dialect.

use strata_ir::interfaces::{AdditionalYields, LoopLikeOpInterface, ReplaceWithAdditionalYields};
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, OperationState, WalkResult};
use strata_pass::{parse_bool_option, Pass};

/// `test-scf-for-utils`: every loop-like op gets a `test.trip-count`
/// attribute, its static trip count (an integer of its bounds' width) or
/// `"none"`; with `test-replace-with-new-yields`, each `scf.for` with
/// results gets its inits again as new loop-carried values, each yielding
/// the double (`arith.addf`) of the corresponding old yielded value.
#[derive(Default)]
pub struct TestScfForUtils {
    replace_with_new_yields: bool,
}

impl Pass for TestScfForUtils {
    fn argument(&self) -> &'static str {
        "test-scf-for-utils"
    }

    fn description(&self) -> &'static str {
        "test scf.for utils"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "test-replace-with-new-yields" => self.replace_with_new_yields = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("test-replace-with-new-yields={}", self.replace_with_new_yields)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut ops = Vec::new();
        body.walk_root_regions(&mut |o| {
            ops.push(o);
            WalkResult::Advance
        });
        let is_loop = |body: &strata_ir::Body, o: OpId| {
            OpRef::new(ctx, body, o)
                .def()
                .is_some_and(|d| d.interfaces.get::<LoopLikeOpInterface>().is_some())
        };
        let loops: Vec<OpId> = ops.into_iter().filter(|&o| is_loop(body, o)).collect();
        for &l in &loops {
            let attr = match strata_dialect_scf::for_static_trip_count(ctx, body, l) {
                Some(n) => ctx.integer_attr(ctx.integer_type(n.width()), n.sext_i64()),
                None => ctx.string_attr("none"),
            };
            body.set_op_attr(ctx, l, "test.trip-count", Some(attr));
        }
        if !self.replace_with_new_yields {
            return Ok(());
        }
        // Inner loops first, as MLIR's post-order walk.
        for &l in loops.iter().rev() {
            if ctx.op_name_str(body.op_name(l)) != "scf.for" || body.num_results(l) == 0 {
                continue;
            }
            let Some(replace) = OpRef::new(ctx, body, l)
                .def()
                .and_then(|d| d.interfaces.get::<ReplaceWithAdditionalYields>().copied())
            else {
                continue;
            };
            let inits: Vec<_> = body.operands(l).skip(3).collect();
            if inits.is_empty() {
                continue;
            }
            let (_, regions) = body.op_regions(l);
            let Some(yield_op) = regions
                .first()
                .and_then(|&r| body.region_entry(r))
                .and_then(|b| body.last_op(b))
            else {
                continue;
            };
            // The doubles are built before the yield, where MLIR's callback
            // builds them before the body moves to the new loop.
            let old_yielded: Vec<_> = body.operands(yield_op).collect();
            let loc = body.op_loc(l);
            let mut doubles = Vec::with_capacity(old_yielded.len());
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(yield_op);
            for v in old_yielded {
                let ty = b.body.value_type(v);
                let mut st = OperationState::new(ctx.op_name("arith.addf"), loc);
                st.operands = vec![v, v];
                st.result_types = vec![ty];
                st.populate_default_properties(ctx);
                let add = b.create(st);
                doubles.push(b.body.result(add, 0));
            }
            let extra = AdditionalYields {
                inits: &inits,
                replace_init_uses_in_loop: true,
                yielded: &|_, _| doubles.clone(),
            };
            (replace.0)(ctx, body, l, &extra).ok_or(strata_ir::Failed)?;
        }
        Ok(())
    }
}

/// `test-scf-while-op-builder`: before each `scf.while`, a copy built from
/// scratch with the same operands and result types, whose regions cast
/// their arguments to what their terminators need
/// (`builtin.unrealized_conversion_cast`), the condition a constant true.
#[derive(Default)]
pub struct TestScfWhileOpBuilder;

impl Pass for TestScfWhileOpBuilder {
    fn argument(&self) -> &'static str {
        "test-scf-while-op-builder"
    }

    fn description(&self) -> &'static str {
        "test build functions of scf.while"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut whiles = Vec::new();
        body.walk_root_regions(&mut |o| {
            if ctx.op_name_str(body.op_name(o)) == "scf.while" {
                whiles.push(o);
            }
            WalkResult::Advance
        });
        for w in whiles {
            let loc = body.op_loc(w);
            let operands: Vec<_> = body.operands(w).collect();
            let operand_types: Vec<_> = operands.iter().map(|&v| body.value_type(v)).collect();
            let result_types: Vec<_> = body.result_types(w).collect();
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(w);
            let new = strata_dialect_scf::WhileOp::build(&mut b, loc, &result_types, &operands).op();
            let (_, regions) = body.op_regions(new);
            let (before, after) = (regions[0], regions[1]);
            let mut region_block = |region,
                                    arg_types: &[strata_ir::Type],
                                    cast_to: &[strata_ir::Type],
                                    condition| {
                let block = body.create_block();
                body.append_block(region, block);
                let args: Vec<_> = arg_types
                    .iter()
                    .map(|&t| body.add_block_arg(block, t, loc))
                    .collect();
                let mut b = OpBuilder::at_end(ctx, body, block);
                let mut cast = OperationState::new(ctx.op_name("builtin.unrealized_conversion_cast"), loc);
                cast.operands = args;
                cast.result_types = cast_to.to_vec();
                let cast = b.create(cast);
                let mut forwarded: Vec<_> = b.body.results(cast).collect();
                let terminator = if condition {
                    let mut c = OperationState::new(ctx.op_name("arith.constant"), loc);
                    c.result_types = vec![ctx.i1()];
                    c.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.bool_attr(true))]));
                    let c = b.create(c);
                    forwarded.insert(0, b.body.result(c, 0));
                    "scf.condition"
                } else {
                    "scf.yield"
                };
                let mut t = OperationState::new(ctx.op_name(terminator), loc);
                t.operands = forwarded;
                b.create(t);
            };
            region_block(before, &operand_types, &result_types, true);
            region_block(after, &result_types, &operand_types, false);
        }
        Ok(())
    }
}

/// The `scf.while` ops of `body`'s root regions, inner ones first (MLIR's
/// post-order walk).
fn while_ops_post_order(ctx: &Context, body: &strata_ir::Body) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut roots = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            roots.extend(body.block_ops(b));
        }
    }
    for root in roots {
        body.walk(root, strata_ir::WalkOrder::PostOrder, &mut |o| {
            if ctx.op_name_str(body.op_name(o)) == "scf.while" {
                out.push(o);
            }
            WalkResult::Advance
        });
    }
    out
}

/// Rotates `scf.while` loops behind a zero-trip check where they are not
/// in do-while form (MLIR's `RotateWhileLoopPattern`).
struct RotateWhileLoop;

impl strata_rewrite::RewritePattern for RotateWhileLoop {
    fn root(&self) -> strata_rewrite::PatternRoot {
        strata_rewrite::PatternRoot::Op("scf.while")
    }

    fn debug_name(&self) -> &str {
        "RotateWhileLoopPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
        strata_dialect_scf::wrap_while_loop_in_zero_trip_check(rewriter, op, false)
            .is_some_and(|new| new != op)
    }
}

/// `test-wrap-scf-while-loop-in-zero-trip-check`: the loops rotated
/// greedily (with folding) where they are not in do-while form, or with
/// `force-create-check` every `scf.while` wrapped, without folding.
#[derive(Default)]
pub struct TestWrapWhileLoopInZeroTripCheck {
    force: bool,
}

impl Pass for TestWrapWhileLoopInZeroTripCheck {
    fn argument(&self) -> &'static str {
        "test-wrap-scf-while-loop-in-zero-trip-check"
    }

    fn description(&self) -> &'static str {
        "test scf::wrapWhileLoopInZeroTripCheck"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "force-create-check" => self.force = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("force-create-check={}", self.force)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        if self.force {
            for w in while_ops_post_order(ctx, body) {
                let mut listener = strata_rewrite::NoListener;
                let mut rw = strata_rewrite::PatternRewriter::new(ctx, body, &mut listener);
                // A malformed loop is left alone, as MLIR's test ignores
                // the failure.
                let _ = strata_dialect_scf::wrap_while_loop_in_zero_trip_check(&mut rw, w, true);
            }
            return Ok(());
        }
        let patterns = strata_rewrite::FrozenPatternSet::new(ctx, vec![Box::new(RotateWhileLoop)]);
        strata_rewrite::apply_patterns_greedily(
            ctx,
            body,
            &patterns,
            strata_rewrite::GreedyConfig::default(),
        );
        Ok(())
    }
}

/// Rewrites counting `scf.while` loops as `scf.for` (MLIR's
/// `UpliftWhileOp`).
struct UpliftWhileOp;

impl strata_rewrite::RewritePattern for UpliftWhileOp {
    fn root(&self) -> strata_rewrite::PatternRoot {
        strata_rewrite::PatternRoot::Op("scf.while")
    }

    fn debug_name(&self) -> &str {
        "UpliftWhileOp"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
        strata_dialect_scf::uplift_while_to_for(rewriter, op).is_some()
    }
}

/// `test-scf-uplift-while-to-for`: counting `scf.while` loops rewritten
/// as `scf.for` greedily.
#[derive(Default)]
pub struct TestScfUpliftWhileToFor;

impl Pass for TestScfUpliftWhileToFor {
    fn argument(&self) -> &'static str {
        "test-scf-uplift-while-to-for"
    }

    fn description(&self) -> &'static str {
        "test scf while to for uplifting"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = strata_rewrite::FrozenPatternSet::new(ctx, vec![Box::new(UpliftWhileOp)]);
        // The pass runs on any op: nested isolated ops are rewritten too.
        let r = strata_rewrite::apply_patterns_greedily_nested(
            ctx,
            op.body(),
            &patterns,
            strata_rewrite::GreedyConfig::default(),
            true,
        );
        if r.converged {
            Ok(())
        } else {
            Err(strata_ir::Failed)
        }
    }
}

/// `test-mapping-to-processing-elements`: each outermost `scf.for` is
/// distributed over the processor grid whose ids and counts the
/// unregistered `new_processor_id_and_range` ops define (result 0 the id,
/// result 1 the count, one op per grid dimension, outermost first). Works
/// on the ops of the body it runs on (a function under a pass pipeline).
#[derive(Default)]
pub struct TestMappingToProcessingElements;

impl Pass for TestMappingToProcessingElements {
    fn argument(&self) -> &'static str {
        "test-mapping-to-processing-elements"
    }

    fn description(&self) -> &'static str {
        "test mapping a single loop on a virtual processor grid"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let (mut ids, mut counts, mut loops) = (Vec::new(), Vec::new(), Vec::new());
        body.walk_root_regions(&mut |o| {
            let name = ctx.op_name_str(body.op_name(o));
            if name == "new_processor_id_and_range" && body.num_results(o) >= 2 {
                ids.push(body.result(o, 0));
                counts.push(body.result(o, 1));
            } else if name == "scf.for" {
                let mut nested = false;
                let mut p = body.parent_op(o);
                while let Some(x) = p {
                    nested |= ctx.op_name_str(body.op_name(x)) == "scf.for";
                    p = body.parent_op(x);
                }
                if !nested {
                    loops.push(o);
                }
            }
            WalkResult::Advance
        });
        for l in loops {
            strata_dialect_scf::map_loop_to_processor_ids(ctx, body, l, &ids, &counts);
        }
        Ok(())
    }
}
