// RUN: strata-opt %s -split-input-file -verify-diagnostics
// CONFORMANCE: pipeline=-split-input-file -verify-diagnostics

// The successor of test.internal_br's error path needs one argument more
// than the operands forwarded to it, and those must match its types.
func.func @count(%v: i32) {
  // expected-error @+1 {{branch has 2 operands for successor #1, but target block has 1}}
  "test.internal_br"(%v) [^a, ^b] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
^a:
  return
^b(%x: i32):
  return
}

// -----

func.func @types(%v: i32) {
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #1}}
  "test.internal_br"(%v) [^a, ^b] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
^a:
  return
^b(%x: i32, %y: i64):
  return
}
