//! Translation of LLVM-dialect modules to LLVM IR text (MLIR's
//! `Target/LLVMIR`): [`translate_to_llvmir`] builds a model of the LLVM
//! module ([`ir`]) from a `builtin.module` of LLVM-dialect ops and prints
//! it as LLVM's assembly writer does ([`writer`]), so the text equals
//! `mlir-translate --mlir-to-llvmir`'s.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod float;
mod fold;
pub mod intrinsics;
pub mod ir;
pub mod layout;
mod translate;
pub mod writer;

use strata_ir::{Body, Context, Failed};

/// Registers the dialects a translation tool knows, as mlir-translate's
/// registry does (of those Strata defines: `func`, `llvm` and `dlti`;
/// `builtin` is always there). Ops of other dialects fail to parse, with the
/// parser's "dialect not found" error.
pub fn register_dialects(ctx: &mut Context) {
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_llvm::dialect());
    ctx.register_dialect(strata_dialect_dlti::dialect());
}

/// Translates the top level of a parsed file (a `builtin.module` of
/// LLVM-dialect ops) to LLVM IR text, as `mlir-translate --mlir-to-llvmir`
/// prints it; errors are reported through the context's diagnostics.
pub fn translate_to_llvmir(ctx: &Context, top: &Body) -> Result<String, Failed> {
    let mut t = translate::Translator::new(ctx);
    t.translate(top)?;
    let structs = used_types(&t.m);
    Ok(writer::write_module(&t.m, &structs))
}

/// The types of the module in the order LLVM's type finder meets them
/// (globals, then function signatures and instructions), for the named
/// struct definitions.
fn used_types(m: &ir::Module) -> Vec<ir::Ty> {
    let mut out = Vec::new();
    for g in &m.globals {
        out.extend(g.ty.clone());
    }
    for f in &m.functions {
        out.extend(f.ret.clone());
        out.extend(f.params.iter().map(|p| p.0.clone()));
        for i in &f.insts {
            out.extend(i.result.clone());
            out.extend(i.types.iter().cloned());
        }
    }
    out
}

/// The module flag mlir-translate always adds: `!{i32 2, !"Debug Info Version", i32 3}`.
pub(crate) fn debug_info_version() -> Vec<ir::MdOperand> {
    use ir::{Const, MdOperand, Ty};
    vec![
        MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, 2))),
        MdOperand::String("Debug Info Version".into()),
        MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, 3))),
    ]
}
