// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

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

// CHECK: llvm.func @load_store(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: f32) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.mul %arg7, %9 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %11 = llvm.add %10, %arg8 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %12 = llvm.getelementptr inbounds|nuw %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %13 = llvm.load %12 : !llvm.ptr -> f32
// CHECK-NEXT:   %14 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.mul %arg7, %15 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %17 = llvm.add %16, %arg8 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %18 = llvm.getelementptr inbounds|nuw %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %arg9, %18 : f32, !llvm.ptr
// CHECK-NEXT:   llvm.return %13 : f32
// CHECK-NEXT: }
// CHECK: llvm.func @static(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %10 = llvm.mul %arg7, %9 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %11 = llvm.add %10, %arg8 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %12 = llvm.getelementptr inbounds|nuw %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %13 = llvm.load %12 : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.return %13 : f32
// CHECK-NEXT: }
// CHECK: llvm.func @zero_d(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %5 = llvm.load %4 : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.return %5 : f32
// CHECK-NEXT: }
// CHECK: llvm.func @dim(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %11 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   llvm.return %14 : !llvm.struct<(i64, i64)>
// CHECK-NEXT: }

// -----

// Strided layouts: static and dynamic offsets and strides.
func.func @strided(%m: memref<4x4xf32, strided<[8, 2], offset: 3>>, %d: memref<?xi64, strided<[?], offset: ?>>, %i: index) -> (f32, i64) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32, strided<[8, 2], offset: 3>>
  %1 = memref.load %d[%i] : memref<?xi64, strided<[?], offset: ?>>
  return %0, %1 : f32, i64
}

// CHECK: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64) -> !llvm.struct<(f32, i64)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %17 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %18 = llvm.mul %arg12, %17 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %20 = llvm.mul %arg12, %19 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %21 = llvm.add %18, %20 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %22 = llvm.getelementptr inbounds|nuw %16[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %23 = llvm.load %22 : !llvm.ptr -> f32
// CHECK-NEXT:   %24 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %25 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.getelementptr %24[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %27 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %28 = llvm.mul %arg12, %27 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %29 = llvm.getelementptr inbounds|nuw %26[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %30 = llvm.load %29 : !llvm.ptr -> i64
// CHECK-NEXT:   %31 = llvm.mlir.poison : !llvm.struct<(f32, i64)>
// CHECK-NEXT:   %32 = llvm.insertvalue %23, %31[0] : !llvm.struct<(f32, i64)>
// CHECK-NEXT:   %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(f32, i64)>
// CHECK-NEXT:   llvm.return %33 : !llvm.struct<(f32, i64)>
// CHECK-NEXT: }

// -----

// Rank and aligned pointer.
func.func @queries(%m: memref<2x?xi8>) -> (index, index) {
  %0 = memref.rank %m : memref<2x?xi8>
  %1 = memref.extract_aligned_pointer_as_index %m : memref<2x?xi8> -> index
  return %0, %1 : index, index
}

// CHECK: llvm.func @queries(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT:   %11 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %12 = llvm.insertvalue %8, %11[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   llvm.return %13 : !llvm.struct<(i64, i64)>
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
// CHECK: llvm.func @alloc(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:   %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %2 = llvm.mul %arg0, %0 : i64
// CHECK-NEXT:   %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:   %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %arg0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.insertvalue %arg0, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %18 = llvm.alloca %16 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = llvm.insertvalue %16, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %25 = llvm.insertvalue %17, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:   %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT:   %31 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:   %32 = llvm.add %30, %31 : i64
// CHECK-NEXT:   %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT:   %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %36 = llvm.sub %31, %35 : i64
// CHECK-NEXT:   %37 = llvm.add %34, %36 : i64
// CHECK-NEXT:   %38 = llvm.urem %37, %31 : i64
// CHECK-NEXT:   %39 = llvm.sub %37, %38 : i64
// CHECK-NEXT:   %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
// CHECK-NEXT:   %41 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %42 = llvm.insertvalue %33, %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %46 = llvm.insertvalue %26, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %47 = llvm.insertvalue %27, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %48 = llvm.extractvalue %47[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.call @free(%48) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
// CHECK: llvm.func @dynamic(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %2 = llvm.mul %arg1, %0 : i64
// CHECK-NEXT:   %3 = llvm.mul %2, %arg0 : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %arg0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %14 = llvm.insertvalue %0, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %arg1, %14[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %17 = llvm.insertvalue %arg1, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %18 = llvm.insertvalue %1, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %20 = llvm.alloca %arg0 x f64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:   %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.insertvalue %arg0, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %27 = llvm.insertvalue %19, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %28 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   llvm.call @free(%28) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }

// -----

// Ops the pass does not lower stay.
func.func @others(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %0 = memref.subview %m[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %0 : memref<4xf32, strided<[1], offset: 2>>
}

// CHECK: llvm.func @others(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// CHECK-NEXT:   %subview = memref.subview %6[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %subview : memref<4xf32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
