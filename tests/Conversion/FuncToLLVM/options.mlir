// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file '--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 index-bitwidth=32' | FileCheck %s
// CONFORMANCE: pipeline='--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 index-bitwidth=32'

// use-bare-ptr-memref-call-conv: static memrefs pass as bare pointers; the
// descriptor is rebuilt from the static shape where needed.
func.func @bp(%m: memref<4xf32>, %i: index) -> memref<4xf32> {
  %r = func.call @bp(%m, %i) : (memref<4xf32>, index) -> memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK: llvm.func @bp(%arg0: !llvm.ptr, %arg1: i32) -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %7 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %9 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %10 = llvm.call @bp(%9, %arg1) : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT:   %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %14 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:   %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %16 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT:   %17 = llvm.insertvalue %16, %15[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %18 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %17[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %20 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   llvm.return %20 : !llvm.ptr
// CHECK-NEXT: }

// -----

// A bare-pointer argument used by an op this pass does not convert is
// rebuilt into a descriptor at the entry and cast back to the memref.
func.func @unconverted_use(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}

// CHECK: llvm.func @unconverted_use(%arg0: !llvm.ptr, %arg1: i32) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : i32 to index
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:   %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32>
// CHECK-NEXT:   %11 = memref.load %10[%0] : memref<4xf32>
// CHECK-NEXT:   llvm.return %11 : f32
// CHECK-NEXT: }

// -----

// index-bitwidth applies to signatures too.
func.func @narrow(%i: index) -> index {
  return %i : index
}

// CHECK: llvm.func @narrow(%arg0: i32) -> i32 {
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }

// -----

// Dynamic shapes cannot use bare pointers: the function stays.
func.func @dynamic(%m: memref<?xf32>) {
  return
}

// CHECK: func.func @dynamic(%arg0: memref<?xf32>) {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
