// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// CHECK-DAG: #[[$SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[$TIMES4:.*]] = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @tile_sizes
// CHECK:         %[[T:.*]] = "test.tid"
// CHECK:         %[[W:.*]] = "test.wid"
// CHECK:         %[[C16:.*]] = arith.constant 16 : index
// CHECK:         %[[R1:.*]] = affine.apply #[[$SUM]]()[%[[T]], %[[W]]]
// CHECK:         %[[R2:.*]] = affine.apply #[[$TIMES4]]()[%[[W]]]
// CHECK:         return %[[C16]], %[[R1]], %[[R2]]
func.func @tile_sizes() -> (index, index, index) {
  %t = "test.tid"() : () -> index
  %w = "test.wid"() : () -> index
  %r0 = affine.min affine_map<()[s0] -> (16, 40 - s0)>()[%t]
  %r1 = affine.max affine_map<()[s0, s1] -> (s0 + s1, 7)>()[%t, %w]
  %r2 = affine.min affine_map<(d0)[s0] -> (d0 * 4, s0 + 100)>(%w)[%t]
  return %r0, %r1, %r2 : index, index, index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min", "affine.max"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["test.tid"]} in %root : (!transform.any_op) -> !transform.any_op
    %2 = transform.structured.match ops{["test.wid"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.simplify_bounded_affine_ops %0 with [%1, %2 : !transform.any_op, !transform.any_op] within [0, 8] and [24, 20] : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @no_bounds
// CHECK-SAME:    (%[[A:.*]]: index)
// CHECK-NEXT:    return %[[A]]
func.func @no_bounds(%a: index) -> index {
  %r = affine.min affine_map<()[s0] -> (s0, s0 + 2)>()[%a]
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.simplify_bounded_affine_ops %0 with [] within [] and [] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @non_index() -> index {
  // expected-note @below {{multiple/non-index result}}
  %f = "test.f"() : () -> f32
  %a = "test.a"() : () -> index
  %r = affine.min affine_map<()[s0] -> (s0, 4)>()[%a]
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["test.f"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected bounded value handle to point to one or multiple single-result index-typed ops}}
    transform.affine.simplify_bounded_affine_ops %0 with [%1 : !transform.any_op] within [0] and [4] : !transform.any_op
    transform.yield
  }
}

// -----

// The target handle is consumed first, so the second handle to the same
// op is invalidated before it is read.
func.func @constrained_target(%a: index) -> index {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  %r = affine.min affine_map<()[s0] -> (s0, 4)>()[%a]
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{handle to invalidated ops}}
    %1 = transform.structured.match ops{["affine.min"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.affine.simplify_bounded_affine_ops %0 with [%1 : !transform.any_op] within [0] and [4] : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{incorrect number of upper bounds, expected 1 but found 2}}
    transform.affine.simplify_bounded_affine_ops %0 with [%0 : !transform.any_op] within [1] and [2, 3] : !transform.any_op
    transform.yield
  }
}
