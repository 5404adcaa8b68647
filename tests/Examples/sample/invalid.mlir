// RUN: sample-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: skip (the sample dialect is an example outside MLIR)

func.func @mixed_types(%a: i32, %b: i64) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = sample.add %a, %b : i32
  return
}

// -----

func.func @not_a_number(%a: index) {
  // expected-error@+1 {{'sample.add' op operand #0 must be number-like, but got 'index'}}
  %0 = "sample.add"(%a, %a) : (index, index) -> index
  return
}

// -----

func.func @empty_label(%a: i32) {
  // expected-error@+1 {{'sample.print' op label must not be empty}}
  sample.print %a {label = ""} : i32
  return
}

// -----

func.func @scope_mismatch(%a: i32) {
  // expected-error@+1 {{'sample.scope' op yields 1 values but has 0 results}}
  sample.scope {
    sample.yield %a : i32
  }
  return
}

// -----

func.func @yield_outside(%a: i32) {
  // expected-error@+1 {{'sample.yield' op expects parent op 'sample.scope'}}
  sample.yield %a : i32
}
