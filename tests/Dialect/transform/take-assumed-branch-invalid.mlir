// RUN: strata-opt %s --transform-interpreter --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter

func.func @no_else(%cond: i1, %m: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  scf.if %cond {
    memref.store %x, %m[%c0] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %if = transform.structured.match ops{["scf.if"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires an scf.if op with a single-block `else` region}}
    transform.scf.take_assumed_branch %if take_else_branch : (!transform.any_op) -> ()
    transform.yield
  }
}
