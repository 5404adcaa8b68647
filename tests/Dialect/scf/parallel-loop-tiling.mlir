// RUN: strata-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=1,4 no-min-max-bounds' | FileCheck %s --check-prefix=T14
// RUN: strata-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=2,4,2 no-min-max-bounds=true' | FileCheck %s --check-prefix=T242
// RUN: strata-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=4,2,3' | FileCheck %s --check-prefix=MIN
// RUN: not strata-opt %s --scf-parallel-loop-tiling=parallel-loop-tile-sizes=0 2>&1 | FileCheck %s --check-prefix=ZERO
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,4 no-min-max-bounds
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling=parallel-loop-tile-sizes=2,4,2 no-min-max-bounds=true
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling=no-min-max-bounds
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling=parallel-loop-tile-sizes=4,2,3
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling=parallel-loop-tile-sizes=3
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling
// CONFORMANCE: pipeline=--scf-parallel-loop-tiling=parallel-loop-tile-sizes=0
// Tiling of innermost scf.parallel loops without reductions: static inner bounds when the tile divides the trip count, affine.min bounds or in-bound checks otherwise.

func.func @tile_dyn(%lb0: index, %lb1: index, %ub0: index, %ub1: index, %s0: index, %s1: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}
func.func @tile_static(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}
func.func @innermost_only(%n: index, %m: memref<?x?xf32>, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c12) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @three_dims_inbound(%n: index, %m: memref<?x?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c10, %n, %c4) step (%c2, %c2, %c2) {
    memref.store %v, %m[%i, %j, %k] : memref<?x?x?xf32>
    scf.reduce
  }
  return
}

// ZERO: <unknown>:0: error: tile size cannot be 0

// T14-LABEL: func.func @tile_dyn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// T14-NEXT: %c0 = arith.constant 0 : index
// T14-NEXT: %c1 = arith.constant 1 : index
// T14-NEXT: %c4 = arith.constant 4 : index
// T14-NEXT: %0 = arith.muli %arg4, %c1 : index
// T14-NEXT: %1 = arith.muli %arg5, %c4 : index
// T14-NEXT: scf.parallel (%arg7, %arg8) = (%arg0, %arg1) to (%arg2, %arg3) step (%0, %1) {
// T14-NEXT: scf.parallel (%arg9, %arg10) = (%c0, %c0) to (%0, %1) step (%arg4, %arg5) {
// T14-NEXT: %2 = arith.addi %arg9, %arg7 : index
// T14-NEXT: %3 = arith.addi %arg10, %arg8 : index
// T14-NEXT: %true = arith.constant true
// T14-NEXT: %4 = arith.muli %arg9, %arg4 : index
// T14-NEXT: %5 = arith.addi %4, %arg7 : index
// T14-NEXT: %6 = arith.cmpi ult, %5, %arg2 : index
// T14-NEXT: %7 = arith.andi %true, %6 : i1
// T14-NEXT: %8 = arith.muli %arg10, %arg5 : index
// T14-NEXT: %9 = arith.addi %8, %arg8 : index
// T14-NEXT: %10 = arith.cmpi ult, %9, %arg3 : index
// T14-NEXT: %11 = arith.andi %7, %10 : i1
// T14-NEXT: scf.if %11 {
// T14-NEXT: %12 = memref.load %arg6[%2, %3] : memref<?x?xf32>
// T14-NEXT: memref.store %12, %arg6[%3, %2] : memref<?x?xf32>
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: return
// T14-NEXT: }
// T14-LABEL: func.func @tile_static(%arg0: memref<?x?xf32>) {
// T14-NEXT: %c0 = arith.constant 0 : index
// T14-NEXT: %c1 = arith.constant 1 : index
// T14-NEXT: %c8 = arith.constant 8 : index
// T14-NEXT: %c16 = arith.constant 16 : index
// T14-NEXT: %c0_0 = arith.constant 0 : index
// T14-NEXT: %c1_1 = arith.constant 1 : index
// T14-NEXT: %c4 = arith.constant 4 : index
// T14-NEXT: %0 = arith.muli %c1, %c1_1 : index
// T14-NEXT: %1 = arith.muli %c1, %c4 : index
// T14-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c8, %c16) step (%0, %1) {
// T14-NEXT: scf.parallel (%arg3, %arg4) = (%c0_0, %c0_0) to (%0, %1) step (%c1, %c1) {
// T14-NEXT: %2 = arith.addi %arg3, %arg1 : index
// T14-NEXT: %3 = arith.addi %arg4, %arg2 : index
// T14-NEXT: %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// T14-NEXT: memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: return
// T14-NEXT: }
// T14-LABEL: func.func @innermost_only(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) -> f32 {
// T14-NEXT: %c0 = arith.constant 0 : index
// T14-NEXT: %c1 = arith.constant 1 : index
// T14-NEXT: %c12 = arith.constant 12 : index
// T14-NEXT: scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
// T14-NEXT: %c0_0 = arith.constant 0 : index
// T14-NEXT: %c1_1 = arith.constant 1 : index
// T14-NEXT: %1 = arith.muli %c1, %c1_1 : index
// T14-NEXT: scf.parallel (%arg4) = (%c0) to (%c12) step (%1) {
// T14-NEXT: scf.parallel (%arg5) = (%c0_0) to (%1) step (%c1) {
// T14-NEXT: %2 = arith.addi %arg5, %arg4 : index
// T14-NEXT: %3 = memref.load %arg1[%arg3, %2] : memref<?x?xf32>
// T14-NEXT: memref.store %3, %arg1[%2, %arg3] : memref<?x?xf32>
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg2) -> f32 {
// T14-NEXT: %1 = memref.load %arg1[%arg3, %arg3] : memref<?x?xf32>
// T14-NEXT: scf.reduce(%1 : f32) {
// T14-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// T14-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// T14-NEXT: scf.reduce.return %2 : f32
// T14-NEXT: }
// T14-NEXT: }
// T14-NEXT: return %0 : f32
// T14-NEXT: }
// T14-LABEL: func.func @three_dims_inbound(%arg0: index, %arg1: memref<?x?x?xf32>, %arg2: f32) {
// T14-NEXT: %c0 = arith.constant 0 : index
// T14-NEXT: %c2 = arith.constant 2 : index
// T14-NEXT: %c4 = arith.constant 4 : index
// T14-NEXT: %c10 = arith.constant 10 : index
// T14-NEXT: %c0_0 = arith.constant 0 : index
// T14-NEXT: %c1 = arith.constant 1 : index
// T14-NEXT: %c4_1 = arith.constant 4 : index
// T14-NEXT: %c1_2 = arith.constant 1 : index
// T14-NEXT: %0 = arith.muli %c2, %c1 : index
// T14-NEXT: %1 = arith.muli %c2, %c4_1 : index
// T14-NEXT: %2 = arith.muli %c2, %c1_2 : index
// T14-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%c10, %arg0, %c4) step (%0, %1, %2) {
// T14-NEXT: scf.parallel (%arg6, %arg7, %arg8) = (%c0_0, %c0_0, %c0_0) to (%0, %1, %2) step (%c2, %c2, %c2) {
// T14-NEXT: %3 = arith.addi %arg6, %arg3 : index
// T14-NEXT: %4 = arith.addi %arg7, %arg4 : index
// T14-NEXT: %5 = arith.addi %arg8, %arg5 : index
// T14-NEXT: %true = arith.constant true
// T14-NEXT: %6 = arith.muli %arg6, %c2 : index
// T14-NEXT: %7 = arith.addi %6, %arg3 : index
// T14-NEXT: %8 = arith.cmpi ult, %7, %c10 : index
// T14-NEXT: %9 = arith.andi %true, %8 : i1
// T14-NEXT: %10 = arith.muli %arg7, %c2 : index
// T14-NEXT: %11 = arith.addi %10, %arg4 : index
// T14-NEXT: %12 = arith.cmpi ult, %11, %arg0 : index
// T14-NEXT: %13 = arith.andi %9, %12 : i1
// T14-NEXT: %14 = arith.muli %arg8, %c2 : index
// T14-NEXT: %15 = arith.addi %14, %arg5 : index
// T14-NEXT: %16 = arith.cmpi ult, %15, %c4 : index
// T14-NEXT: %17 = arith.andi %13, %16 : i1
// T14-NEXT: scf.if %17 {
// T14-NEXT: memref.store %arg2, %arg1[%3, %4, %5] : memref<?x?x?xf32>
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: scf.reduce
// T14-NEXT: }
// T14-NEXT: return
// T14-NEXT: }

// T242-LABEL: func.func @tile_dyn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// T242-NEXT: %c0 = arith.constant 0 : index
// T242-NEXT: %c2 = arith.constant 2 : index
// T242-NEXT: %c4 = arith.constant 4 : index
// T242-NEXT: %0 = arith.muli %arg4, %c2 : index
// T242-NEXT: %1 = arith.muli %arg5, %c4 : index
// T242-NEXT: scf.parallel (%arg7, %arg8) = (%arg0, %arg1) to (%arg2, %arg3) step (%0, %1) {
// T242-NEXT: scf.parallel (%arg9, %arg10) = (%c0, %c0) to (%0, %1) step (%arg4, %arg5) {
// T242-NEXT: %2 = arith.addi %arg9, %arg7 : index
// T242-NEXT: %3 = arith.addi %arg10, %arg8 : index
// T242-NEXT: %true = arith.constant true
// T242-NEXT: %4 = arith.muli %arg9, %arg4 : index
// T242-NEXT: %5 = arith.addi %4, %arg7 : index
// T242-NEXT: %6 = arith.cmpi ult, %5, %arg2 : index
// T242-NEXT: %7 = arith.andi %true, %6 : i1
// T242-NEXT: %8 = arith.muli %arg10, %arg5 : index
// T242-NEXT: %9 = arith.addi %8, %arg8 : index
// T242-NEXT: %10 = arith.cmpi ult, %9, %arg3 : index
// T242-NEXT: %11 = arith.andi %7, %10 : i1
// T242-NEXT: scf.if %11 {
// T242-NEXT: %12 = memref.load %arg6[%2, %3] : memref<?x?xf32>
// T242-NEXT: memref.store %12, %arg6[%3, %2] : memref<?x?xf32>
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: return
// T242-NEXT: }
// T242-LABEL: func.func @tile_static(%arg0: memref<?x?xf32>) {
// T242-NEXT: %c0 = arith.constant 0 : index
// T242-NEXT: %c1 = arith.constant 1 : index
// T242-NEXT: %c8 = arith.constant 8 : index
// T242-NEXT: %c16 = arith.constant 16 : index
// T242-NEXT: %c0_0 = arith.constant 0 : index
// T242-NEXT: %c2 = arith.constant 2 : index
// T242-NEXT: %c4 = arith.constant 4 : index
// T242-NEXT: %0 = arith.muli %c1, %c2 : index
// T242-NEXT: %1 = arith.muli %c1, %c4 : index
// T242-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c8, %c16) step (%0, %1) {
// T242-NEXT: scf.parallel (%arg3, %arg4) = (%c0_0, %c0_0) to (%0, %1) step (%c1, %c1) {
// T242-NEXT: %2 = arith.addi %arg3, %arg1 : index
// T242-NEXT: %3 = arith.addi %arg4, %arg2 : index
// T242-NEXT: %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// T242-NEXT: memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: return
// T242-NEXT: }
// T242-LABEL: func.func @innermost_only(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) -> f32 {
// T242-NEXT: %c0 = arith.constant 0 : index
// T242-NEXT: %c1 = arith.constant 1 : index
// T242-NEXT: %c12 = arith.constant 12 : index
// T242-NEXT: scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
// T242-NEXT: %c0_0 = arith.constant 0 : index
// T242-NEXT: %c2 = arith.constant 2 : index
// T242-NEXT: %1 = arith.muli %c1, %c2 : index
// T242-NEXT: scf.parallel (%arg4) = (%c0) to (%c12) step (%1) {
// T242-NEXT: scf.parallel (%arg5) = (%c0_0) to (%1) step (%c1) {
// T242-NEXT: %2 = arith.addi %arg5, %arg4 : index
// T242-NEXT: %3 = memref.load %arg1[%arg3, %2] : memref<?x?xf32>
// T242-NEXT: memref.store %3, %arg1[%2, %arg3] : memref<?x?xf32>
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg2) -> f32 {
// T242-NEXT: %1 = memref.load %arg1[%arg3, %arg3] : memref<?x?xf32>
// T242-NEXT: scf.reduce(%1 : f32) {
// T242-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// T242-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// T242-NEXT: scf.reduce.return %2 : f32
// T242-NEXT: }
// T242-NEXT: }
// T242-NEXT: return %0 : f32
// T242-NEXT: }
// T242-LABEL: func.func @three_dims_inbound(%arg0: index, %arg1: memref<?x?x?xf32>, %arg2: f32) {
// T242-NEXT: %c0 = arith.constant 0 : index
// T242-NEXT: %c2 = arith.constant 2 : index
// T242-NEXT: %c4 = arith.constant 4 : index
// T242-NEXT: %c10 = arith.constant 10 : index
// T242-NEXT: %c0_0 = arith.constant 0 : index
// T242-NEXT: %c2_1 = arith.constant 2 : index
// T242-NEXT: %c4_2 = arith.constant 4 : index
// T242-NEXT: %c2_3 = arith.constant 2 : index
// T242-NEXT: %0 = arith.muli %c2, %c2_1 : index
// T242-NEXT: %1 = arith.muli %c2, %c4_2 : index
// T242-NEXT: %2 = arith.muli %c2, %c2_3 : index
// T242-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%c10, %arg0, %c4) step (%0, %1, %2) {
// T242-NEXT: scf.parallel (%arg6, %arg7, %arg8) = (%c0_0, %c0_0, %c0_0) to (%0, %1, %2) step (%c2, %c2, %c2) {
// T242-NEXT: %3 = arith.addi %arg6, %arg3 : index
// T242-NEXT: %4 = arith.addi %arg7, %arg4 : index
// T242-NEXT: %5 = arith.addi %arg8, %arg5 : index
// T242-NEXT: %true = arith.constant true
// T242-NEXT: %6 = arith.muli %arg6, %c2 : index
// T242-NEXT: %7 = arith.addi %6, %arg3 : index
// T242-NEXT: %8 = arith.cmpi ult, %7, %c10 : index
// T242-NEXT: %9 = arith.andi %true, %8 : i1
// T242-NEXT: %10 = arith.muli %arg7, %c2 : index
// T242-NEXT: %11 = arith.addi %10, %arg4 : index
// T242-NEXT: %12 = arith.cmpi ult, %11, %arg0 : index
// T242-NEXT: %13 = arith.andi %9, %12 : i1
// T242-NEXT: %14 = arith.muli %arg8, %c2 : index
// T242-NEXT: %15 = arith.addi %14, %arg5 : index
// T242-NEXT: %16 = arith.cmpi ult, %15, %c4 : index
// T242-NEXT: %17 = arith.andi %13, %16 : i1
// T242-NEXT: scf.if %17 {
// T242-NEXT: memref.store %arg2, %arg1[%3, %4, %5] : memref<?x?x?xf32>
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: scf.reduce
// T242-NEXT: }
// T242-NEXT: return
// T242-NEXT: }

// MIN: #map = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
// MIN-LABEL: func.func @tile_dyn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// MIN-NEXT: %c0 = arith.constant 0 : index
// MIN-NEXT: %c4 = arith.constant 4 : index
// MIN-NEXT: %c2 = arith.constant 2 : index
// MIN-NEXT: %0 = arith.muli %arg4, %c4 : index
// MIN-NEXT: %1 = arith.muli %arg5, %c2 : index
// MIN-NEXT: scf.parallel (%arg7, %arg8) = (%arg0, %arg1) to (%arg2, %arg3) step (%0, %1) {
// MIN-NEXT: %2 = affine.min #map(%0, %arg2, %arg7)
// MIN-NEXT: %3 = affine.min #map(%1, %arg3, %arg8)
// MIN-NEXT: scf.parallel (%arg9, %arg10) = (%c0, %c0) to (%2, %3) step (%arg4, %arg5) {
// MIN-NEXT: %4 = arith.addi %arg9, %arg7 : index
// MIN-NEXT: %5 = arith.addi %arg10, %arg8 : index
// MIN-NEXT: %6 = memref.load %arg6[%4, %5] : memref<?x?xf32>
// MIN-NEXT: memref.store %6, %arg6[%5, %4] : memref<?x?xf32>
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: return
// MIN-NEXT: }
// MIN-LABEL: func.func @tile_static(%arg0: memref<?x?xf32>) {
// MIN-NEXT: %c0 = arith.constant 0 : index
// MIN-NEXT: %c1 = arith.constant 1 : index
// MIN-NEXT: %c8 = arith.constant 8 : index
// MIN-NEXT: %c16 = arith.constant 16 : index
// MIN-NEXT: %c0_0 = arith.constant 0 : index
// MIN-NEXT: %c4 = arith.constant 4 : index
// MIN-NEXT: %c2 = arith.constant 2 : index
// MIN-NEXT: %0 = arith.muli %c1, %c4 : index
// MIN-NEXT: %1 = arith.muli %c1, %c2 : index
// MIN-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c8, %c16) step (%0, %1) {
// MIN-NEXT: scf.parallel (%arg3, %arg4) = (%c0_0, %c0_0) to (%0, %1) step (%c1, %c1) {
// MIN-NEXT: %2 = arith.addi %arg3, %arg1 : index
// MIN-NEXT: %3 = arith.addi %arg4, %arg2 : index
// MIN-NEXT: %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// MIN-NEXT: memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: return
// MIN-NEXT: }
// MIN-LABEL: func.func @innermost_only(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) -> f32 {
// MIN-NEXT: %c0 = arith.constant 0 : index
// MIN-NEXT: %c1 = arith.constant 1 : index
// MIN-NEXT: %c12 = arith.constant 12 : index
// MIN-NEXT: scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
// MIN-NEXT: %c0_0 = arith.constant 0 : index
// MIN-NEXT: %c4 = arith.constant 4 : index
// MIN-NEXT: %1 = arith.muli %c1, %c4 : index
// MIN-NEXT: scf.parallel (%arg4) = (%c0) to (%c12) step (%1) {
// MIN-NEXT: scf.parallel (%arg5) = (%c0_0) to (%1) step (%c1) {
// MIN-NEXT: %2 = arith.addi %arg5, %arg4 : index
// MIN-NEXT: %3 = memref.load %arg1[%arg3, %2] : memref<?x?xf32>
// MIN-NEXT: memref.store %3, %arg1[%2, %arg3] : memref<?x?xf32>
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg2) -> f32 {
// MIN-NEXT: %1 = memref.load %arg1[%arg3, %arg3] : memref<?x?xf32>
// MIN-NEXT: scf.reduce(%1 : f32) {
// MIN-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// MIN-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// MIN-NEXT: scf.reduce.return %2 : f32
// MIN-NEXT: }
// MIN-NEXT: }
// MIN-NEXT: return %0 : f32
// MIN-NEXT: }
// MIN-LABEL: func.func @three_dims_inbound(%arg0: index, %arg1: memref<?x?x?xf32>, %arg2: f32) {
// MIN-NEXT: %c0 = arith.constant 0 : index
// MIN-NEXT: %c2 = arith.constant 2 : index
// MIN-NEXT: %c4 = arith.constant 4 : index
// MIN-NEXT: %c10 = arith.constant 10 : index
// MIN-NEXT: %c0_0 = arith.constant 0 : index
// MIN-NEXT: %c4_1 = arith.constant 4 : index
// MIN-NEXT: %c2_2 = arith.constant 2 : index
// MIN-NEXT: %c3 = arith.constant 3 : index
// MIN-NEXT: %0 = arith.muli %c2, %c4_1 : index
// MIN-NEXT: %1 = arith.muli %c2, %c2_2 : index
// MIN-NEXT: %2 = arith.muli %c2, %c3 : index
// MIN-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%c10, %arg0, %c4) step (%0, %1, %2) {
// MIN-NEXT: %3 = affine.min #map(%0, %c10, %arg3)
// MIN-NEXT: %4 = affine.min #map(%1, %arg0, %arg4)
// MIN-NEXT: %5 = affine.min #map(%2, %c4, %arg5)
// MIN-NEXT: scf.parallel (%arg6, %arg7, %arg8) = (%c0_0, %c0_0, %c0_0) to (%3, %4, %5) step (%c2, %c2, %c2) {
// MIN-NEXT: %6 = arith.addi %arg6, %arg3 : index
// MIN-NEXT: %7 = arith.addi %arg7, %arg4 : index
// MIN-NEXT: %8 = arith.addi %arg8, %arg5 : index
// MIN-NEXT: memref.store %arg2, %arg1[%6, %7, %8] : memref<?x?x?xf32>
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: scf.reduce
// MIN-NEXT: }
// MIN-NEXT: return
// MIN-NEXT: }
