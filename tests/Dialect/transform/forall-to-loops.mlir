// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// The inner loop of the nest, reached through the second handle, is
// unrolled completely.
// CHECK-LABEL: func.func @to_for
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NOT:       scf.for
// CHECK-COUNT-3:   memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[I]]]
// CHECK-NOT:       scf.for
// CHECK:         return
func.func @to_for(%m: memref<3x5xf32>, %v: f32) {
  scf.forall (%i, %j) in (5, 3) {
    memref.store %v, %m[%j, %i] : memref<3x5xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %outer, %inner = transform.loop.forall_to_for %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %inner {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @to_parallel
// CHECK:         scf.parallel
// CHECK:           scf.reduce
func.func @to_parallel(%m: memref<16xi8>, %v: i8) {
  scf.forall (%i) = (0) to (16) step (4) {
    memref.store %v, %m[%i] : memref<16xi8>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.loop.forall_to_parallel %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @two_results(%m: memref<16xi8>, %v: i8) {
  // expected-note @below {{payload op}}
  scf.forall (%i) in (16) {
    memref.store %v, %m[%i] : memref<16xi8>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op expects one result, given 2}}
    %p, %q = transform.loop.forall_to_parallel %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @shared(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{unsupported shared outputs (didn't bufferize?)}}
    %l = transform.loop.forall_to_for %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
