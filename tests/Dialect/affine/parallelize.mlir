// RUN: strata-opt %s -allow-unregistered-dialect --affine-parallelize | FileCheck %s
// CONFORMANCE: pipeline=--affine-parallelize
// CONFORMANCE: pipeline=--affine-parallelize=max-nested=1
// CONFORMANCE: pipeline=--affine-parallelize=parallel-reductions=1

// affine.for loops whose iterations are independent become affine.parallel.

// Row-wise copy: both loops are parallel.
func.func @copy(%a: memref<16x32xf32>, %b: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %v = affine.load %a[%i, %j] : memref<16x32xf32>
      affine.store %v, %b[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// A shift on the same memref carries a dependence on the inner loop
// only; bounds with min/max and steps are kept.
func.func @shift(%a: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] step 2 {
    affine.for %j = 1 to %m {
      %v = affine.load %a[%i, %j - 1] : memref<?x?xf32>
      affine.store %v, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// A reduction through iter_args: parallel only with parallel-reductions.
func.func @sum(%a: memref<128xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 128 iter_args(%acc = %init) -> f32 {
    %v = affine.load %a[%i] : memref<128xf32>
    %s = arith.addf %v, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// An integer product, and a reduction whose accumulator is used twice
// (not a supported reduction).
func.func @two(%a: memref<128xi32>) -> (i32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %r = affine.for %i = 0 to 128 iter_args(%y = %o) -> i32 {
    %v = affine.load %a[%i] : memref<128xi32>
    %p = arith.muli %y, %v : i32
    affine.yield %p : i32
  }
  %u = affine.for %i = 0 to 128 iter_args(%x = %z) -> i32 {
    %v = affine.load %a[%i] : memref<128xi32>
    %w = arith.addi %x, %x : i32
    %q = arith.addi %w, %v : i32
    affine.yield %q : i32
  }
  return %r, %u : i32, i32
}

// Unknown ops with effects and non-affine accesses keep the loop serial;
// a buffer allocated in the loop does not.
func.func @effects(%a: memref<8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
    "test.unknown"() : () -> ()
  }
  affine.for %i = 0 to 8 {
    memref.store %v, %a[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %t = memref.alloc() : memref<4xf32>
    affine.for %j = 0 to 4 {
      affine.store %v, %t[0] : memref<4xf32>
    }
    memref.dealloc %t : memref<4xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @copy(%arg0: memref<16x32xf32>, %arg1: memref<16x32xf32>) {
// CHECK-NEXT:     affine.parallel (%arg2) = (0) to (16) {
// CHECK-NEXT:       affine.parallel (%arg3) = (0) to (32) {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2, %arg3] : memref<16x32xf32>
// CHECK-NEXT:         affine.store %0, %arg1[%arg2, %arg3] : memref<16x32xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shift(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.parallel (%arg3) = (0) to (min(symbol(%arg1), 64)) step (2) {
// CHECK-NEXT:       affine.for %arg4 = 1 to %arg2 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg4 - 1] : memref<?x?xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sum(%arg0: memref<128xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.for %arg2 = 0 to 128 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       %1 = affine.load %arg0[%arg2] : memref<128xf32>
// CHECK-NEXT:       %2 = arith.addf %1, %arg3 : f32
// CHECK-NEXT:       affine.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two(%arg0: memref<128xi32>) -> (i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 128 iter_args(%arg2 = %c1_i32) -> (i32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg1] : memref<128xi32>
// CHECK-NEXT:       %3 = arith.muli %arg2, %2 : i32
// CHECK-NEXT:       affine.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.for %arg1 = 0 to 128 iter_args(%arg2 = %c0_i32) -> (i32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg1] : memref<128xi32>
// CHECK-NEXT:       %3 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       %4 = arith.addi %3, %2 : i32
// CHECK-NEXT:       affine.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @effects(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       "test.unknown"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         affine.store %arg1, %alloc[0] : memref<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
