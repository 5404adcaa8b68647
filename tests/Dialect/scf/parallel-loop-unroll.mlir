// RUN: strata-opt %s --test-parallel-loop-unrolling=unroll-factors=2,2 | FileCheck %s
// RUN: strata-opt %s --test-parallel-loop-unrolling='unroll-factors=1,3 annotate' | FileCheck %s --check-prefix=ANNOTATE
// RUN: strata-opt %s --test-parallel-loop-unrolling='unroll-factors=2 loop-depth=1' | FileCheck %s --check-prefix=DEPTH1
// CONFORMANCE: pipeline=--test-parallel-loop-unrolling=unroll-factors=2,2
// CONFORMANCE: pipeline='--test-parallel-loop-unrolling=unroll-factors=1,3 annotate'
// CONFORMANCE: pipeline='--test-parallel-loop-unrolling=unroll-factors=2 loop-depth=1'
// Unrolling scf.parallel loops by a factor per dimension: several dimensions
// unrolled, induction variables without uses (no affine.apply), and loops left
// as they are: a dynamic step, an empty body, factors that do not divide the
// trip count. With loop-depth=1 only the loops nested in one other are
// unrolled.

func.func @two_dims(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c2, %c0) to (%c8, %c12) step (%c3, %c2) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

func.func @iv_unused(%m: memref<f32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    memref.store %f, %m[] : memref<f32>
  }
  return
}

func.func @dyn_step(%m: memref<?xf32>, %s: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%s) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @empty(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
  }
  return
}

func.func @zero_trip(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c4) to (%c0) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
  }
  return
}

func.func @nested(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_dims(%arg0: memref<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg1, %arg2) = (%c2, %c0) to (%c8, %c12) step (%c6, %c4) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %0, %arg0[%arg2, %arg1] : memref<?x?xf32>
// CHECK-NEXT:       %1 = affine.apply #map(%arg1)
// CHECK-NEXT:       %2 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %2, %arg0[%arg2, %1] : memref<?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map1(%arg2)
// CHECK-NEXT:       %4 = memref.load %arg0[%arg1, %3] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %4, %arg0[%3, %arg1] : memref<?x?xf32>
// CHECK-NEXT:       %5 = affine.apply #map(%arg1)
// CHECK-NEXT:       %6 = memref.load %arg0[%5, %3] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %6, %arg0[%3, %5] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @iv_unused(%arg0: memref<f32>, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c2_0 = arith.constant 2 : index
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c4, %c4) step (%c2, %c2_0) {
// CHECK-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// CHECK-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// CHECK-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// CHECK-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_step(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0) to (%c4) step (%arg1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:       memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty(%arg0: memref<?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zero_trip(%arg0: memref<?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c4) to (%c0) step (%c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: memref<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:       scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %0, %arg0[%arg2, %arg1] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ANNOTATE: #map = affine_map<(d0) -> (d0 + 2)>
// ANNOTATE-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// ANNOTATE-NEXT: module {
// ANNOTATE-NEXT:   func.func @two_dims(%arg0: memref<?x?xf32>) {
// ANNOTATE-NEXT:     %c0 = arith.constant 0 : index
// ANNOTATE-NEXT:     %c2 = arith.constant 2 : index
// ANNOTATE-NEXT:     %c3 = arith.constant 3 : index
// ANNOTATE-NEXT:     %c12 = arith.constant 12 : index
// ANNOTATE-NEXT:     %c8 = arith.constant 8 : index
// ANNOTATE-NEXT:     %c6 = arith.constant 6 : index
// ANNOTATE-NEXT:     scf.parallel (%arg1, %arg2) = (%c2, %c0) to (%c8, %c12) step (%c3, %c6) {
// ANNOTATE-NEXT:       %0 = memref.load %arg0[%arg1, %arg2] {unrolled_iteration = 0 : ui32} : memref<?x?xf32>
// ANNOTATE-NEXT:       memref.store %0, %arg0[%arg2, %arg1] {unrolled_iteration = 0 : ui32} : memref<?x?xf32>
// ANNOTATE-NEXT:       %1 = affine.apply #map(%arg2)
// ANNOTATE-NEXT:       %2 = memref.load %arg0[%arg1, %1] {unrolled_iteration = 1 : ui32} : memref<?x?xf32>
// ANNOTATE-NEXT:       memref.store %2, %arg0[%1, %arg1] {unrolled_iteration = 1 : ui32} : memref<?x?xf32>
// ANNOTATE-NEXT:       %3 = affine.apply #map1(%arg2)
// ANNOTATE-NEXT:       %4 = memref.load %arg0[%arg1, %3] {unrolled_iteration = 2 : ui32} : memref<?x?xf32>
// ANNOTATE-NEXT:       memref.store %4, %arg0[%3, %arg1] {unrolled_iteration = 2 : ui32} : memref<?x?xf32>
// ANNOTATE-NEXT:       scf.reduce
// ANNOTATE-NEXT:     }
// ANNOTATE-NEXT:     return
// ANNOTATE-NEXT:   }
// ANNOTATE-NEXT:   func.func @iv_unused(%arg0: memref<f32>, %arg1: f32) {
// ANNOTATE-NEXT:     %c0 = arith.constant 0 : index
// ANNOTATE-NEXT:     %c1 = arith.constant 1 : index
// ANNOTATE-NEXT:     %c4 = arith.constant 4 : index
// ANNOTATE-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
// ANNOTATE-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// ANNOTATE-NEXT:       scf.reduce
// ANNOTATE-NEXT:     }
// ANNOTATE-NEXT:     return
// ANNOTATE-NEXT:   }
// ANNOTATE-NEXT:   func.func @dyn_step(%arg0: memref<?xf32>, %arg1: index) {
// ANNOTATE-NEXT:     %c0 = arith.constant 0 : index
// ANNOTATE-NEXT:     %c4 = arith.constant 4 : index
// ANNOTATE-NEXT:     scf.parallel (%arg2) = (%c0) to (%c4) step (%arg1) {
// ANNOTATE-NEXT:       %0 = memref.load %arg0[%arg2] : memref<?xf32>
// ANNOTATE-NEXT:       memref.store %0, %arg0[%arg2] : memref<?xf32>
// ANNOTATE-NEXT:       scf.reduce
// ANNOTATE-NEXT:     }
// ANNOTATE-NEXT:     return
// ANNOTATE-NEXT:   }
// ANNOTATE-NEXT:   func.func @empty(%arg0: memref<?xf32>) {
// ANNOTATE-NEXT:     %c0 = arith.constant 0 : index
// ANNOTATE-NEXT:     %c1 = arith.constant 1 : index
// ANNOTATE-NEXT:     %c4 = arith.constant 4 : index
// ANNOTATE-NEXT:     scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// ANNOTATE-NEXT:       scf.reduce
// ANNOTATE-NEXT:     }
// ANNOTATE-NEXT:     return
// ANNOTATE-NEXT:   }
// ANNOTATE-NEXT:   func.func @zero_trip(%arg0: memref<?xf32>) {
// ANNOTATE-NEXT:     %c0 = arith.constant 0 : index
// ANNOTATE-NEXT:     %c1 = arith.constant 1 : index
// ANNOTATE-NEXT:     %c4 = arith.constant 4 : index
// ANNOTATE-NEXT:     scf.parallel (%arg1) = (%c4) to (%c0) step (%c1) {
// ANNOTATE-NEXT:       %0 = memref.load %arg0[%arg1] : memref<?xf32>
// ANNOTATE-NEXT:       scf.reduce
// ANNOTATE-NEXT:     }
// ANNOTATE-NEXT:     return
// ANNOTATE-NEXT:   }
// ANNOTATE-NEXT:   func.func @nested(%arg0: memref<?x?xf32>) {
// ANNOTATE-NEXT:     %c0 = arith.constant 0 : index
// ANNOTATE-NEXT:     %c1 = arith.constant 1 : index
// ANNOTATE-NEXT:     %c4 = arith.constant 4 : index
// ANNOTATE-NEXT:     scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// ANNOTATE-NEXT:       scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// ANNOTATE-NEXT:         %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// ANNOTATE-NEXT:         memref.store %0, %arg0[%arg2, %arg1] : memref<?x?xf32>
// ANNOTATE-NEXT:         scf.reduce
// ANNOTATE-NEXT:       }
// ANNOTATE-NEXT:       scf.reduce
// ANNOTATE-NEXT:     }
// ANNOTATE-NEXT:     return
// ANNOTATE-NEXT:   }
// ANNOTATE-NEXT: }

// DEPTH1: #map = affine_map<(d0) -> (d0 + 1)>
// DEPTH1-NEXT: module {
// DEPTH1-NEXT:   func.func @two_dims(%arg0: memref<?x?xf32>) {
// DEPTH1-NEXT:     %c0 = arith.constant 0 : index
// DEPTH1-NEXT:     %c2 = arith.constant 2 : index
// DEPTH1-NEXT:     %c3 = arith.constant 3 : index
// DEPTH1-NEXT:     %c12 = arith.constant 12 : index
// DEPTH1-NEXT:     %c8 = arith.constant 8 : index
// DEPTH1-NEXT:     scf.parallel (%arg1, %arg2) = (%c2, %c0) to (%c8, %c12) step (%c3, %c2) {
// DEPTH1-NEXT:       %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// DEPTH1-NEXT:       memref.store %0, %arg0[%arg2, %arg1] : memref<?x?xf32>
// DEPTH1-NEXT:       scf.reduce
// DEPTH1-NEXT:     }
// DEPTH1-NEXT:     return
// DEPTH1-NEXT:   }
// DEPTH1-NEXT:   func.func @iv_unused(%arg0: memref<f32>, %arg1: f32) {
// DEPTH1-NEXT:     %c0 = arith.constant 0 : index
// DEPTH1-NEXT:     %c1 = arith.constant 1 : index
// DEPTH1-NEXT:     %c4 = arith.constant 4 : index
// DEPTH1-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
// DEPTH1-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// DEPTH1-NEXT:       scf.reduce
// DEPTH1-NEXT:     }
// DEPTH1-NEXT:     return
// DEPTH1-NEXT:   }
// DEPTH1-NEXT:   func.func @dyn_step(%arg0: memref<?xf32>, %arg1: index) {
// DEPTH1-NEXT:     %c0 = arith.constant 0 : index
// DEPTH1-NEXT:     %c4 = arith.constant 4 : index
// DEPTH1-NEXT:     scf.parallel (%arg2) = (%c0) to (%c4) step (%arg1) {
// DEPTH1-NEXT:       %0 = memref.load %arg0[%arg2] : memref<?xf32>
// DEPTH1-NEXT:       memref.store %0, %arg0[%arg2] : memref<?xf32>
// DEPTH1-NEXT:       scf.reduce
// DEPTH1-NEXT:     }
// DEPTH1-NEXT:     return
// DEPTH1-NEXT:   }
// DEPTH1-NEXT:   func.func @empty(%arg0: memref<?xf32>) {
// DEPTH1-NEXT:     %c0 = arith.constant 0 : index
// DEPTH1-NEXT:     %c1 = arith.constant 1 : index
// DEPTH1-NEXT:     %c4 = arith.constant 4 : index
// DEPTH1-NEXT:     scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// DEPTH1-NEXT:       scf.reduce
// DEPTH1-NEXT:     }
// DEPTH1-NEXT:     return
// DEPTH1-NEXT:   }
// DEPTH1-NEXT:   func.func @zero_trip(%arg0: memref<?xf32>) {
// DEPTH1-NEXT:     %c0 = arith.constant 0 : index
// DEPTH1-NEXT:     %c1 = arith.constant 1 : index
// DEPTH1-NEXT:     %c4 = arith.constant 4 : index
// DEPTH1-NEXT:     scf.parallel (%arg1) = (%c4) to (%c0) step (%c1) {
// DEPTH1-NEXT:       %0 = memref.load %arg0[%arg1] : memref<?xf32>
// DEPTH1-NEXT:       scf.reduce
// DEPTH1-NEXT:     }
// DEPTH1-NEXT:     return
// DEPTH1-NEXT:   }
// DEPTH1-NEXT:   func.func @nested(%arg0: memref<?x?xf32>) {
// DEPTH1-NEXT:     %c0 = arith.constant 0 : index
// DEPTH1-NEXT:     %c1 = arith.constant 1 : index
// DEPTH1-NEXT:     %c4 = arith.constant 4 : index
// DEPTH1-NEXT:     scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// DEPTH1-NEXT:       %c2 = arith.constant 2 : index
// DEPTH1-NEXT:       scf.parallel (%arg2) = (%c0) to (%c4) step (%c2) {
// DEPTH1-NEXT:         %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// DEPTH1-NEXT:         memref.store %0, %arg0[%arg2, %arg1] : memref<?x?xf32>
// DEPTH1-NEXT:         %1 = affine.apply #map(%arg2)
// DEPTH1-NEXT:         %2 = memref.load %arg0[%arg1, %1] : memref<?x?xf32>
// DEPTH1-NEXT:         memref.store %2, %arg0[%1, %arg1] : memref<?x?xf32>
// DEPTH1-NEXT:         scf.reduce
// DEPTH1-NEXT:       }
// DEPTH1-NEXT:       scf.reduce
// DEPTH1-NEXT:     }
// DEPTH1-NEXT:     return
// DEPTH1-NEXT:   }
// DEPTH1-NEXT: }
