// RUN: strata-opt %s --optimize-allocation-liveness | FileCheck %s
// CONFORMANCE: pipeline=--optimize-allocation-liveness

// Deallocs move right after the last use of any value that may be their
// buffer; nothing moves across blocks, past terminators or with two frees.

func.func @a(%c: i1, %x: memref<4xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %x : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  %cst = arith.constant 1.0 : f32
  %v = memref.load %s[%i] : memref<4xf32>
  %w = memref.load %r[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}
func.func @b(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  %cst = arith.constant 1.0 : f32
  memref.store %cst, %b[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}
func.func @c(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %cst = arith.constant 1.0 : f32
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}

func.func @nested_use(%n: index, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %v[%k, %k] : memref<2x2xf32>
    memref.store %x, %b[%k] : memref<4xf32>
  }
  %y = memref.load %b[%i] : memref<4xf32>
  %z = arith.addf %y, %y : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %z : f32
}

func.func @other_block(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    memref.dealloc %a : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: i1, %arg1: memref<4xf32>, %arg2: index) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0 = arith.select %arg0, %alloc, %arg1 : memref<4xf32>
// CHECK-NEXT:     %1 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = memref.load %0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %3 = memref.load %1[%arg2] : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: index) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     memref.store %cst, %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: index) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_use(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       %2 = memref.load %expand_shape[%arg2, %arg2] : memref<2x2xf32>
// CHECK-NEXT:       memref.store %2, %alloc_0[%arg2] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT:     %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other_block(%arg0: i1) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT:       memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:       %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
