// RUN: strata-opt %s --convert-vector-to-scf=full-unroll | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf=full-unroll

// Fully unrolled transfers whose permutation map skips a memref
// dimension (as after folding a rank-reducing subview into them): the
// skipped dimension keeps its index, the unrolled ones move.

func.func @read_skip(%m: memref<2x8x4x16xf32>, %i: index) -> vector<2x4x16xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %i, %c0, %c0], %pad {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>} : memref<2x8x4x16xf32>, vector<2x4x16xf32>
  return %v : vector<2x4x16xf32>
}
func.func @write_skip(%m: memref<2x8x4x16xf32>, %i: index, %v: vector<2x4x16xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %i, %c0, %c0] {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>} : vector<2x4x16xf32>, memref<2x8x4x16xf32>
  return
}

// CHECK-LABEL: func.func @read_skip(%arg0: memref<2x8x4x16xf32>, %arg1: index) -> vector<2x4x16xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4x16xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %arg1, %c0, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %1 = vector.insert %0, %cst_0 [0, 0] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %arg1, %c1, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %3 = vector.insert %2, %1 [0, 1] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%c0, %arg1, %c2, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %5 = vector.insert %4, %3 [0, 2] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%c0, %arg1, %c3, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %7 = vector.insert %6, %5 [0, 3] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%c1, %arg1, %c0, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %9 = vector.insert %8, %7 [1, 0] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c1, %arg1, %c1, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %11 = vector.insert %10, %9 [1, 1] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%c1, %arg1, %c2, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %13 = vector.insert %12, %11 [1, 2] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: %14 = vector.transfer_read %arg0[%c1, %arg1, %c3, %c0], %cst {in_bounds = [true]} : memref<2x8x4x16xf32>, vector<16xf32>
// CHECK-NEXT: %15 = vector.insert %14, %13 [1, 3] : vector<16xf32> into vector<2x4x16xf32>
// CHECK-NEXT: return %15 : vector<2x4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_skip(%arg0: memref<2x8x4x16xf32>, %arg1: index, %arg2: vector<2x4x16xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.extract %arg2[0, 0] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c0, %arg1, %c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0, 1] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c0, %arg1, %c1, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0, 2] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %2, %arg0[%c0, %arg1, %c2, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %3 = vector.extract %arg2[0, 3] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%c0, %arg1, %c3, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %4 = vector.extract %arg2[1, 0] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%c1, %arg1, %c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[1, 1] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%c1, %arg1, %c1, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %6 = vector.extract %arg2[1, 2] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%c1, %arg1, %c2, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: %7 = vector.extract %arg2[1, 3] : vector<16xf32> from vector<2x4x16xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg0[%c1, %arg1, %c3, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x8x4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
