//! `test-loop-permutation`: permutes every perfect nest of `affine.for`
//! loops whose depth is that of the given permutation (loop `i` moves to
//! position `permutation-map[i]`), optionally only where the dependences
//! allow it.

use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, WalkOrder, WalkResult};
use strata_pass::{parse_bool_option, Pass};

use super::loop_utils::{
    is_affine_for, is_valid_loop_interchange_permutation, perfectly_nested_loops, permute_loops,
};

/// The `test-loop-permutation` pass.
#[derive(Clone, Debug, Default)]
pub struct TestLoopPermutation {
    /// `permutation-map`: the new position of each loop, outermost first.
    pub permutation: Vec<usize>,
    /// `check-validity`: permute only when the dependences allow it.
    pub check_validity: bool,
}

impl TestLoopPermutation {
    fn run_on_body(&self, ctx: &Context, body: &mut Body) {
        let mut loops: Vec<OpId> = Vec::new();
        for &r in body.root_regions().to_vec().iter() {
            for b in body.region_blocks(r).collect::<Vec<_>>() {
                for o in body.block_ops(b).collect::<Vec<_>>() {
                    let _ = body.walk(o, WalkOrder::PostOrder, &mut |x| {
                        if is_affine_for(ctx, body, x) {
                            loops.push(x);
                        }
                        WalkResult::Advance
                    });
                }
            }
        }
        for root in loops {
            let nest = perfectly_nested_loops(ctx, body, root, usize::MAX);
            if nest.len() < 2 || nest.len() != self.permutation.len() {
                continue;
            }
            if self.check_validity
                && !is_valid_loop_interchange_permutation(ctx, body, &nest, &self.permutation)
            {
                continue;
            }
            let _ = permute_loops(ctx, body, &nest, &self.permutation);
        }
        for (_, child) in body.child_bodies_mut() {
            self.run_on_body(ctx, child);
        }
    }
}

impl Pass for TestLoopPermutation {
    fn argument(&self) -> &'static str {
        "test-loop-permutation"
    }

    fn description(&self) -> &'static str {
        "Tests affine loop permutation utility"
    }

    fn name(&self) -> &'static str {
        "TestLoopPermutation"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "check-validity" => self.check_validity = parse_bool_option(name, value)?,
            "permutation-map" => {
                self.permutation = value
                    .split(',')
                    .filter(|s| !s.trim().is_empty())
                    .map(|s| {
                        s.trim().parse::<u32>().map(|v| v as usize).map_err(|_| {
                            format!("for the --{name} option: '{s}' value invalid for uint argument!")
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let perm: Vec<String> = self.permutation.iter().map(|p| p.to_string()).collect();
        format!(
            "check-validity={} permutation-map={}",
            self.check_validity,
            perm.join(",")
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.run_on_body(ctx, op.body());
        Ok(())
    }
}
