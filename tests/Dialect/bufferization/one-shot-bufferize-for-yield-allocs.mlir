// RUN: strata-opt %s --one-shot-bufferize="allow-return-allocs-from-loops bufferize-function-boundaries" | FileCheck %s

// With allow-return-allocs-from-loops an scf.for may yield a new buffer or
// a view of its own iteration argument without a copy; the iteration
// argument then gets the fully dynamic layout when the init's differs
// from the yielded buffer's. A yielded value that may be another
// iteration argument is copied.

func.func @yield_view(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %s = tensor.extract_slice %a[2][%m][1] : tensor<?xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %s) -> tensor<?xf32> {
    %e = tensor.extract_slice %t[1][%i][1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  return %x : f32
}

func.func @yield_new(%t: tensor<?xi32>, %n: index) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xi32> {
    %e = bufferization.alloc_tensor(%i) : tensor<?xi32>
    scf.yield %e : tensor<?xi32>
  }
  return %r : tensor<?xi32>
}

func.func @yield_swapped(%x: tensor<3xf32>, %y: tensor<3xf32>, %n: index) -> (tensor<3xf32>, tensor<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (tensor<3xf32>, tensor<3xf32>) {
    scf.yield %b, %a : tensor<3xf32>, tensor<3xf32>
  }
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @yield_view(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[2] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cast) -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %subview_0 = memref.subview %arg3[1] [%arg2] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %subview_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @yield_new(%arg0: memref<?xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<?xi32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xi32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @yield_swapped(%arg0: memref<3xf32, strided<[?], offset: ?>>, %arg1: memref<3xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:       memref.copy %arg5, %alloc : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32>
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:       memref.copy %arg4, %alloc_0 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %cast_1 = memref.cast %alloc_0 : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %cast_1 : memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
