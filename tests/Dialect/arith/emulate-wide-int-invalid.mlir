// RUN: strata-opt %s --arith-emulate-wide-int="widest-int-supported=16" --split-input-file --verify-diagnostics
// Integers wider than twice the widest supported width are not converted:
// the ops using them cannot be legalized.

func.func @too_wide(%a: i32) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'arith.extui' that was explicitly marked illegal}}
  %0 = arith.extui %a : i32 to i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}

// -----

// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func @too_wide_result(%a: vector<2xi16>) -> vector<2xi64> {
  %0 = arith.extsi %a : vector<2xi16> to vector<2xi64>
  return %0 : vector<2xi64>
}

// -----

func.func @truncation_too_wide(%a: i32) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'arith.trunci' that was explicitly marked illegal}}
  %0 = arith.trunci %a : i32 to i24
  %1 = arith.extui %0 : i24 to i32
  return %1 : i32
}
