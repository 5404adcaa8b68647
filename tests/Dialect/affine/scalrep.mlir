// RUN: strata-opt %s -allow-unregistered-dialect --affine-scalrep | FileCheck %s
// CONFORMANCE: pipeline=--affine-scalrep

// Scalar replacement of affine accesses: store-to-load forwarding,
// redundant loads, dead stores and allocations left with only stores.

// The stored value reaches the load in the same iteration; the local
// buffer then only has a store and a dealloc and disappears.
func.func @forward_then_erase(%a: memref<8xf32>) {
  %buf = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %buf[%i] : memref<8xf32>
    %z = affine.load %buf[%i] : memref<8xf32>
    "test.use"(%z) : (f32) -> ()
  }
  memref.dealloc %buf : memref<8xf32>
  return
}

// Subscripts computed by affine.apply ops compare by value: (i + 2) - 2
// is i.
func.func @through_apply(%a: memref<16xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 8 iter_args(%acc = %v) -> f32 {
    %j = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %k = affine.apply affine_map<(d0) -> (d0 - 2)>(%j)
    affine.store %acc, %a[%k] : memref<16xf32>
    %l = affine.load %a[%i] : memref<16xf32>
    %s = arith.addf %l, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// A store in a later iteration of the inner loop may overwrite the
// element: no forwarding into the inner loop; the loads there stay.
func.func @inner_overwrite(%m: memref<10xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.store %v, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %n {
      %x = affine.load %m[%i] : memref<10xf32>
      "test.use"(%x) : (f32) -> ()
      affine.store %x, %m[%j] : memref<10xf32>
    }
  }
  return
}

// A store to another element (i + 1) in the inner loop does not stop the
// forwarding; the memref is returned, so it stays.
func.func @disjoint_store(%n: index, %v: f32, %w: f32) -> memref<10xf32> {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 9 {
    affine.store %v, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %n {
      %x = affine.load %m[%i] : memref<10xf32>
      "test.use"(%x) : (f32) -> ()
      affine.store %w, %m[%i + 1] : memref<10xf32>
    }
  }
  return %m : memref<10xf32>
}

// Loads of the same element with no write in between: the later ones
// reuse the first; a write to a function argument that may alias stops it,
// one to a local allocation does not.
func.func @redundant_loads(%a: memref<8xf32>, %b: memref<8xf32>, %v: f32) {
  %t = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    affine.store %v, %t[%i] : memref<8xf32>
    %y = affine.load %a[%i] : memref<8xf32>
    affine.store %v, %b[%i] : memref<8xf32>
    %z = affine.load %a[%i] : memref<8xf32>
    "test.use"(%x, %y, %z, %t) : (f32, f32, f32, memref<8xf32>) -> ()
  }
  return
}

// Loads in an outer loop serve loads of the same element nested deeper;
// sibling loops do not share.
func.func @nested_loads(%a: memref<8x8xf32>, %c: index) {
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i, symbol(%c)] : memref<8x8xf32>
    affine.for %j = 0 to 8 {
      %y = affine.load %a[%i, symbol(%c)] : memref<8x8xf32>
      %w = affine.load %a[%j, %i] : memref<8x8xf32>
      "test.use"(%x, %y, %w) : (f32, f32, f32) -> ()
    }
    affine.for %j = 0 to 8 {
      %w = affine.load %a[%j, %i] : memref<8x8xf32>
      "test.use"(%w) : (f32) -> ()
    }
  }
  return
}

// The first store is overwritten before any read; an unknown op reading
// the memref in between keeps the second pair.
func.func @dead_stores(%m: memref<4xf32>, %v: f32, %w: f32) {
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
    affine.store %w, %m[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
    "test.read"(%m) : (memref<4xf32>) -> ()
    affine.store %w, %m[%i] : memref<4xf32>
  }
  return
}

// Vector accesses forward only between equal vector types.
func.func @vectors(%a: memref<64xf32>, %b: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 4 {
    %x = affine.vector_load %a[16 * %i] : memref<64xf32>, vector<16xf32>
    affine.vector_store %x, %t[16 * %i] : memref<64xf32>, vector<16xf32>
    %y = affine.vector_load %t[16 * %i] : memref<64xf32>, vector<16xf32>
    %z = affine.vector_load %t[16 * %i] : memref<64xf32>, vector<8xf32>
    affine.vector_store %y, %b[16 * %i] : memref<64xf32>, vector<16xf32>
    "test.use"(%z) : (vector<8xf32>) -> ()
  }
  return
}

// A reduction through a one-element buffer: the load at the top of the
// body sees the previous iteration's store, the one after the store is
// forwarded.
func.func @reduction(%a: memref<32xf32>) -> memref<1xf32> {
  %acc = memref.alloca() : memref<1xf32>
  %zero = arith.constant 0.0 : f32
  affine.store %zero, %acc[0] : memref<1xf32>
  affine.for %i = 0 to 32 {
    %s = affine.load %acc[0] : memref<1xf32>
    %x = affine.load %a[%i] : memref<32xf32>
    %n = arith.addf %s, %x : f32
    affine.store %n, %acc[0] : memref<1xf32>
    %again = affine.load %acc[0] : memref<1xf32>
    "test.use"(%again) : (f32) -> ()
  }
  return %acc : memref<1xf32>
}

// Accesses under an affine.if whose condition never holds are not
// reached by the store.
func.func @unreachable_if(%v: i32) {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<4xi32>
  affine.store %v, %m[%c2] : memref<4xi32>
  affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%c2) {
    %x = affine.load %m[%c2] : memref<4xi32>
    "test.use"(%x) : (i32) -> ()
  }
  return
}

// Loads inside a non-affine region (scf.if) are in another analysis scope.
func.func @other_scope(%m: memref<4xf32>, %c: i1, %v: f32) -> f32 {
  %r = affine.for %i = 0 to 4 iter_args(%acc = %v) -> f32 {
    affine.store %v, %m[%i] : memref<4xf32>
    %x = scf.if %c -> f32 {
      %y = affine.load %m[%i] : memref<4xf32>
      scf.yield %y : f32
    } else {
      scf.yield %acc : f32
    }
    affine.yield %x : f32
  }
  return %r : f32
}

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 - 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 3 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @forward_then_erase(%arg0: memref<8xf32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:       %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:       "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @through_apply(%arg0: memref<16xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.for %arg2 = 0 to 8 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)
// CHECK-NEXT:       %2 = affine.apply #map1(%1)
// CHECK-NEXT:       affine.store %arg3, %arg0[%2] : memref<16xf32>
// CHECK-NEXT:       %3 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       affine.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inner_overwrite(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.store %arg2, %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT:       affine.for %arg4 = 0 to %arg1 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT:         "test.use"(%0) : (f32) -> ()
// CHECK-NEXT:         affine.store %0, %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @disjoint_store(%arg0: index, %arg1: f32, %arg2: f32) -> memref<10xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to 9 {
// CHECK-NEXT:       affine.store %arg1, %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT:       affine.for %arg4 = 0 to %arg0 {
// CHECK-NEXT:         %0 = affine.load %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT:         "test.use"(%0) : (f32) -> ()
// CHECK-NEXT:         affine.store %arg2, %alloc[%arg3 + 1] : memref<10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloc : memref<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @redundant_loads(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT:       affine.store %arg2, %alloc[%arg3] : memref<8xf32>
// CHECK-NEXT:       affine.store %arg2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT:       %1 = affine.load %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT:       "test.use"(%0, %0, %1, %alloc) : (f32, f32, f32, memref<8xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_loads(%arg0: memref<8x8xf32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2, symbol(%arg1)] : memref<8x8xf32>
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg2, symbol(%arg1)] : memref<8x8xf32>
// CHECK-NEXT:         %2 = affine.load %arg0[%arg3, %arg2] : memref<8x8xf32>
// CHECK-NEXT:         "test.use"(%0, %1, %2) : (f32, f32, f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg3, %arg2] : memref<8x8xf32>
// CHECK-NEXT:         "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_stores(%arg0: memref<4xf32>, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:       affine.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:       affine.store %arg1, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:       "test.read"(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT:       affine.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vectors(%arg0: memref<64xf32>, %arg1: memref<64xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       %0 = affine.vector_load %arg0[%arg2 * 16] : memref<64xf32>, vector<16xf32>
// CHECK-NEXT:       affine.vector_store %0, %alloc[%arg2 * 16] : memref<64xf32>, vector<16xf32>
// CHECK-NEXT:       %1 = affine.vector_load %alloc[%arg2 * 16] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT:       affine.vector_store %0, %arg1[%arg2 * 16] : memref<64xf32>, vector<16xf32>
// CHECK-NEXT:       "test.use"(%1) : (vector<8xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduction(%arg0: memref<32xf32>) -> memref<1xf32> {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<1xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     affine.store %cst, %alloca[0] : memref<1xf32>
// CHECK-NEXT:     affine.for %arg1 = 0 to 32 {
// CHECK-NEXT:       %0 = affine.load %alloca[0] : memref<1xf32>
// CHECK-NEXT:       %1 = affine.load %arg0[%arg1] : memref<32xf32>
// CHECK-NEXT:       %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:       affine.store %2, %alloca[0] : memref<1xf32>
// CHECK-NEXT:       "test.use"(%2) : (f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloca : memref<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable_if(%arg0: i32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT:     affine.store %arg0, %alloc[%c2] : memref<4xi32>
// CHECK-NEXT:     affine.if #set(%c2) {
// CHECK-NEXT:       %0 = affine.load %alloc[%c2] : memref<4xi32>
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other_scope(%arg0: memref<4xf32>, %arg1: i1, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.for %arg3 = 0 to 4 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:       affine.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:       %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:         scf.yield %2 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg4 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
