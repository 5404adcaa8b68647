// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// The transfer permutation-map lowering keeps a mask operand: permuted and
// broadcasting reads and writes with masks, scalable ones, and a write
// whose map skips inner dimensions (its mask gains trailing unit
// dimensions). A transfer inside vector.mask is left alone.

func.func @masked_permuted_read(%m: memref<?x?xf32>, %i: index, %mask: vector<3x5xi1>) -> vector<6x5x3xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [true, false, true], permutation_map = affine_map<(d0, d1) -> (0, d1, d0)>} : memref<?x?xf32>, vector<6x5x3xf32>
  return %0 : vector<6x5x3xf32>
}

func.func @masked_permuted_write(%v: vector<[4]x2xf32>, %m: memref<?x?x?xf32>, %i: index, %mask: vector<2x[4]xi1>) {
  vector.transfer_write %v, %m[%i, %i, %i], %mask {in_bounds = [true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<[4]x2xf32>, memref<?x?x?xf32>
  return
}

func.func @masked_skipping_write(%v: vector<3x[2]xi8>, %m: memref<?x?x?xi8>, %i: index, %mask: vector<3x[2]xi1>) {
  vector.transfer_write %v, %m[%i, %i, %i], %mask {in_bounds = [false, true], permutation_map = affine_map<(d0, d1, d2) -> (d0, d1)>} : vector<3x[2]xi8>, memref<?x?x?xi8>
  return
}

func.func @in_mask_op(%v: vector<4x2xf32>, %m: memref<?x?xf32>, %i: index, %mask: vector<2x4xi1>) {
  vector.mask %mask { vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xf32>, memref<?x?xf32> } : vector<2x4xi1>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked_permuted_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x5xi1>) -> vector<6x5x3xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %arg2 {in_bounds = [true, false]} : memref<?x?xf32>, vector<3x5xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<3x5xf32> to vector<6x3x5xf32>
// CHECK-NEXT:     %2 = vector.transpose %1, [0, 2, 1] : vector<6x3x5xf32> to vector<6x5x3xf32>
// CHECK-NEXT:     return %2 : vector<6x5x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked_permuted_write(%arg0: vector<[4]x2xf32>, %arg1: memref<?x?x?xf32>, %arg2: index, %arg3: vector<2x[4]xi1>) {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg1[%arg2, %arg2, %arg2], %arg3 {in_bounds = [false, true]} : vector<2x[4]xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked_skipping_write(%arg0: vector<3x[2]xi8>, %arg1: memref<?x?x?xi8>, %arg2: index, %arg3: vector<3x[2]xi1>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<3x[2]xi8> to vector<1x3x[2]xi8>
// CHECK-NEXT:     %1 = vector.broadcast %arg3 : vector<3x[2]xi1> to vector<1x3x[2]xi1>
// CHECK-NEXT:     %2 = vector.transpose %1, [1, 2, 0] : vector<1x3x[2]xi1> to vector<3x[2]x1xi1>
// CHECK-NEXT:     %3 = vector.transpose %0, [1, 2, 0] : vector<1x3x[2]xi8> to vector<3x[2]x1xi8>
// CHECK-NEXT:     vector.transfer_write %3, %arg1[%arg2, %arg2, %arg2], %2 {in_bounds = [false, true, true]} : vector<3x[2]x1xi8>, memref<?x?x?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_mask_op(%arg0: vector<4x2xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: vector<2x4xi1>) {
// CHECK-NEXT:     vector.mask %arg3 { vector.transfer_write %arg0, %arg1[%arg2, %arg2] {permutation_map = #map} : vector<4x2xf32>, memref<?x?xf32> } : vector<2x4xi1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.transfer_permutation_patterns
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
