// RUN: strata-opt %s --fold-memref-alias-ops | FileCheck %s
// CONFORMANCE: pipeline=--fold-memref-alias-ops

// In-bounds vector transfers through a unit-stride memref.subview access
// the source at the composed indices; a rank-reducing subview's dropped
// dimensions enter the permutation map (here giving a minor identity
// map again). Out-of-bounds transfers and strided subviews stay.

func.func @read_2d(%m: memref<16x32xf32>, %i: index, %j: index, %a: index, %b: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %sv = memref.subview %m[%i, %j] [8, 16] [1, 1] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 1], offset: ?>>
  %v = vector.transfer_read %sv[%a, %b], %pad {in_bounds = [true, true]} : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
func.func @write_const_offsets(%m: memref<16x32xf32>, %v: vector<8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[4, 8] [8, 16] [1, 1] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 1], offset: 136>>
  vector.transfer_write %v, %sv[%c1, %c2] {in_bounds = [true]} : vector<8xf32>, memref<8x16xf32, strided<[32, 1], offset: 136>>
  return
}
func.func @read_rank_reducing(%m: memref<4x16x32xf32>, %i: index, %j: index, %a: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %sv = memref.subview %m[%i, 0, %j] [1, 16, 16] [1, 1, 1] : memref<4x16x32xf32> to memref<16x16xf32, strided<[32, 1], offset: ?>>
  %v = vector.transfer_read %sv[%a, %c0], %pad {in_bounds = [true]} : memref<16x16xf32, strided<[32, 1], offset: ?>>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @read_transposed(%m: memref<16x32xf32>, %i: index, %a: index) -> vector<4x2xf32> {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %sv = memref.subview %m[%i, 0] [8, 16] [1, 1] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 1], offset: ?>>
  %v = vector.transfer_read %sv[%a, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<4x2xf32>
  return %v : vector<4x2xf32>
}
func.func @not_in_bounds(%m: memref<16x32xf32>, %i: index, %a: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %sv = memref.subview %m[%i, 0] [8, 16] [1, 1] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 1], offset: ?>>
  %v = vector.transfer_read %sv[%a, %a], %pad : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @strided(%m: memref<16x32xf32>, %i: index, %a: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %sv = memref.subview %m[%i, 0] [8, 16] [1, 2] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 2], offset: ?>>
  %v = vector.transfer_read %sv[%a, %a], %pad {in_bounds = [true]} : memref<8x16xf32, strided<[32, 2], offset: ?>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @write_drops_middle(%m: memref<2x8x4x16xf32>, %i: index, %v: vector<2x4x16xf32>) {
  %c0 = arith.constant 0 : index
  %sv = memref.subview %m[0, %i, 0, 0] [2, 1, 4, 16] [1, 1, 1, 1] : memref<2x8x4x16xf32> to memref<2x4x16xf32, strided<[512, 16, 1], offset: ?>>
  vector.transfer_write %v, %sv[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x4x16xf32>, memref<2x4x16xf32, strided<[512, 16, 1], offset: ?>>
  return
}

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @read_2d(%arg0: memref<16x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT: %1 = affine.apply #map()[%arg2, %arg4]
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%0, %1], %cst {in_bounds = [true, true]} : memref<16x32xf32>, vector<4x8xf32>
// CHECK-NEXT: return %2 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_const_offsets(%arg0: memref<16x32xf32>, %arg1: vector<8xf32>) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[%c5, %c10] {in_bounds = [true]} : vector<8xf32>, memref<16x32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_rank_reducing(%arg0: memref<4x16x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg3, %arg2], %cst {in_bounds = [true]} : memref<4x16x32xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_transposed(%arg0: memref<16x32xf32>, %arg1: index, %arg2: index) -> vector<4x2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%0, %c0], %cst {in_bounds = [true, true], permutation_map = #map1} : memref<16x32xf32>, vector<4x2xf32>
// CHECK-NEXT: return %1 : vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_in_bounds(%arg0: memref<16x32xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [8, 16] [1, 1] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT: %0 = vector.transfer_read %subview[%arg2, %arg2], %cst : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: memref<16x32xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [8, 16] [1, 2] : memref<16x32xf32> to memref<8x16xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: %0 = vector.transfer_read %subview[%arg2, %arg2], %cst {in_bounds = [true]} : memref<8x16xf32, strided<[32, 2], offset: ?>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_drops_middle(%arg0: memref<2x8x4x16xf32>, %arg1: index, %arg2: vector<2x4x16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%c0, %arg1, %c0, %c0] {in_bounds = [true, true, true], permutation_map = #map2} : vector<2x4x16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
