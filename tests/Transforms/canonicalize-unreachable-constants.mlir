// RUN: strata-opt %s --canonicalize --mlir-print-debuginfo | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

// The greedy driver uniques constants before it erases unreachable blocks:
// a constant equal to one in an unreachable block loses its location, and
// one that is not still goes with its block.

// CHECK-LABEL: func.func @duplicate
// CHECK: arith.constant 2 : i8 loc([[UNKNOWN:#loc[0-9]*]])
func.func @duplicate() -> i8 {
  %a = arith.constant 2 : i8 loc("a.mlir":1:1)
  return %a : i8
^bb1:
  %b = arith.constant 2 : i8 loc("b.mlir":1:1)
  return %b : i8
}

// CHECK-LABEL: func.func @distinct
// CHECK: arith.constant 2 : i8 loc([[A:#loc[0-9]*]])
// CHECK-NOT: arith.constant 3
func.func @distinct() -> i8 {
  %a = arith.constant 2 : i8 loc("a.mlir":2:2)
  return %a : i8
^bb1:
  %b = arith.constant 3 : i8 loc("b.mlir":2:2)
  %c = arith.addi %b, %b : i8
  return %c : i8
}

// CHECK-DAG: [[UNKNOWN]] = loc(unknown)
// CHECK-DAG: [[A]] = loc("a.mlir":2:2)
