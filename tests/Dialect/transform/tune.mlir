// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --verify-diagnostics
// The tune extension: knobs resolved by a selected value, and choices among
// sub-schedules resolved by a selected region (an attribute or a param).

// CHECK: transform.tune.knob<"unroll"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
// CHECK: transform.tune.knob<"kind"> = "fast" from options = ["fast", "small"] -> !transform.any_param
// CHECK: transform.tune.knob<"range"> = 12 : i64 from options = #{{.*}} -> !transform.any_param
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %unroll = transform.tune.knob<"unroll"> = 4 from options = [1, 2, 4, 8] -> !transform.param<i64>
    // expected-remark @below {{4 : i64}}
    transform.debug.emit_param_as_remark %unroll : !transform.param<i64>
    %kind = transform.tune.knob<"kind"> = "fast" from options = ["fast", "small"] -> !transform.any_param
    // expected-remark @below {{"fast"}}
    transform.debug.emit_param_as_remark %kind : !transform.any_param
    %open = transform.tune.knob<"range"> = 12 from options = affine_set<(d0) : (d0 - 1 >= 0)> -> !transform.any_param
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @payload
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK-NOT: scf.for %
// CHECK: linalg.matmul
// CHECK: transform.tune.alternatives<"loops"> selected_region = %{{.*}} : !transform.param<i64> -> !transform.any_op {
// CHECK: }, {
// CHECK: transform.tune.alternatives<"word"> selected_region = 0 -> !transform.any_param {
func.func @payload(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @tile(%op: !transform.any_op {transform.readonly}, %choice: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    %tiled = transform.tune.alternatives<"loops"> selected_region = %choice : !transform.param<i64> -> !transform.any_op {
      %t, %l = transform.structured.tile_using_for %op tile_sizes [16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield %t : !transform.any_op
    }, {
      %t, %l = transform.structured.tile_using_forall %op tile_sizes [16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield %t : !transform.any_op
    }
    transform.yield %tiled : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %par = transform.tune.knob<"parallel"> = 1 from options = [0, 1] -> !transform.param<i64>
    %tiled = transform.include @tile failures(propagate) (%mm, %par) : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    %word = transform.tune.alternatives<"word"> selected_region = 0 -> !transform.any_param {
      %w = transform.param.constant "first" -> !transform.any_param
      transform.yield %w : !transform.any_param
    }, {
      %w = transform.param.constant "second" -> !transform.any_param
      transform.yield %w : !transform.any_param
    }
    // expected-remark @below {{"first"}}
    transform.debug.emit_param_as_remark %word : !transform.any_param
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'selected_region' attribute specifies region at index 3 while op has only 1 regions}}
    transform.tune.alternatives<"one"> selected_region = 3 {
      transform.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.tune.knob' op provided `selected` attribute is not an element of `options` array of attributes}}
    %k = transform.tune.knob<"k"> = 3 from options = [1, 2] -> !transform.any_param
    transform.yield
  }
}

// -----

func.func private @f()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %two = transform.param.constant [1, 2] -> !transform.any_param
    // expected-error @below {{param should hold exactly one integer attribute, got: [1, 2]}}
    transform.tune.alternatives<"pair"> selected_region = %two : !transform.any_param {
      transform.yield
    }, {
      transform.yield
    }
    transform.yield
  }
}
