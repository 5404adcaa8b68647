// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -mtriple=aarch64 -mattr=+sve -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @scalable(%v: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = llvm.add %v, %v : vector<[4]xi32>
  llvm.return %0 : vector<[4]xi32>
}

// CHECK: define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %0) {
// CHECK-NEXT:   %2 = add <vscale x 4 x i32> %0, %0
// CHECK-NEXT:   ret <vscale x 4 x i32> %2
// CHECK-NEXT: }
