// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// CHECK-DAG: #[[$FROM_LOOP_MAP:.*]] = affine_map<(d0) -> (0, d0)>
// CHECK-DAG: #[[$MIN:.*]] = affine_map<()[s0] -> (5, s0)>
// CHECK-DAG: #[[$MAX:.*]] = affine_map<()[s0, s1] -> (s0 floordiv 2, s1)>

// Bounds from the IR: %i lies in [0, 64), so 64 - %i is at least 1 and
// the min of it and 128 is always 64 - %i, at most 64.
// CHECK-LABEL: func.func @from_loop
// CHECK:         affine.min #{{.*}}(%{{.*}})
// CHECK:         affine.max #[[$FROM_LOOP_MAP]](%{{.*}})
func.func @from_loop(%m: memref<128xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.min affine_map<(d0) -> (64 - d0, 128)>(%i)
    %b = affine.max affine_map<(d0) -> (d0, 0, -5)>(%i)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @partly
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK:         %[[B:.*]] = test.value_with_bounds
// CHECK:         %[[R0:.*]] = affine.min #[[$MIN]]()[%[[N]]]
// CHECK:         %[[R1:.*]] = affine.max #[[$MAX]]()[%[[B]], %[[N]]]
// CHECK:         return %[[R0]], %[[R1]]
func.func @partly(%n: index) -> (index, index) {
  %0 = test.value_with_bounds {max = 100 : index, min = 10 : index}
  %r0 = affine.min affine_map<()[s0, s1] -> (s0, 5, s1, 200)>()[%0, %n]
  %r1 = affine.max affine_map<()[s0, s1] -> (s0 floordiv 2, 3, s1)>()[%0, %n]
  return %r0, %r1 : index, index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min", "affine.max"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.simplify_min_max_affine_ops %0 : !transform.any_op
    transform.yield
  }
}

// -----

// The canonicalization after the simplification counts as a change in
// mlir-opt (and here): it puts the map's results in its canonical order, so
// no silenceable failure is reported.
// CHECK: #[[$SWAPPED:.*]] = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-LABEL: func.func @nothing_to_do
// CHECK:         affine.min #[[$SWAPPED]]()[%{{.*}}, %{{.*}}]
func.func @nothing_to_do(%a: index, %b: index) -> index {
  %r = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.min"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.simplify_min_max_affine_ops %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_min_max(%a: index) -> index {
  // expected-note @below {{target op}}
  %r = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%a]
  return %r : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.apply"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target must be affine.min or affine.max}}
    transform.affine.simplify_min_max_affine_ops %0 : !transform.any_op
    transform.yield
  }
}
