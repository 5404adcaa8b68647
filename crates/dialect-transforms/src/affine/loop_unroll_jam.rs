//! `affine-loop-unroll-jam`: unrolls and jams the loop that starts a
//! function, when its first op is an `affine.for`.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;

use super::loop_utils::{is_affine_for, loop_unroll_jam_by_factor, LoopOptions};

/// The `affine-loop-unroll-jam` pass: unrolls outer loops and fuses the copies of their inner loops.
#[derive(Clone, Debug)]
pub struct AffineLoopUnrollJam {
    /// `unroll-jam-factor`: the unroll-and-jam factor.
    pub unroll_jam_factor: u32,
}

impl Default for AffineLoopUnrollJam {
    fn default() -> Self {
        AffineLoopUnrollJam { unroll_jam_factor: 4 }
    }
}

impl Pass for AffineLoopUnrollJam {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.apply", "arith.constant"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-loop-unroll-jam"
    }

    fn description(&self) -> &'static str {
        "Unroll and jam affine loops"
    }

    fn name(&self) -> &'static str {
        "AffineLoopUnrollAndJam"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "unroll-jam-factor" => {
                self.unroll_jam_factor = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for uint argument!")
                })?;
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("unroll-jam-factor={}", self.unroll_jam_factor)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let opts = LoopOptions {
            constants_at_entry: true,
        };
        let body = op.body();
        let first = body
            .root_regions()
            .first()
            .and_then(|&r| body.region_entry(r))
            .and_then(|b| body.first_op(b));
        if let Some(l) = first.filter(|&l| is_affine_for(ctx, body, l)) {
            // A loop that cannot be unroll-jammed is left as it is.
            let _ = loop_unroll_jam_by_factor(ctx, body, l, self.unroll_jam_factor as u64, opts);
        }
        Ok(())
    }
}
