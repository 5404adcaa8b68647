// RUN: strata-opt %s -allow-unregistered-dialect --affine-simplify-structures | FileCheck %s
// CONFORMANCE: pipeline=--affine-simplify-structures

// Integer sets are normalized (GCD, trivially true and dominated
// constraints), empty ones make their affine.if go; maps are simplified
// and affine.apply/for/if canonicalized.

func.func @sets(%a: index, %n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0, d1)[s0] : (d0 * 3 - 9 == 0, d1 * 4 - 2 >= 0, d1 * 2 + 7 >= 0, -d1 + 8 >= 0, -d1 + 9 >= 0, 3 >= 0)>(%a, %i)[%n] {
      "test.a"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
      "test.b"() : () -> ()
    } else {
      "test.c"() : () -> ()
    }
    affine.if affine_set<(d0)[s0] : (d0 * 5 - 2 >= 0, d0 * -5 + 4 >= 0)>(%i)[%n] {
      "test.d"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 mod 3 - 5 == 0)>(%i) {
      "test.e"() : () -> ()
    }
    affine.if affine_set<(d0) : (7 >= 0)>(%i) {
      "test.f"() : () -> ()
    } else {
      "test.g"() : () -> ()
    }
  }
  return
}

func.func @maps(%n: index) {
  affine.for %i = affine_map<(d0) -> (d0 * 2 - d0 * 2 + 1)>(%n) to affine_map<()[s0] -> (s0 + 2 - 2)>()[%n] {
    %x = affine.apply affine_map<(d0, d1) -> (d0 + d1 - d1)>(%i, %n)
    "test.u"(%x) : (index) -> ()
  }
  return
}

// CHECK: #set = affine_set<(d0)[s0] : (s0 - 3 == 0, d0 - 1 >= 0, -d0 + 8 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @sets(%arg0: index, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.if #set(%arg2)[%arg0] {
// CHECK-NEXT:         "test.a"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.c"() : () -> ()
// CHECK-NEXT:       "test.f"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @maps(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 1 to %arg0 {
// CHECK-NEXT:       "test.u"(%arg1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
