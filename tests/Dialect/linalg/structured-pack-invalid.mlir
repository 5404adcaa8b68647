// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.pack's failures.

func.func @two_targets(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.exp ins(%0 : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires target to map to exactly 1 LinalgOp (got 2)}}
    %p = transform.structured.pack %exp packed_sizes = [2] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @sizes_and_loops(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.exp ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires number of packed sizes match the number of loops (3 vs 2)}}
    %p = transform.structured.pack %exp packed_sizes = [2, 2, 2] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_a_loop(%a: tensor<9xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<9xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{data tiling failed}}
    %p = transform.structured.pack %g packed_sizes = [4] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_structured(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires target to map to exactly 1 LinalgOp (got 1)}}
    %p = transform.structured.pack %f packed_sizes = [] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @two_size_ops(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %sizes = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{data tiling failed}}
    %p = transform.structured.pack %exp packed_sizes = [%sizes] : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
