// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter -allow-unregistered-dialect

// A handle used after the transform needs a replacement op of the same
// name: none is found.

func.func @live_handle() {
  "test.container"() ({
    // expected-note @below {{[0] replaced op}}
    // expected-note @below {{[0] replacement value 0}}
    %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> (i32)
  }) : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %c = transform.structured.match ops{["test.container"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{replacement is required because this handle must be updated}}
    %foo = transform.structured.match ops{["test.foo"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tracking listener failed to find replacement op during application of this transform op}}
    // expected-note @below {{ran out of suitable replacement values}}
    transform.apply_patterns to %c {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    transform.annotate %foo "annotated" : !transform.any_op
    transform.yield
  }
}

// -----

// The handle is used only before the transform: no replacement needed.

func.func @used_before() {
  "test.container"() ({
    %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> (i32)
  }) : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %foo = transform.structured.match ops{["test.foo"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.get_parent_op %foo : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %c {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    transform.yield
  }
}

// -----

// The failure is silenced by the op's attribute.

func.func @silenced() {
  "test.container"() ({
    %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> (i32)
  }) : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %c = transform.structured.match ops{["test.container"]} in %root : (!transform.any_op) -> !transform.any_op
    %foo = transform.structured.match ops{["test.foo"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %c {
      transform.apply_patterns.transform.test_patterns
    } {transform.silence_tracking_failures} : !transform.any_op
    transform.annotate %foo "annotated" : !transform.any_op
    transform.yield
  }
}

// -----

// Patterns are not applied to the script or an op holding it.

// expected-note @below {{target payload op}}
module {
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op) {
      // expected-error @below {{cannot apply transform to itself (or one of its ancestors)}}
      transform.apply_patterns to %root {
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      transform.yield
    }
  }
}

// -----

// With `apply_cse`, patterns and CSE alternate until CSE changes nothing:
// the two equal loads become one, and the handle to the erased one is
// empty afterwards.

func.func @cse(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.load %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } {apply_cse} : !transform.any_op
    %loads = transform.structured.match ops{["memref.load"]} in %f : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %loads : (!transform.any_op) -> !transform.any_param
    // expected-remark @below {{1 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.any_param
    transform.yield
  }
}
