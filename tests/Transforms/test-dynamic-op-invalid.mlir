// RUN: strata-opt %s -split-input-file -verify-diagnostics

// The checks of MLIR's dynamic test ops: operand and result counts.

func.func @two_operands(%arg0: i32) {
  // expected-error@+1 {{'test.dynamic_one_operand_two_results' op expected 1 operand, but had 2}}
  %0:2 = "test.dynamic_one_operand_two_results"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @one_result(%arg0: i32) {
  // expected-error@+1 {{'test.dynamic_one_operand_two_results' op expected 2 results, but had 1}}
  %0 = "test.dynamic_one_operand_two_results"(%arg0) : (i32) -> i32
  return
}

// -----

func.func @no_operand() {
  // expected-error@+1 {{'test.dynamic_one_operand_two_results' op expected 1 operand, but had 0}}
  %0:3 = "test.dynamic_one_operand_two_results"() : () -> (i32, i32, i32)
  return
}
