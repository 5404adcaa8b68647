// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-normalize))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-normalize{promote-single-iter=true}))' | FileCheck %s --check-prefix=PROMOTE
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-normalize))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-normalize{promote-single-iter=true}))

// Normalization of affine.for to a lower bound of 0 and a step of 1, inner
// loops first, and of affine.parallel bands; a lower bound with several
// results is left alone.

func.func @f(%m: memref<100xf32>, %n: index, %k: index) {
  affine.for %i = 2 to 20 step 3 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i + 1] : memref<100xf32>
  }
  affine.for %i = %n to %k step 2 {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  affine.for %i = 1 to 5 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
      %v = affine.load %m[%i + %j] : memref<100xf32>
    }
  }
  affine.for %i = 1 to 2 {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  affine.for %i = max affine_map<()[s0,s1]->(s0,s1)>()[%n,%k] to 50 {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  return
}

func.func @both(%m: memref<?xf32>, %n: index, %k: index) {
  affine.for %i = %n to %k {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  affine.for %i = affine_map<(d0) -> (d0 + 1)>(%n) to affine_map<(d0)[s0] -> (d0 + s0)>(%k)[%n] step 2 {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  return
}

func.func @parallel(%m: memref<64x64xf32>, %n: index) {
  affine.parallel (%i, %j) = (2, 0) to (20, %n) step (4, 3) {
    %v = affine.load %m[%i, %j] : memref<64x64xf32>
    affine.parallel (%k) = (%i) to (%j + 7) {
      affine.store %v, %m[%k, %i] : memref<64x64xf32>
    }
  }
  affine.parallel (%i) = (0) to (min(%n, 3)) {
    %v = affine.load %m[%i, %i] : memref<64x64xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 * 3 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 - s1) ceildiv 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (-d0 + 10)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 - s1)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> ((s0 - 1) ceildiv 2)>
// CHECK-NEXT: #map10 = affine_map<(d0)[s0] -> (d0 * 2 + s0 + 1)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 * 4 + 2)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> (d0 * 3)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @f(%arg0: memref<100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 6 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %1 = affine.load %arg0[%0] : memref<100xf32>
// CHECK-NEXT: affine.store %1, %arg0[%0 + 1] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to #map1()[%arg2, %arg1] {
// CHECK-NEXT: %0 = affine.apply #map2(%arg3)[%arg1]
// CHECK-NEXT: %1 = affine.load %arg0[%0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to %arg1 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.apply #map3(%arg3)
// CHECK-NEXT: affine.for %arg4 = 0 to #map4(%0) {
// CHECK-NEXT: %1 = affine.apply #map5(%0, %arg4)
// CHECK-NEXT: %2 = affine.load %arg0[%0 + %1] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: %0 = affine.apply #map3(%arg3)
// CHECK-NEXT: %1 = affine.load %arg0[%0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = max #map6()[%arg1, %arg2] to 50 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @both(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to #map7()[%arg2, %arg1] {
// CHECK-NEXT: %0 = affine.apply #map8(%arg3)[%arg1]
// CHECK-NEXT: %1 = affine.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to #map9()[%arg2] {
// CHECK-NEXT: %0 = affine.apply #map10(%arg3)[%arg1]
// CHECK-NEXT: %1 = affine.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @parallel(%arg0: memref<64x64xf32>, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (5, symbol(%arg1) ceildiv 3) {
// CHECK-NEXT: %0 = affine.apply #map11(%arg2)
// CHECK-NEXT: %1 = affine.apply #map12(%arg3)
// CHECK-NEXT: %2 = affine.load %arg0[%0, %1] : memref<64x64xf32>
// CHECK-NEXT: affine.parallel (%arg4) = (0) to (%1 - %0 + 7) {
// CHECK-NEXT: %3 = affine.apply #map5(%0, %arg4)
// CHECK-NEXT: affine.store %2, %arg0[%3, %0] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (min(%arg1, 3)) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg2] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// PROMOTE: #map = affine_map<(d0) -> (d0 * 3 + 2)>
// PROMOTE-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 - s1) ceildiv 2)>
// PROMOTE-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// PROMOTE-NEXT: #map3 = affine_map<(d0) -> (d0 + 1)>
// PROMOTE-NEXT: #map4 = affine_map<(d0) -> (-d0 + 10)>
// PROMOTE-NEXT: #map5 = affine_map<(d0, d1) -> (d0 + d1)>
// PROMOTE-NEXT: #map6 = affine_map<()[s0, s1] -> (s0, s1)>
// PROMOTE-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 - s1)>
// PROMOTE-NEXT: #map8 = affine_map<(d0)[s0] -> (d0 + s0)>
// PROMOTE-NEXT: #map9 = affine_map<()[s0] -> ((s0 - 1) ceildiv 2)>
// PROMOTE-NEXT: #map10 = affine_map<(d0)[s0] -> (d0 * 2 + s0 + 1)>
// PROMOTE-NEXT: #map11 = affine_map<(d0) -> (d0 * 4 + 2)>
// PROMOTE-NEXT: #map12 = affine_map<(d0) -> (d0 * 3)>
// PROMOTE-LABEL: module {
// PROMOTE-LABEL: func.func @f(%arg0: memref<100xf32>, %arg1: index, %arg2: index) {
// PROMOTE-NEXT: %c1 = arith.constant 1 : index
// PROMOTE-NEXT: affine.for %arg3 = 0 to 6 {
// PROMOTE-NEXT: %1 = affine.apply #map(%arg3)
// PROMOTE-NEXT: %2 = affine.load %arg0[%1] : memref<100xf32>
// PROMOTE-NEXT: affine.store %2, %arg0[%1 + 1] : memref<100xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: affine.for %arg3 = 0 to #map1()[%arg2, %arg1] {
// PROMOTE-NEXT: %1 = affine.apply #map2(%arg3)[%arg1]
// PROMOTE-NEXT: %2 = affine.load %arg0[%1] : memref<100xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: affine.for %arg3 = 0 to %arg1 {
// PROMOTE-NEXT: %1 = affine.load %arg0[%arg3] : memref<100xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: affine.for %arg3 = 0 to 4 {
// PROMOTE-NEXT: %1 = affine.apply #map3(%arg3)
// PROMOTE-NEXT: affine.for %arg4 = 0 to #map4(%1) {
// PROMOTE-NEXT: %2 = affine.apply #map5(%1, %arg4)
// PROMOTE-NEXT: %3 = affine.load %arg0[%1 + %2] : memref<100xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: }
// PROMOTE-NEXT: %0 = affine.load %arg0[%c1] : memref<100xf32>
// PROMOTE-NEXT: affine.for %arg3 = max #map6()[%arg1, %arg2] to 50 {
// PROMOTE-NEXT: %1 = affine.load %arg0[%arg3] : memref<100xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: return
// PROMOTE-LABEL: func.func @both(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// PROMOTE-NEXT: affine.for %arg3 = 0 to #map7()[%arg2, %arg1] {
// PROMOTE-NEXT: %0 = affine.apply #map8(%arg3)[%arg1]
// PROMOTE-NEXT: %1 = affine.load %arg0[%0] : memref<?xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: affine.for %arg3 = 0 to #map9()[%arg2] {
// PROMOTE-NEXT: %0 = affine.apply #map10(%arg3)[%arg1]
// PROMOTE-NEXT: %1 = affine.load %arg0[%0] : memref<?xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: return
// PROMOTE-LABEL: func.func @parallel(%arg0: memref<64x64xf32>, %arg1: index) {
// PROMOTE-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (5, symbol(%arg1) ceildiv 3) {
// PROMOTE-NEXT: %0 = affine.apply #map11(%arg2)
// PROMOTE-NEXT: %1 = affine.apply #map12(%arg3)
// PROMOTE-NEXT: %2 = affine.load %arg0[%0, %1] : memref<64x64xf32>
// PROMOTE-NEXT: affine.parallel (%arg4) = (0) to (%1 - %0 + 7) {
// PROMOTE-NEXT: %3 = affine.apply #map5(%0, %arg4)
// PROMOTE-NEXT: affine.store %2, %arg0[%3, %0] : memref<64x64xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: }
// PROMOTE-NEXT: affine.parallel (%arg2) = (0) to (min(%arg1, 3)) {
// PROMOTE-NEXT: %0 = affine.load %arg0[%arg2, %arg2] : memref<64x64xf32>
// PROMOTE-NEXT: }
// PROMOTE-NEXT: return
