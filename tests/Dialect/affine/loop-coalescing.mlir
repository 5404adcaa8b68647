// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --affine-loop-coalescing | FileCheck %s
// CONFORMANCE: pipeline=--affine-loop-coalescing
// CONFORMANCE: pipeline=--affine-loop-coalescing --cse

// Coalescing of perfect loop nests whose bounds are defined above the
// band: affine.for nests (normalized ones only) get their trip counts
// multiplied by affine.apply and the induction variables back by mod and
// floordiv; scf.for nests are normalized first and use
// affine.delinearize_index over index, arith divisions over integers.

func.func @affine_nest(%n: index, %m: memref<?x8xf32>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to min affine_map<()[s0] -> (s0, 16)>()[%n] {
        %v = affine.load %m[%i, %j] : memref<?x8xf32>
        "test.use"(%v, %k) : (f32, index) -> ()
      }
    }
  }
  return
}

// -----

// Only normalized affine loops are coalesced; the inner band still is.
func.func @affine_partly_normalized(%n: index) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to 4 {
        "test.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @affine_iter_args(%init: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> f32 {
    affine.for %j = 0 to 20 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

func.func @scf_unnormalized(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c40 = arith.constant 40 : index
  scf.for %i = %c4 to %c40 step %c3 {
    scf.for %j = %lb to %ub step %c1 {
      scf.for %k = %c0 to %ub step %c4 {
        "test.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @scf_iter_args(%a: f32, %b: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %r:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %s:2 = scf.for %j = %c0 to %c7 step %c1 iter_args(%u = %x, %v = %y) -> (f32, f32) {
      %w = "test.combine"(%i, %j, %u) : (index, index, f32) -> f32
      scf.yield %v, %w : f32, f32
    }
    scf.yield %s#0, %s#1 : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// The inner loop's values do not come from the outer loop: no band.
func.func @scf_not_chained(%a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %s = scf.for %j = %c0 to %c6 step %c1 iter_args(%u = %a) -> (f32) {
      %w = "test.combine"(%i, %j, %u) : (index, index, f32) -> f32
      scf.yield %w : f32
    }
  }
  return
}

// -----

func.func @scf_integers(%n: i32, %m: i64) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  scf.for %i = %c0 to %c1 step %c1 : i32 {
    scf.for %j = %c5 to %n step %c2 : i32 {
      scf.for %k = %c0 to %n step %c1 : i32 {
        "test.use"(%i, %j, %k) : (i32, i32, i32) -> ()
      }
    }
  }
  return
}

// -----

// A nested band of scf loops inside an affine nest.
func.func @mixed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      scf.for %k = %c0 to %n step %c1 {
        scf.for %l = %c0 to %n step %c1 {
          "test.use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}

// -----

// Inner bounds from the outer loops: two bands; the values of the outer
// scf.for body are symbols of the affine.apply ops inside it.
func.func @two_bands() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      scf.for %k = %i to %j step %c1 {
        scf.for %l = %i to %j step %c1 {
          "test.use"(%k, %l) : (index, index) -> ()
        }
      }
    }
  }
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map1 = affine_map<() -> (8)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0, 16)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @affine_nest(%arg0: index, %arg1: memref<?x8xf32>) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()
// CHECK-NEXT:     %2 = affine.apply #map2(%0)[%1]
// CHECK-NEXT:     %3 = affine.min #map3()[%arg0]
// CHECK-NEXT:     %4 = affine.apply #map2(%2)[%3]
// CHECK-NEXT:     affine.for %arg2 = 0 to %4 {
// CHECK-NEXT:       %5 = affine.apply #map4(%arg2)[%3]
// CHECK-NEXT:       %6 = affine.apply #map5(%arg2)[%3]
// CHECK-NEXT:       %7 = affine.apply #map4(%6)[%1]
// CHECK-NEXT:       %8 = affine.apply #map5(%6)[%1]
// CHECK-NEXT:       %9 = affine.load %arg1[%8, %7] : memref<?x8xf32>
// CHECK-NEXT:       "test.use"(%9, %5) : (f32, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map1 = affine_map<() -> (4)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @affine_partly_normalized(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 1 to 10 {
// CHECK-NEXT:       %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:       %1 = affine.apply #map1()
// CHECK-NEXT:       %2 = affine.apply #map2(%0)[%1]
// CHECK-NEXT:       affine.for %arg2 = 0 to %2 {
// CHECK-NEXT:         %3 = affine.apply #map3(%arg2)[%1]
// CHECK-NEXT:         %4 = affine.apply #map4(%arg2)[%1]
// CHECK-NEXT:         "test.use"(%arg1, %4, %3) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @affine_iter_args(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT:       affine.for %arg3 = 0 to 20 {
// CHECK-NEXT:         "test.use"(%arg1, %arg3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (-s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 ceildiv 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * -12 + s1 * 12)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> ((s0 * -12 + s1 * 12) * (s1 ceildiv 4))>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 * 3 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scf_unnormalized(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c40 = arith.constant 40 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg0, %arg1]
// CHECK-NEXT:     %3 = affine.apply #map3()[%arg0, %arg1]
// CHECK-NEXT:     scf.for %arg2 = %c0_0 to %3 step %c1_1 {
// CHECK-NEXT:       %4:3 = affine.delinearize_index %arg2 into (12, %0, %1) : index, index, index
// CHECK-NEXT:       %5 = affine.apply #map4(%4#2)
// CHECK-NEXT:       %6 = affine.apply #map5(%4#1)[%arg0]
// CHECK-NEXT:       %7 = affine.apply #map6(%4#0)
// CHECK-NEXT:       "test.use"(%7, %6, %5) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scf_iter_args(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c6_1 = arith.constant 6 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c7_4 = arith.constant 7 : index
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %0:2 = scf.for %arg2 = %c0_0 to %c42 step %c1_2 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT:       %1:2 = affine.delinearize_index %arg2 into (6, 7) : index, index
// CHECK-NEXT:       %2 = "test.combine"(%1#0, %1#1, %arg3) : (index, index, f32) -> f32
// CHECK-NEXT:       scf.yield %arg4, %2 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scf_not_chained(%arg0: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c6 step %c1 {
// CHECK-NEXT:       %0 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:         %1 = "test.combine"(%arg1, %arg2, %arg3) : (index, index, f32) -> f32
// CHECK-NEXT:         scf.yield %1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scf_integers(%arg0: i32, %arg1: i64) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.subi %arg0, %c5_i32 : i32
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %c2_i32 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %arg0 : i32
// CHECK-NEXT:     scf.for %arg2 = %c0_i32 to %2 step %c1_i32  : i32 {
// CHECK-NEXT:       %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:       %3 = arith.remsi %arg2, %arg0 : i32
// CHECK-NEXT:       %4 = arith.divsi %arg2, %arg0 : i32
// CHECK-NEXT:       %5 = arith.muli %4, %c2_i32 : i32
// CHECK-NEXT:       %6 = arith.addi %5, %c5_i32 : i32
// CHECK-NEXT:       "test.use"(%c0_i32_2, %6, %3) : (i32, i32, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<() -> (4)>
// CHECK-NEXT: #map1 = affine_map<() -> (5)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mixed(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map()
// CHECK-NEXT:     %1 = affine.apply #map1()
// CHECK-NEXT:     %2 = affine.apply #map2(%0)[%1]
// CHECK-NEXT:     affine.for %arg1 = 0 to %2 {
// CHECK-NEXT:       %3 = affine.apply #map3(%arg1)[%1]
// CHECK-NEXT:       %4 = affine.apply #map4(%arg1)[%1]
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c1_1 = arith.constant 1 : index
// CHECK-NEXT:       %c0_2 = arith.constant 0 : index
// CHECK-NEXT:       %c1_3 = arith.constant 1 : index
// CHECK-NEXT:       %5 = affine.apply #map5()[%arg0]
// CHECK-NEXT:       scf.for %arg2 = %c0_0 to %5 step %c1_1 {
// CHECK-NEXT:         %6:2 = affine.delinearize_index %arg2 into (%arg0, %arg0) : index, index
// CHECK-NEXT:         "test.use"(%4, %3, %6#0, %6#1) : (index, index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (-s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((-s0 + s1) * (-s0 + s1))>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_bands() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c10_1 = arith.constant 10 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c10_4 = arith.constant 10 : index
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     scf.for %arg0 = %c0_0 to %c100 step %c1_2 {
// CHECK-NEXT:       %0:2 = affine.delinearize_index %arg0 into (10, 10) : index, index
// CHECK-NEXT:       %1 = affine.apply #map()[%0#0, %0#1]
// CHECK-NEXT:       %c0_6 = arith.constant 0 : index
// CHECK-NEXT:       %c1_7 = arith.constant 1 : index
// CHECK-NEXT:       %2 = affine.apply #map()[%0#0, %0#1]
// CHECK-NEXT:       %c0_8 = arith.constant 0 : index
// CHECK-NEXT:       %c1_9 = arith.constant 1 : index
// CHECK-NEXT:       %3 = affine.apply #map()[%0#0, %0#1]
// CHECK-NEXT:       %4 = affine.apply #map1()[%0#0, %0#1]
// CHECK-NEXT:       scf.for %arg1 = %c0_6 to %4 step %c1_7 {
// CHECK-NEXT:         %5:2 = affine.delinearize_index %arg1 into (%1, %2) : index, index
// CHECK-NEXT:         %6 = affine.apply #map2(%5#1)[%0#0]
// CHECK-NEXT:         %7 = affine.apply #map2(%5#0)[%0#0]
// CHECK-NEXT:         "test.use"(%7, %6) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
