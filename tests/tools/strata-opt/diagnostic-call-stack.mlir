// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s
// CONFORMANCE: skip (checks the rendering of diagnostics)
// A diagnostic on a location holding a call site (directly, under a name,
// or inside a fused location) is followed by a "called from" note per
// frame of the call stack.

func.func @fused() {
  %x = "arith.constant"() {value = 7 : i32} : () -> i64 loc(fused["n", callsite("g"("a.c":3:4) at callsite("b.c":5:6 at "c.c":7:8))])
  return
}

// CHECK:      a.c:3:4: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK-NEXT: b.c:5:6: note: called from
// CHECK-NEXT: c.c:7:8: note: called from

// -----

func.func @named() {
  %x = "arith.constant"() {value = 7 : i32} : () -> i64 loc("outer"(callsite("d.c":1:2 at "e.c":3:4)))
  return
}

// CHECK:      d.c:1:2: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK-NEXT: e.c:3:4: note: called from
