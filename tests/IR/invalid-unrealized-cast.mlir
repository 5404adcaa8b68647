// RUN: strata-opt %s --split-input-file --verify-diagnostics
// A cast with no results is rejected; one with no inputs is accepted.

func.func @no_results(%x: f32) {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%x) : (f32) -> ()
  return
}

// -----

func.func @no_inputs() -> i16 {
  %0 = "builtin.unrealized_conversion_cast"() : () -> i16
  return %0 : i16
}
