// RUN: strata-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-simplify-min-max))' | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(affine-simplify-min-max{bogus=1}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-simplify-min-max))

// The pass has no options.
// OPTION: error: <Pass-Options-Parser>: no such option bogus
// OPTION: failed to add `affine-simplify-min-max` with options `bogus=1`

// Results of affine.min/max that bounds on the operands rule out are
// dropped; ops left with one result become affine.apply and fold.

// Bounds from test.value_with_bounds: every result but one goes.
func.func @ranges() -> (index, index, index) {
  %lo = test.value_with_bounds {max = 20 : index, min = 4 : index}
  %hi = test.value_with_bounds {max = 900 : index, min = 300 : index}
  %a = affine.min affine_map<()[s0, s1] -> (s1, 250, s0 * 2)>()[%lo, %hi]
  %b = affine.max affine_map<()[s0, s1] -> (s0 + 100, s1 - 10, 48)>()[%lo, %hi]
  %c = affine.min affine_map<()[s0, s1] -> (s0 + 7, s1 floordiv 10)>()[%lo, %hi]
  return %a, %b, %c : index, index, index
}

// Overlapping ranges keep their results; a constant equal to the bound
// of a range is kept by affine.min (it is not strictly smaller) but
// dropped by affine.max when it comes first.
func.func @overlaps() -> (index, index, index, index) {
  %x = test.value_with_bounds {max = 60 : index, min = 10 : index}
  %y = test.value_with_bounds {max = 90 : index, min = 50 : index}
  %a = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%x, %y]
  %b = affine.max affine_map<()[s0, s1] -> (s0, s1, 5)>()[%x, %y]
  %c = affine.min affine_map<()[s0] -> (s0, 10)>()[%x]
  %d = affine.max affine_map<()[s0] -> (s0, 10)>()[%x]
  return %a, %b, %c, %d : index, index, index, index
}

// Bounds followed through arith and affine ops, and through the bounds of
// scf.for induction variables.
func.func @chains(%arg: index, %n: index) -> (index, index, index) {
  %r = test.value_with_bounds {max = 16 : index, min = 0 : index}
  %c3 = arith.constant 3 : index
  %s = arith.addi %r, %c3 : index
  %t = arith.muli %s, %c3 : index
  %a = affine.min affine_map<()[s0, s1] -> (s0, s1 + 40)>()[%t, %r]
  %m = affine.min affine_map<()[s0] -> (s0, 12)>()[%r]
  %b = affine.max affine_map<()[s0, s1] -> (s0, s1 - 1)>()[%m, %arg]
  %u = arith.subi %n, %r : index
  %c = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%u, %n]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %v = affine.min affine_map<(d0) -> (64 - d0, 80)>(%i)
    %w = affine.max affine_map<(d0)[s0] -> (d0 - 64, s0, d0 - 70)>(%i)[%arg]
    "test.use"(%v, %w) : (index, index) -> ()
  }
  return %a, %b, %c : index, index, index
}

// affine.for bounds are not used; unknown values keep everything.
func.func @unchanged(%p: index, %q: index) -> index {
  affine.for %i = 0 to 32 {
    %v = affine.min affine_map<(d0) -> (32 - d0, 40)>(%i)
    "test.use"(%v) : (index) -> ()
  }
  %a = affine.min affine_map<()[s0, s1] -> (s0, s1 + 1)>()[%p, %q]
  return %a : index
}

// A positive affine.min with a constant result c: x ceildiv c is 1.
func.func @ceildiv_of_min(%n: index) -> (index, index, index) {
  %r = test.value_with_bounds {max = 500 : index, min = 2 : index}
  %m = affine.min affine_map<()[s0] -> (s0, 128)>()[%r]
  %a = affine.apply affine_map<()[s0] -> (s0 ceildiv 128)>()[%m]
  %b = affine.apply affine_map<()[s0] -> ((s0 + 127) floordiv 128 + 4)>()[%m]
  %k = affine.min affine_map<()[s0, s1] -> (s0, s1, 128)>()[%r, %n]
  %c = affine.apply affine_map<()[s0] -> (s0 ceildiv 128)>()[%k]
  return %a, %b, %c : index, index, index
}

// Contradictory bounds prove nothing.
func.func @empty_range() -> index {
  %e = test.value_with_bounds {max = 1 : index, min = 5 : index}
  %a = affine.min affine_map<()[s0] -> (s0, s0 + 1)>()[%e]
  return %a : index
}

// Applies of applies and mins are composed and canonicalized; other
// applies keep their maps and operands.
func.func @applies(%p: index, %q: index) -> (index, index, index) {
  %r = test.value_with_bounds {max = 9 : index, min = 1 : index}
  %m = affine.min affine_map<(d0) -> (d0, 8)>(%r)
  %a = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2)>(%m, %q)
  %x = affine.apply affine_map<()[s0, s1] -> (s0 * 3)>()[%p, %q]
  %b = affine.apply affine_map<(d0) -> (d0 + 5)>(%x)
  %c = affine.apply affine_map<()[s0, s1] -> (s0 - 4)>()[%r, %q]
  return %a, %b, %c : index, index, index
}

// The last value of an scf.for induction variable with a constant step
// bounds it (6 here, not 8).
func.func @stepped_loop(%buf: memref<index>, %lo: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c3 {
    %a = affine.min affine_map<(d0) -> (3, 9 - d0)>(%i)
    %b = affine.min affine_map<(d0) -> (4, 9 - d0)>(%i)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  scf.for %i = %lo to %c9 step %c3 {
    %a = affine.max affine_map<(d0) -> (d0 - 8, 1)>(%i)
    memref.store %a, %buf[] : memref<index>
  }
  return
}

// What the affine.for and affine.if folders do happens too: bounds
// canonicalized, loops that only pass their values on removed.
func.func @folds(%n: index, %init: f32) -> f32 {
  %c2 = arith.constant 2 : index
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 8)>(%c2) {
    "test.use"(%i) : (index) -> ()
  }
  %r = affine.for %i = 0 to 16 iter_args(%acc = %init) -> f32 {
    affine.yield %acc : f32
  }
  return %r : f32
}

// Sizes of dimensions are at least 0, static ones are constants.
func.func @dims(%m: memref<?x6xf32>, %t: tensor<?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x6xf32>
  %d1 = memref.dim %m, %c1 : memref<?x6xf32>
  %dt = tensor.dim %t, %c0 : tensor<?xf32>
  %a = affine.max affine_map<()[s0, s1] -> (s0 - 1, s1 * 2 - 13)>()[%d0, %d1]
  %b = affine.min affine_map<()[s0] -> (s0 + 1, 0)>()[%dt]
  %c = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%d0, %dt]
  return %a, %b, %c : index, index, index
}

// A select lies between its values when their order is known.
func.func @selects(%c: i1) -> (index, index, index) {
  %lo = test.value_with_bounds {max = 6 : index, min = 2 : index}
  %hi = test.value_with_bounds {max = 50 : index, min = 40 : index}
  %mid = test.value_with_bounds {max = 45 : index, min = 5 : index}
  %s = arith.select %c, %hi, %lo : index
  %t = arith.select %c, %lo, %mid : index
  %a = affine.min affine_map<()[s0] -> (s0, 51)>()[%s]
  %b = affine.max affine_map<()[s0] -> (s0 + 1, 3)>()[%s]
  %d = affine.max affine_map<()[s0] -> (s0, 3)>()[%t]
  return %a, %b, %d : index, index, index
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s1 - 10)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + 7)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (10, s0)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s1 + 40, s0)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (12, s0)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s1 - 1, s0)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (-s0 + 64)>
// CHECK-NEXT: #map9 = affine_map<()[s0, s1] -> (s1, s0 - 64)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (-d0 + 32, 40)>
// CHECK-NEXT: #map11 = affine_map<()[s0, s1] -> (s1 + 1, s0)>
// CHECK-NEXT: #map12 = affine_map<()[s0, s1] -> (128, s1, s0)>
// CHECK-NEXT: #map13 = affine_map<()[s0] -> (s0 ceildiv 128)>
// CHECK-NEXT: #map14 = affine_map<()[s0] -> (s0, s0 + 1)>
// CHECK-NEXT: #map15 = affine_map<()[s0] -> (8, s0)>
// CHECK-NEXT: #map16 = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: #map17 = affine_map<()[s0] -> (s0 * 3 + 5)>
// CHECK-NEXT: #map18 = affine_map<()[s0, s1] -> (s0 - 4)>
// CHECK-NEXT: #map19 = affine_map<(d0) -> (-d0 + 9, 4)>
// CHECK-NEXT: #map20 = affine_map<()[s0, s1] -> (s0 - 1)>
// CHECK-NEXT: #map21 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map22 = affine_map<()[s0] -> (3, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @ranges() -> (index, index, index) {
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 20 : index, min = 4 : index}
// CHECK-NEXT:     %1 = test.value_with_bounds {max = 900 : index, min = 300 : index}
// CHECK-NEXT:     %2 = affine.apply #map()[%0, %1]
// CHECK-NEXT:     %3 = affine.apply #map1()[%0, %1]
// CHECK-NEXT:     %4 = affine.apply #map2()[%0, %1]
// CHECK-NEXT:     return %2, %3, %4 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @overlaps() -> (index, index, index, index) {
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 60 : index, min = 10 : index}
// CHECK-NEXT:     %1 = test.value_with_bounds {max = 90 : index, min = 50 : index}
// CHECK-NEXT:     %2 = affine.min #map3()[%0, %1]
// CHECK-NEXT:     %3 = affine.max #map3()[%0, %1]
// CHECK-NEXT:     %4 = affine.min #map4()[%0]
// CHECK-NEXT:     return %2, %3, %4, %0 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @chains(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 16 : index, min = 0 : index}
// CHECK-NEXT:     %1 = arith.addi %0, %c3 : index
// CHECK-NEXT:     %2 = arith.muli %1, %c3 : index
// CHECK-NEXT:     %3 = affine.min #map5()[%2, %0]
// CHECK-NEXT:     %4 = affine.min #map6()[%0]
// CHECK-NEXT:     %5 = affine.max #map7()[%4, %arg0]
// CHECK-NEXT:     %6 = arith.subi %arg1, %0 : index
// CHECK-NEXT:     %7 = affine.max #map3()[%6, %arg1]
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c64 step %c1 {
// CHECK-NEXT:       %8 = affine.apply #map8()[%arg2]
// CHECK-NEXT:       %9 = affine.max #map9()[%arg2, %arg0]
// CHECK-NEXT:       "test.use"(%8, %9) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3, %5, %7 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unchanged(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     affine.for %arg2 = 0 to 32 {
// CHECK-NEXT:       %1 = affine.min #map10(%arg2)
// CHECK-NEXT:       "test.use"(%1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.min #map11()[%arg0, %arg1]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceildiv_of_min(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 500 : index, min = 2 : index}
// CHECK-NEXT:     %1 = affine.min #map12()[%0, %arg0]
// CHECK-NEXT:     %2 = affine.apply #map13()[%1]
// CHECK-NEXT:     return %c1, %c5, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_range() -> index {
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 1 : index, min = 5 : index}
// CHECK-NEXT:     %1 = affine.min #map14()[%0]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @applies(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 9 : index, min = 1 : index}
// CHECK-NEXT:     %1 = affine.min #map15()[%0]
// CHECK-NEXT:     %2 = affine.apply #map16()[%1]
// CHECK-NEXT:     %3 = affine.apply #map17()[%arg0]
// CHECK-NEXT:     %4 = affine.apply #map18()[%0, %arg1]
// CHECK-NEXT:     return %2, %3, %4 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @stepped_loop(%arg0: memref<index>, %arg1: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c9 step %c3 {
// CHECK-NEXT:       %0 = affine.min #map19(%arg2)
// CHECK-NEXT:       "test.use"(%c3, %0) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg2 = %arg1 to %c9 step %c3 {
// CHECK-NEXT:       memref.store %c1, %arg0[] : memref<index>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @folds(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     affine.for %arg2 = %arg0 to 10 {
// CHECK-NEXT:       "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dims(%arg0: memref<?x6xf32>, %arg1: tensor<?xf32>) -> (index, index, index) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x6xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT:     %0 = affine.apply #map20()[%dim, %c6]
// CHECK-NEXT:     %1 = affine.max #map3()[%dim, %dim_0]
// CHECK-NEXT:     return %0, %c0, %1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @selects(%arg0: i1) -> (index, index, index) {
// CHECK-NEXT:     %0 = test.value_with_bounds {max = 6 : index, min = 2 : index}
// CHECK-NEXT:     %1 = test.value_with_bounds {max = 50 : index, min = 40 : index}
// CHECK-NEXT:     %2 = test.value_with_bounds {max = 45 : index, min = 5 : index}
// CHECK-NEXT:     %3 = arith.select %arg0, %1, %0 : index
// CHECK-NEXT:     %4 = arith.select %arg0, %0, %2 : index
// CHECK-NEXT:     %5 = affine.apply #map21()[%3]
// CHECK-NEXT:     %6 = affine.max #map22()[%4]
// CHECK-NEXT:     return %3, %5, %6 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
