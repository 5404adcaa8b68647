// RUN: not strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing))' 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-2=0}))' 2>&1 | FileCheck %s --check-prefix=GAP
// RUN: not strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=0 collapsed-indices-2=1}))' 2>&1 | FileCheck %s --check-prefix=GAP2
// RUN: not strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=0,1,3}))' 2>&1 | FileCheck %s --check-prefix=HOLE
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=1 collapsed-indices-1=0,2}))' -verify-diagnostics
// CONFORMANCE: skip (the pass's errors are checked by the RUN lines)
// The pass's option checks (printed without a location, and the pass fails)
// and loops whose number of dimensions differs from the number of indices
// given (an error on the loop; the pass goes on).

// NONE: No collapsed-indices were specified. This pass is only for testing and does not automatically collapse all parallel loops or similar.
// GAP: collapsed-indices-2 specified but not collapsed-indices-1
// GAP2: collapsed-indices-2 specified but not collapsed-indices-1
// HOLE: collapsed-indices arguments must include all values [0,N).

func.func @two_dims(%n: index, %m: memref<?x?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.parallel' op has 2 iter args while this limited functionality testing pass was configured only for loops with exactly 3 iter args.}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @three_dims(%n: index, %m: memref<?x?x?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) {
    memref.store %f, %m[%i, %j, %k] : memref<?x?x?xf32>
  }
  return
}
