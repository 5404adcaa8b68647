//! `affine-loop-unroll`: unrolls the innermost `affine.for` loops of a
//! function by a factor, up to a factor, or completely.

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::{parse_bool_option, Pass};

use super::loop_utils::{
    constant_trip_count, innermost_loops, is_affine_for, loop_unroll_by_factor, loop_unroll_full,
    loop_unroll_up_to_factor, LoopOptions,
};

/// The options of `affine-loop-unroll`, as mlir-opt 22 spells them.
#[derive(Clone, Debug)]
pub struct AffineLoopUnroll {
    /// The factor, or -1 to unroll completely.
    pub unroll_factor: i64,
    /// `unroll-up-to-factor`: unroll by the factor or by the trip count when smaller.
    pub unroll_up_to_factor: bool,
    /// With `unroll_factor == -1`: only loops running at most this many
    /// times are unrolled, all of them (not only the innermost).
    pub unroll_full_threshold: Option<u32>,
    /// `unroll-num-reps`: how many times to repeat the unrolling.
    pub unroll_num_reps: u32,
    /// `cleanup-unroll`: unroll the cleanup loop fully as well.
    pub cleanup_unroll: bool,
}

impl Default for AffineLoopUnroll {
    fn default() -> Self {
        AffineLoopUnroll {
            unroll_factor: 4,
            unroll_up_to_factor: false,
            unroll_full_threshold: None,
            unroll_num_reps: 1,
            cleanup_unroll: false,
        }
    }
}

fn parse_uint(name: &str, value: &str) -> Result<u32, String> {
    strata_pass::parse_int_option(name, value, "uint")
}

impl Pass for AffineLoopUnroll {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.apply", "arith.constant"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-loop-unroll"
    }

    fn description(&self) -> &'static str {
        "Unroll affine loops"
    }

    fn name(&self) -> &'static str {
        "AffineLoopUnroll"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "unroll-factor" => {
                self.unroll_factor = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for long argument!")
                })?;
            }
            "unroll-up-to-factor" => self.unroll_up_to_factor = parse_bool_option(name, value)?,
            "unroll-full-threshold" => self.unroll_full_threshold = Some(parse_uint(name, value)?),
            "unroll-num-reps" => self.unroll_num_reps = parse_uint(name, value)?,
            "cleanup-unroll" => self.cleanup_unroll = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "cleanup-unroll={} unroll-factor={} unroll-full-threshold={} unroll-num-reps={} unroll-up-to-factor={}",
            self.cleanup_unroll,
            self.unroll_factor,
            self.unroll_full_threshold.unwrap_or(1),
            self.unroll_num_reps,
            self.unroll_up_to_factor
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if self.unroll_factor == 0 || self.unroll_factor < -1 {
            return Err(ctx.emit_error(
                ctx.unknown_loc(),
                "Invalid option: 'unroll-factor' should be greater than 0 or equal to -1",
            ));
        }
        let opts = LoopOptions {
            constants_at_entry: true,
        };
        let body = op.body();
        let full = self.unroll_factor == -1;
        if let (true, Some(threshold)) = (full, self.unroll_full_threshold) {
            let loops: Vec<OpId> = body
                .collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| {
                    is_affine_for(ctx, body, o)
                        && constant_trip_count(ctx, body, o).is_some_and(|t| t <= threshold as u64)
                })
                .collect();
            for l in loops {
                if is_affine_for(ctx, body, l) {
                    let _ = loop_unroll_full(ctx, body, l, opts);
                }
            }
            return Ok(());
        }
        for _ in 0..self.unroll_num_reps {
            let loops = innermost_loops(ctx, body);
            if loops.is_empty() {
                break;
            }
            let mut unrolled = false;
            for l in loops {
                let r = if full {
                    loop_unroll_full(ctx, body, l, opts)
                } else if self.unroll_up_to_factor {
                    loop_unroll_up_to_factor(ctx, body, l, self.unroll_factor as u64, opts)
                } else {
                    loop_unroll_by_factor(ctx, body, l, self.unroll_factor as u64, self.cleanup_unroll, opts)
                };
                unrolled |= r.is_ok();
            }
            if !unrolled {
                break;
            }
        }
        Ok(())
    }
}
