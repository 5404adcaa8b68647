// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Direct, indirect and variadic calls, constants and addresses.
llvm.func @foo(f32) -> f32
llvm.func @bar()
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%x: f32, %p: !llvm.ptr, %i: i32) {
  %0 = llvm.call @foo(%x) : (f32) -> f32
  llvm.call @bar() : () -> ()
  %1 = llvm.mlir.addressof @foo : !llvm.ptr
  %2 = llvm.call %1(%x) : !llvm.ptr, (f32) -> f32
  %3 = llvm.call @printf(%p, %i) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %4 = llvm.call fastcc @foo(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %5 = llvm.call tail @foo(%x) : (f32) -> f32
  %6 = llvm.call fastcc musttail @foo(%x) {no_unwind} : (f32) -> f32
  %7 = llvm.call @foo(%x) {arg_attrs = [{llvm.noundef}]} : (f32) -> f32
  llvm.call %1(%i) vararg(!llvm.func<void (...)>) : !llvm.ptr, (i32) -> ()
  %8 = llvm.mlir.constant(42 : i32) : i32
  %9 = llvm.mlir.constant(1.5 : f32) : f32
  %10 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
  %11 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %12 = llvm.mlir.constant(true) : i1
  %13 = llvm.mlir.constant(7 : index) : i64
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @foo(f32) -> f32
// CHECK-NEXT:   llvm.func @bar()
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:   llvm.func @f(%arg0: f32, %arg1: !llvm.ptr, %arg2: i32) {
// CHECK-NEXT:     %0 = llvm.call @foo(%arg0) : (f32) -> f32
// CHECK-NEXT:     llvm.call @bar() : () -> ()
// CHECK-NEXT:     %1 = llvm.mlir.addressof @foo : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.call %1(%arg0) : !llvm.ptr, (f32) -> f32
// CHECK-NEXT:     %3 = llvm.call @printf(%arg1, %arg2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %4 = llvm.call fastcc @foo(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %5 = llvm.call tail @foo(%arg0) : (f32) -> f32
// CHECK-NEXT:     %6 = llvm.call fastcc musttail @foo(%arg0) {no_unwind} : (f32) -> f32
// CHECK-NEXT:     %7 = llvm.call @foo(%arg0) : (f32 {llvm.noundef}) -> f32
// CHECK-NEXT:     llvm.call %1(%arg2) vararg(!llvm.func<void (...)>) : !llvm.ptr, (i32) -> ()
// CHECK-NEXT:     %8 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:     %9 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:     %10 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:     %11 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
// CHECK-NEXT:     %12 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %13 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
