//! `test-loop-fusion`: exercises the loop fusion utilities on every pair
//! of `affine.for` nests at the same loop depth (MLIR's test pass of the
//! same name): `test-loop-fusion-dependence-check` reports block-level
//! dependences that prevent fusion, `test-loop-fusion-slice-computation`
//! reports the computed slices (or incorrect ones), and
//! `test-loop-fusion-utilities` fuses pairs until nothing changes.

use strata_ir::affine::{print_affine_map, AffineMap};
use strata_ir::{BlockId, Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef};
use strata_pass::{parse_bool_option, Pass};

use super::loop_utils::AffineFor;
use super::slice::{
    can_fuse_loops, fuse_loops, nesting_depth, ComputationSlice, FusionResult, FusionStrategy,
};

/// The `test-loop-fusion` pass.
#[derive(Clone, Debug, Default)]
pub struct TestLoopFusion {
    /// `test-loop-fusion-dependence-check`.
    pub dependence_check: bool,
    /// `test-loop-fusion-slice-computation`.
    pub slice_computation: bool,
    /// `test-loop-fusion-utilities`.
    pub utilities: bool,
}

/// The `affine.for` ops of `block` and of the loops nested in them, by
/// loop depth, in program order.
fn gather_loops(ctx: &Context, body: &Body, block: BlockId, depth: usize, out: &mut Vec<Vec<OpId>>) {
    if out.len() == depth {
        out.push(Vec::new());
    }
    for op in body.block_ops(block).collect::<Vec<_>>() {
        if let Some(f) = AffineFor::get(ctx, body, op) {
            out[depth].push(op);
            gather_loops(ctx, body, f.block, depth + 1, out);
        }
    }
}

fn loops_by_depth(ctx: &Context, body: &Body) -> Vec<Vec<OpId>> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            gather_loops(ctx, body, b, 0, &mut out);
            if out.last().is_some_and(|l| l.is_empty()) {
                out.pop();
            }
        }
    }
    out
}

fn map_text(ctx: &Context, m: &Option<AffineMap>) -> String {
    match m {
        Some(m) => {
            let mut s = String::new();
            print_affine_map(ctx, m, &mut s);
            s
        }
        None => "<<NULL AFFINE MAP>>".to_string(),
    }
}

/// The slice as mlir-opt's test pass prints it: the insertion point's
/// loop depth and position in its block, then each loop's bounds.
fn slice_text(ctx: &Context, body: &Body, s: &ComputationSlice) -> String {
    let ops: Vec<OpId> = body.block_ops(s.insert_block).collect();
    let (point, index) = if s.insert_at_end {
        (ops.last().copied(), ops.len().saturating_sub(1))
    } else {
        (ops.first().copied(), 0)
    };
    let depth = point.map_or(0, |p| nesting_depth(ctx, body, p));
    let mut out = format!("insert point: ({depth}, {index}) loop bounds: ");
    for (lb, ub) in s.lbs.iter().zip(&s.ubs) {
        out += &format!("[{}, {}] ", map_text(ctx, lb), map_text(ctx, ub));
    }
    out
}

fn remark(ctx: &Context, body: &Body, op: OpId, text: String) {
    // A remark quotes the op in its custom form, as MLIR's `emitRemark`.
    let o = OpRef::new(ctx, body, op);
    let mut diag = Diagnostic::remark(o.loc(), text);
    ctx.attach_custom_op_note(o, &mut diag);
    ctx.emit(diag);
}

impl Pass for TestLoopFusion {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.apply", "arith.constant", "memref.alloc", "memref.dealloc"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-loop-fusion"
    }

    fn description(&self) -> &'static str {
        "Tests loop fusion utility functions."
    }

    fn name(&self) -> &'static str {
        "TestLoopFusion"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "test-loop-fusion-dependence-check" => self.dependence_check = parse_bool_option(name, value)?,
            "test-loop-fusion-slice-computation" => self.slice_computation = parse_bool_option(name, value)?,
            "test-loop-fusion-utilities" => self.utilities = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "test-loop-fusion-dependence-check={} test-loop-fusion-slice-computation={} test-loop-fusion-utilities={}",
            self.dependence_check, self.slice_computation, self.utilities
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        if self.utilities {
            // Fuse the first fusable pair until none is left.
            'fixpoint: loop {
                let levels = loops_by_depth(ctx, body);
                let max = levels.len();
                for (depth, loops) in levels.iter().enumerate() {
                    for &a in loops {
                        for &b in loops {
                            if a == b {
                                continue;
                            }
                            for d in depth + 1..=max {
                                let FusionResult::Success(slice) =
                                    can_fuse_loops(ctx, body, a, b, d, FusionStrategy::Generic)
                                else {
                                    continue;
                                };
                                fuse_loops(ctx, body, a, &slice, false);
                                if body.results(a).all(|r| !body.has_uses(r)) {
                                    body.erase_op(a);
                                }
                                continue 'fixpoint;
                            }
                        }
                    }
                }
                break;
            }
            return Ok(());
        }
        let levels = loops_by_depth(ctx, body);
        let max = levels.len();
        for (pass, enabled) in [(0, self.dependence_check), (1, self.slice_computation)] {
            if !enabled {
                continue;
            }
            for (depth, loops) in levels.iter().enumerate() {
                for (j, &a) in loops.iter().enumerate() {
                    for (k, &b) in loops.iter().enumerate() {
                        if j == k {
                            continue;
                        }
                        for d in depth + 1..=max {
                            let result = can_fuse_loops(ctx, body, a, b, d, FusionStrategy::Generic);
                            match (pass, result) {
                                (0, FusionResult::FailBlockDependence) => remark(
                                    ctx,
                                    body,
                                    a,
                                    format!(
                                        "block-level dependence preventing fusion of loop nest {j} into loop nest {k} at depth {depth}"
                                    ),
                                ),
                                (1, FusionResult::Success(s)) => {
                                    let text = slice_text(ctx, body, &s);
                                    remark(
                                        ctx,
                                        body,
                                        b,
                                        format!("slice ( src loop: {j}, dst loop: {k}, depth: {d} : {text})"),
                                    );
                                }
                                (1, FusionResult::FailIncorrectSlice(s)) => {
                                    let text = slice_text(ctx, body, &s);
                                    remark(
                                        ctx,
                                        body,
                                        b,
                                        format!(
                                            "Incorrect slice ( src loop: {j}, dst loop: {k}, depth: {d} : {text})"
                                        ),
                                    );
                                }
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
