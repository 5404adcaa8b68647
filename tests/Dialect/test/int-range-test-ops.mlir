// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s
// CONFORMANCE: pipeline=--int-range-optimizations

// The test dialect's range ops: given bounds, saturating increments, and
// the bounds recorded on test.reflect_bounds.

func.func @given(%c: i1) -> (index, i8) {
  %0 = test.with_bounds {umin = 5 : index, umax = 9 : index, smin = 5 : index, smax = 9 : index} : index
  %1 = test.increment %0 : index
  %2 = test.reflect_bounds %1 : index
  %3 = test.with_bounds {umin = 250 : ui8, umax = 255 : ui8, smin = -6 : si8, smax = -1 : si8} : i8
  %4 = test.increment %3 : i8
  %5 = test.reflect_bounds %4 : i8
  return %2, %5 : index, i8
}

// -----

func.func @single_value() -> i16 {
  %0 = test.with_bounds {umin = 7 : i16, umax = 7 : i16, smin = 7 : i16, smax = 7 : i16} : i16
  %1 = test.increment %0 : i16
  return %1 : i16
}

// -----

func.func @region_arg() {
  test.with_bounds_region {umin = 1 : index, umax = 2 : index, smin = 1 : index, smax = 2 : index} %x : index {
    %0 = test.reflect_bounds %x : index
    %c1 = arith.constant 1 : index
    %1 = arith.subi %x, %c1 : index
    %2 = test.reflect_bounds %1 : index
  }
  return
}

// -----

func.func @loop_reflect(%n: index) -> index {
  %lb = test.with_bounds {umin = 2 : index, umax = 3 : index, smin = 2 : index, smax = 3 : index} : index
  %ub = test.with_bounds {umin = 10 : index, umax = 20 : index, smin = 10 : index, smax = 20 : index} : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %lb) -> index {
    %b = test.reflect_bounds %i : index
    scf.yield %b : index
  }
  %rr = test.reflect_bounds %r : index
  return %rr : index
}

// -----

func.func @unreachable_reflect() -> index {
  %false = arith.constant false
  %0 = test.with_bounds {umin = 1 : index, umax = 2 : index, smin = 1 : index, smax = 2 : index} : index
  %r = scf.if %false -> index {
    %1 = test.reflect_bounds %0 : index
    scf.yield %1 : index
  } else {
    scf.yield %0 : index
  }
  %2 = test.reflect_bounds %r : index
  return %2 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @given(%arg0: i1) -> (index, i8) {
// CHECK-NEXT:     %0 = test.with_bounds {smax = 9 : index, smin = 5 : index, umax = 9 : index, umin = 5 : index} : index
// CHECK-NEXT:     %1 = test.increment %0 : index
// CHECK-NEXT:     %2 = test.reflect_bounds {smax = 10 : index, smin = 6 : index, umax = 10 : index, umin = 6 : index} %1 : index
// CHECK-NEXT:     %3 = test.with_bounds {smax = -1 : si8, smin = -6 : si8, umax = 255 : ui8, umin = 250 : ui8} : i8
// CHECK-NEXT:     %4 = test.increment %3 : i8
// CHECK-NEXT:     %5 = test.reflect_bounds {smax = 0 : si8, smin = -5 : si8, umax = 255 : ui8, umin = 251 : ui8} %4 : i8
// CHECK-NEXT:     return %2, %5 : index, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @single_value() -> i16 {
// CHECK-NEXT:     %0 = "test.constant"() <{value = 8 : i16}> : () -> i16
// CHECK-NEXT:     return %0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @region_arg() {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     test.with_bounds_region {smax = 2 : index, smin = 1 : index, umax = 2 : index, umin = 1 : index} %arg0: index {
// CHECK-NEXT:       %0 = test.reflect_bounds {smax = 2 : index, smin = 1 : index, umax = 2 : index, umin = 1 : index} %arg0 : index
// CHECK-NEXT:       %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:       %2 = test.reflect_bounds {smax = 1 : index, smin = 0 : index, umax = 1 : index, umin = 0 : index} %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop_reflect(%arg0: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = test.with_bounds {smax = 3 : index, smin = 2 : index, umax = 3 : index, umin = 2 : index} : index
// CHECK-NEXT:     %1 = test.with_bounds {smax = 20 : index, smin = 10 : index, umax = 20 : index, umin = 10 : index} : index
// CHECK-NEXT:     %2 = scf.for %arg1 = %0 to %1 step %c1 iter_args(%arg2 = %0) -> (index) {
// CHECK-NEXT:       %4 = test.reflect_bounds {smax = 19 : index, smin = 2 : index, umax = 19 : index, umin = 2 : index} %arg1 : index
// CHECK-NEXT:       scf.yield %4 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = test.reflect_bounds {smax = 19 : index, smin = 2 : index, umax = 19 : index, umin = 2 : index} %2 : index
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unreachable_reflect() -> index {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = test.with_bounds {smax = 2 : index, smin = 1 : index, umax = 2 : index, umin = 1 : index} : index
// CHECK-NEXT:     %1 = scf.if %false -> (index) {
// CHECK-NEXT:       %3 = test.reflect_bounds %0 : index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = test.reflect_bounds {smax = 2 : index, smin = 1 : index, umax = 2 : index, umin = 1 : index} %1 : index
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
