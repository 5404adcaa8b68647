// RUN: strata-opt %s -split-input-file -verify-diagnostics -pass-pipeline='builtin.module(func.func(test-affine-reify-value-bounds))' | FileCheck %s

// Scalable bounds: vscale lies in [vscale_min, vscale_max], every copy of
// it is the same value, the bound is expressed over a new vector.vscale
// (or is a constant), upper bounds are closed, and a modulo by a multiple
// of vscale lies below its divisor.

func.func @tiles(%n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %vs = vector.vscale
  %step = arith.muli %vs, %c2 : index
  scf.for %i = %c0 to %n step %step {
    %rest = affine.min affine_map<(d0)[s0, s1] -> (s1 - d0, s0)>(%i)[%step, %n]
    %ub = "test.reify_bound"(%rest) {type = "UB", vscale_min = 1, vscale_max = 8, scalable} : (index) -> index
    %lb = "test.reify_bound"(%step) {type = "LB", vscale_min = 1, vscale_max = 8, scalable} : (index) -> index
    "test.some_use"(%ub, %lb) : (index, index) -> ()
  }
  return
}

// -----

func.func @small_loop() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %vs = vector.vscale
  %step = arith.muli %vs, %c6 : index
  scf.for %i = %c0 to %c6 step %step {
    %rest = affine.min affine_map<(d0)[s0] -> (-d0 + 6, s0)>(%i)[%step]
    %ub = "test.reify_bound"(%rest) {type = "UB", vscale_min = 1, vscale_max = 4, scalable} : (index) -> index
    "test.some_use"(%ub) : (index) -> ()
  }
  return
}

// -----

func.func @copies_and_fixed() {
  %a = vector.vscale
  %b = vector.vscale
  %c3 = arith.constant 3 : index
  %x = arith.muli %a, %c3 : index
  %y = arith.subi %x, %b : index
  %eq = "test.reify_bound"(%y) {type = "EQ", vscale_min = 1, vscale_max = 16, scalable} : (index) -> index
  %fixed = "test.reify_bound"(%y) {type = "EQ", vscale_min = 4, vscale_max = 4, scalable} : (index) -> index
  %ub = "test.reify_bound"(%a) {type = "UB", vscale_min = 2, vscale_max = 4, scalable} : (index) -> index
  "test.some_use"(%eq, %fixed, %ub) : (index, index, index) -> ()
  return
}

// -----

func.func @remainder() {
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index
  %vs = vector.vscale
  %step = arith.muli %vs, %c4 : index
  %start = affine.apply affine_map<()[s0] -> (100 - (100 mod s0))>()[%step]
  scf.for %i = %start to %c100 step %step {
    %left = affine.apply affine_map<(d0) -> (100 - d0)>(%i)
    %ub = "test.reify_bound"(%left) {type = "UB", vscale_min = 1, vscale_max = 16, scalable} : (index) -> index
    "test.some_use"(%ub) : (index) -> ()
  }
  return
}

// -----

func.func @no_bound(%a: index) {
  %vs = vector.vscale
  %x = arith.addi %vs, %a : index
  // expected-error @below{{could not reify bound}}
  %ub = "test.reify_bound"(%x) {type = "UB", vscale_min = 1, vscale_max = 16, scalable} : (index) -> index
  "test.some_use"(%ub) : (index) -> ()
  return
}

// -----

func.func @negative_divisor() {
  %cm2 = arith.constant -2 : index
  %vs = vector.vscale
  %d = arith.muli %vs, %cm2 : index
  %m = affine.apply affine_map<()[s0] -> (50 mod s0)>()[%d]
  // expected-error @below{{could not reify bound}}
  %ub = "test.reify_bound"(%m) {type = "UB", vscale_min = 1, vscale_max = 16, scalable} : (index) -> index
  "test.some_use"(%ub) : (index) -> ()
  return
}

// CHECK: #map = affine_map<(d0)[s0, s1] -> (-d0 + s1, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tiles(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c2_vscale = arith.muli %vscale, %c2 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %arg0 step %c2_vscale {
// CHECK-NEXT:       %0 = affine.min #map(%arg1)[%c2_vscale, %arg0]
// CHECK-NEXT:       %vscale_0 = vector.vscale
// CHECK-NEXT:       %1 = affine.apply #map1()[%vscale_0]
// CHECK-NEXT:       %vscale_1 = vector.vscale
// CHECK-NEXT:       %2 = affine.apply #map1()[%vscale_1]
// CHECK-NEXT:       "test.some_use"(%1, %2) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (-d0 + 6, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @small_loop() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c6_vscale = arith.muli %vscale, %c6 : index
// CHECK-NEXT:     scf.for %arg0 = %c0 to %c6 step %c6_vscale {
// CHECK-NEXT:       %0 = affine.min #map(%arg0)[%c6_vscale]
// CHECK-NEXT:       %vscale_0 = vector.vscale
// CHECK-NEXT:       %c6_1 = arith.constant 6 : index
// CHECK-NEXT:       "test.some_use"(%c6_1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @copies_and_fixed() {
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %vscale_0 = vector.vscale
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c3_vscale = arith.muli %vscale, %c3 : index
// CHECK-NEXT:     %0 = arith.subi %c3_vscale, %vscale_0 : index
// CHECK-NEXT:     %vscale_1 = vector.vscale
// CHECK-NEXT:     %1 = affine.apply #map()[%vscale_1]
// CHECK-NEXT:     %vscale_2 = vector.vscale
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     "test.some_use"(%1, %c8, %c4) : (index, index, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<()[s0] -> (-(100 mod s0) + 100)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (-d0 + 100)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 4 - 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @remainder() {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%c4_vscale]
// CHECK-NEXT:     scf.for %arg0 = %0 to %c100 step %c4_vscale {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg0)
// CHECK-NEXT:       %vscale_0 = vector.vscale
// CHECK-NEXT:       %2 = affine.apply #map2()[%vscale_0]
// CHECK-NEXT:       "test.some_use"(%2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: // {{-+}}
