// RUN: strata-opt %s --allow-unregistered-dialect --loop-invariant-code-motion | FileCheck %s
// CONFORMANCE: pipeline=--loop-invariant-code-motion
// Divisions are hoisted only when the divisor cannot be zero (nor -1 for
// the signed ones): a constant, or index.sizeof (4 or 8), whose integer
// range excludes both. Found by utils/fuzz_passes.py.

func.func @divisors(%lb: index, %ub: index, %step: index, %x: index, %d: index) {
  %s = index.sizeof
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %lb to %ub step %step {
    %0 = arith.divui %x, %s : index
    %1 = arith.divsi %x, %s : index
    %2 = arith.remui %x, %s : index
    %3 = arith.remsi %x, %s : index
    %4 = arith.ceildivsi %x, %s : index
    %5 = arith.floordivsi %x, %s : index
    %6 = arith.ceildivui %x, %s : index
    %7 = arith.divui %x, %d : index
    %8 = arith.divsi %x, %cm1 : index
    %9 = arith.divui %x, %cm1 : index
    %10 = arith.divui %x, %c0 : index
    %11 = arith.divsi %x, %c3 : index
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @divisors(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %0 = index.sizeof
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %1 = arith.divui %arg3, %0 : index
// CHECK-NEXT:     %2 = arith.divsi %arg3, %0 : index
// CHECK-NEXT:     %3 = arith.remui %arg3, %0 : index
// CHECK-NEXT:     %4 = arith.remsi %arg3, %0 : index
// CHECK-NEXT:     %5 = arith.ceildivsi %arg3, %0 : index
// CHECK-NEXT:     %6 = arith.floordivsi %arg3, %0 : index
// CHECK-NEXT:     %7 = arith.ceildivui %arg3, %0 : index
// CHECK-NEXT:     %8 = arith.divui %arg3, %c-1 : index
// CHECK-NEXT:     %9 = arith.divsi %arg3, %c3 : index
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %10 = arith.divui %arg3, %arg4 : index
// CHECK-NEXT:       %11 = arith.divsi %arg3, %c-1 : index
// CHECK-NEXT:       %12 = arith.divui %arg3, %c0 : index
// CHECK-NEXT:       "test.use"(%1, %2, %3, %4, %5, %6, %7, %10, %11, %8, %12, %9) : (index, index, index, index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
