// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// Our own inputs for one-shot-bufferize (tensor, arith, bufferization and
// func ops); expectations from mlir-opt 22.

func.func @write_then_read(%buf: tensor<?xi32>, %at: index, %x: i32) -> (tensor<?xi32>, i32) {
  %w = tensor.insert %x into %buf[%at] : tensor<?xi32>
  %r = tensor.extract %buf[%at] : tensor<?xi32>
  return %w, %r : tensor<?xi32>, i32
}

func.func @read_then_write(%buf: tensor<6xi32>, %at: index, %x: i32) -> (tensor<6xi32>, i32) {
  %r = tensor.extract %buf[%at] : tensor<6xi32>
  %w = tensor.insert %x into %buf[%at] : tensor<6xi32>
  return %w, %r : tensor<6xi32>, i32
}

func.func @fresh_tensor(%n: index, %x: f64) -> (tensor<?x3xf64>, index) {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?x3xf64>
  %w = tensor.insert %x into %e[%c1, %c1] : tensor<?x3xf64>
  %w2 = tensor.insert %x into %w[%c1, %c1] : tensor<?x3xf64>
  %d = tensor.dim %w2, %c1 : tensor<?x3xf64>
  return %w2, %d : tensor<?x3xf64>, index
}

func.func @slices(%big: tensor<10x10xf32>, %small: tensor<2x5xf32>, %i: index) -> (tensor<10x10xf32>, tensor<5xf32>) {
  %s = tensor.extract_slice %big[%i, 0] [1, 5] [1, 2] : tensor<10x10xf32> to tensor<5xf32>
  %t = tensor.insert_slice %small into %big[3, %i] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<10x10xf32>
  return %t, %s : tensor<10x10xf32>, tensor<5xf32>
}

func.func @slice_of_fresh(%i: index, %v: f32) -> tensor<4x4xf32> {
  %e = bufferization.alloc_tensor() : tensor<4x4xf32>
  %s = tensor.extract_slice %e[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %w = tensor.insert %v into %s[%i, %i] : tensor<2x2xf32>
  %r = tensor.insert_slice %w into %e[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @constants_and_casts(%c: i1, %t: tensor<3xi8>) -> (tensor<3xi8>, tensor<?xi8>, tensor<2xi8>) {
  %k = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
  %l = arith.constant dense<7> : tensor<2xi8>
  %s = arith.select %c, %k, %t : tensor<3xi8>
  %d = tensor.cast %s : tensor<3xi8> to tensor<?xi8>
  return %s, %d, %l : tensor<3xi8>, tensor<?xi8>, tensor<2xi8>
}

func.func @elements(%a: f16, %b: f16) -> tensor<2x2xf16> {
  %t = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf16>
  return %t : tensor<2x2xf16>
}

func.func @materialize(%src: tensor<5xf32>, %m: memref<5xf32>, %n: index) -> tensor<?xf32> {
  bufferization.materialize_in_destination %src in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  %dest = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %cast = tensor.cast %src : tensor<5xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %cast in %dest : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @to_tensor_writable(%m: memref<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @dealloc(%n: index) {
  %a = bufferization.alloc_tensor(%n) {memory_space = 3 : i64} : tensor<?xf32>
  bufferization.dealloc_tensor %a : tensor<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi8 : memref<2xi8> = dense<7> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_3xi8 : memref<3xi8> = dense<[1, 2, 3]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @write_then_read(%arg0: memref<?xi32, strided<[?], offset: ?>>, %arg1: index, %arg2: i32) -> (memref<?xi32>, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xi32, strided<[?], offset: ?>> to memref<?xi32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<?xi32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<?xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_then_write(%arg0: memref<6xi32, strided<[?], offset: ?>>, %arg1: index, %arg2: i32) -> (memref<6xi32, strided<[?], offset: ?>>, i32) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<6xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<6xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0, %0 : memref<6xi32, strided<[?], offset: ?>>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fresh_tensor(%arg0: index, %arg1: f64) -> (memref<?x3xf64>, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf64>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1, %c1] : memref<?x3xf64>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1, %c1] : memref<?x3xf64>
// CHECK-NEXT:     %dim = memref.dim %alloc, %c1 : memref<?x3xf64>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x3xf64> to memref<?x3xf64, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc, %dim : memref<?x3xf64>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: memref<10x10xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x5xf32, strided<[?, ?], offset: ?>>, %arg2: index) -> (memref<10x10xf32, strided<[?, ?], offset: ?>>, memref<5xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg2, 0] [1, 5] [1, 2] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[3, %arg2] [2, 5] [1, 1] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<2x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     memref.copy %arg1, %subview_0 : memref<2x5xf32, strided<[?, ?], offset: ?>> to memref<2x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0, %alloc : memref<10x10xf32, strided<[?, ?], offset: ?>>, memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_fresh(%arg0: index, %arg1: f32) -> memref<4x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     memref.store %arg1, %subview[%arg0, %arg0] : memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     %subview_0 = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<2x2xf32, strided<[4, 1]>> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants_and_casts(%arg0: i1, %arg1: memref<3xi8, strided<[?], offset: ?>>) -> (memref<3xi8, strided<[?], offset: ?>>, memref<3xi8, strided<[?], offset: ?>>, memref<2xi8>) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_3xi8 : memref<3xi8>
// CHECK-NEXT:     %1 = memref.get_global @__constant_2xi8 : memref<2xi8>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<3xi8> to memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = arith.select %arg0, %cast, %arg1 : memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %2 : memref<3xi8, strided<[?], offset: ?>> to memref<?xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %1 : memref<2xi8> to memref<2xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     return %2, %2, %1 : memref<3xi8, strided<[?], offset: ?>>, memref<3xi8, strided<[?], offset: ?>>, memref<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @elements(%arg0: f16, %arg1: f16) -> memref<2x2xf16> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf16>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0, %c0] : memref<2x2xf16>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0, %c1] : memref<2x2xf16>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1, %c0] : memref<2x2xf16>
// CHECK-NEXT:     memref.store %arg0, %alloc[%c1, %c1] : memref<2x2xf16>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x2xf16> to memref<2x2xf16, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<2x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @materialize(%arg0: memref<5xf32, strided<[?], offset: ?>>, %arg1: memref<5xf32>, %arg2: index) -> memref<?xf32> {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<5xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %cast, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_tensor_writable(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// CHECK-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32, 3>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32, 3>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
