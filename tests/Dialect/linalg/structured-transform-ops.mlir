// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.generalize, interchange and specialize: named ops
// to linalg.generic and back, loops permuted (maps, iterator types,
// linalg.index), generic ops kept by generalize and named ops by
// specialize, a fill whose value is inlined in the body.

// CHECK-LABEL: func.func @generalize_interchange_specialize(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<4x16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
func.func @generalize_interchange_specialize(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %mm : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.interchange %g iterator_interchange = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
    %j = transform.structured.interchange %i iterator_interchange = [1, 2, 0] : (!transform.any_op) -> !transform.any_op
    %n = transform.structured.specialize %j : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-LABEL: func.func @interchange_index(%arg0: tensor<4x6x8xi32>) -> tensor<4x6x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%arg0 : tensor<4x6x8xi32>) {
// CHECK-NEXT: ^bb0(%out: i32):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = linalg.index 2 : index
// CHECK-NEXT: %4 = affine.apply #map1(%1, %2, %3)
// CHECK-NEXT: %5 = linalg.index 0 : index
// CHECK-NEXT: %6 = linalg.index 1 : index
// CHECK-NEXT: %7 = linalg.index 2 : index
// CHECK-NEXT: %8 = affine.apply #map2(%5, %6, %7)
// CHECK-NEXT: %9 = arith.subi %4, %8 : index
// CHECK-NEXT: %10 = arith.index_cast %9 : index to i32
// CHECK-NEXT: linalg.yield %10 : i32
// CHECK-NEXT: } -> tensor<4x6x8xi32>
// CHECK-NEXT: return %0 : tensor<4x6x8xi32>
// CHECK-NEXT: }
func.func @interchange_index(%a: tensor<4x6x8xi32>) -> tensor<4x6x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a : tensor<4x6x8xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %k = linalg.index 2 : index
    %s = arith.subi %i, %k : index
    %c = arith.index_cast %s : index to i32
    linalg.yield %c : i32
  } -> tensor<4x6x8xi32>
  return %0 : tensor<4x6x8xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.interchange %g iterator_interchange = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
    %same = transform.structured.generalize %i : (!transform.any_op) -> !transform.any_op
    %none = transform.structured.interchange %same : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @specialize_mixed(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = linalg.sub ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: %1 = linalg.exp ins(%0 : tensor<8xf32>) outs(%arg2 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: return %0, %1 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
func.func @specialize_mixed(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.exp ins(%0 : tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.structured.specialize %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @specialize_inlined_fill(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = linalg.fill ins(%c7_i32 : i32) outs(%arg0 : tensor<4x5xi32>) -> tensor<4x5xi32>
// CHECK-NEXT: return %0 : tensor<4x5xi32>
// CHECK-NEXT: }
func.func @specialize_inlined_fill(%out: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %c = arith.constant 7 : i32
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<4x5xi32>) {
  ^bb0(%o: i32):
    linalg.yield %c : i32
  } -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.structured.specialize %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
