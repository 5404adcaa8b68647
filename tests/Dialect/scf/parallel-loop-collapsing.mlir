// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=0,1}))' | FileCheck %s
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=1,0}))' | FileCheck %s --check-prefix=REVERSED
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=1 collapsed-indices-1=0}))' | FileCheck %s --check-prefix=SWAPPED
// CONFORMANCE: pipeline='-pass-pipeline=builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=0,1}))'
// CONFORMANCE: pipeline='-pass-pipeline=builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=1,0}))'
// CONFORMANCE: pipeline='-pass-pipeline=builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=1 collapsed-indices-1=0}))'
// Collapsing the dimensions of scf.parallel loops: dynamic bounds (the trip
// counts stay affine.apply ops), constant bounds (folded to constants), a
// loop nested in another (both collapsed, the inner one first), unused
// induction variables, and the order of the dimensions within a group.

func.func @dynamic(%lb0: index, %ub0: index, %s0: index, %lb1: index, %ub1: index, %s1: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

func.func @nested(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c2, %c1) {
    scf.parallel (%k, %l) = (%i, %j) to (%c8, %c8) step (%c1, %c2) {
      %v = memref.load %m[%k, %l] : memref<?x?xf32>
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @unused_ivs(%m: memref<f32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c5, %c5) step (%c1, %c1) {
    memref.store %f, %m[] : memref<f32>
  }
  return
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> ((-s0 + s1) ceildiv s2)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (-s0 + 8)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> ((-s0 + 8) ceildiv 2)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT:     %1 = affine.apply #map()[%arg3, %arg4, %arg5]
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %2 = arith.muli %c1_0, %0 : index
// CHECK-NEXT:     %3 = arith.muli %2, %1 : index
// CHECK-NEXT:     scf.parallel (%arg7) = (%c0) to (%3) step (%c1) {
// CHECK-NEXT:       %4 = arith.remsi %arg7, %1 : index
// CHECK-NEXT:       %5 = arith.divsi %arg7, %1 : index
// CHECK-NEXT:       %6 = affine.apply #map1(%4)[%arg3, %arg5]
// CHECK-NEXT:       %7 = affine.apply #map1(%5)[%arg0, %arg2]
// CHECK-NEXT:       %8 = memref.load %arg6[%7, %6] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %8, %arg6[%6, %7] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: memref<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8_0 = arith.constant 8 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %c1_3, %c4 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c8_0 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0_1) to (%1) step (%c1_2) {
// CHECK-NEXT:       %2 = arith.remsi %arg1, %c8_0 : index
// CHECK-NEXT:       %3 = arith.divsi %arg1, %c8_0 : index
// CHECK-NEXT:       %4 = affine.apply #map2(%3)
// CHECK-NEXT:       %5 = affine.apply #map3()[%4]
// CHECK-NEXT:       %6 = affine.apply #map4()[%2]
// CHECK-NEXT:       %c0_4 = arith.constant 0 : index
// CHECK-NEXT:       %c1_5 = arith.constant 1 : index
// CHECK-NEXT:       %c1_6 = arith.constant 1 : index
// CHECK-NEXT:       %7 = arith.muli %c1_6, %5 : index
// CHECK-NEXT:       %8 = arith.muli %7, %6 : index
// CHECK-NEXT:       scf.parallel (%arg2) = (%c0_4) to (%8) step (%c1_5) {
// CHECK-NEXT:         %9 = arith.remsi %arg2, %6 : index
// CHECK-NEXT:         %10 = arith.divsi %arg2, %6 : index
// CHECK-NEXT:         %11 = affine.apply #map5(%9)[%2]
// CHECK-NEXT:         %12 = affine.apply #map6(%10)[%4]
// CHECK-NEXT:         %13 = memref.load %arg0[%12, %11] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %13, %arg0[%4, %2] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_ivs(%arg0: memref<f32>, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c5_0 = arith.constant 5 : index
// CHECK-NEXT:     %c5_1 = arith.constant 5 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %c1_4, %c5_0 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c5_1 : index
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0_2) to (%1) step (%c1_3) {
// CHECK-NEXT:       %2 = arith.remsi %arg2, %c5_1 : index
// CHECK-NEXT:       %3 = arith.divsi %arg2, %c5_1 : index
// CHECK-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// REVERSED: #map = affine_map<()[s0, s1, s2] -> ((-s0 + s1) ceildiv s2)>
// REVERSED-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// REVERSED-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// REVERSED-NEXT: #map3 = affine_map<()[s0] -> (-s0 + 8)>
// REVERSED-NEXT: #map4 = affine_map<()[s0] -> ((-s0 + 8) ceildiv 2)>
// REVERSED-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// REVERSED-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 + s0)>
// REVERSED-NEXT: module {
// REVERSED-NEXT:   func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// REVERSED-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// REVERSED-NEXT:     %1 = affine.apply #map()[%arg3, %arg4, %arg5]
// REVERSED-NEXT:     %c0 = arith.constant 0 : index
// REVERSED-NEXT:     %c1 = arith.constant 1 : index
// REVERSED-NEXT:     %c1_0 = arith.constant 1 : index
// REVERSED-NEXT:     %2 = arith.muli %c1_0, %0 : index
// REVERSED-NEXT:     %3 = arith.muli %2, %1 : index
// REVERSED-NEXT:     scf.parallel (%arg7) = (%c0) to (%3) step (%c1) {
// REVERSED-NEXT:       %4 = arith.remsi %arg7, %0 : index
// REVERSED-NEXT:       %5 = arith.divsi %arg7, %0 : index
// REVERSED-NEXT:       %6 = affine.apply #map1(%5)[%arg3, %arg5]
// REVERSED-NEXT:       %7 = affine.apply #map1(%4)[%arg0, %arg2]
// REVERSED-NEXT:       %8 = memref.load %arg6[%7, %6] : memref<?x?xf32>
// REVERSED-NEXT:       memref.store %8, %arg6[%6, %7] : memref<?x?xf32>
// REVERSED-NEXT:       scf.reduce
// REVERSED-NEXT:     }
// REVERSED-NEXT:     return
// REVERSED-NEXT:   }
// REVERSED-NEXT:   func.func @nested(%arg0: memref<?x?xf32>) {
// REVERSED-NEXT:     %c0 = arith.constant 0 : index
// REVERSED-NEXT:     %c1 = arith.constant 1 : index
// REVERSED-NEXT:     %c2 = arith.constant 2 : index
// REVERSED-NEXT:     %c8 = arith.constant 8 : index
// REVERSED-NEXT:     %c4 = arith.constant 4 : index
// REVERSED-NEXT:     %c8_0 = arith.constant 8 : index
// REVERSED-NEXT:     %c0_1 = arith.constant 0 : index
// REVERSED-NEXT:     %c1_2 = arith.constant 1 : index
// REVERSED-NEXT:     %c1_3 = arith.constant 1 : index
// REVERSED-NEXT:     %0 = arith.muli %c1_3, %c4 : index
// REVERSED-NEXT:     %1 = arith.muli %0, %c8_0 : index
// REVERSED-NEXT:     scf.parallel (%arg1) = (%c0_1) to (%1) step (%c1_2) {
// REVERSED-NEXT:       %2 = arith.remsi %arg1, %c4 : index
// REVERSED-NEXT:       %3 = arith.divsi %arg1, %c4 : index
// REVERSED-NEXT:       %4 = affine.apply #map2(%2)
// REVERSED-NEXT:       %5 = affine.apply #map3()[%4]
// REVERSED-NEXT:       %6 = affine.apply #map4()[%3]
// REVERSED-NEXT:       %c0_4 = arith.constant 0 : index
// REVERSED-NEXT:       %c1_5 = arith.constant 1 : index
// REVERSED-NEXT:       %c1_6 = arith.constant 1 : index
// REVERSED-NEXT:       %7 = arith.muli %c1_6, %5 : index
// REVERSED-NEXT:       %8 = arith.muli %7, %6 : index
// REVERSED-NEXT:       scf.parallel (%arg2) = (%c0_4) to (%8) step (%c1_5) {
// REVERSED-NEXT:         %9 = arith.remsi %arg2, %5 : index
// REVERSED-NEXT:         %10 = arith.divsi %arg2, %5 : index
// REVERSED-NEXT:         %11 = affine.apply #map5(%10)[%3]
// REVERSED-NEXT:         %12 = affine.apply #map6(%9)[%4]
// REVERSED-NEXT:         %13 = memref.load %arg0[%12, %11] : memref<?x?xf32>
// REVERSED-NEXT:         memref.store %13, %arg0[%4, %3] : memref<?x?xf32>
// REVERSED-NEXT:         scf.reduce
// REVERSED-NEXT:       }
// REVERSED-NEXT:       scf.reduce
// REVERSED-NEXT:     }
// REVERSED-NEXT:     return
// REVERSED-NEXT:   }
// REVERSED-NEXT:   func.func @unused_ivs(%arg0: memref<f32>, %arg1: f32) {
// REVERSED-NEXT:     %c0 = arith.constant 0 : index
// REVERSED-NEXT:     %c1 = arith.constant 1 : index
// REVERSED-NEXT:     %c5 = arith.constant 5 : index
// REVERSED-NEXT:     %c5_0 = arith.constant 5 : index
// REVERSED-NEXT:     %c5_1 = arith.constant 5 : index
// REVERSED-NEXT:     %c0_2 = arith.constant 0 : index
// REVERSED-NEXT:     %c1_3 = arith.constant 1 : index
// REVERSED-NEXT:     %c1_4 = arith.constant 1 : index
// REVERSED-NEXT:     %0 = arith.muli %c1_4, %c5_0 : index
// REVERSED-NEXT:     %1 = arith.muli %0, %c5_1 : index
// REVERSED-NEXT:     scf.parallel (%arg2) = (%c0_2) to (%1) step (%c1_3) {
// REVERSED-NEXT:       %2 = arith.remsi %arg2, %c5_0 : index
// REVERSED-NEXT:       %3 = arith.divsi %arg2, %c5_0 : index
// REVERSED-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// REVERSED-NEXT:       scf.reduce
// REVERSED-NEXT:     }
// REVERSED-NEXT:     return
// REVERSED-NEXT:   }
// REVERSED-NEXT: }

// SWAPPED: #map = affine_map<()[s0, s1, s2] -> ((-s0 + s1) ceildiv s2)>
// SWAPPED-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// SWAPPED-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// SWAPPED-NEXT: #map3 = affine_map<()[s0] -> (-s0 + 8)>
// SWAPPED-NEXT: #map4 = affine_map<()[s0] -> ((-s0 + 8) ceildiv 2)>
// SWAPPED-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// SWAPPED-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 + s0)>
// SWAPPED-NEXT: module {
// SWAPPED-NEXT:   func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// SWAPPED-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// SWAPPED-NEXT:     %1 = affine.apply #map()[%arg3, %arg4, %arg5]
// SWAPPED-NEXT:     %c0 = arith.constant 0 : index
// SWAPPED-NEXT:     %c1 = arith.constant 1 : index
// SWAPPED-NEXT:     %c1_0 = arith.constant 1 : index
// SWAPPED-NEXT:     %2 = arith.muli %c1_0, %1 : index
// SWAPPED-NEXT:     %c1_1 = arith.constant 1 : index
// SWAPPED-NEXT:     %3 = arith.muli %c1_1, %0 : index
// SWAPPED-NEXT:     scf.parallel (%arg7, %arg8) = (%c0, %c0) to (%2, %3) step (%c1, %c1) {
// SWAPPED-NEXT:       %4 = affine.apply #map1(%arg7)[%arg3, %arg5]
// SWAPPED-NEXT:       %5 = affine.apply #map1(%arg8)[%arg0, %arg2]
// SWAPPED-NEXT:       %6 = memref.load %arg6[%5, %4] : memref<?x?xf32>
// SWAPPED-NEXT:       memref.store %6, %arg6[%4, %5] : memref<?x?xf32>
// SWAPPED-NEXT:       scf.reduce
// SWAPPED-NEXT:     }
// SWAPPED-NEXT:     return
// SWAPPED-NEXT:   }
// SWAPPED-NEXT:   func.func @nested(%arg0: memref<?x?xf32>) {
// SWAPPED-NEXT:     %c0 = arith.constant 0 : index
// SWAPPED-NEXT:     %c1 = arith.constant 1 : index
// SWAPPED-NEXT:     %c2 = arith.constant 2 : index
// SWAPPED-NEXT:     %c8 = arith.constant 8 : index
// SWAPPED-NEXT:     %c4 = arith.constant 4 : index
// SWAPPED-NEXT:     %c8_0 = arith.constant 8 : index
// SWAPPED-NEXT:     %c0_1 = arith.constant 0 : index
// SWAPPED-NEXT:     %c1_2 = arith.constant 1 : index
// SWAPPED-NEXT:     %c1_3 = arith.constant 1 : index
// SWAPPED-NEXT:     %0 = arith.muli %c1_3, %c8_0 : index
// SWAPPED-NEXT:     %c1_4 = arith.constant 1 : index
// SWAPPED-NEXT:     %1 = arith.muli %c1_4, %c4 : index
// SWAPPED-NEXT:     scf.parallel (%arg1, %arg2) = (%c0_1, %c0_1) to (%0, %1) step (%c1_2, %c1_2) {
// SWAPPED-NEXT:       %2 = affine.apply #map2(%arg2)
// SWAPPED-NEXT:       %3 = affine.apply #map3()[%2]
// SWAPPED-NEXT:       %4 = affine.apply #map4()[%arg1]
// SWAPPED-NEXT:       %c0_5 = arith.constant 0 : index
// SWAPPED-NEXT:       %c1_6 = arith.constant 1 : index
// SWAPPED-NEXT:       %c1_7 = arith.constant 1 : index
// SWAPPED-NEXT:       %5 = arith.muli %c1_7, %4 : index
// SWAPPED-NEXT:       %c1_8 = arith.constant 1 : index
// SWAPPED-NEXT:       %6 = arith.muli %c1_8, %3 : index
// SWAPPED-NEXT:       scf.parallel (%arg3, %arg4) = (%c0_5, %c0_5) to (%5, %6) step (%c1_6, %c1_6) {
// SWAPPED-NEXT:         %7 = affine.apply #map5(%arg3)[%arg1]
// SWAPPED-NEXT:         %8 = affine.apply #map6(%arg4)[%2]
// SWAPPED-NEXT:         %9 = memref.load %arg0[%8, %7] : memref<?x?xf32>
// SWAPPED-NEXT:         memref.store %9, %arg0[%2, %arg1] : memref<?x?xf32>
// SWAPPED-NEXT:         scf.reduce
// SWAPPED-NEXT:       }
// SWAPPED-NEXT:       scf.reduce
// SWAPPED-NEXT:     }
// SWAPPED-NEXT:     return
// SWAPPED-NEXT:   }
// SWAPPED-NEXT:   func.func @unused_ivs(%arg0: memref<f32>, %arg1: f32) {
// SWAPPED-NEXT:     %c0 = arith.constant 0 : index
// SWAPPED-NEXT:     %c1 = arith.constant 1 : index
// SWAPPED-NEXT:     %c5 = arith.constant 5 : index
// SWAPPED-NEXT:     %c5_0 = arith.constant 5 : index
// SWAPPED-NEXT:     %c5_1 = arith.constant 5 : index
// SWAPPED-NEXT:     %c0_2 = arith.constant 0 : index
// SWAPPED-NEXT:     %c1_3 = arith.constant 1 : index
// SWAPPED-NEXT:     %c1_4 = arith.constant 1 : index
// SWAPPED-NEXT:     %0 = arith.muli %c1_4, %c5_1 : index
// SWAPPED-NEXT:     %c1_5 = arith.constant 1 : index
// SWAPPED-NEXT:     %1 = arith.muli %c1_5, %c5_0 : index
// SWAPPED-NEXT:     scf.parallel (%arg2, %arg3) = (%c0_2, %c0_2) to (%0, %1) step (%c1_3, %c1_3) {
// SWAPPED-NEXT:       memref.store %arg1, %arg0[] : memref<f32>
// SWAPPED-NEXT:       scf.reduce
// SWAPPED-NEXT:     }
// SWAPPED-NEXT:     return
// SWAPPED-NEXT:   }
// SWAPPED-NEXT: }
