//! `convert-func-to-llvm`: lowers the `func` dialect to the LLVM dialect
//! (MLIR's FuncToLLVM).
//!
//! - `func.func` becomes `llvm.func` with the converted signature: memref
//!   arguments expand into their descriptor fields (or a bare pointer with
//!   `use-bare-ptr-memref-call-conv`), several results are returned packed
//!   in a struct, none as `void`. The `llvm.linkage` attribute sets the
//!   linkage; other discardable attributes and the visibility carry over.
//! - `func.return` becomes `llvm.return`, packing several operands.
//! - `func.call` and `func.call_indirect` become `llvm.call`, expanding
//!   memref operands into their descriptor fields and unpacking results.
//! - `func.constant` becomes `llvm.mlir.addressof`.
//! - Unranked memrefs returned are copied to the heap (`malloc`), and those
//!   a call returns to the caller's stack (freeing the heap copy); `malloc`
//!   and `free` are declared before the conversion.
//! - Functions with `llvm.emit_c_interface` get a C wrapper
//!   `_mlir_ciface_<name>` taking memrefs as pointers to descriptors.
//!
//! `set-llvm-module-datalayout` attaches an `llvm.data_layout` string.

mod patterns;
pub mod test_passes;

use strata_dialect_llvm::data_layout::DataLayout;
use strata_ir::{Context, Diagnostic, Failed, IsolatedOpMut, LogicalResult};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use crate::llvm_common::{
    data_layout_index_bitwidth, llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter,
    LowerToLlvmOptions,
};

pub use patterns::{declare_unranked_copy_functions, populate_func_to_llvm_patterns};

/// The `convert-func-to-llvm` pass.
#[derive(Default)]
pub struct FuncToLlvm {
    /// `use-bare-ptr-memref-call-conv`: pass statically shaped memrefs to and
    /// from functions as bare pointers to their elements.
    pub use_bare_ptr_call_conv: bool,
    /// `index-bitwidth`: the width `index` lowers to (0: the one of the
    /// module's data layout, 64 bits by default).
    pub index_bitwidth: u32,
}

impl Pass for FuncToLlvm {
    fn argument(&self) -> &'static str {
        "convert-func-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Convert from the Func dialect to the LLVM dialect"
    }

    fn name(&self) -> &'static str {
        "ConvertFuncToLLVMPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "use-bare-ptr-memref-call-conv" => {
                self.use_bare_ptr_call_conv = parse_bool_option(name, value)?;
                Ok(())
            }
            "index-bitwidth" => {
                self.index_bitwidth = parse_index_bitwidth(value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!(
            "index-bitwidth={} use-bare-ptr-memref-call-conv={}",
            self.index_bitwidth, self.use_bare_ptr_call_conv
        )
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["func.*"],
            introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let index_bitwidth = match self.index_bitwidth {
            0 => data_layout_index_bitwidth(ctx, op),
            n => n,
        };
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions {
            index_bitwidth,
            use_bare_ptr_call_conv: self.use_bare_ptr_call_conv,
            ..Default::default()
        });
        let loc = op.loc();
        declare_unranked_copy_functions(ctx, &tc, op.body(), loc);
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_func_to_llvm_patterns(&tc, &mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let target = llvm_conversion_target();
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}

/// The `set-llvm-module-datalayout` pass: attaches an LLVM data layout
/// string (checked as LLVM parses it) to the module as `llvm.data_layout`.
#[derive(Default)]
pub struct SetLlvmModuleDataLayout {
    /// `data-layout`: the string, in LLVM's `target datalayout` syntax.
    pub data_layout: String,
}

impl Pass for SetLlvmModuleDataLayout {
    fn argument(&self) -> &'static str {
        "set-llvm-module-datalayout"
    }

    fn description(&self) -> &'static str {
        "Attach a datalayout string as a module attribute"
    }

    fn name(&self) -> &'static str {
        "SetLLVMModuleDataLayoutPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "data-layout" => {
                self.data_layout = value.to_string();
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("data-layout={}", self.data_layout)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if let Err(msg) = DataLayout::validate(&self.data_layout) {
            ctx.emit(Diagnostic::error(
                op.loc(),
                format!("invalid data layout descriptor: {msg}"),
            ));
            return Err(Failed);
        }
        let name = ctx.ident("llvm.data_layout");
        let value = ctx.string_attr(&self.data_layout);
        let mut entries: Vec<_> = op
            .attr_dict()
            .map(|d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default();
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = value,
            None => entries.push((name, value)),
        }
        op.set_attr_dict(Some(ctx.dictionary_attr(&entries)));
        Ok(())
    }
}
