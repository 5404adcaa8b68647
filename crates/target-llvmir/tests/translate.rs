//! The library API end to end: parse an LLVM-dialect module, translate
//! it, and compare with the text mlir-translate 22 prints for it.

use strata_asm::{parse_source, ParseOptions};
use strata_ir::Context;

fn translate(src: &str) -> Result<String, Vec<String>> {
    let mut ctx = Context::new();
    strata_target_llvmir::register_dialects(&mut ctx);
    let (result, diags) = ctx.capture_diagnostics(|| {
        let body = parse_source(&ctx, src, &ParseOptions::default())?;
        strata_target_llvmir::translate_to_llvmir(&ctx, &body)
    });
    result.map_err(|_| diags.into_iter().map(|d| d.message).collect())
}

const FLAGS: &str = "\n!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n";

#[test]
fn empty_module() {
    let out = translate("module {}").unwrap();
    assert_eq!(
        out,
        format!("; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n{FLAGS}")
    );
}

#[test]
fn loop_with_phis() {
    let src = r#"
llvm.func @sum(%n: i32) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1(%0, %0 : i32, i32)
^bb1(%i: i32, %s: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %s2 = llvm.add %s, %i : i32
  %i2 = llvm.add %i, %1 : i32
  llvm.br ^bb1(%i2, %s2 : i32, i32)
^bb3:
  llvm.return %s : i32
}
"#;
    let expected = "; ModuleID = 'LLVMDialectModule'
source_filename = \"LLVMDialectModule\"

define i32 @sum(i32 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ %8, %6 ], [ 0, %1 ]
  %4 = phi i32 [ %7, %6 ], [ 0, %1 ]
  %5 = icmp slt i32 %3, %0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i32 %4, %3
  %8 = add i32 %3, 1
  br label %2

9:                                                ; preds = %2
  ret i32 %4
}
";
    assert_eq!(translate(src).unwrap(), format!("{expected}{FLAGS}"));
}

#[test]
fn unsupported_op_is_an_error() {
    let err = translate("func.func @f() {\n  return\n}\n").unwrap_err();
    assert_eq!(
        err,
        ["cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func"]
    );
}
