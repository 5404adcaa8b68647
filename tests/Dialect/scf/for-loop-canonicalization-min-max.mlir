// RUN: strata-opt %s --scf-for-loop-canonicalization --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--scf-for-loop-canonicalization
// CONFORMANCE: pipeline=--scf-for-loop-peeling
// affine.min / affine.max ops are simplified with the ranges of the scf.for, scf.parallel and
// scf.forall induction variables among their operands. A loop whose bounds are not both
// constants bounds its induction variable through a division by the step, and then only
// constant results are found; a step that is not a constant prevents any simplification.

func.func @static(%A: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  scf.for %iv = %c0 to %c8 step %c4 {
    %a = affine.min affine_map<(d0) -> (4, 8 - d0)>(%iv)
    %b = affine.max affine_map<(d0) -> (-4, d0 - 8)>(%iv)
    %c = affine.min affine_map<(d0) -> (8 - d0, 4)>(%iv)
    %d = affine.min affine_map<(d0)[s0] -> (s0, 8 - d0)>(%iv)[%c4]
    "test.use"(%a, %b, %c, %d) : (index, index, index, index) -> ()
  }
  scf.for %iv = %c0 to %c10 step %c4 {
    %a = affine.min affine_map<(d0) -> (4, 10 - d0)>(%iv)
    %b = affine.min affine_map<(d0) -> (12, 10 - d0)>(%iv)
    %c = affine.min affine_map<(d0) -> (d0, 8)>(%iv)
    %d = affine.max affine_map<(d0) -> (d0, 0)>(%iv)
    %e = affine.min affine_map<(d0) -> (d0 mod 4, 4)>(%iv)
    "test.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
  }
  scf.for %iv = %c3 to %c4 step %c4 {
    %a = affine.min affine_map<(d0) -> (4, d0)>(%iv)
    "test.use"(%a) : (index) -> ()
  }
  return
}
func.func @dynamic(%lb: index, %ub: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %iv = %lb to %ub step %c4 {
    %a = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%iv)[%ub]
    %b = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%iv)[%lb]
    %c = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%iv)[%ub]
    "test.use"(%a, %b, %c) : (index, index, index) -> ()
  }
  scf.for %iv = %c0 to %n step %c4 {
    %a = affine.max affine_map<(d0) -> (d0, 0)>(%iv)
    %b = affine.max affine_map<(d0) -> (d0 + 2, 1)>(%iv)
    %c = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%iv)[%n]
    "test.use"(%a, %b, %c) : (index, index, index) -> ()
  }
  scf.for %iv = %lb to %ub step %n {
    %a = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%iv)[%lb]
    "test.use"(%a) : (index) -> ()
  }
  return
}
func.func @par(%ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c64) step (%c4, %c16) {
    %a = affine.min affine_map<(d0) -> (4, 16 - d0)>(%i)
    %b = affine.min affine_map<(d0, d1) -> (d1 - d0, 64 - d0)>(%i, %j)
    %c = affine.min affine_map<(d0, d1) -> (16, 64 - d1)>(%i, %j)
    "test.use"(%a, %b, %c) : (index, index, index) -> ()
    scf.reduce
  }
  scf.for %i = %c0 to %c16 step %c4 {
    scf.for %j = %i to %c16 step %c1 {
      %a = affine.max affine_map<(d0, d1) -> (d0, d1)>(%i, %j)
      %b = affine.min affine_map<(d0, d1) -> (d1 - d0, 17)>(%i, %j)
      "test.use"(%a, %b) : (index, index) -> ()
    }
  }
  return
}
func.func @noiv(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0, s0 + 1)>()[%a]
  %1 = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  %2 = affine.min affine_map<()[s0] -> (s0 floordiv 2, s0 floordiv 2 + 1)>()[%a]
  return %0, %1, %2 : index, index, index
}
func.func @apply(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %iv = %c0 to %c16 step %c4 {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%iv)
    %a = affine.min affine_map<(d0) -> (d0, 100)>(%x)
    %b = affine.min affine_map<(d0, d1) -> (d0, 100, d1)>(%x, %iv)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  return
}
func.func @forall(%n: index) {
  scf.forall (%i, %j) = (0, 0) to (16, %n) step (4, 8) {
    %a = affine.min affine_map<(d0) -> (4, 16 - d0)>(%i)
    %b = affine.min affine_map<(d0, d1) -> (d0, 13)>(%i, %j)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  scf.forall (%i) in (10) {
    %a = affine.min affine_map<(d0) -> (d0, 9)>(%i)
    "test.use"(%a) : (index) -> ()
  }
  return
}
func.func @single(%lb: index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  %c-1 = arith.constant -1 : index
  scf.for %iv = %c5 to %c7 step %c4 {
    %a = affine.min affine_map<(d0) -> (d0, 9)>(%iv)
    %b = affine.min affine_map<(d0) -> (d0 * 2, d0 + 5)>(%iv)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  scf.for %iv = %c5 to %c7 step %c-1 {
    %a = affine.min affine_map<(d0) -> (d0, 9)>(%iv)
    "test.use"(%a) : (index) -> ()
  }
  scf.for %iv = %c7 to %c5 step %c4 {
    %a = affine.min affine_map<(d0) -> (d0, 9)>(%iv)
    "test.use"(%a) : (index) -> ()
  }
  return
}
func.func @constant_operands(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %iv = %c0 to %c16 step %c4 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%iv)[%c4]
    %b = affine.min affine_map<(d0)[s0] -> (d0 + s0, d0 + s0 + 1)>(%iv)[%c4]
    %c = affine.min affine_map<(d0, d1) -> (d0 + d1, d0 + d1 + 1)>(%iv, %c4)
    %d = affine.min affine_map<(d0, d1) -> (d0 + d1, d0 + d1 + 1)>(%iv, %n)
    %e = affine.min affine_map<(d0, d1) -> (d0 + 1, d0 + 1)>(%iv, %n)
    %f = affine.min affine_map<(d0, d1) -> (4, d1)>(%iv, %c4)
    %g = affine.min affine_map<(d0, d1) -> (d1 + d0, d0 + 1 + d1)>(%iv, %n)
    "test.use"(%a, %b, %c, %d, %e, %f, %g) : (index, index, index, index, index, index, index) -> ()
  }
  return
}
func.func @unit_step(%lb: index, %ub: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %lb to %ub step %c1 {
    %a = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1)>(%i)[%ub]
    %b = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%lb]
    %c = affine.min affine_map<(d0)[s0, s1] -> (s0 - d0, s1 - d0 + 1)>(%i)[%ub, %ub]
    "test.use"(%a, %b, %c) : (index, index, index) -> ()
  }
  scf.for %i = %c3 to %c5 step %c1 {
    %a = affine.min affine_map<(d0) -> (d0, 7 - d0)>(%i)
    %b = affine.max affine_map<(d0) -> (d0, 7 - d0)>(%i)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  scf.parallel (%i, %j) = (%lb, %c3) to (%ub, %n) step (%c1, %c1) {
    %a = affine.min affine_map<(d0, d1)[s0] -> (d0 + d1, s0 + 2)>(%i, %j)[%ub]
    %b = affine.max affine_map<(d0, d1) -> (d1, 3)>(%i, %j)
    "test.use"(%a, %b) : (index, index) -> ()
    scf.reduce
  }
  return
}
func.func @constant_symbol_operands(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %a1 = affine.min affine_map<(d0)[s0] -> (d0 + s0, d0 + s0 + 1)>(%i)[%c4]
    %a2 = affine.max affine_map<(d0)[s0] -> (d0 + s0, 0)>(%i)[%c4]
    %a3 = affine.min affine_map<(d0)[s0] -> (d0 + s0, 100)>(%i)[%c4]
    %a4 = affine.max affine_map<(d0)[s0] -> (d0 + s0, d0 + s0 - 1)>(%i)[%c4]
    %a5 = affine.min affine_map<(d0)[s0] -> (d0 + s0, s0 + 16)>(%i)[%c4]
    %a6 = affine.min affine_map<(d0)[s0] -> (s0, 100)>(%i)[%c4]
    %a7 = affine.min affine_map<(d0)[s0] -> (100, d0 + s0)>(%i)[%c4]
    %a8 = affine.min affine_map<(d0)[s0] -> (d0 + 4, 100)>(%i)[%c4]
    %a9 = affine.min affine_map<(d0)[s0] -> (d0 + s0, d0 + 5)>(%i)[%c4]
    %a10 = affine.min affine_map<(d0)[s0] -> (d0 + 5, d0 + s0)>(%i)[%c4]
    "test.use"(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10) : (index, index, index, index, index, index, index, index, index, index) -> ()
  }
  return
}
func.func @repeated_operands(%a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    scf.for %j = %i to %c16 step %c1 {
      %m0 = affine.min affine_map<(d0)[s0, s1] -> (s1 + 1)>(%i)[%a, %a]
      %m1 = affine.max affine_map<(d0, d1) -> (d1, d0)>(%j, %i)
      %m2 = affine.max affine_map<(d0, d1, d2) -> (d1, d0, d2 - 1)>(%j, %i, %i)
      "test.use"(%m0, %m1, %m2) : (index, index, index) -> ()
    }
  }
  return
}
func.func @edge(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %cbig = arith.constant 9223372036854775807 : index
  %cneg = arith.constant -9223372036854775808 : index
  %c4 = arith.constant 4 : index
  %c0s = arith.constant 0 : index
  scf.for %i = %cneg to %cbig step %c4 {
    %a = affine.min affine_map<(d0) -> (d0 * 4611686018427387904, 9223372036854775807 - d0)>(%i)
    %b = affine.max affine_map<(d0) -> (d0, -9223372036854775807)>(%i)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  scf.for %i = %c0 to %c4 step %c0s {
    %a = affine.min affine_map<(d0) -> (d0, 3)>(%i)
    "test.use"(%a) : (index) -> ()
  }
  %r = scf.while (%x = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %x, %ub : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%y)[%ub]
    scf.yield %m : index
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (4, -d0 + 10)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (-d0 + 10)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 mod 4, 4)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (4, -d0 + s0)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0, 0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 2, 1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (-d0 + d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map9 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> (s0 floordiv 2, s0 floordiv 2 + 1)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> (d0, 100)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1) -> (d0, 100, d1)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1) -> (d0, 13)>
// CHECK-NEXT: #map15 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map16 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map17 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-NEXT: #map18 = affine_map<(d0, d1)[s0] -> (d0 + d1, s0 + 2)>
// CHECK-NEXT: #map19 = affine_map<(d0)[s0] -> (d0 + s0, 0)>
// CHECK-NEXT: #map20 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
// CHECK-NEXT: #map21 = affine_map<(d0)[s0] -> (d0 + s0, 20)>
// CHECK-NEXT: #map22 = affine_map<(d0)[s0] -> (100, d0 + s0)>
// CHECK-NEXT: #map23 = affine_map<(d0)[s0] -> (d0 + s0, d0 + 5)>
// CHECK-NEXT: #map24 = affine_map<(d0)[s0] -> (d0 + 5, d0 + s0)>
// CHECK-NEXT: #map25 = affine_map<(d0)[s0, s1] -> (s1 + 1)>
// CHECK-NEXT: #map26 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map27 = affine_map<(d0, d1, d2) -> (d1, d0, d2 - 1)>
// CHECK-NEXT: #map28 = affine_map<(d0) -> (d0 * 4611686018427387904, -d0 + 9223372036854775807)>
// CHECK-NEXT: #map29 = affine_map<(d0) -> (d0, -9223372036854775807)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @static(%arg0: memref<?xindex>) {
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c8 step %c4 {
// CHECK-NEXT:       "test.use"(%c4, %c-4, %c4, %c4) : (index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c10 step %c4 {
// CHECK-NEXT:       %0 = affine.min #map(%arg1)
// CHECK-NEXT:       %1 = affine.apply #map1(%arg1)
// CHECK-NEXT:       %2 = affine.min #map2(%arg1)
// CHECK-NEXT:       "test.use"(%0, %1, %arg1, %arg1, %2) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c3 to %c4 step %c4 {
// CHECK-NEXT:       "test.use"(%c3) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c4 {
// CHECK-NEXT:       %0 = affine.min #map3(%arg3)[%arg1]
// CHECK-NEXT:       %1 = affine.max #map4(%arg3)[%arg0]
// CHECK-NEXT:       %2 = affine.min #map4(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%0, %1, %2) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg2 step %c4 {
// CHECK-NEXT:       %0 = affine.max #map5(%arg3)
// CHECK-NEXT:       %1 = affine.max #map6(%arg3)
// CHECK-NEXT:       %2 = affine.min #map4(%arg3)[%arg2]
// CHECK-NEXT:       "test.use"(%0, %1, %2) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %0 = affine.max #map4(%arg3)[%arg0]
// CHECK-NEXT:       "test.use"(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c16, %c64) step (%c4, %c16) {
// CHECK-NEXT:       %0 = affine.apply #map7(%arg1, %arg2)
// CHECK-NEXT:       "test.use"(%c4, %0, %c16) : (index, index, index) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       scf.for %arg2 = %arg1 to %c16 step %c1 {
// CHECK-NEXT:         %0 = affine.max #map8(%arg1, %arg2)
// CHECK-NEXT:         %1 = affine.apply #map7(%arg1, %arg2)
// CHECK-NEXT:         "test.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noiv(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.max #map9()[%arg0, %arg1]
// CHECK-NEXT:     %1 = affine.min #map10()[%arg0]
// CHECK-NEXT:     return %arg0, %0, %1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @apply(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       %0 = affine.apply #map11(%arg1)
// CHECK-NEXT:       %1 = affine.min #map12(%0)
// CHECK-NEXT:       %2 = affine.min #map13(%0, %arg1)
// CHECK-NEXT:       "test.use"(%1, %2) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall(%arg0: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.forall (%arg1, %arg2) = (0, 0) to (16, %arg0) step (4, 8) {
// CHECK-NEXT:       %0 = affine.min #map14(%arg1, %arg2)
// CHECK-NEXT:       "test.use"(%c4, %0) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg1) in (10) {
// CHECK-NEXT:       "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single(%arg0: index) {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     scf.for %arg1 = %c5 to %c7 step %c4 {
// CHECK-NEXT:       "test.use"(%c5, %c10) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c5 to %c7 step %c-1 {
// CHECK-NEXT:       "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c7 to %c5 step %c4 {
// CHECK-NEXT:       "test.use"(%c7) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_operands(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       %0 = affine.apply #map15(%arg1)[%c4]
// CHECK-NEXT:       %1 = affine.apply #map16(%arg1)
// CHECK-NEXT:       %2 = affine.apply #map16(%arg1)
// CHECK-NEXT:       %3 = affine.apply #map15(%arg1)[%arg0]
// CHECK-NEXT:       %4 = affine.apply #map11(%arg1)
// CHECK-NEXT:       %5 = affine.apply #map15(%arg1)[%arg0]
// CHECK-NEXT:       "test.use"(%0, %1, %2, %3, %4, %c4, %5) : (index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_step(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:       %0 = affine.apply #map17(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%arg3, %arg3, %0) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %c3 to %c5 step %c1 {
// CHECK-NEXT:       "test.use"(%c3, %c4) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%arg0, %c3) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT:       %0 = affine.min #map18(%arg3, %arg4)[%arg1]
// CHECK-NEXT:       "test.use"(%0, %arg4) : (index, index) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_symbol_operands(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       %0 = affine.apply #map16(%arg1)
// CHECK-NEXT:       %1 = affine.max #map19(%arg1)[%c4]
// CHECK-NEXT:       %2 = affine.min #map20(%arg1)[%c4]
// CHECK-NEXT:       %3 = affine.apply #map16(%arg1)
// CHECK-NEXT:       %4 = affine.min #map21(%arg1)[%c4]
// CHECK-NEXT:       %5 = affine.min #map22(%arg1)[%c4]
// CHECK-NEXT:       %6 = affine.apply #map16(%arg1)
// CHECK-NEXT:       %7 = affine.min #map23(%arg1)[%c4]
// CHECK-NEXT:       %8 = affine.min #map24(%arg1)[%c4]
// CHECK-NEXT:       "test.use"(%0, %1, %2, %3, %4, %c4, %5, %6, %7, %8) : (index, index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @repeated_operands(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       scf.for %arg2 = %arg1 to %c16 step %c1 {
// CHECK-NEXT:         %0 = affine.min #map25(%arg1)[%arg0, %arg0]
// CHECK-NEXT:         %1 = affine.max #map26(%arg2, %arg1)
// CHECK-NEXT:         %2 = affine.max #map27(%arg2, %arg1, %arg1)
// CHECK-NEXT:         "test.use"(%0, %1, %2) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @edge(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c9223372036854775807 = arith.constant 9223372036854775807 : index
// CHECK-NEXT:     %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg2 = %c-9223372036854775808 to %c9223372036854775807 step %c4 {
// CHECK-NEXT:       %0 = affine.min #map28(%arg2)
// CHECK-NEXT:       %1 = affine.max #map29(%arg2)
// CHECK-NEXT:       "test.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c4 step %c0 {
// CHECK-NEXT:       "test.use"(%c0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
