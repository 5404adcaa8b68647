// RUN: strata-translate --mlir-to-llvmir --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: not strata-translate --mlir-to-llvmir --allow-unregistered-dialect %s 2>&1 | FileCheck %s --check-prefix=NOSPLIT
// CONFORMANCE: translate=--mlir-to-llvmir --allow-unregistered-dialect

// NOSPLIT: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
// NOSPLIT-NOT: ModuleID

// expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func @not_llvm() {
  return
}

// -----

llvm.func @unknown_in_body(%a: i32) -> i32 {
  // expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: foo.bar}}
  %0 = "foo.bar"(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @ok() {
  llvm.return
}

// expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: foo.top}}
"foo.top"() : () -> ()

// -----

// The body of the first function is translated after the top-level ops.
llvm.func @first() {
  "foo.in_body"() : () -> ()
  llvm.return
}

// expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func @second() {
  return
}
