// RUN: strata-opt %s -transform-interpreter -split-input-file | FileCheck %s

// With the default rank (1): 1-D and 0-d transfers on memrefs become loads
// and stores; a broadcast dimension is loaded once and broadcast; masks
// give masked loads and stores.
func.func @rank_one(%m: memref<8x8xf32>, %z: memref<f32>, %i: index, %mask: vector<4xi1>) -> (vector<4xf32>, vector<f32>, vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 1.0 : f32
  %a = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %a, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  %b = vector.transfer_read %z[], %pad : memref<f32>, vector<f32>
  vector.transfer_write %b, %z[] : vector<f32>, memref<f32>
  %c = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<8x8xf32>, vector<4xf32>
  %d = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %d, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  return %a, %b, %c, %d : vector<4xf32>, vector<f32>, vector<4xf32>, vector<4xf32>
}

// Left alone: two dimensions (above the default rank), a dimension out of
// bounds, a tensor, a permutation, a non-unit innermost stride and a
// transfer inside `vector.mask`.
func.func @left_alone(%m: memref<8x8xf32>, %t: tensor<8xf32>, %s: memref<8xf32, strided<[2]>>, %i: index, %mask: vector<4xi1>) -> (vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  %b = vector.transfer_read %m[%i, %i], %pad : memref<8x8xf32>, vector<4xf32>
  %c = vector.transfer_read %t[%i], %pad {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  %d = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  %e = vector.transfer_read %s[%i], %pad {in_bounds = [true]} : memref<8xf32, strided<[2]>>, vector<4xf32>
  %f = vector.mask %mask { vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.transfer_write %a, %m[%i, %i] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  vector.transfer_write %b, %m[%i, %i] : vector<4xf32>, memref<8x8xf32>
  return %a, %b, %c, %d, %e, %f : vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transfer
    } : !transform.any_op
    transform.yield
  }
}

// -----

// Up to rank 2: n-D loads and stores (memrefs of vectors too, when the
// vector is the element), broadcasts of several dimensions; a 2-D mask
// has no masked load, and three dimensions are left alone.
func.func @rank_two(%m: memref<8x8xf32>, %m3: memref<4x8x8xf32>, %v: memref<8x8xvector<2x4xf32>>, %i: index, %mask: vector<2x4xi1>) -> (vector<2x4xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x2x4xf32>) {
  %pad = arith.constant 0.0 : f32
  %vpad = arith.constant dense<0.0> : vector<2x4xf32>
  %a = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %a, %m[%i, %i] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  %b = vector.transfer_read %v[%i, %i], %vpad : memref<8x8xvector<2x4xf32>>, vector<2x4xf32>
  vector.transfer_write %b, %v[%i, %i] : vector<2x4xf32>, memref<8x8xvector<2x4xf32>>
  %c = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, 0)>} : memref<8x8xf32>, vector<4x4xf32>
  %d = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  %e = vector.transfer_read %m3[%i, %i, %i], %pad {in_bounds = [true, true, true]} : memref<4x8x8xf32>, vector<2x2x4xf32>
  return %a, %b, %c, %d, %e : vector<2x4xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x2x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 2
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rank_one(%arg0: memref<8x8xf32>, %arg1: memref<f32>, %arg2: index, %arg3: vector<4xi1>) -> (vector<4xf32>, vector<f32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = vector.load %arg0[%arg2, %arg2] : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%arg2, %arg2] : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.load %arg1[] : memref<f32>, vector<f32>
// CHECK-NEXT:     vector.store %1, %arg1[] : memref<f32>, vector<f32>
// CHECK-NEXT:     %2 = vector.load %arg0[%arg2, %arg2] : memref<8x8xf32>, vector<1xf32>
// CHECK-NEXT:     %3 = vector.broadcast %2 : vector<1xf32> to vector<4xf32>
// CHECK-NEXT:     %4 = vector.maskedload %arg0[%arg2, %arg2], %arg3, %cst : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     vector.maskedstore %arg0[%arg2, %arg2], %arg3, %4 : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     return %0, %1, %3, %4 : vector<4xf32>, vector<f32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @left_alone(%arg0: memref<8x8xf32>, %arg1: tensor<8xf32>, %arg2: memref<8xf32, strided<[2]>>, %arg3: index, %arg4: vector<4xi1>) -> (vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg3, %arg3], %cst {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg3, %arg3], %cst : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg1[%arg3], %cst {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg0[%arg3, %arg3], %cst {in_bounds = [true], permutation_map = #map} : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:     %4 = vector.transfer_read %arg2[%arg3], %cst {in_bounds = [true]} : memref<8xf32, strided<[2]>>, vector<4xf32>
// CHECK-NEXT:     %5 = vector.mask %arg4 { vector.transfer_read %arg0[%arg3, %arg3], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%arg3, %arg3] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
// CHECK-NEXT:     vector.transfer_write %1, %arg0[%arg3, %arg3] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_transfer
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rank_two(%arg0: memref<8x8xf32>, %arg1: memref<4x8x8xf32>, %arg2: memref<8x8xvector<2x4xf32>>, %arg3: index, %arg4: vector<2x4xi1>) -> (vector<2x4xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x2x4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.load %arg0[%arg3, %arg3] : memref<8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%arg3, %arg3] : memref<8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.load %arg2[%arg3, %arg3] : memref<8x8xvector<2x4xf32>>, vector<2x4xf32>
// CHECK-NEXT:     vector.store %1, %arg2[%arg3, %arg3] : memref<8x8xvector<2x4xf32>>, vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.load %arg0[%arg3, %arg3] : memref<8x8xf32>, vector<1x1xf32>
// CHECK-NEXT:     %3 = vector.broadcast %2 : vector<1x1xf32> to vector<4x4xf32>
// CHECK-NEXT:     %4 = vector.transfer_read %arg0[%arg3, %arg3], %cst, %arg4 {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     %5 = vector.transfer_read %arg1[%arg3, %arg3, %arg3], %cst {in_bounds = [true, true, true]} : memref<4x8x8xf32>, vector<2x2x4xf32>
// CHECK-NEXT:     return %0, %1, %3, %4, %5 : vector<2x4xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_transfer max_transfer_rank = 2
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
