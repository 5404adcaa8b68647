// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// 1-D transfers: out-of-bounds lanes are masked off with a mask computed
// from the memref's size; in-bounds ones are plain loads and stores.
func.func @read(%m: memref<?xf64>, %i: index) -> (vector<2xf64>, vector<2xf64>) {
  %pad = arith.constant 4.0 : f64
  %0 = vector.transfer_read %m[%i], %pad : memref<?xf64>, vector<2xf64>
  %1 = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<?xf64>, vector<2xf64>
  return %0, %1 : vector<2xf64>, vector<2xf64>
}

// -----

// The mask of an out-of-bounds transfer is and-ed with its own.
func.func @write(%v: vector<6xi8>, %m: memref<3x?xi8>, %i: index, %k: vector<6xi1>) {
  vector.transfer_write %v, %m[%i, %i], %k : vector<6xi8>, memref<3x?xi8>
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<6xi8>, memref<3x?xi8>
  return
}

// -----

// Transfers with other maps or on tensors get their mask but stay.
func.func @others(%m: memref<5x5xi16>, %t: tensor<?xi16>, %i: index) -> (vector<3xi16>, vector<3xi16>) {
  %pad = arith.constant 0 : i16
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<5x5xi16>, vector<3xi16>
  %1 = vector.transfer_read %t[%i], %pad : tensor<?xi16>, vector<3xi16>
  return %0, %1 : vector<3xi16>, vector<3xi16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @read(%arg0: memref<?xf64>, %arg1: index) -> (vector<2xf64>, vector<2xf64>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %cst = arith.constant dense<4.000000e+00> : vector<2xf64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0, 1]> : vector<2xi32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf64>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<2xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0] : vector<2xi32> 
// CHECK-NEXT:     %8 = arith.cmpi sgt, %7, %cst_0 : vector<2xi32>
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.getelementptr %9[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %11 = llvm.intr.masked.load %10, %8, %cst {alignment = 8 : i32} : (!llvm.ptr, vector<2xi1>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %12 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.getelementptr %12[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %14 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf64>
// CHECK-NEXT:     return %11, %14 : vector<2xf64>, vector<2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write(%arg0: vector<6xi8>, %arg1: memref<3x?xi8>, %arg2: index, %arg3: vector<6xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : memref<3x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xi32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg1, %c1 : memref<3x?xi8>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg2 : index
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.poison : vector<6xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<6xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0, 0, 0] : vector<6xi32> 
// CHECK-NEXT:     %8 = arith.cmpi sgt, %7, %cst : vector<6xi32>
// CHECK-NEXT:     %9 = arith.andi %8, %arg3 : vector<6xi1>
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mul %0, %11 : i64
// CHECK-NEXT:     %13 = llvm.add %12, %0 : i64
// CHECK-NEXT:     %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     llvm.intr.masked.store %arg0, %14, %9 {alignment = 1 : i32} : vector<6xi8>, vector<6xi1> into !llvm.ptr
// CHECK-NEXT:     %15 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = llvm.mul %0, %16 : i64
// CHECK-NEXT:     %18 = llvm.add %17, %0 : i64
// CHECK-NEXT:     %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     llvm.store %arg0, %19 {alignment = 1 : i64} : vector<6xi8>, !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @others(%arg0: memref<5x5xi16>, %arg1: tensor<?xi16>, %arg2: index) -> (vector<3xi16>, vector<3xi16>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %0 = arith.subi %c5, %arg2 : index
// CHECK-NEXT:     %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT:     %2 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %4 = llvm.insertelement %1, %2[%3 : i32] : vector<3xi32>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %2 [0, 0, 0] : vector<3xi32> 
// CHECK-NEXT:     %6 = arith.cmpi sgt, %5, %cst : vector<3xi32>
// CHECK-NEXT:     %7 = vector.transfer_read %arg0[%arg2, %arg2], %c0_i16, %6 {in_bounds = [true], permutation_map = #map} : memref<5x5xi16>, vector<3xi16>
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?xi16>
// CHECK-NEXT:     %8 = arith.subi %dim, %arg2 : index
// CHECK-NEXT:     %9 = arith.index_cast %8 : index to i32
// CHECK-NEXT:     %10 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %12 = llvm.insertelement %9, %10[%11 : i32] : vector<3xi32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %10 [0, 0, 0] : vector<3xi32> 
// CHECK-NEXT:     %14 = arith.cmpi sgt, %13, %cst : vector<3xi32>
// CHECK-NEXT:     %15 = vector.transfer_read %arg1[%arg2], %c0_i16, %14 {in_bounds = [true]} : tensor<?xi16>, vector<3xi16>
// CHECK-NEXT:     return %7, %15 : vector<3xi16>, vector<3xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
