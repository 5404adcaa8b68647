//! `affine-loop-normalize`: rewrites every `affine.for` and
//! `affine.parallel` of a function to run from 0 by step 1, innermost
//! loops first.

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::{parse_bool_option, Pass};

use super::loop_utils::{is_affine_for, normalize_affine_for, normalize_affine_parallel, LoopOptions};

/// The `affine-loop-normalize` pass: rewrites loops to run from 0 with step 1.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopNormalize {
    /// Replace loops that run once by their body instead.
    pub promote_single_iter: bool,
}

impl Pass for AffineLoopNormalize {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for", "affine.parallel"],
            removes: &[],
            introduces: &["affine.apply", "arith.constant"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-loop-normalize"
    }

    fn description(&self) -> &'static str {
        "Apply normalization transformations to affine loop-like ops"
    }

    fn name(&self) -> &'static str {
        "AffineLoopNormalize"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "promote-single-iter" => self.promote_single_iter = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("promote-single-iter={}", self.promote_single_iter)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let opts = LoopOptions {
            constants_at_entry: true,
        };
        let body = op.body();
        let loops: Vec<OpId> = body
            .collect_root_regions_post_order()
            .into_iter()
            .filter(|&o| {
                is_affine_for(ctx, body, o) || strata_dialect_affine::ParallelOp::isa(&(ctx, &*body), o)
            })
            .collect();
        for l in loops {
            if !body.is_live(l) {
                continue;
            }
            if strata_dialect_affine::ParallelOp::isa(&(ctx, &*body), l) {
                let _ = normalize_affine_parallel(ctx, body, l);
            } else if is_affine_for(ctx, body, l) {
                // Loops that cannot be normalized are left as they are.
                let _ = normalize_affine_for(ctx, body, l, self.promote_single_iter, opts);
            }
        }
        Ok(())
    }
}
