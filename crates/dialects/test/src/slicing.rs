//! `slice-analysis-test`: for each structured (linalg) op of each
//! function, a new function holding the op's backward slice, to show
//! what [`strata_ir::slice_analysis::backward_slice`] finds.

use strata_ir::function_interface::CallableOpInterface;
use strata_ir::slice_analysis::{backward_slice, used_values_defined_above, BackwardSliceOptions};
use strata_ir::{
    Body, Context, InsertPoint, IrMapping, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState,
    WalkOrder, WalkResult,
};
use strata_pass::Pass;

/// The pass.
#[derive(Default)]
pub struct TestSliceAnalysis {
    omit_block_arguments: bool,
}

impl Pass for TestSliceAnalysis {
    fn argument(&self) -> &'static str {
        "slice-analysis-test"
    }
    fn description(&self) -> &'static str {
        "Test Slice analysis functionality."
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::SliceAnalysisTestPass"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "omit-block-arguments" => {
                self.omit_block_arguments = strata_pass::parse_bool_option(name, value)?
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        format!("omit-block-arguments={}", self.omit_block_arguments)
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        let functions: Vec<OpId> = module
            .root_regions()
            .iter()
            .flat_map(|&r| module.region_blocks(r))
            .flat_map(|b| module.block_ops(b))
            .filter(|&o| {
                ctx.op_def(module.op_name(o))
                    .is_some_and(|d| d.interfaces.get::<CallableOpInterface>().is_some())
                    && module.child_body(o).is_some()
            })
            .collect();
        let options = BackwardSliceOptions {
            omit_block_arguments: self.omit_block_arguments,
            ..Default::default()
        };
        // Slices are numbered through the module, as in MLIR.
        let mut number = 0;
        for f in functions {
            let Some(name) = strata_ir::symbol_table::symbol_name(ctx, module, f) else {
                continue;
            };
            let name = ctx.ident_str(name).to_string();
            let Some(fty) = module.op_attr(ctx, f, "function_type") else {
                continue;
            };
            let fbody = module.child_body(f).expect("filtered on bodies");
            let mut roots = Vec::new();
            for &r in fbody.root_regions() {
                for b in fbody.region_blocks(r) {
                    for o in fbody.block_ops(b) {
                        fbody.walk(o, WalkOrder::PostOrder, &mut |o| {
                            if strata_dialect_linalg::structured::is_structured(OpRef::new(ctx, fbody, o)) {
                                roots.push(o);
                            }
                            WalkResult::Advance
                        });
                    }
                }
            }
            let mut created = Vec::new();
            for &root in &roots {
                let slice = backward_slice(fbody, root, &options);
                let name = format!("{name}__backward_slice__{number}");
                number += 1;
                created.push(slice_function(
                    ctx,
                    fbody,
                    &slice,
                    &name,
                    fty,
                    fbody.op_loc(root),
                )?);
            }
            for st in created {
                let new = module.create_op(st);
                module.insert_op(InsertPoint::Before(f), new);
            }
        }
        Ok(())
    }
}

/// A function named `name` of type `fty` (that of the function whose body
/// is `fbody`) holding clones of the `slice` ops of `fbody`, its
/// arguments standing for the original's; it and its arguments are at
/// `loc`, the sliced op's location. Fails on a slice that uses a
/// value it neither defines nor gets as an argument (a block argument it
/// was told to omit).
fn slice_function(
    ctx: &Context,
    fbody: &Body,
    slice: &[OpId],
    name: &str,
    fty: strata_ir::Attribute,
    loc: strata_ir::Location,
) -> Result<OperationState, strata_ir::Failed> {
    let mut body = Body::new();
    let region = body.create_region();
    let entry = body.create_block();
    body.append_block(region, entry);
    let mut map = IrMapping::new();
    if let Some(&r) = fbody.root_regions().first() {
        if let Some(e) = fbody.region_blocks(r).next() {
            for &a in fbody.block_args(e) {
                let new = body.add_block_arg(entry, fbody.value_type(a), loc);
                map.map_value(a, new);
            }
        }
    }
    for &o in slice {
        let unmapped = fbody
            .operands(o)
            .chain(used_values_defined_above(fbody, o))
            .find(|&v| map.get_value(v).is_none());
        if unmapped.is_some() {
            return Err(OpRef::new(ctx, fbody, o).emit_error("slice uses a value it does not define"));
        }
        let c = body.clone_op_from(fbody, o, &mut map);
        body.append_op(entry, c);
    }
    let ret = body.create_op(OperationState::new(ctx.op_name("func.return"), loc));
    body.append_op(entry, ret);
    let mut st = OperationState::new(ctx.op_name("func.func"), loc);
    st.properties = Some(ctx.dictionary_attr(&[
        (ctx.ident("function_type"), fty),
        (ctx.ident("sym_name"), ctx.string_attr(name)),
    ]));
    st.regions = vec![region];
    st.child = Some(Box::new(body));
    Ok(st)
}
