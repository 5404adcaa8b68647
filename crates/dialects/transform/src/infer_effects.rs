//! `transform-infer-effects`: annotates the arguments of every named
//! sequence with a body as `transform.consumed` when a transform of the
//! body's block consumes them, `transform.readonly` otherwise.

use strata_ir::function_interface::{self as fi, DEFAULT_NAMES};
use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, WalkResult};
use strata_pass::Pass;

use crate::interpreter::{Library, TransformOpInterface};

/// `transform-infer-effects`.
#[derive(Clone, Debug, Default)]
pub struct InferEffectsPass;

/// Creates the pass.
pub fn create_infer_effects_pass() -> Box<dyn Pass> {
    Box::new(InferEffectsPass)
}

impl Pass for InferEffectsPass {
    fn argument(&self) -> &'static str {
        "transform-infer-effects"
    }

    fn description(&self) -> &'static str {
        "infer transform side effects for symbols"
    }

    fn name(&self) -> &'static str {
        "InferEffectsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        infer_in_body(ctx, &Library::default(), op.body())
    }
}

/// Annotates the named sequences of `body`'s root regions, then those of
/// the bodies nested in it.
fn infer_in_body(ctx: &Context, library: &Library, body: &mut Body) -> LogicalResult {
    let mut sequences = Vec::new();
    body.walk_root_regions_forward(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "transform.named_sequence" {
            sequences.push(o);
        }
        WalkResult::Advance
    });
    for s in sequences {
        annotate(ctx, library, body, s)?;
    }
    for (_, child) in body.child_bodies_mut() {
        infer_in_body(ctx, library, child)?;
    }
    Ok(())
}

/// Which arguments of the named sequence `op` its body's block consumes
/// (through the transforms directly in it), then the annotations.
fn annotate(ctx: &Context, library: &Library, body: &mut Body, op: OpId) -> LogicalResult {
    let opref = OpRef::new(ctx, body, op);
    if fi::is_external(opref) {
        return Ok(());
    }
    let (seq, regions) = opref.regions();
    let Some(&region) = regions.first() else {
        return Ok(());
    };
    if seq.region_blocks(region).count() != 1 {
        return Err(opref.emit_op_error("only single-block operations are currently supported"));
    }
    let Some(entry) = seq.region_entry(region) else {
        return Ok(());
    };
    let consumed: Vec<bool> = seq
        .block_args(entry)
        .iter()
        .map(|&a| {
            seq.uses(a).any(|(user, idx)| {
                let u = OpRef::new(ctx, seq, user);
                seq.op_block(user) == Some(entry)
                    && u.def()
                        .and_then(|d| d.interfaces.get::<TransformOpInterface>())
                        .is_some_and(|iface| (iface.consumed)(library, u).contains(&idx))
            })
        })
        .collect();
    let unit = ctx.unit_attr();
    let dicts: Vec<_> = consumed
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let name = if c {
                "transform.consumed"
            } else {
                "transform.readonly"
            };
            let d = fi::arg_attrs(opref, DEFAULT_NAMES, i).unwrap_or_else(|| ctx.empty_dictionary());
            Some(ctx.dict_with(d, ctx.ident(name), Some(unit)))
        })
        .collect();
    let array = fi::attr_dict_array(ctx, &dicts);
    body.set_op_attr(ctx, op, DEFAULT_NAMES.arg_attrs, array);
    Ok(())
}
