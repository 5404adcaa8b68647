// RUN: not strata-opt %s --elevate-arith-expand 2>&1 | FileCheck %s

// The immutable IR cannot hold a value used before its definition (a
// graph region's): the strategy pass reports it at the op it ran on.
// CHECK: graph-region.mlir:[[@LINE+1]]:1: error: a value is used before its definition
module {
  %1 = arith.maxsi %0, %0 : i32
  %0 = arith.constant 1 : i32
}
