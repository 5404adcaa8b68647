// RUN: strata-opt %s -split-input-file -verify-diagnostics

pdl_interp.func @too_few_cases(%root: !pdl.operation) {
  // expected-error@below {{'pdl_interp.switch_operation_name' op expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_operation_name of %root to ["my.a", "my.b"](^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @counts(%root: !pdl.operation) {
  // expected-error@below {{expected number of cases to match the number of case values, got 1 but expected 3}}
  pdl_interp.switch_result_count of %root to dense<[0, 1, 2]> : vector<3xi32>(^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @attrs(%a: !pdl.attribute) {
  // expected-error@below {{expected number of cases to match the number of case values, got 2 but expected 1}}
  pdl_interp.switch_attribute %a to ["x"](^bb1, ^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @types(%t: !pdl.range<type>) {
  // expected-error@below {{expected number of cases to match the number of case values, got 0 but expected 1}}
  pdl_interp.switch_types %t to [[f32, f64]]() -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @loop_variable(%ops: !pdl.range<operation>) {
  // expected-error@below {{'pdl_interp.foreach' op operand must be a range of loop variable type}}
  "pdl_interp.foreach"(%ops) [^bb1] ({
  ^bb0(%x: !pdl.type):
    pdl_interp.continue
  }) : (!pdl.range<operation>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @two_loop_variables(%ops: !pdl.range<operation>) {
  // expected-error@below {{'pdl_interp.foreach' op requires exactly one argument}}
  "pdl_interp.foreach"(%ops) [^bb1] ({
  ^bb0(%x: !pdl.operation, %y: !pdl.operation):
    pdl_interp.continue
  }) : (!pdl.range<operation>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @unknown_inferred() {
  // expected-error@below {{'pdl_interp.create_operation' op has inferred results, but the created operation 'my.op' does not support result type inference (or is not registered)}}
  %op = pdl_interp.create_operation "my.op" -> <inferred>
  pdl_interp.finalize
}

// -----

pdl_interp.func @inferred_and_explicit(%t: !pdl.type) {
  // expected-error@below {{'pdl_interp.create_operation' op with inferred results cannot also have explicit result types}}
  %op = "pdl_interp.create_operation"(%t) {inferredResultTypes, inputAttributeNames = [], name = "my.op", operandSegmentSizes = array<i32: 0, 0, 1>} : (!pdl.type) -> (!pdl.operation)
  pdl_interp.finalize
}

// -----

pdl_interp.func @range_elements(%v: !pdl.value, %t: !pdl.type) {
  // expected-error@below {{expected operand to have element type '!pdl.value', but got '!pdl.type'}}
  %r = "pdl_interp.create_range"(%v, %t) : (!pdl.value, !pdl.type) -> !pdl.range<value>
  pdl_interp.finalize
}

// -----

pdl_interp.func @continue_outside() {
  // expected-error@below {{'pdl_interp.continue' op expects parent op 'pdl_interp.foreach'}}
  pdl_interp.continue
}

// -----

pdl_interp.func @negative_index(%root: !pdl.operation) {
  // expected-error@below {{attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %v = pdl_interp.get_operand -1 of %root
  pdl_interp.finalize
}
