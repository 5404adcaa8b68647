// RUN: strata-opt %s -test-scalar-vector-transfer-lowering -split-input-file | FileCheck %s

// A scalar extracted from a read is a load at the read's indices moved by
// the position: constant positions fold into the index, dynamic ones are
// added with `affine.apply`; a constant index stays a constant.
func.func @extract_of_read(%m: memref<?x?xf32>, %i: index, %p: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %i], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<4x8xf32>
  %e = vector.extract %v[2, %p] : f32 from vector<4x8xf32>
  %w = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %f = vector.extract %w[3] : f32 from vector<8xf32>
  return %e, %f : f32, f32
}

// -----

// From a tensor, an extract; one-element writes are stores and inserts
// of the element.
func.func @tensor_and_writes(%t: tensor<?xf32>, %m: memref<?x?xi32>, %i: index, %x: i32) -> (f32, tensor<?xf32>) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<f32>
  %e = vector.extract %v[] : f32 from vector<f32>
  %b = vector.broadcast %x : i32 to vector<1x1xi32>
  vector.transfer_write %b, %m[%i, %i] : vector<1x1xi32>, memref<?x?xi32>
  %s = vector.broadcast %e : f32 to vector<f32>
  %r = vector.transfer_write %s, %t[%i] : vector<f32>, tensor<?xf32>
  return %e, %r : f32, tensor<?xf32>
}

// -----

// Left alone: an extract of a vector, a read out of bounds, a masked read,
// a permuted read, a write of more than one element and a read with two
// extracts.
func.func @left_alone(%m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>, %w: vector<2xf32>) -> (vector<4xf32>, f32, f32, f32, f32, f32) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x4xf32>
  %a0 = vector.extract %a[0] : vector<4xf32> from vector<2x4xf32>
  %b = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32>
  %b0 = vector.extract %b[1] : f32 from vector<4xf32>
  %c = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %c0 = vector.extract %c[1] : f32 from vector<4xf32>
  %d = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %d0 = vector.extract %d[1] : f32 from vector<4xf32>
  %e = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %e0 = vector.extract %e[0] : f32 from vector<4xf32>
  %e1 = vector.extract %e[3] : f32 from vector<4xf32>
  vector.transfer_write %w, %m[%i, %i] {in_bounds = [true]} : vector<2xf32>, memref<?x?xf32>
  return %a0, %b0, %c0, %d0, %e0, %e1 : vector<4xf32>, f32, f32, f32, f32, f32
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (f32, f32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:     %1 = memref.load %arg0[%c2, %0] : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %3 = memref.load %arg0[%arg1, %2] : memref<?x?xf32>
// CHECK-NEXT:     return %1, %3 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tensor_and_writes(%arg0: tensor<?xf32>, %arg1: memref<?x?xi32>, %arg2: index, %arg3: i32) -> (f32, tensor<?xf32>) {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] : tensor<?xf32>
// CHECK-NEXT:     memref.store %arg3, %arg1[%arg2, %arg2] : memref<?x?xi32>
// CHECK-NEXT:     %inserted = tensor.insert %extracted into %arg0[%arg2] : tensor<?xf32>
// CHECK-NEXT:     return %extracted, %inserted : f32, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @left_alone(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<2xf32>) -> (vector<4xf32>, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %3 = vector.extract %2[1] : f32 from vector<4xf32>
// CHECK-NEXT:     %4 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %arg2 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %5 = vector.extract %4[1] : f32 from vector<4xf32>
// CHECK-NEXT:     %6 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %7 = vector.extract %6[1] : f32 from vector<4xf32>
// CHECK-NEXT:     %8 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %9 = vector.extract %8[0] : f32 from vector<4xf32>
// CHECK-NEXT:     %10 = vector.extract %8[3] : f32 from vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg1, %arg1] {in_bounds = [true]} : vector<2xf32>, memref<?x?xf32>
// CHECK-NEXT:     return %1, %3, %5, %7, %9, %10 : vector<4xf32>, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
