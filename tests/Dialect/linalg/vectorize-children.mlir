// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.vectorize_children_and_apply_patterns: every
// structured op in the function vectorized, then the clean-up patterns:
// transfer permutation maps lowered to transposes and broadcasts, those
// sunk below elementwise ops, sums of products turned into vector.contract
// (extensions folded in on request), vector.step as a constant, transfer
// read-after-write and write-after-write folding, tensor slices folded
// into transfers, memref.copy vectorized, tensor.pad decomposed into a
// fill and an insert_slice (vectorize_padding), constants hoisted and
// folded; each pattern group can be disabled.

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul(%arg0: tensor<4x8xf16>, %arg1: tensor<8x16xf16>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = ub.poison : f16
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %1 {in_bounds = [true, true]} : tensor<4x8xf16>, vector<4x8xf16>
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %1 {in_bounds = [true, true]} : tensor<8x16xf16>, vector<8x16xf16>
// CHECK-NEXT: %4 = vector.transfer_read %arg2[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<4x16xf32>, vector<4x16xf32>
// CHECK-NEXT: %5 = arith.extf %2 : vector<4x8xf16> to vector<4x8xf32>
// CHECK-NEXT: %6 = arith.extf %3 : vector<8x16xf16> to vector<8x16xf32>
// CHECK-NEXT: %7 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %5, %6, %4 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT: %8 = vector.transfer_write %7, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, tensor<4x16xf32>
// CHECK-NEXT: return %8 : tensor<4x16xf32>
// CHECK-NEXT: }
func.func @matmul(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_ext_folded(%arg0: memref<8x8xi8>, %arg1: memref<8x8xi8>, %arg2: memref<8x8xi32>) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = ub.poison : i8
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %1 {in_bounds = [true, true]} : memref<8x8xi8>, vector<8x8xi8>
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %1 {in_bounds = [true, true]} : memref<8x8xi8>, vector<8x8xi8>
// CHECK-NEXT: %4 = vector.transfer_read %arg2[%c0, %c0], %0 {in_bounds = [true, true]} : memref<8x8xi32>, vector<8x8xi32>
// CHECK-NEXT: %5 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %2, %3, %4 : vector<8x8xi8>, vector<8x8xi8> into vector<8x8xi32>
// CHECK-NEXT: vector.transfer_write %5, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x8xi32>, memref<8x8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul_ext_folded(%a: memref<8x8xi8>, %b: memref<8x8xi8>, %c: memref<8x8xi32>) {
  linalg.matmul ins(%a, %b : memref<8x8xi8>, memref<8x8xi8>) outs(%c : memref<8x8xi32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %m {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {fold_type_extensions_into_contract} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-LABEL: func.func @no_contract_no_lowering(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true, true], permutation_map = #map} : tensor<4x8xf32>, vector<4x16x8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c0, %c0], %0 {in_bounds = [true, true, true], permutation_map = #map1} : tensor<8x16xf32>, vector<4x16x8xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg2[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<4x16xf32>, vector<4x16xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %2 : vector<4x16x8xf32>
// CHECK-NEXT: %5 = vector.multi_reduction <add>, %4, %3 [2] : vector<4x16x8xf32> to vector<4x16xf32>
// CHECK-NEXT: %6 = vector.transfer_write %5, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, tensor<4x16xf32>
// CHECK-NEXT: return %6 : tensor<4x16xf32>
// CHECK-NEXT: }
func.func @no_contract_no_lowering(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {disable_multi_reduction_to_contract_patterns, disable_transfer_permutation_map_lowering_patterns} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @fill_then_reduce(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %3 = vector.multi_reduction <minimumf>, %2, %cst [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_write %3, %1[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
// CHECK-NEXT: return %4 : tensor<4xf32>
// CHECK-NEXT: }
func.func @fill_then_reduce(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %init = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %m = arith.minimumf %x, %y : f32
      linalg.yield %m : f32
    }
  return %r : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @broadcast_transpose_index(%arg0: tensor<8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]> : vector<8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<8x4xf32>, vector<8x4xf32>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: %4 = arith.addf %1, %cst : vector<8xf32>
// CHECK-NEXT: %5 = vector.broadcast %4 : vector<8xf32> to vector<4x8xf32>
// CHECK-NEXT: %6 = arith.divf %5, %3 : vector<4x8xf32>
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: return %7 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @broadcast_transpose_index(%a: tensor<8xf32>, %b: tensor<8x4xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8xf32>, tensor<8x4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %f : f32
    %t = arith.divf %s, %y : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @slices_folded(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %arg2], %0 {in_bounds = [true, true]} : tensor<8x16xf32>, vector<4x16xf32>
// CHECK-NEXT: %2 = math.exp %1 : vector<4x16xf32>
// CHECK-NEXT: %3 = vector.transfer_write %2, %arg1[%arg2, %arg2] {in_bounds = [true, true]} : vector<4x16xf32>, tensor<8x16xf32>
// CHECK-NEXT: return %3 : tensor<8x16xf32>
// CHECK-NEXT: }
func.func @slices_folded(%a: tensor<8x16xf32>, %o: tensor<8x16xf32>, %i: index) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %a[%i, %i] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  %d = tensor.extract_slice %o[%i, %i] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  %r = linalg.exp ins(%s : tensor<4x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  %ins = tensor.insert_slice %r into %o[%i, %i] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
  return %ins : tensor<8x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @reduce_into_unit_dim(%arg0: tensor<2x3x8xf32>, %arg1: tensor<2x3x1xf32>) -> tensor<2x3x1xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %0 {in_bounds = [true, true, true]} : tensor<2x3x8xf32>, vector<2x3x8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c0, %c0, %c0], %0 {in_bounds = [true, true], permutation_map = #map} : tensor<2x3x1xf32>, vector<2x3xf32>
// CHECK-NEXT: %3 = vector.multi_reduction <add>, %1, %2 [2] : vector<2x3x8xf32> to vector<2x3xf32>
// CHECK-NEXT: %4 = vector.broadcast %3 : vector<2x3xf32> to vector<1x2x3xf32>
// CHECK-NEXT: %5 = vector.transpose %4, [1, 2, 0] : vector<1x2x3xf32> to vector<2x3x1xf32>
// CHECK-NEXT: %6 = vector.transfer_write %5, %arg1[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x3x1xf32>, tensor<2x3x1xf32>
// CHECK-NEXT: return %6 : tensor<2x3x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_index(%arg0: memref<1x4xi32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<1x4xi32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xi32>, memref<1x4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_into_unit_dim(%a: tensor<2x3x8xf32>, %o: tensor<2x3x1xf32>) -> tensor<2x3x1xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a : tensor<2x3x8xf32>) outs(%o : tensor<2x3x1xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3x1xf32>
  return %r : tensor<2x3x1xf32>
}
func.func @unit_index(%o: memref<1x4xi32>, %k: index) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%o : memref<1x4xi32>) {
  ^bb0(%w: i32):
    %i = linalg.index 0 : index
    %s = arith.addi %k, %i : index
    %c = arith.index_cast %s : index to i32
    linalg.yield %c : i32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @fill_then_insert(%arg0: tensor<?x3xf32>, %arg1: f32, %arg2: index) -> tensor<4x3xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x3xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %arg1 {in_bounds = [false, true]} : tensor<?x3xf32>, vector<4x3xf32>
// CHECK-NEXT: %2 = vector.transfer_write %1, %0[%c0, %c0] {in_bounds = [true, true]} : vector<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT: return %2 : tensor<4x3xf32>
// CHECK-NEXT: }
func.func @fill_then_insert(%src: tensor<?x3xf32>, %v: f32, %n: index) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = tensor.insert_slice %src into %f[0, 0] [%n, 3] [1, 1] : tensor<?x3xf32> into tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @pad_decomposed(%arg0: tensor<2x?x2xf32>, %arg1: f32, %arg2: index) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<2x3x4xf32>
// CHECK-NEXT: %2 = vector.transfer_write %1, %0[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x3x4xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%c0, %c0, %c0], %arg1 {in_bounds = [true, false, true]} : tensor<2x?x2xf32>, vector<2x3x2xf32>
// CHECK-NEXT: %4 = vector.transfer_write %3, %2[%c0, %c0, %c2] {in_bounds = [true, true, true]} : vector<2x3x2xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: return %4 : tensor<2x3x4xf32>
// CHECK-NEXT: }
func.func @pad_decomposed(%src: tensor<2x?x2xf32>, %v: f32, %h: index) -> tensor<2x3x4xf32> {
  %p = tensor.pad %src low[0, 0, 2] high[0, %h, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %v : f32
  } : tensor<2x?x2xf32> to tensor<2x3x4xf32>
  return %p : tensor<2x3x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {vectorize_padding} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
