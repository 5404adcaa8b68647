// RUN: not strata-opt %s -allow-unregistered-dialect -split-input-file -test-take-body 2>/dev/null | FileCheck %s --check-prefix=TAKE
// RUN: not strata-opt %s -allow-unregistered-dialect -split-input-file -test-take-body 2>&1 >/dev/null | FileCheck %s --check-prefix=TAKE-ERR
// RUN: not strata-opt %s -allow-unregistered-dialect -split-input-file -test-operations-equality 2>/dev/null | FileCheck %s --check-prefix=EQ
// RUN: not strata-opt %s -allow-unregistered-dialect -split-input-file -test-operations-equality 2>&1 >/dev/null | FileCheck %s --check-prefix=EQ-ERR

// The first function takes the second's body; the second is left a
// declaration.

// TAKE-LABEL: func.func @receiver(%arg0: i32)
// TAKE-NEXT: "test.from_donor"(%arg0) : (i32) -> ()
// TAKE-NEXT: return
// TAKE-LABEL: func.func private @donor(i32){{$}}
// EQ: func.func with attr {} compares NOT equals!
func.func @receiver(%a: i32) {
  "test.dropped"() : () -> ()
  return
}
func.func private @donor(%a: i32) {
  "test.from_donor"(%a) : (i32) -> ()
  return
}

// -----

// Equal up to locations: value numbering by position, successors and
// nested regions compared too.

// EQ: test.cfg with attr {attr = 1 : i64} compares equals.
"test.cfg"() ({
^bb0(%a: i32):
  "test.goto"(%a)[^bb1] : (i32) -> ()
^bb1:
  %0:2 = "test.pair"() : () -> (i32, i32)
  "test.use"(%0#1, %0#0) : (i32, i32) -> ()
}) {attr = 1} : () -> ()
"test.cfg"() ({
^bb0(%a: i32):
  "test.goto"(%a)[^bb1] : (i32) -> ()
^bb1:
  %0:2 = "test.pair"() : () -> (i32, i32)
  "test.use"(%0#1, %0#0) : (i32, i32) -> ()
}) {attr = 1} : () -> ()

// -----

// EQ: test.swapped with attr {} compares NOT equals!
"test.swapped"() ({
  %0:2 = "test.pair"() : () -> (i32, i32)
  "test.use"(%0#0, %0#1) : (i32, i32) -> ()
}) : () -> ()
"test.swapped"() ({
  %0:2 = "test.pair"() : () -> (i32, i32)
  "test.use"(%0#1, %0#0) : (i32, i32) -> ()
}) : () -> ()

// -----

// Locations count when the first op asks for it.

// EQ: test.strict with attr {strict_loc_check} compares NOT equals!
"test.strict"() {strict_loc_check} : () -> () loc("a")
"test.strict"() {strict_loc_check} : () -> () loc("b")

// -----

// EQ: test.strict with attr {strict_loc_check} compares equals.
"test.strict"() {strict_loc_check} : () -> () loc("a")
"test.strict"() {strict_loc_check} : () -> () loc("a")

// -----

// TAKE-ERR: test-take-body-and-equality.mlir:[[# @LINE + 5]]:1: error: Expected only two functions in test
// TAKE-ERR: note: see current operation:
// TAKE-ERR-NEXT: "builtin.module"() ({
// EQ-ERR: test-take-body-and-equality.mlir:[[# @LINE + 2]]:1: error: expected 2 top-level ops in the module, got 3
// EQ-ERR: note: see current operation:
module {
  func.func private @one()
  func.func private @two()
  func.func private @three()
}
