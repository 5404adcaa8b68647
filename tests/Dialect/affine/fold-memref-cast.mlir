// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize --allow-unregistered-dialect
// Casts that lose static information fold into the affine memory ops that
// use them (never into a stored value), and dims of views are valid symbols.

func.func @casts(%m: memref<8xf32>, %v: f32, %n: memref<4xmemref<?xf32>>) -> f32 {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %x = affine.load %c[%d - 2] : memref<?xf32>
  affine.store %v, %c[1] : memref<?xf32>
  affine.prefetch %c[3], read, locality<3>, data : memref<?xf32>
  affine.store %c, %n[0] : memref<4xmemref<?xf32>>
  return %x : f32
}

func.func @view_dims(%buf: memref<?xi8>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%c0][%n, %m] : memref<?xi8> to memref<?x?xf32>
  %cast = memref.cast %v : memref<?x?xf32> to memref<?x?xf32>
  affine.for %i = 0 to 4 {
    %u = memref.dim %cast, %c1 : memref<?x?xf32>
    affine.for %j = 0 to %u {
      "test.op"() : () -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: memref<8xf32>, %arg1: f32, %arg2: memref<4xmemref<?xf32>>) -> f32 {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     %0 = affine.load %arg0[6] : memref<8xf32>
// CHECK-NEXT:     affine.store %arg1, %arg0[1] : memref<8xf32>
// CHECK-NEXT:     affine.prefetch %arg0[3], read, locality<3>, data : memref<8xf32>
// CHECK-NEXT:     affine.store %cast, %arg2[0] : memref<4xmemref<?xf32>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_dims(%arg0: memref<?xi8>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg4 = 0 to %arg2 {
// CHECK-NEXT:         "test.op"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
