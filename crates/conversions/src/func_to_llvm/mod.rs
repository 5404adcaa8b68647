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

mod patterns;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use crate::llvm_common::{
    llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter, LowerToLlvmOptions,
};

pub use patterns::{declare_unranked_copy_functions, populate_func_to_llvm_patterns};

/// The `convert-func-to-llvm` pass.
#[derive(Default)]
pub struct FuncToLlvm {
    /// `use-bare-ptr-memref-call-conv`: pass statically shaped memrefs to and
    /// from functions as bare pointers to their elements.
    pub use_bare_ptr_call_conv: bool,
    /// `index-bitwidth`: the width `index` lowers to (0: 64 bits).
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
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions {
            index_bitwidth: self.index_bitwidth,
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
