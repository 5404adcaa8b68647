// RUN: strata-opt %s --cse --mlir-print-debuginfo | FileCheck %s
// CONFORMANCE: pipeline=--cse --mlir-print-debuginfo
// When CSE replaces an op by an equal one whose location is unknown, the
// kept op takes the replaced op's location.

func.func @locs(%a: index) -> (index, index) {
  %0 = arith.addi %a, %a : index loc(unknown)
  %1 = arith.addi %a, %a : index loc("here")
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @locs
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index loc([[LOC:#loc[0-9]+]])
// CHECK-NEXT: return %0, %0 : index, index
// CHECK: [[LOC]] = loc("here")
