// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.vectorize on structured ops with static shapes:
// each operand read with the permutation map its indexing map gives
// (broadcast dimensions as 0), the payload on vectors of the
// iteration-space shape (constants splat, linalg.index as vector.step
// broadcast and transposed into place, reductions as
// vector.multi_reduction, 0-d outputs), each result written back; tensors
// and memrefs.

// CHECK: #map = affine_map<(d0) -> (0, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @elementwise_broadcast_transpose(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 {permutation_map = #map} : tensor<8xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 {permutation_map = #map1} : tensor<8x4xf32>, vector<4x8xf32>
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %7 = vector.transfer_read %arg3[%c0, %c0], %6 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %8 = arith.addf %1, %3 : vector<4x8xf32>
// CHECK-NEXT: %9 = arith.mulf %8, %5 : vector<4x8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %10 = vector.transfer_write %9, %arg3[%c0_0, %c0_0] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: return %10 : tensor<4x8xf32>
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @elementwise_broadcast_transpose(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<8x4xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [#id, #row, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.mulf %s, %z : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-LABEL: func.func @matmul_memref(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map} : memref<4x8xf32>, vector<4x16x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map1} : memref<8x16xf32>, vector<4x16x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 : memref<4x16xf32>, vector<4x16xf32>
// CHECK-NEXT: %6 = arith.mulf %1, %3 : vector<4x16x8xf32>
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [2] : vector<4x16x8xf32> to vector<4x16xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %7, %arg2[%c0_0, %c0_0] : vector<4x16xf32>, memref<4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul_memref(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @index_and_constants(%arg0: tensor<2x3x4xi32>, %arg1: i32) -> tensor<2x3x4xi32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %0 : tensor<2x3x4xi32>, vector<2x3x4xi32>
// CHECK-NEXT: %2 = vector.step : vector<2xindex>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<2xindex> to vector<4x3x2xindex>
// CHECK-NEXT: %4 = vector.transpose %3, [2, 1, 0] : vector<4x3x2xindex> to vector<2x3x4xindex>
// CHECK-NEXT: %5 = vector.step : vector<4xindex>
// CHECK-NEXT: %6 = vector.broadcast %5 : vector<4xindex> to vector<2x3x4xindex>
// CHECK-NEXT: %7 = arith.addi %4, %6 : vector<2x3x4xindex>
// CHECK-NEXT: %8 = arith.index_cast %7 : vector<2x3x4xindex> to vector<2x3x4xi32>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<2x3x4xi32>
// CHECK-NEXT: %9 = arith.muli %8, %cst : vector<2x3x4xi32>
// CHECK-NEXT: %10 = vector.broadcast %arg1 : i32 to vector<2x3x4xi32>
// CHECK-NEXT: %11 = arith.addi %9, %10 : vector<2x3x4xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %12 = vector.transfer_write %11, %arg0[%c0_0, %c0_0, %c0_0] : vector<2x3x4xi32>, tensor<2x3x4xi32>
// CHECK-NEXT: return %12 : tensor<2x3x4xi32>
// CHECK-NEXT: }
func.func @index_and_constants(%o: tensor<2x3x4xi32>, %k: i32) -> tensor<2x3x4xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%o : tensor<2x3x4xi32>) {
  ^bb0(%w: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 2 : index
    %s = arith.addi %i, %j : index
    %c = arith.index_cast %s : index to i32
    %three = arith.constant 3 : i32
    %m = arith.muli %c, %three : i32
    %t = arith.addi %m, %k : i32
    linalg.yield %t : i32
  } -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @reduce_transposed_output(%arg0: memref<2x3x4xf32>, %arg1: memref<4x2xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %0 : memref<2x3x4xf32>, vector<2x3x4xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map} : memref<4x2xf32>, vector<2x4xf32>
// CHECK-NEXT: %4 = vector.multi_reduction <maximumf>, %1, %3 [1] : vector<2x3x4xf32> to vector<2x4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %4, %arg1[%c0_0, %c0_0] {permutation_map = #map} : vector<2x4xf32>, memref<4x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_to_scalar(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : tensor<8xi32>, vector<8xi32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[], %2 : tensor<i32>, vector<i32>
// CHECK-NEXT: %4 = vector.extract %3[] : i32 from vector<i32>
// CHECK-NEXT: %5 = vector.multi_reduction <xor>, %1, %4 [0] : vector<8xi32> to i32
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %6 = vector.broadcast %5 : i32 to vector<i32>
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg1[] : vector<i32>, tensor<i32>
// CHECK-NEXT: return %7 : tensor<i32>
// CHECK-NEXT: }
func.func @reduce_transposed_output(%a: memref<2x3x4xf32>, %o: memref<4x2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a : memref<2x3x4xf32>) outs(%o : memref<4x2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.maximumf %x, %y : f32
    linalg.yield %m : f32
  }
  return
}
func.func @reduce_to_scalar(%a: tensor<8xi32>, %o: tensor<i32>) -> tensor<i32> {
  %r = linalg.reduce ins(%a : tensor<8xi32>) outs(%o : tensor<i32>) dimensions = [0]
    (%x: i32, %y: i32) {
      %s = arith.xori %x, %y : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0) -> (0, d0)>
// CHECK-LABEL: func.func @named_ops(%arg0: tensor<4x8xf16>, %arg1: tensor<8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>, %arg4: f32) -> (tensor<8x4xf16>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8x4xf16>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = ub.poison : f16
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %1 {permutation_map = #map} : tensor<4x8xf16>, vector<8x4xf16>
// CHECK-NEXT: %3 = ub.poison : f16
// CHECK-NEXT: %4 = vector.transfer_read %0[%c0, %c0], %3 : tensor<8x4xf16>, vector<8x4xf16>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %5 = vector.transfer_write %2, %0[%c0_0, %c0_0] : vector<8x4xf16>, tensor<8x4xf16>
// CHECK-NEXT: %6 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %c4_1 = arith.constant 4 : index
// CHECK-NEXT: %c8_2 = arith.constant 8 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %7 = ub.poison : f32
// CHECK-NEXT: %8 = vector.transfer_read %arg1[%c0_3], %7 {permutation_map = #map1} : tensor<8xf32>, vector<4x8xf32>
// CHECK-NEXT: %9 = ub.poison : f32
// CHECK-NEXT: %10 = vector.transfer_read %6[%c0_3, %c0_3], %9 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %11 = vector.transfer_write %8, %6[%c0_4, %c0_4] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c4_5 = arith.constant 4 : index
// CHECK-NEXT: %c8_6 = arith.constant 8 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %12 = ub.poison : f32
// CHECK-NEXT: %13 = vector.transfer_read %6[%c0_7, %c0_7], %12 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %cst_9 = arith.constant dense<1.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %14 = vector.transfer_write %cst_9, %6[%c0_8, %c0_8] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %c4_10 = arith.constant 4 : index
// CHECK-NEXT: %c8_11 = arith.constant 8 : index
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %15 = ub.poison : f32
// CHECK-NEXT: %16 = vector.transfer_read %arg2[%c0_12, %c0_12], %15 : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %17 = vector.broadcast %arg4 : f32 to vector<4x8xf32>
// CHECK-NEXT: vector.transfer_write %17, %arg2[%c0_13, %c0_13] : vector<4x8xf32>, memref<4x8xf32>
// CHECK-NEXT: %c4_14 = arith.constant 4 : index
// CHECK-NEXT: %c8_15 = arith.constant 8 : index
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %18 = ub.poison : f32
// CHECK-NEXT: %19 = vector.transfer_read %arg2[%c0_16, %c0_16], %18 : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %20 = ub.poison : f32
// CHECK-NEXT: %21 = vector.transfer_read %arg3[%c0_16, %c0_16], %20 : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %19, %arg3[%c0_17, %c0_17] : vector<4x8xf32>, memref<4x8xf32>
// CHECK-NEXT: return %5, %11, %14 : tensor<8x4xf16>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
func.func @named_ops(%a: tensor<4x8xf16>, %v: tensor<8xf32>, %m: memref<4x8xf32>, %n: memref<4x8xf32>, %f: f32) -> (tensor<8x4xf16>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %e0 = tensor.empty() : tensor<8x4xf16>
  %t = linalg.transpose ins(%a : tensor<4x8xf16>) outs(%e0 : tensor<8x4xf16>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%v : tensor<8xf32>) outs(%e1 : tensor<4x8xf32>) dimensions = [0]
  %one = arith.constant 1.0 : f32
  %c = linalg.fill ins(%one : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<4x8xf32>)
  linalg.copy ins(%m : memref<4x8xf32>) outs(%n : memref<4x8xf32>)
  return %t, %b, %c : tensor<8x4xf16>, tensor<4x8xf32>, tensor<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-LABEL: func.func @mixed_precision_matmul(%arg0: tensor<4x8xf16>, %arg1: tensor<8x16xf16>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f16
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map} : tensor<4x8xf16>, vector<4x16x8xf16>
// CHECK-NEXT: %2 = ub.poison : f16
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map1} : tensor<8x16xf16>, vector<4x16x8xf16>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 : tensor<4x16xf32>, vector<4x16xf32>
// CHECK-NEXT: %6 = arith.extf %1 : vector<4x16x8xf16> to vector<4x16x8xf32>
// CHECK-NEXT: %7 = arith.extf %3 : vector<4x16x8xf16> to vector<4x16x8xf32>
// CHECK-NEXT: %8 = arith.mulf %6, %7 : vector<4x16x8xf32>
// CHECK-NEXT: %9 = vector.multi_reduction <add>, %8, %5 [2] : vector<4x16x8xf32> to vector<4x16xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %10 = vector.transfer_write %9, %arg2[%c0_0, %c0_0] : vector<4x16xf32>, tensor<4x16xf32>
// CHECK-NEXT: return %10 : tensor<4x16xf32>
// CHECK-NEXT: }
func.func @mixed_precision_matmul(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @reduce_into_broadcast_output(%arg0: tensor<32xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : tensor<32xf32>, vector<32xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : tensor<1xf32>, vector<f32>
// CHECK-NEXT: %4 = vector.extract %3[] : f32 from vector<f32>
// CHECK-NEXT: %5 = vector.multi_reduction <maxnumf>, %1, %4 [0] : vector<32xf32> to f32
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %6 = vector.broadcast %5 : f32 to vector<f32>
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg1[%c0_0] : vector<f32>, tensor<1xf32>
// CHECK-NEXT: return %7 : tensor<1xf32>
// CHECK-NEXT: }
func.func @reduce_into_broadcast_output(%a: tensor<32xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>], iterator_types = ["reduction"]}
      ins(%a : tensor<32xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.maxnumf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}
