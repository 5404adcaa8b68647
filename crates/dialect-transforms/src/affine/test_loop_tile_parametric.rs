//! `test-affine-parametric-tile`: tiles each outermost perfect nest of a
//! function by the function's first arguments, one per loop.

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpRef};
use strata_pass::Pass;

use super::loop_tile_parametric::tile_perfectly_nested_parametric;
use super::loop_utils::{is_affine_for, perfectly_nested_loops};

/// The `test-affine-parametric-tile` pass.
#[derive(Clone, Debug, Default)]
pub struct TestAffineLoopParametricTiling;

impl Pass for TestAffineLoopParametricTiling {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.apply", "affine.if"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-affine-parametric-tile"
    }

    fn description(&self) -> &'static str {
        "Tile affine loops using SSA values as tile sizes"
    }

    fn name(&self) -> &'static str {
        "TestAffineLoopParametricTiling"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let Some(entry) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
            return Ok(());
        };
        let args = body.block_args(entry).to_vec();
        let roots: Vec<_> = body
            .block_ops(entry)
            .filter(|&o| is_affine_for(ctx, body, o))
            .collect();
        for root in roots {
            let band = perfectly_nested_loops(ctx, body, root, usize::MAX);
            let o = OpRef::new(ctx, body, root);
            if args.len() < band.len() {
                o.emit_error(
                    "too few tile sizes provided in the argument list of the function which contains the current band",
                );
                continue;
            }
            let sizes = &args[..band.len()];
            if sizes.iter().any(|&v| !ctx.is_index(body.value_type(v))) {
                o.emit_error("expected tiling parameters to be of index type");
                continue;
            }
            let _ = tile_perfectly_nested_parametric(ctx, body, &band, sizes);
        }
        Ok(())
    }
}
