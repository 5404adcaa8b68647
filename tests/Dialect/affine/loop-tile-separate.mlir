// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32 separate}))' | FileCheck %s
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=32 separate}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=1 separate}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-sizes=4,3 separate}))

// Full tiles separated from partial ones after tiling: an affine.if on
// the tile loops' values holds when every intra-tile loop runs a whole
// tile; its then branch is a copy of the nest with constant trip counts.
// The condition has no constraint when every tile is full; nests whose
// bounds need local variables (a division) are not separated.

func.func @two_d(%m: index, %n: index) {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @constant_and_symbolic(%m: index) {
  %c100 = arith.constant 100 : index
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to %c100 {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 10 {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @max_min(%a: index, %b: index, %c: index, %d: index) {
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to min affine_map<(d0, d1) -> (d0, d1)>(%c, %d) {
    "test.foo"(%i) : (index) -> ()
  }
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 + s1 * 2 - 3)>()[%a, %b] {
    "test.foo"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @not_separated(%a: index, %b: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%a] {
    "test.foo"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<()[s0, s1] -> (s0, 4096 floordiv s1)>()[%a, %b] {
    "test.foo"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<(d0)[s1] -> (d0 * 2, s1 + 4)>(%a)[%b] step 2 {
    "test.foo"(%i) : (index) -> ()
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 32)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-NEXT: #set = affine_set<(d0, d1)[s0, s1] : (-d0 + s0 - 32 >= 0, -d1 + s1 - 32 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_d(%arg0: index, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg0 step 32 {
// CHECK-NEXT:       affine.for %arg3 = 0 to %arg1 step 32 {
// CHECK-NEXT:         affine.if #set(%arg2, %arg3)[%arg0, %arg1] {
// CHECK-NEXT:           affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:             affine.for %arg5 = #map(%arg3) to #map1(%arg3) {
// CHECK-NEXT:               "test.foo"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         } else {
// CHECK-NEXT:           affine.for %arg4 = #map(%arg2) to min #map2(%arg2)[%arg0] {
// CHECK-NEXT:             affine.for %arg5 = #map(%arg3) to min #map2(%arg3)[%arg1] {
// CHECK-NEXT:               "test.foo"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 32)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 32, 50)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: #set = affine_set<(d0, d1) : (-d0 + 18 >= 0, -d1 + 68 >= 0)>
// CHECK-NEXT: #set1 = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constant_and_symbolic(%arg0: index) {
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     affine.for %arg1 = 0 to 50 step 32 {
// CHECK-NEXT:       affine.for %arg2 = 0 to %c100 step 32 {
// CHECK-NEXT:         affine.if #set(%arg1, %arg2) {
// CHECK-NEXT:           affine.for %arg3 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:             affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:               "test.foo"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         } else {
// CHECK-NEXT:           affine.for %arg3 = #map(%arg1) to min #map2(%arg1) {
// CHECK-NEXT:             affine.for %arg4 = #map(%arg2) to min #map3(%arg2)[%c100] {
// CHECK-NEXT:               "test.foo"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg1 = 0 to 64 step 32 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 10 step 32 {
// CHECK-NEXT:         affine.if #set1() {
// CHECK-NEXT:           affine.for %arg3 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:             affine.for %arg4 = #map(%arg2) to #map4(%arg2) {
// CHECK-NEXT:               "test.foo"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         } else {
// CHECK-NEXT:           affine.for %arg3 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:             affine.for %arg4 = #map(%arg2) to #map4(%arg2) {
// CHECK-NEXT:               "test.foo"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 32)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2 + 32, d0, d1)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1] -> (s0 + s1 * 2 - 3)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0, s1] -> (d0 + 32, s0 + s1 * 2 - 3)>
// CHECK-NEXT: #set = affine_set<(d0)[s0, s1] : (-d0 + s0 - 32 >= 0, -d0 + s1 - 32 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0, s1] : (-d0 + s0 + s1 * 2 - 35 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @max_min(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     affine.for %arg4 = max #map(%arg0, %arg1) to min #map(%arg2, %arg3) step 32 {
// CHECK-NEXT:       affine.if #set(%arg4)[%arg2, %arg3] {
// CHECK-NEXT:         affine.for %arg5 = #map1(%arg4) to #map2(%arg4) {
// CHECK-NEXT:           "test.foo"(%arg5) : (index) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         affine.for %arg5 = #map1(%arg4) to min #map3(%arg2, %arg3, %arg4) {
// CHECK-NEXT:           "test.foo"(%arg5) : (index) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg4 = 0 to #map4()[%arg0, %arg1] step 32 {
// CHECK-NEXT:       affine.if #set1(%arg4)[%arg0, %arg1] {
// CHECK-NEXT:         affine.for %arg5 = #map1(%arg4) to #map2(%arg4) {
// CHECK-NEXT:           "test.foo"(%arg5) : (index) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         affine.for %arg5 = #map1(%arg4) to min #map5(%arg4)[%arg0, %arg1] {
// CHECK-NEXT:           "test.foo"(%arg5) : (index) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + 32, s0 floordiv 4)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0, 4096 floordiv s1)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0, s1] -> (d0 + 32, s0, 4096 floordiv s1)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 * 2, s0 + 4)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1)[s0] -> (d1 + 64, d0 * 2, s0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_separated(%arg0: index, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to #map()[%arg0] step 32 {
// CHECK-NEXT:       affine.for %arg3 = #map1(%arg2) to min #map2(%arg2)[%arg0] {
// CHECK-NEXT:         "test.foo"(%arg3) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to min #map3()[%arg0, %arg1] step 32 {
// CHECK-NEXT:       affine.for %arg3 = #map1(%arg2) to min #map4(%arg2)[%arg0, %arg1] {
// CHECK-NEXT:         "test.foo"(%arg3) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to min #map5(%arg0)[%arg1] step 64 {
// CHECK-NEXT:       affine.for %arg3 = #map1(%arg2) to min #map6(%arg0, %arg2)[%arg1] step 2 {
// CHECK-NEXT:         "test.foo"(%arg3) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
