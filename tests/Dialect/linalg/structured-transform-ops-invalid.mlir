// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// The failures of transform.structured.generalize, interchange and
// specialize.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 0, 0}}
    %i = transform.structured.interchange %root iterator_interchange = [0, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @wrong_kind(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  // expected-note @below {{when applied to this op}}
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform applied to the wrong op kind}}
    %g = transform.structured.generalize %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @interchange_named(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform applied to the wrong op kind}}
    %i = transform.structured.interchange %ops iterator_interchange = [0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @interchange_length(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{"iterator_interchange" has length (2) different from the number of loops in the target operation (1)}}
    %i = transform.structured.interchange %ops iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_specializable(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    %t = arith.mulf %s, %s : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.specialize failed to apply}}
    %n = transform.structured.specialize %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.interchange' op attribute 'iterator_interchange' failed to satisfy constraint: i64 dense array attribute whose value is non-negative}}
    %i = transform.structured.interchange %root iterator_interchange = [1, -1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected '('}}
  %0 = transform.structured.generalize %arg0 : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected '->'}}
  %0 = transform.structured.specialize %arg0 : (!transform.any_op) !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.param.constant 4 : i64 -> !transform.param<i64>
  // expected-error @below {{custom op 'transform.structured.vectorize' number of operands and types do not match: got 1 operands and 0 types}}
  transform.structured.vectorize %arg0 vector_sizes [%0, 8] : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected ']' in dynamic index list}}
  // expected-error @below {{custom op 'transform.structured.vectorize' expected SSA value or integer}}
  transform.structured.vectorize %arg0 vector_sizes [4 8] : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects all results type to be the same}}
  "transform.structured.multitile_sizes"(%arg0) {dimension = 0 : i64, target_size = 4 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.param<i64>)
}
