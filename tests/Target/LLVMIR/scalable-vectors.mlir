// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -mtriple=aarch64 -mattr=+sve -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @scalable(%v: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = llvm.add %v, %v : vector<[4]xi32>
  llvm.return %0 : vector<[4]xi32>
}

llvm.func @vscale() -> i64 {
  %0 = "llvm.intr.vscale"() : () -> i64
  llvm.return %0 : i64
}

// CHECK: define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %0) {
// CHECK-NEXT:   %2 = add <vscale x 4 x i32> %0, %0
// CHECK-NEXT:   ret <vscale x 4 x i32> %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @vscale() {
// CHECK-NEXT:   %1 = call i64 @llvm.vscale.i64()
// CHECK-NEXT:   ret i64 %1
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.vscale.i64() #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
