// RUN: not strata-opt %s -slice-analysis-test 2>&1 | FileCheck %s

// The slice of the fill stops at the loop's induction variable: mlir-opt 22
// clones the ops using it anyway and fails verification; Strata reports it.

func.func @loop(%m: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // CHECK: slice-analysis-enclosing-loop.mlir:[[@LINE+1]]:10: error: slice uses a value it does not define
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)
  }
  return
}
