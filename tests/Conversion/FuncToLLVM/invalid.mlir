// RUN: strata-opt %s --split-input-file --convert-func-to-llvm --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm
// A function whose llvm.linkage is not a linkage attribute is reported and
// left as it is; the rest of the conversion goes on.

// expected-error @+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func @bad_linkage() attributes {llvm.linkage = 1 : i32} {
  return
}

// CHECK: func.func @bad_linkage() attributes {llvm.linkage = 1 : i32} {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
