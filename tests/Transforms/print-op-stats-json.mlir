// RUN: strata-opt %s -print-op-stats=json -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s -print-op-stats=json=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TABLE
// CONFORMANCE: skip (the statistics go to stderr)
// A boolean pass option given without a value is true, as in LLVM's
// command-line library: `-print-op-stats=json` prints JSON.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.addi %1, %a : i32
  return %2 : i32
}

// CHECK:      {
// CHECK-NEXT:   "arith.addi" : 2,
// CHECK-NEXT:   "arith.muli" : 1,
// CHECK-NEXT:   "builtin.module" : 1,
// CHECK-NEXT:   "func.func" : 1,
// CHECK-NEXT:   "func.return" : 1
// CHECK-NEXT: }

// TABLE: Operations encountered:
