//! The llvm dialect's module passes: `llvm-request-c-wrappers` (every
//! function asks for a C interface), `llvm-add-comdats` (linkonce functions
//! get a comdat of their own) and `llvm-use-default-visibility` (global
//! values of default visibility get the one the option names), and
//! `llvm-legalize-for-export` and `ensure-debug-info-scope-on-llvm-func`.

mod di_scope;
mod legalize_for_export;

use strata_dialect_llvm::attrs::{LINKAGE, VISIBILITY};
use strata_dialect_llvm::{ComdatSelectorOp, COMDAT_OP};
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpBuilder, OperationState};
use strata_pass::{Pass, PassRegistry};

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(RequestCWrappers));
    registry.register(|| Box::new(AddComdats));
    registry.register(|| Box::new(UseDefaultVisibility { visibility: 0 }));
    registry.register(|| Box::new(legalize_for_export::LegalizeForExport));
    registry.register(|| Box::new(di_scope::DiScopeForLlvmFunc::default()));
}

/// `llvm-request-c-wrappers`: marks each `func.func` with
/// `llvm.emit_c_interface`, so that its lowering also emits a wrapper
/// taking memrefs as pointers to descriptors.
pub struct RequestCWrappers;

impl Pass for RequestCWrappers {
    fn argument(&self) -> &'static str {
        "llvm-request-c-wrappers"
    }

    fn description(&self) -> &'static str {
        "Request C wrapper emission for all functions"
    }

    fn name(&self) -> &'static str {
        "LLVMRequestCWrappersPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let dict = op.attr_dict().unwrap_or_else(|| ctx.empty_dictionary());
        op.set_attr_dict(Some(ctx.dict_with(
            dict,
            ctx.ident("llvm.emit_c_interface"),
            Some(ctx.unit_attr()),
        )));
        Ok(())
    }
}

/// The comdat `llvm-add-comdats` puts selectors in.
const COMDAT_NAME: &str = "__llvm_comdat";

/// `llvm-add-comdats`: each `linkonce` and `linkonce_odr` function of the
/// module gets an `any` selector of its name in the module's
/// `@__llvm_comdat` (created at the top of the module when missing), so
/// that linkers merge its copies.
pub struct AddComdats;

impl Pass for AddComdats {
    fn argument(&self) -> &'static str {
        "llvm-add-comdats"
    }

    fn description(&self) -> &'static str {
        "Add comdats to linkonce and linkonce_odr functions"
    }

    fn name(&self) -> &'static str {
        "LLVMAddComdats"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            introduces: &["llvm.comdat", "llvm.comdat_selector"],
            ..Default::default()
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let loc = op.loc();
        let body = op.body();
        let Some(block) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
            return Ok(());
        };
        let linkonce = [LINKAGE.attr(ctx, 2), LINKAGE.attr(ctx, 3)];
        let funcs: Vec<_> = body
            .block_ops(block)
            .filter(|&o| ctx.op_name_str(body.op_name(o)) == "llvm.func")
            .filter(|&o| {
                body.op_attr(ctx, o, "linkage")
                    .is_some_and(|l| linkonce.contains(&l))
            })
            .collect();
        if funcs.is_empty() {
            return Ok(());
        }
        let comdat_name = ctx.string_attr(COMDAT_NAME);
        let existing = body.block_ops(block).find(|&o| {
            ctx.op_name_str(body.op_name(o)) == COMDAT_OP.name
                && body.op_attr(ctx, o, "sym_name") == Some(comdat_name)
        });
        let comdat_block = match existing {
            Some(c) => body
                .regions_in_body(c)
                .first()
                .and_then(|&r| body.region_entry(r)),
            None => {
                let region = body.create_region();
                let inner = body.create_block();
                body.append_block(region, inner);
                let mut state = OperationState::new(ctx.op_name(COMDAT_OP.name), loc);
                state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("sym_name"), comdat_name)]));
                state.regions.push(region);
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_to_start(block);
                b.create(state);
                Some(inner)
            }
        };
        let Some(comdat_block) = comdat_block else {
            return Ok(());
        };
        for f in funcs {
            let Some(name) = body
                .op_attr(ctx, f, "sym_name")
                .and_then(|a| ctx.string_attr_value(a).map(str::to_owned))
            else {
                continue;
            };
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_to_start(comdat_block);
            // The `any` selection kind.
            ComdatSelectorOp::build(&mut b, loc, &name, 0);
            let reference = ctx.symbol_ref_attr(ctx.ident(COMDAT_NAME), &[ctx.ident(&name)]);
            body.set_op_attr(ctx, f, "comdat", Some(reference));
        }
        Ok(())
    }
}

/// `llvm-use-default-visibility`: the functions, globals, aliases and
/// ifuncs of the module with default visibility get the visibility of the
/// `visibility` option (`default`, `hidden` or `protected`).
pub struct UseDefaultVisibility {
    visibility: u64,
}

impl Pass for UseDefaultVisibility {
    fn argument(&self) -> &'static str {
        "llvm-use-default-visibility"
    }

    fn description(&self) -> &'static str {
        "Update default visibility of global values"
    }

    fn name(&self) -> &'static str {
        "LLVMUseDefaultVisibilityPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name != "visibility" {
            return Err(format!("no such option {name}"));
        }
        self.visibility = match value {
            "default" => 0,
            "hidden" => 1,
            "protected" => 2,
            _ => return Err(format!("Cannot find option named '{value}'!")),
        };
        Ok(())
    }

    fn options_text(&self) -> String {
        let v = ["default", "hidden", "protected"][self.visibility as usize];
        format!("visibility={v}")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let Some(block) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
            return Ok(());
        };
        let (default, wanted) = (VISIBILITY.attr(ctx, 0), VISIBILITY.attr(ctx, self.visibility));
        let global_values: Vec<_> = body
            .block_ops(block)
            .filter(|&o| {
                matches!(
                    ctx.op_name_str(body.op_name(o)),
                    "llvm.func" | "llvm.mlir.global" | "llvm.mlir.alias" | "llvm.mlir.ifunc"
                )
            })
            .collect();
        for o in global_values {
            if body.op_attr(ctx, o, "visibility_").unwrap_or(default) == default {
                body.set_op_attr(ctx, o, "visibility_", Some(wanted));
            }
        }
        Ok(())
    }
}
