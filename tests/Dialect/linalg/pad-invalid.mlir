// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.pad's verifier and failures.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects nofold_flags to contain booleans (0/1), found [0, 2]}}
    %0:3 = transform.structured.pad %root {nofold_flags = [0, 2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects padding_dimensions to contain positive integers, found [0, -1]}}
    %0:3 = transform.structured.pad %root {padding_dimensions = [0, -1]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects as many multiples as padding_dimensions}}
    %0:3 = transform.structured.pad %root pad_to_multiple_of [2, 4] {padding_dimensions = [0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects transpose_paddings to be a permutation, found [0, 2]}}
    %0:3 = transform.structured.pad %root {transpose_paddings = [[1, 0], [0, 2]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{invalid copy_back_op}}
    %0:3 = transform.structured.pad %root {copy_back_op = "memref.copy"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_structured(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  return %a : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected LinalgOp target}}
    %0:3 = transform.structured.pad %r : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @unbounded(%a: tensor<?x4xf32>, %b: tensor<4x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-note @below {{target op}}
  %r = linalg.matmul ins(%a, %b : tensor<?x4xf32>, tensor<4x4xf32>) outs(%c : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to pad op}}
    %0:3 = transform.structured.pad %mm {padding_dimensions = [0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @wrong_type(%a: tensor<4x4xi8>, %b: tensor<4x4xi8>, %c: tensor<4x4xi32>) -> tensor<4x4xi32> {
  // expected-note @below {{when applied to this op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x4xi8>, tensor<4x4xi8>) outs(%c : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.structured.pad' op expects a padding value of type 'i8', got 0 : i32}}
    %0:3 = transform.structured.pad %mm {padding_values = [0 : i8, 0 : i32, 0 : i32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @unparsable(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{when applied to this op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.structured.pad' op expects a padding that parses to 'f32', got "[1]"}}
    %0:3 = transform.structured.pad %mm {padding_values = ["[1]", 0.0 : f32, 0.0 : f32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @untyped(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expects padding values to be typed attributes}}
    %0:3 = transform.structured.pad %mm {padding_values = [[0.0 : f32], 0.0 : f32, 0.0 : f32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
