// RUN: strata-opt %s --scf-for-loop-peeling --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--scf-for-loop-peeling
// CONFORMANCE: pipeline=--scf-for-loop-peeling=skip-partial=false
// CONFORMANCE: pipeline=--scf-for-loop-peeling=peel-front=true
// affine.min / affine.max ops in peeled loops are simplified with the new bounds: in the main
// loop at least `step` values remain, in the partial iteration fewer. Peeling the first
// iteration simplifies nothing.

func.func @dyn(%lb : index, %ub: index, %step: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%arg = %c0) -> i32 {
    %s = affine.min affine_map<(d0, d1, d2) -> (d0, d1 - d2)>(%step, %ub, %iv)
    %casted = arith.index_cast %s : index to i32
    %0 = arith.addi %arg, %casted : i32
    scf.yield %0 : i32
  }
  return %r : i32
}
func.func @cst(%lb : index, %ub: index) {
  %c4 = arith.constant 4 : index
  %c17 = arith.constant 17 : index
  scf.for %iv = %lb to %c17 step %c4 {
    %s = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%iv)[%c17]
    %t = affine.max affine_map<(d0)[s0] -> (-4, d0 - s0)>(%iv)[%c17]
    %u = affine.min affine_map<(d0)[s0] -> (4, s0 - d0, 5)>(%iv)[%c17]
    %w = affine.min affine_map<(d0)[s0] -> (s0 - d0, 4)>(%iv)[%c17]
    "test.use"(%s, %t, %u, %w) : (index, index, index, index) -> ()
  }
  return
}
func.func @dynub(%lb : index, %ub: index) {
  %c4 = arith.constant 4 : index
  scf.for %iv = %lb to %ub step %c4 {
    %s = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%iv)[%ub]
    %t = affine.max affine_map<(d0)[s0] -> (-4, d0 - s0)>(%iv)[%ub]
    %u = affine.min affine_map<(d0)[s0] -> (8, 2*s0 - 2*d0)>(%iv)[%ub]
    %v = affine.min affine_map<(d0)[s0, s1] -> (4, s0 - d0, s1)>(%iv)[%ub, %lb]
    %x = affine.min affine_map<(d0)[s0] -> (4, (s0 - d0) mod 7)>(%iv)[%ub]
    "test.use"(%s, %t, %u, %v, %x) : (index, index, index, index, index) -> ()
  }
  return
}
func.func @ties(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %a = affine.min affine_map<(d0)[s0, s1] -> (s1, s0 - d0, s1)>(%i)[%ub, %step]
    %b = affine.max affine_map<(d0)[s0, s1] -> (s1, s0 - d0)>(%i)[%ub, %step]
    %c = affine.min affine_map<(d0)[s0, s1] -> (s0 - d0, s1 + 1)>(%i)[%ub, %step]
    %d = affine.min affine_map<(d0)[s0, s1] -> (s0 - d0, 2 * s1)>(%i)[%ub, %step]
    %e = affine.min affine_map<(d0)[s0, s1] -> (s0 - d0 - 1, s1 - 1)>(%i)[%ub, %step]
    %f = affine.min affine_map<(d0)[s0, s1] -> (s1, s0 - d0)>(%i)[%ub, %step]
    %g = affine.min affine_map<(d0)[s0, s1] -> (s1 floordiv 2, s0 - d0)>(%i)[%ub, %step]
    %h = affine.min affine_map<(d0)[s0, s1] -> (s1, -d0 + s0)>(%i)[%ub, %step]
    %k = affine.min affine_map<(d0, d1, d2) -> (d1, d2 - d0)>(%i, %step, %ub)
    "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %k) : (index, index, index, index, index, index, index, index, index) -> ()
  }
  return
}
func.func @consts(%lb: index) {
  %c4 = arith.constant 4 : index
  %c19 = arith.constant 19 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c3 to %c19 step %c4 {
    %a = affine.min affine_map<(d0) -> (4, 19 - d0)>(%i)
    %b = affine.min affine_map<(d0) -> (d0, 7 - d0)>(%i)
    %c = affine.max affine_map<(d0) -> (d0 - 19, -3)>(%i)
    %d = affine.min affine_map<(d0)[s0] -> (s0, 19 - d0)>(%i)[%lb]
    %e = affine.min affine_map<(d0) -> (3, 19 - d0)>(%i)
    "test.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
  }
  return
}
func.func @nested(%lb: index, %ub: index, %ub2: index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %lb to %ub step %c4 {
    scf.for %j = %lb to %ub2 step %c8 {
      %b = affine.min affine_map<(d0)[s0] -> (8, s0 - d0)>(%j)[%ub2]
      %c = affine.min affine_map<(d0, d1)[s0, s1] -> (4, s0 - d0, 8, s1 - d1)>(%i, %j)[%ub, %ub2]
      "test.use"(%b, %c) : (index, index) -> ()
    }
    %a = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub]
    %d = affine.max affine_map<(d0)[s0] -> (d0 - s0, -4)>(%i)[%ub]
    "test.use"(%a, %d) : (index, index) -> ()
  }
  return
}
func.func @other_operands(%lb: index, %ub: index, %n: index) {
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %c4 {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %a = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%x)[%ub]
    %b = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%n]
    %c = affine.min affine_map<(d0)[s0] -> (4, (s0 - d0) floordiv 2)>(%i)[%ub]
    %d = affine.min affine_map<(d0)[s0] -> (4 * d0, s0)>(%i)[%ub]
    %e = affine.min affine_map<(d0)[s0] -> (4, s0 - d0, d0 * s0)>(%i)[%ub]
    "test.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
  }
  return
}
func.func @outer_min_before_inner_loop(%lb: index, %ub: index, %ub2: index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %lb to %ub step %c4 {
    %a = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub]
    "test.use"(%a) : (index) -> ()
    scf.for %j = %lb to %ub2 step %c8 {
      %b = affine.min affine_map<(d0)[s0] -> (8, s0 - d0)>(%j)[%ub2]
      "test.use"(%i, %j, %b) : (index, index, index) -> ()
    }
  }
  return
}
func.func @repeated_and_constant_operands(%lb: index, %a: index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c17 = arith.constant 17 : index
  scf.for %i = %lb to %c17 step %c8 {
    %m0 = affine.min affine_map<(d0)[s0, s1] -> (s1 + 1)>(%i)[%a, %a]
    %m1 = affine.min affine_map<(d0)[s0] -> (s0 + 1)>(%i)[%a]
    %m2 = affine.min affine_map<(d0)[s0] -> (d0 + s0, 0)>(%i)[%c4]
    %m3 = affine.min affine_map<(d0)[s0] -> (d0 + s0, d0 + s0 + 1)>(%i)[%c4]
    "test.use"(%m0, %m1, %m2, %m3) : (index, index, index, index) -> ()
  }
  return
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (-d0 + 17)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 - 17)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0, s1] -> (4, -d0 + s0, s1)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (4, (-d0 + s0) mod 7)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 - s0)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 * -2 + s0 * 2)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0, s1] -> (-d0 + s0, s1 + 1)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0, s1] -> (-d0 + s0, s1 * 2)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> (s0 - 1)>
// CHECK-NEXT: #map11 = affine_map<(d0)[s0, s1] -> (s1 floordiv 2, -d0 + s0)>
// CHECK-NEXT: #map12 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-NEXT: #map13 = affine_map<(d0) -> (4, -d0 + 19)>
// CHECK-NEXT: #map14 = affine_map<(d0) -> (d0, -d0 + 7)>
// CHECK-NEXT: #map15 = affine_map<(d0) -> (d0 - 19, -3)>
// CHECK-NEXT: #map16 = affine_map<(d0)[s0] -> (s0, -d0 + 19)>
// CHECK-NEXT: #map17 = affine_map<(d0) -> (3, -d0 + 19)>
// CHECK-NEXT: #map18 = affine_map<(d0, d1)[s0, s1] -> (4, -d0 + s0, 8, -d1 + s1)>
// CHECK-NEXT: #map19 = affine_map<(d0)[s0] -> (8, -d0 + s0)>
// CHECK-NEXT: #map20 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map21 = affine_map<(d0)[s0] -> (4, -d0 + s0)>
// CHECK-NEXT: #map22 = affine_map<(d0)[s0] -> (4, (-d0 + s0) floordiv 2)>
// CHECK-NEXT: #map23 = affine_map<(d0)[s0] -> (d0 * 4, s0)>
// CHECK-NEXT: #map24 = affine_map<(d0)[s0] -> (4, -d0 + s0, d0 * s0)>
// CHECK-NEXT: #map25 = affine_map<(d0)[s0, s1] -> (s1 + 1)>
// CHECK-NEXT: #map26 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map27 = affine_map<(d0)[s0] -> (d0 + s0, 0)>
// CHECK-NEXT: #map28 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dyn(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT:     %1 = scf.for %arg3 = %arg0 to %0 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT:       %3 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       %4 = arith.addi %arg4, %3 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.for %arg3 = %0 to %arg1 step %arg2 iter_args(%arg4 = %1) -> (i32) {
// CHECK-NEXT:       %3 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT:       %5 = arith.addi %arg4, %4 : i32
// CHECK-NEXT:       scf.yield %5 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cst(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c17 = arith.constant 17 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %c17, %c4]
// CHECK-NEXT:     scf.for %arg2 = %arg0 to %0 step %c4 {
// CHECK-NEXT:       "test.use"(%c4, %c-4, %c4, %c4) : (index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg2 = %0 to %c17 step %c4 {
// CHECK-NEXT:       %1 = affine.apply #map2(%arg2)
// CHECK-NEXT:       %2 = affine.apply #map3(%arg2)
// CHECK-NEXT:       %3 = affine.apply #map2(%arg2)
// CHECK-NEXT:       %4 = affine.apply #map2(%arg2)
// CHECK-NEXT:       "test.use"(%1, %2, %3, %4) : (index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynub(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %c4]
// CHECK-NEXT:     scf.for %arg2 = %arg0 to %0 step %c4 {
// CHECK-NEXT:       %1 = affine.min #map4(%arg2)[%arg1, %arg0]
// CHECK-NEXT:       %2 = affine.min #map5(%arg2)[%arg1]
// CHECK-NEXT:       "test.use"(%c4, %c-4, %c8, %1, %2) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg2 = %0 to %arg1 step %c4 {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg2)[%arg1]
// CHECK-NEXT:       %2 = affine.apply #map6(%arg2)[%arg1]
// CHECK-NEXT:       %3 = affine.apply #map7(%arg2)[%arg1]
// CHECK-NEXT:       %4 = affine.min #map4(%arg2)[%arg1, %arg0]
// CHECK-NEXT:       %5 = affine.min #map5(%arg2)[%arg1]
// CHECK-NEXT:       "test.use"(%1, %2, %3, %4, %5) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ties(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %0 step %arg2 {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %2 = affine.min #map8(%arg3)[%arg1, %arg2]
// CHECK-NEXT:       %3 = affine.min #map9(%arg3)[%arg1, %arg2]
// CHECK-NEXT:       %4 = affine.apply #map10()[%arg2]
// CHECK-NEXT:       %5 = affine.min #map11(%arg3)[%arg1, %arg2]
// CHECK-NEXT:       "test.use"(%arg2, %1, %2, %3, %4, %arg2, %5, %arg2, %arg2) : (index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %0 to %arg1 step %arg2 {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %2 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %3 = affine.min #map9(%arg3)[%arg1, %arg2]
// CHECK-NEXT:       %4 = affine.apply #map12(%arg3)[%arg1]
// CHECK-NEXT:       %5 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %6 = affine.min #map11(%arg3)[%arg1, %arg2]
// CHECK-NEXT:       %7 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %8 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%1, %arg2, %2, %3, %4, %5, %6, %7, %8) : (index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @consts(%arg0: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c19 = arith.constant 19 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.for %arg1 = %c3 to %c19 step %c4 {
// CHECK-NEXT:       %0 = affine.min #map13(%arg1)
// CHECK-NEXT:       %1 = affine.min #map14(%arg1)
// CHECK-NEXT:       %2 = affine.max #map15(%arg1)
// CHECK-NEXT:       %3 = affine.min #map16(%arg1)[%arg0]
// CHECK-NEXT:       %4 = affine.min #map17(%arg1)
// CHECK-NEXT:       "test.use"(%0, %1, %2, %3, %4) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %c4]
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %0 step %c4 {
// CHECK-NEXT:       %1 = affine.apply #map()[%arg0, %arg2, %c8]
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %1 step %c8 {
// CHECK-NEXT:         %2 = affine.min #map18(%arg3, %arg4)[%arg1, %arg2]
// CHECK-NEXT:         "test.use"(%c8, %2) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.for %arg4 = %1 to %arg2 step %c8 {
// CHECK-NEXT:         %2 = affine.apply #map1(%arg4)[%arg2]
// CHECK-NEXT:         %3 = affine.min #map18(%arg3, %arg4)[%arg1, %arg2]
// CHECK-NEXT:         "test.use"(%2, %3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.use"(%c4, %c-4) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %0 to %arg1 step %c4 {
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %arg2 step %c8 {
// CHECK-NEXT:         %3 = affine.min #map19(%arg4)[%arg2]
// CHECK-NEXT:         %4 = affine.min #map18(%arg3, %arg4)[%arg1, %arg2]
// CHECK-NEXT:         "test.use"(%3, %4) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %2 = affine.apply #map6(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%1, %2) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other_operands(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %c4]
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %0 step %c4 {
// CHECK-NEXT:       %1 = affine.apply #map20(%arg3)
// CHECK-NEXT:       %2 = affine.min #map21(%1)[%arg1]
// CHECK-NEXT:       %3 = affine.min #map21(%arg3)[%arg2]
// CHECK-NEXT:       %4 = affine.min #map22(%arg3)[%arg1]
// CHECK-NEXT:       %5 = affine.min #map23(%arg3)[%arg1]
// CHECK-NEXT:       %6 = affine.min #map24(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%2, %3, %4, %5, %6) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %0 to %arg1 step %c4 {
// CHECK-NEXT:       %1 = affine.apply #map20(%arg3)
// CHECK-NEXT:       %2 = affine.min #map21(%1)[%arg1]
// CHECK-NEXT:       %3 = affine.min #map21(%arg3)[%arg2]
// CHECK-NEXT:       %4 = affine.min #map22(%arg3)[%arg1]
// CHECK-NEXT:       %5 = affine.min #map23(%arg3)[%arg1]
// CHECK-NEXT:       %6 = affine.min #map24(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%2, %3, %4, %5, %6) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @outer_min_before_inner_loop(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %c4]
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %0 step %c4 {
// CHECK-NEXT:       "test.use"(%c4) : (index) -> ()
// CHECK-NEXT:       %1 = affine.apply #map()[%arg0, %arg2, %c8]
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %1 step %c8 {
// CHECK-NEXT:         "test.use"(%arg3, %arg4, %c8) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.for %arg4 = %1 to %arg2 step %c8 {
// CHECK-NEXT:         %2 = affine.apply #map1(%arg4)[%arg2]
// CHECK-NEXT:         "test.use"(%arg3, %arg4, %2) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %0 to %arg1 step %c4 {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       "test.use"(%1) : (index) -> ()
// CHECK-NEXT:       %2 = affine.apply #map()[%arg0, %arg2, %c8]
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %2 step %c8 {
// CHECK-NEXT:         "test.use"(%arg3, %arg4, %c8) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.for %arg4 = %2 to %arg2 step %c8 {
// CHECK-NEXT:         %3 = affine.apply #map1(%arg4)[%arg2]
// CHECK-NEXT:         "test.use"(%arg3, %arg4, %3) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @repeated_and_constant_operands(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c17 = arith.constant 17 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %c17, %c8]
// CHECK-NEXT:     scf.for %arg2 = %arg0 to %0 step %c8 {
// CHECK-NEXT:       %1 = affine.min #map25(%arg2)[%arg1, %arg1]
// CHECK-NEXT:       %2 = affine.apply #map26()[%arg1]
// CHECK-NEXT:       %3 = affine.min #map27(%arg2)[%c4]
// CHECK-NEXT:       %4 = affine.apply #map28(%arg2)
// CHECK-NEXT:       "test.use"(%1, %2, %3, %4) : (index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg2 = %0 to %c17 step %c8 {
// CHECK-NEXT:       %1 = affine.min #map25(%arg2)[%arg1, %arg1]
// CHECK-NEXT:       %2 = affine.apply #map26()[%arg1]
// CHECK-NEXT:       %3 = affine.min #map27(%arg2)[%c4]
// CHECK-NEXT:       %4 = affine.apply #map28(%arg2)
// CHECK-NEXT:       "test.use"(%1, %2, %3, %4) : (index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
