// RUN: strata-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s

// transform.replicate repeats each handle's payload once per payload op of
// its first operand; the results take the handles' types.

// CHECK: transform.replicate num(%{{.*}}) %{{.*}}, %{{.*}} {tag} : !transform.any_op, !transform.any_op, !transform.param<i64>
module attributes {transform.with_named_sequence} {
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
  func.func @c() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 7 : i64 -> !transform.param<i64>
    %x:2 = transform.replicate num(%f) %r, %p {tag} : !transform.any_op, !transform.any_op, !transform.param<i64>
    %n = transform.num_associations %x#0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{returns 9 : i64}}
    transform.debug.emit_param_as_remark %n, "returns" : !transform.param<i64>
    // expected-remark @below {{params 7 : i64, 7 : i64, 7 : i64}}
    transform.debug.emit_param_as_remark %x#1, "params" : !transform.param<i64>
    transform.yield
  }
}
