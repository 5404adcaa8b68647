// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Calls with operand bundles.
llvm.func @f(i32)
llvm.func @v(i32, ...)
llvm.func @g(%a: i32, %p: !llvm.ptr) {
  llvm.call @f(%a) ["tag"(%a : i32)] : (i32) -> ()
  llvm.call @v(%a, %a) vararg(!llvm.func<void (i32, ...)>) ["x"(%p, %a : !llvm.ptr, i32), "y"()] {no_unwind} : (i32, i32) -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(i32)
// CHECK-NEXT:   llvm.func @v(i32, ...)
// CHECK-NEXT:   llvm.func @g(%arg0: i32, %arg1: !llvm.ptr) {
// CHECK-NEXT:     llvm.call @f(%arg0) ["tag"(%arg0 : i32)] : (i32) -> ()
// CHECK-NEXT:     llvm.call @v(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) ["x"(%arg1, %arg0 : !llvm.ptr, i32), "y"()] {no_unwind} : (i32, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
