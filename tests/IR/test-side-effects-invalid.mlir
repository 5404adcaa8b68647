// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @operand(%a: index) {
  // expected-error@+1 {{'test.side_effect_op' op requires zero operands}}
  %0 = "test.side_effect_op"(%a) : (index) -> i32
  return
}

// -----

func.func @no_result() {
  // expected-error@+1 {{'test.side_effect_op' op requires one result}}
  "test.side_effect_op"() : () -> ()
  return
}

// -----

func.func @region_operands() {
  // expected-error@+1 {{'test.side_effect_with_region_op' op requires a single operand}}
  %0 = "test.side_effect_with_region_op"() ({
  ^bb0:
    "test.region_yield"() : () -> ()
  }) : () -> index
  return
}

// -----

func.func @region_count(%a: index) {
  // expected-error@+1 {{'test.side_effect_with_region_op' op requires one region}}
  %0 = "test.side_effect_with_region_op"(%a) : (index) -> index
  return
}
