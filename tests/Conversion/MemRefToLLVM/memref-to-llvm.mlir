// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --mlir-print-debuginfo

func.func @load_store(%m: memref<4x?xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  return %0 : f32
}
func.func @static(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x8xf32>
  return %0 : f32
}
func.func @zero_d(%m: memref<f32>) -> f32 {
  %0 = memref.load %m[] : memref<f32>
  return %0 : f32
}
func.func @dim(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0, %1 : index, index
}

// CHECK: func.func @load_store(%arg0: memref<4x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.mul %1, %4 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %6 = llvm.add %5, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %7 = llvm.getelementptr inbounds|nuw %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT:   %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.mul %1, %10 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %12 = llvm.add %11, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %13 = llvm.getelementptr inbounds|nuw %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %arg3, %13 : f32, !llvm.ptr
// CHECK-NEXT:   return %8 : f32
// CHECK-NEXT: }
// CHECK: func.func @static(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %5 = llvm.mul %1, %4 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %6 = llvm.add %5, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %7 = llvm.getelementptr inbounds|nuw %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT:   return %8 : f32
// CHECK-NEXT: }
// CHECK: func.func @zero_d(%arg0: memref<f32>) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %2 = llvm.load %1 : !llvm.ptr -> f32
// CHECK-NEXT:   return %2 : f32
// CHECK-NEXT: }
// CHECK: func.func @dim(%arg0: memref<4x?xf32>) -> (index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:   %3 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT:   return %2, %4 : index, index
// CHECK-NEXT: }

// -----

// Strided layouts: static and dynamic offsets and strides.
func.func @strided(%m: memref<4x4xf32, strided<[8, 2], offset: 3>>, %d: memref<?xi64, strided<[?], offset: ?>>, %i: index) -> (f32, i64) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32, strided<[8, 2], offset: 3>>
  %1 = memref.load %d[%i] : memref<?xi64, strided<[?], offset: ?>>
  return %0, %1 : f32, i64
}

// CHECK: func.func @strided(%arg0: memref<4x4xf32, strided<[8, 2], offset: 3>>, %arg1: memref<?xi64, strided<[?], offset: ?>>, %arg2: index) -> (f32, i64) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi64, strided<[?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[8, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %7 = llvm.mul %1, %6 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %9 = llvm.mul %1, %8 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %10 = llvm.add %7, %9 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %11 = llvm.getelementptr inbounds|nuw %5[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %12 = llvm.load %11 : !llvm.ptr -> f32
// CHECK-NEXT:   %13 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %14 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %15 = llvm.getelementptr %13[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %16 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %17 = llvm.mul %1, %16 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %18 = llvm.getelementptr inbounds|nuw %15[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %19 = llvm.load %18 : !llvm.ptr -> i64
// CHECK-NEXT:   return %12, %19 : f32, i64
// CHECK-NEXT: }

// -----

// Rank and aligned pointer.
func.func @queries(%m: memref<2x?xi8>) -> (index, index) {
  %0 = memref.rank %m : memref<2x?xi8>
  %1 = memref.extract_aligned_pointer_as_index %m : memref<2x?xi8> -> index
  return %0, %1 : index, index
}

// CHECK: func.func @queries(%arg0: memref<2x?xi8>) -> (index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:   %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:   return %2, %5 : index, index
// CHECK-NEXT: }

// -----

func.func @alloc(%n: index) -> memref<4x?xf32> {
  %0 = memref.alloc(%n) : memref<4x?xf32>
  %1 = memref.alloca() : memref<2xi64>
  %2 = memref.alloc() {alignment = 16 : i64} : memref<8xf16>
  memref.dealloc %2 : memref<8xf16>
  return %0 : memref<4x?xf32>
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: func.func @alloc(%arg0: index) -> memref<4x?xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.mul %0, %1 : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %1, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.insertvalue %0, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %0, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT:   %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %20 = llvm.alloca %18 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.insertvalue %18, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %27 = llvm.insertvalue %19, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %30 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %31 = llvm.getelementptr %30[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:   %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
// CHECK-NEXT:   %33 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:   %34 = llvm.add %32, %33 : i64
// CHECK-NEXT:   %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
// CHECK-NEXT:   %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %38 = llvm.sub %33, %37 : i64
// CHECK-NEXT:   %39 = llvm.add %36, %38 : i64
// CHECK-NEXT:   %40 = llvm.urem %39, %33 : i64
// CHECK-NEXT:   %41 = llvm.sub %39, %40 : i64
// CHECK-NEXT:   %42 = llvm.inttoptr %41 : i64 to !llvm.ptr
// CHECK-NEXT:   %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %44 = llvm.insertvalue %35, %43[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %48 = llvm.insertvalue %28, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %49 = llvm.insertvalue %29, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %50 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.call @free(%50) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return %17 : memref<4x?xf32>
// CHECK-NEXT: }

// -----

// Allocations of several dynamic sizes and an aligned alloca.
func.func @dynamic(%a: index, %b: index) {
  %0 = memref.alloc(%a, %b) : memref<?x3x?xi32>
  %1 = memref.alloca(%a) {alignment = 32 : i64} : memref<?xf64>
  memref.dealloc %0 : memref<?x3x?xi32>
  return
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: func.func @dynamic(%arg0: index, %arg1: index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %4 = llvm.mul %0, %2 : i64
// CHECK-NEXT:   %5 = llvm.mul %4, %1 : i64
// CHECK-NEXT:   %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT:   %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %17 = llvm.insertvalue %0, %16[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %19 = llvm.insertvalue %0, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %20 = llvm.insertvalue %3, %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %22 = llvm.alloca %1 x f64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:   %23 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %28 = llvm.insertvalue %1, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %29 = llvm.insertvalue %21, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %30 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   llvm.call @free(%30) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// Ops the pass does not lower stay.
func.func @others(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %0 = memref.subview %m[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %0 : memref<4xf32, strided<[1], offset: 2>>
}

// CHECK: func.func @others(%arg0: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:   return %subview : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
