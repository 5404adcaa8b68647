// RUN: strata-opt %s | strata-opt | FileCheck %s
// CONFORMANCE: pipeline=

// `transform.tune.alternatives` elides its regions' empty `transform.yield`
// (and adds it to regions written without one); the forwarded results of
// `transform.foreach_match` are named one by one.

// CHECK-LABEL: transform.named_sequence @__transform_main
// CHECK: transform.tune.alternatives<"b"> selected_region = 0 {
// CHECK-NEXT: }, {
// CHECK-NEXT: transform.param.constant
// CHECK-NEXT: }, {
// CHECK-NEXT: }
// CHECK: %updated_root, %yielded, %yielded_0 = transform.foreach_match in %{{.*}}, %{{.*}}, %{{.*}}
// CHECK-NEXT: @match -> @action
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}, %a: !transform.any_op {transform.readonly}, %b: !transform.any_param {transform.readonly}) -> (!transform.any_op, !transform.any_op, !transform.any_param) {
    transform.yield %op, %a, %b : !transform.any_op, !transform.any_op, !transform.any_param
  }
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}, %a: !transform.any_op {transform.readonly}, %b: !transform.any_param {transform.readonly}) -> (!transform.any_op, !transform.any_param) {
    transform.yield %a, %b : !transform.any_op, !transform.any_param
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    transform.tune.alternatives<"b"> selected_region = 0 {
    }, {
      %c = transform.param.constant 1 -> !transform.any_param
    }, {
      transform.yield
    }
    %p = transform.param.constant 2 -> !transform.any_param
    %r:3 = transform.foreach_match in %arg0, %arg0, %p @match -> @action : (!transform.any_op, !transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op, !transform.any_param)
    transform.yield
  }
}
