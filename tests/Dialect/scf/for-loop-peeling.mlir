// RUN: strata-opt %s --scf-for-loop-peeling | FileCheck %s --check-prefix=LAST
// RUN: strata-opt %s --scf-for-loop-peeling=skip-partial=false | FileCheck %s --check-prefix=ALL
// RUN: strata-opt %s --scf-for-loop-peeling=peel-front | FileCheck %s --check-prefix=FRONT
// CONFORMANCE: pipeline=--scf-for-loop-peeling
// CONFORMANCE: pipeline=--scf-for-loop-peeling=skip-partial=false
// CONFORMANCE: pipeline=--scf-for-loop-peeling=peel-front
// CONFORMANCE: pipeline=--scf-for-loop-peeling=peel-front skip-partial=false
// Peeling the last (or first) iteration of scf.for loops whose step may not divide their range.

func.func @peel(%lb: index, %ub: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%a = %x) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @static(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c3 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @nested(%lb: index, %ub: index, %m: memref<?x?xf32>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %lb to %ub step %c4 {
    scf.for %j = %lb to %ub step %c8 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
func.func @composed_bounds(%lb: index, %m: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %ub = affine.apply affine_map<()[s0] -> (s0 + 16)>()[%lb]
  scf.for %i = %lb to %ub step %c4 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @not_peeled(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %lb to %ub step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %c12 step %c3 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.for unsigned %i = %lb to %ub step %c3 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @dynamic_step(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    %t = arith.index_cast %i : index to i32
    %b = arith.addi %a, %t : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// LAST: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// LAST-NEXT: #map1 = affine_map<()[s0] -> (s0 + 16)>
// LAST-LABEL: func.func @peel(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) -> f32 {
// LAST-NEXT: %c4 = arith.constant 4 : index
// LAST-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %c4]
// LAST-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %c4 iter_args(%arg5 = %arg3) -> (f32) {
// LAST-NEXT: %3 = memref.load %arg2[%arg4] : memref<?xf32>
// LAST-NEXT: %4 = arith.addf %arg5, %3 : f32
// LAST-NEXT: scf.yield %4 : f32
// LAST-NEXT: }
// LAST-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %c4 iter_args(%arg5 = %1) -> (f32) {
// LAST-NEXT: %3 = memref.load %arg2[%arg4] : memref<?xf32>
// LAST-NEXT: %4 = arith.addf %arg5, %3 : f32
// LAST-NEXT: scf.yield %4 : f32
// LAST-NEXT: }
// LAST-NEXT: return %2 : f32
// LAST-NEXT: }
// LAST-LABEL: func.func @static(%arg0: memref<?xf32>) {
// LAST-NEXT: %c0 = arith.constant 0 : index
// LAST-NEXT: %c3 = arith.constant 3 : index
// LAST-NEXT: %c10 = arith.constant 10 : index
// LAST-NEXT: %c9 = arith.constant 9 : index
// LAST-NEXT: scf.for %arg1 = %c0 to %c9 step %c3 {
// LAST-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// LAST-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// LAST-NEXT: }
// LAST-NEXT: scf.for %arg1 = %c9 to %c10 step %c3 {
// LAST-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// LAST-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// LAST-NEXT: }
// LAST-NEXT: return
// LAST-NEXT: }
// LAST-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// LAST-NEXT: %c4 = arith.constant 4 : index
// LAST-NEXT: %c8 = arith.constant 8 : index
// LAST-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %c4]
// LAST-NEXT: scf.for %arg3 = %arg0 to %0 step %c4 {
// LAST-NEXT: %1 = affine.apply #map()[%arg0, %arg1, %c8]
// LAST-NEXT: scf.for %arg4 = %arg0 to %1 step %c8 {
// LAST-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LAST-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// LAST-NEXT: }
// LAST-NEXT: scf.for %arg4 = %1 to %arg1 step %c8 {
// LAST-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LAST-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// LAST-NEXT: }
// LAST-NEXT: }
// LAST-NEXT: scf.for %arg3 = %0 to %arg1 step %c4 {
// LAST-NEXT: scf.for %arg4 = %arg0 to %arg1 step %c8 {
// LAST-NEXT: %1 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LAST-NEXT: memref.store %1, %arg2[%arg4, %arg3] : memref<?x?xf32>
// LAST-NEXT: }
// LAST-NEXT: }
// LAST-NEXT: return
// LAST-NEXT: }
// LAST-LABEL: func.func @composed_bounds(%arg0: index, %arg1: memref<?xf32>) {
// LAST-NEXT: %c4 = arith.constant 4 : index
// LAST-NEXT: %0 = affine.apply #map1()[%arg0]
// LAST-NEXT: scf.for %arg2 = %arg0 to %0 step %c4 {
// LAST-NEXT: %1 = memref.load %arg1[%arg2] : memref<?xf32>
// LAST-NEXT: memref.store %1, %arg1[%arg2] : memref<?xf32>
// LAST-NEXT: }
// LAST-NEXT: return
// LAST-NEXT: }
// LAST-LABEL: func.func @not_peeled(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// LAST-NEXT: %c0 = arith.constant 0 : index
// LAST-NEXT: %c1 = arith.constant 1 : index
// LAST-NEXT: %c3 = arith.constant 3 : index
// LAST-NEXT: %c12 = arith.constant 12 : index
// LAST-NEXT: scf.for %arg4 = %arg0 to %arg1 step %c1 {
// LAST-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// LAST-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// LAST-NEXT: }
// LAST-NEXT: scf.for %arg4 = %c0 to %c12 step %c3 {
// LAST-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// LAST-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// LAST-NEXT: }
// LAST-NEXT: scf.for unsigned %arg4 = %arg0 to %arg1 step %c3 {
// LAST-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// LAST-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// LAST-NEXT: }
// LAST-NEXT: return
// LAST-NEXT: }
// LAST-LABEL: func.func @dynamic_step(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// LAST-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// LAST-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// LAST-NEXT: %3 = arith.index_cast %arg4 : index to i32
// LAST-NEXT: %4 = arith.addi %arg5, %3 : i32
// LAST-NEXT: scf.yield %4 : i32
// LAST-NEXT: }
// LAST-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %arg2 iter_args(%arg5 = %1) -> (i32) {
// LAST-NEXT: %3 = arith.index_cast %arg4 : index to i32
// LAST-NEXT: %4 = arith.addi %arg5, %3 : i32
// LAST-NEXT: scf.yield %4 : i32
// LAST-NEXT: }
// LAST-NEXT: return %2 : i32
// LAST-NEXT: }

// ALL: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// ALL-NEXT: #map1 = affine_map<()[s0] -> (s0 + 16)>
// ALL-LABEL: func.func @peel(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) -> f32 {
// ALL-NEXT: %c4 = arith.constant 4 : index
// ALL-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %c4]
// ALL-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %c4 iter_args(%arg5 = %arg3) -> (f32) {
// ALL-NEXT: %3 = memref.load %arg2[%arg4] : memref<?xf32>
// ALL-NEXT: %4 = arith.addf %arg5, %3 : f32
// ALL-NEXT: scf.yield %4 : f32
// ALL-NEXT: }
// ALL-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %c4 iter_args(%arg5 = %1) -> (f32) {
// ALL-NEXT: %3 = memref.load %arg2[%arg4] : memref<?xf32>
// ALL-NEXT: %4 = arith.addf %arg5, %3 : f32
// ALL-NEXT: scf.yield %4 : f32
// ALL-NEXT: }
// ALL-NEXT: return %2 : f32
// ALL-NEXT: }
// ALL-LABEL: func.func @static(%arg0: memref<?xf32>) {
// ALL-NEXT: %c0 = arith.constant 0 : index
// ALL-NEXT: %c3 = arith.constant 3 : index
// ALL-NEXT: %c10 = arith.constant 10 : index
// ALL-NEXT: %c9 = arith.constant 9 : index
// ALL-NEXT: scf.for %arg1 = %c0 to %c9 step %c3 {
// ALL-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// ALL-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// ALL-NEXT: }
// ALL-NEXT: scf.for %arg1 = %c9 to %c10 step %c3 {
// ALL-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// ALL-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// ALL-NEXT: }
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// ALL-NEXT: %c4 = arith.constant 4 : index
// ALL-NEXT: %c8 = arith.constant 8 : index
// ALL-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %c4]
// ALL-NEXT: scf.for %arg3 = %arg0 to %0 step %c4 {
// ALL-NEXT: %1 = affine.apply #map()[%arg0, %arg1, %c8]
// ALL-NEXT: scf.for %arg4 = %arg0 to %1 step %c8 {
// ALL-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// ALL-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// ALL-NEXT: }
// ALL-NEXT: scf.for %arg4 = %1 to %arg1 step %c8 {
// ALL-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// ALL-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// ALL-NEXT: }
// ALL-NEXT: }
// ALL-NEXT: scf.for %arg3 = %0 to %arg1 step %c4 {
// ALL-NEXT: %1 = affine.apply #map()[%arg0, %arg1, %c8]
// ALL-NEXT: scf.for %arg4 = %arg0 to %1 step %c8 {
// ALL-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// ALL-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// ALL-NEXT: }
// ALL-NEXT: scf.for %arg4 = %1 to %arg1 step %c8 {
// ALL-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// ALL-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// ALL-NEXT: }
// ALL-NEXT: }
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func @composed_bounds(%arg0: index, %arg1: memref<?xf32>) {
// ALL-NEXT: %c4 = arith.constant 4 : index
// ALL-NEXT: %0 = affine.apply #map1()[%arg0]
// ALL-NEXT: scf.for %arg2 = %arg0 to %0 step %c4 {
// ALL-NEXT: %1 = memref.load %arg1[%arg2] : memref<?xf32>
// ALL-NEXT: memref.store %1, %arg1[%arg2] : memref<?xf32>
// ALL-NEXT: }
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func @not_peeled(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// ALL-NEXT: %c0 = arith.constant 0 : index
// ALL-NEXT: %c1 = arith.constant 1 : index
// ALL-NEXT: %c3 = arith.constant 3 : index
// ALL-NEXT: %c12 = arith.constant 12 : index
// ALL-NEXT: scf.for %arg4 = %arg0 to %arg1 step %c1 {
// ALL-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// ALL-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// ALL-NEXT: }
// ALL-NEXT: scf.for %arg4 = %c0 to %c12 step %c3 {
// ALL-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// ALL-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// ALL-NEXT: }
// ALL-NEXT: scf.for unsigned %arg4 = %arg0 to %arg1 step %c3 {
// ALL-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// ALL-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// ALL-NEXT: }
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func @dynamic_step(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// ALL-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// ALL-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// ALL-NEXT: %3 = arith.index_cast %arg4 : index to i32
// ALL-NEXT: %4 = arith.addi %arg5, %3 : i32
// ALL-NEXT: scf.yield %4 : i32
// ALL-NEXT: }
// ALL-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %arg2 iter_args(%arg5 = %1) -> (i32) {
// ALL-NEXT: %3 = arith.index_cast %arg4 : index to i32
// ALL-NEXT: %4 = arith.addi %arg5, %3 : i32
// ALL-NEXT: scf.yield %4 : i32
// ALL-NEXT: }
// ALL-NEXT: return %2 : i32
// ALL-NEXT: }

// FRONT: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// FRONT-NEXT: #map1 = affine_map<()[s0] -> (s0 + 16)>
// FRONT-LABEL: func.func @peel(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) -> f32 {
// FRONT-NEXT: %c4 = arith.constant 4 : index
// FRONT-NEXT: %0 = affine.apply #map()[%arg0, %c4]
// FRONT-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %c4 iter_args(%arg5 = %arg3) -> (f32) {
// FRONT-NEXT: %3 = memref.load %arg2[%arg4] : memref<?xf32>
// FRONT-NEXT: %4 = arith.addf %arg5, %3 : f32
// FRONT-NEXT: scf.yield %4 : f32
// FRONT-NEXT: }
// FRONT-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %c4 iter_args(%arg5 = %1) -> (f32) {
// FRONT-NEXT: %3 = memref.load %arg2[%arg4] : memref<?xf32>
// FRONT-NEXT: %4 = arith.addf %arg5, %3 : f32
// FRONT-NEXT: scf.yield %4 : f32
// FRONT-NEXT: }
// FRONT-NEXT: return %2 : f32
// FRONT-NEXT: }
// FRONT-LABEL: func.func @static(%arg0: memref<?xf32>) {
// FRONT-NEXT: %c0 = arith.constant 0 : index
// FRONT-NEXT: %c3 = arith.constant 3 : index
// FRONT-NEXT: %c10 = arith.constant 10 : index
// FRONT-NEXT: scf.for %arg1 = %c0 to %c3 step %c3 {
// FRONT-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// FRONT-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg1 = %c3 to %c10 step %c3 {
// FRONT-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// FRONT-NEXT: memref.store %0, %arg0[%arg1] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: return
// FRONT-NEXT: }
// FRONT-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// FRONT-NEXT: %c4 = arith.constant 4 : index
// FRONT-NEXT: %c8 = arith.constant 8 : index
// FRONT-NEXT: %0 = affine.apply #map()[%arg0, %c4]
// FRONT-NEXT: scf.for %arg3 = %arg0 to %0 step %c4 {
// FRONT-NEXT: %1 = affine.apply #map()[%arg0, %c8]
// FRONT-NEXT: scf.for %arg4 = %arg0 to %1 step %c8 {
// FRONT-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// FRONT-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg4 = %1 to %arg1 step %c8 {
// FRONT-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// FRONT-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg3 = %0 to %arg1 step %c4 {
// FRONT-NEXT: %1 = affine.apply #map()[%arg0, %c8]
// FRONT-NEXT: scf.for %arg4 = %arg0 to %1 step %c8 {
// FRONT-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// FRONT-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg4 = %1 to %arg1 step %c8 {
// FRONT-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// FRONT-NEXT: memref.store %2, %arg2[%arg4, %arg3] : memref<?x?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: }
// FRONT-NEXT: return
// FRONT-NEXT: }
// FRONT-LABEL: func.func @composed_bounds(%arg0: index, %arg1: memref<?xf32>) {
// FRONT-NEXT: %c4 = arith.constant 4 : index
// FRONT-NEXT: %0 = affine.apply #map1()[%arg0]
// FRONT-NEXT: %1 = affine.apply #map()[%arg0, %c4]
// FRONT-NEXT: scf.for %arg2 = %arg0 to %1 step %c4 {
// FRONT-NEXT: %2 = memref.load %arg1[%arg2] : memref<?xf32>
// FRONT-NEXT: memref.store %2, %arg1[%arg2] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg2 = %1 to %0 step %c4 {
// FRONT-NEXT: %2 = memref.load %arg1[%arg2] : memref<?xf32>
// FRONT-NEXT: memref.store %2, %arg1[%arg2] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: return
// FRONT-NEXT: }
// FRONT-LABEL: func.func @not_peeled(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// FRONT-NEXT: %c0 = arith.constant 0 : index
// FRONT-NEXT: %c1 = arith.constant 1 : index
// FRONT-NEXT: %c3 = arith.constant 3 : index
// FRONT-NEXT: %c12 = arith.constant 12 : index
// FRONT-NEXT: %0 = affine.apply #map()[%arg0, %c1]
// FRONT-NEXT: scf.for %arg4 = %arg0 to %0 step %c1 {
// FRONT-NEXT: %1 = memref.load %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: memref.store %1, %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg4 = %0 to %arg1 step %c1 {
// FRONT-NEXT: %1 = memref.load %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: memref.store %1, %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg4 = %c0 to %c3 step %c3 {
// FRONT-NEXT: %1 = memref.load %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: memref.store %1, %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for %arg4 = %c3 to %c12 step %c3 {
// FRONT-NEXT: %1 = memref.load %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: memref.store %1, %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: scf.for unsigned %arg4 = %arg0 to %arg1 step %c3 {
// FRONT-NEXT: %1 = memref.load %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: memref.store %1, %arg3[%arg4] : memref<?xf32>
// FRONT-NEXT: }
// FRONT-NEXT: return
// FRONT-NEXT: }
// FRONT-LABEL: func.func @dynamic_step(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// FRONT-NEXT: %0 = affine.apply #map()[%arg0, %arg2]
// FRONT-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// FRONT-NEXT: %3 = arith.index_cast %arg4 : index to i32
// FRONT-NEXT: %4 = arith.addi %arg5, %3 : i32
// FRONT-NEXT: scf.yield %4 : i32
// FRONT-NEXT: }
// FRONT-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %arg2 iter_args(%arg5 = %1) -> (i32) {
// FRONT-NEXT: %3 = arith.index_cast %arg4 : index to i32
// FRONT-NEXT: %4 = arith.addi %arg5, %3 : i32
// FRONT-NEXT: scf.yield %4 : i32
// FRONT-NEXT: }
// FRONT-NEXT: return %2 : i32
// FRONT-NEXT: }
