// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter
// Signature transforms that fail: an index out of bounds, a repeated index, a target that is not a module.

func.func private @f(%a: i32, %b: i32) {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{args interchange index 2 is out of bounds for function with name '@f' with 2 arguments}}
    %m, %f = transform.func.replace_func_signature @f args_interchange = [0, 2] results_interchange = [] at %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func private @g(%a: i32) -> (i32, i32) {
  return %a, %a : i32, i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{results interchange must be unique}}
    %m, %f = transform.func.replace_func_signature @g args_interchange = [0] results_interchange = [1, 1] at %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func private @h(%a: i32) {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target is expected to be module operation}}
    %m, %f = transform.func.deduplicate_func_args @h at %funcs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
