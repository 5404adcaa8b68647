// RUN: strata-opt %s --transform-simplify | FileCheck %s

// Script simplification: includes are inlined, unrolling by 1 goes away,
// a comparison of constant parameters that holds goes away, and the
// matching ops left without uses are erased; the payload is not touched.

func.func @payload() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @unroll_all(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %loops {factor = 1} : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @unroll_all failures(propagate) (%root) : (!transform.any_op) -> ()
    %a = transform.param.constant 4 : i64 -> !transform.param<i64>
    %b = transform.param.constant 8 : i64 -> !transform.param<i64>
    transform.match.param.cmpi lt %a, %b : !transform.param<i64>
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "kept" : !transform.any_op
    transform.yield
  }
}

// CHECK:      func.func @payload() {
// CHECK:      transform.named_sequence @unroll_all
// CHECK-NEXT:   transform.yield
// CHECK:      transform.named_sequence @__transform_main
// CHECK-NEXT:   %[[F:.*]] = transform.structured.match ops{["func.func"]} in %arg0
// CHECK-NEXT:   transform.debug.emit_remark_at %[[F]], "kept"
// CHECK-NEXT:   transform.yield
