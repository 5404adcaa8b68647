// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: strata-opt %s -split-input-file -verify-diagnostics --mlir-disable-threading
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Symbol uses are checked in MLIR's order: the ops of a region, then the
// regions those ops hold, the last first. Only the first failure is reported.

func.func @b() {
  call @nope() : () -> ()
  return
}
func.func @d() {
  // expected-error @+1 {{'func.call' op 'nope2' does not reference a valid function}}
  call @nope2() : () -> ()
  return
}

// -----

// A call directly in a function comes before one in a nested region.
func.func @f(%c: i1) {
  scf.if %c {
    func.call @inner() : () -> ()
  }
  // expected-error @+1 {{'func.call' op 'outer' does not reference a valid function}}
  call @outer() : () -> ()
  return
}

// -----

// Of two nested regions, the last is walked first.
func.func @g(%c: i1) {
  scf.if %c {
    func.call @first() : () -> ()
  }
  scf.if %c {
    // expected-error @+1 {{'func.call' op 'second' does not reference a valid function}}
    func.call @second() : () -> ()
  }
  return
}

// -----

// A nested symbol table is verified with the ops it is in, before the
// table around it.
module {
  func.func @h() {
    call @missing() : () -> ()
    return
  }
  module @inner {
    func.func @k() {
      // expected-error @+1 {{'func.call' op 'also_missing' does not reference a valid function}}
      call @also_missing() : () -> ()
      return
    }
  }
}
