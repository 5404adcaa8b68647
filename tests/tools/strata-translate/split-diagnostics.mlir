// RUN: not strata-translate --mlir-to-llvmir --split-input-file --allow-unregistered-dialect %s 2>&1 >/dev/null | FileCheck %s
// CONFORMANCE: translate=--mlir-to-llvmir --allow-unregistered-dialect

// With --split-input-file, positions are given relative to their chunk, as
// mlir-translate gives them: the line the chunk starts on, then the line
// and column within the chunk.

// CHECK: within split at {{.*}}split-diagnostics.mlir:1 offset :14:3: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: foo.first
// CHECK-NEXT: "foo.first"() : () -> ()
// CHECK-NEXT: ^
// CHECK: within split at {{.*}}split-diagnostics.mlir:18 offset :4:3: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: foo.second

llvm.func @first() {
  "foo.first"() : () -> ()
  llvm.return
}

// -----

llvm.func @second() {
  "foo.second"() : () -> ()
  llvm.return
}
