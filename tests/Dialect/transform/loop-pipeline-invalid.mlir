// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter
// A loop with unknown bounds cannot be pipelined by the transform op (no predication).

func.func @dynamic(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{when applied to this op}}
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf32>
    memref.store %v, %a[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{transform.loop.pipeline failed to apply}}
    %kernel = transform.loop.pipeline %loop : (!transform.op<"scf.for">) -> !transform.any_op
    transform.yield
  }
}
