// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Loads and stores address the memref as the memref lowering does, aligned
// as the element type.
func.func @load_store(%m: memref<8x?xi32>, %i: index, %j: index, %v: vector<3xi32>) -> vector<3xi32> {
  %0 = vector.load %m[%i, %j] : memref<8x?xi32>, vector<3xi32>
  vector.store %v, %m[%j, %i] {nontemporal = true} : memref<8x?xi32>, vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

// An explicit alignment wins.
func.func @aligned(%m: memref<32xf64>, %i: index) -> vector<2xf64> {
  %0 = vector.load %m[%i] {alignment = 32} : memref<32xf64>, vector<2xf64>
  return %0 : vector<2xf64>
}

// -----

// Masked loads and stores are LLVM's masked intrinsics.
func.func @masked(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %p: vector<5xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.maskedstore %m[%i], %k, %0 : memref<?xf32>, vector<5xi1>, vector<5xf32>
  return
}

// -----

// A memref of scalars viewed as a memref of one vector.
func.func @type_cast(%m: memref<3x4xi8>) -> memref<vector<3x4xi8>> {
  %0 = vector.type_cast %m : memref<3x4xi8> to memref<vector<3x4xi8>>
  return %0 : memref<vector<3x4xi8>>
}

// -----

// n-D loads are not lowered here.
func.func @load_2d(%m: memref<4x4xf32>, %i: index) -> vector<2x2xf32> {
  %0 = vector.load %m[%i, %i] : memref<4x4xf32>, vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @load_store(%arg0: memref<8x?xi32>, %arg1: index, %arg2: index, %arg3: vector<3xi32>) -> vector<3xi32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<8x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:     %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:     %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<3xi32>
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mul %0, %10 : i64
// CHECK-NEXT:     %12 = llvm.add %11, %1 : i64
// CHECK-NEXT:     %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %arg3, %13 {alignment = 4 : i64, nontemporal} : vector<3xi32>, !llvm.ptr
// CHECK-NEXT:     return %8 : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @aligned(%arg0: memref<32xf64>, %arg1: index) -> vector<2xf64> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<32xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %4 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf64>
// CHECK-NEXT:     return %4 : vector<2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<5xi1>, %arg3: vector<5xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.intr.masked.load %3, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<5xi1>, vector<5xf32>) -> vector<5xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %4, %6, %arg2 {alignment = 4 : i32} : vector<5xf32>, vector<5xi1> into !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @type_cast(%arg0: memref<3x4xi8>) -> memref<vector<3x4xi8>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<3x4xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<3x4xi8>>
// CHECK-NEXT:     return %8 : memref<vector<3x4xi8>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @load_2d(%arg0: memref<4x4xf32>, %arg1: index) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1, %arg1] : memref<4x4xf32>, vector<2x2xf32>
// CHECK-NEXT:     return %0 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
