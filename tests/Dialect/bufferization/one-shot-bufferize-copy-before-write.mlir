// RUN: strata-opt %s --one-shot-bufferize="copy-before-write" | FileCheck %s

// copy-before-write: no analysis, every write gets a copy.

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
// CHECK-NEXT:   func.func @write_then_read(%arg0: tensor<?xi32>, %arg1: index, %arg2: i32) -> (tensor<?xi32>, i32) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xi32> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xi32> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %1, %c0 : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<?xi32, strided<[?], offset: ?>> to memref<?xi32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<?xi32>
// CHECK-NEXT:     %2 = bufferization.to_tensor %alloc : memref<?xi32> to tensor<?xi32>
// CHECK-NEXT:     %3 = memref.load %0[%arg1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %2, %3 : tensor<?xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_then_write(%arg0: tensor<6xi32>, %arg1: index, %arg2: i32) -> (tensor<6xi32>, i32) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<6xi32> to memref<6xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<6xi32> to memref<6xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = memref.load %1[%arg1] : memref<6xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xi32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<6xi32, strided<[?], offset: ?>> to memref<6xi32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<6xi32>
// CHECK-NEXT:     %3 = bufferization.to_tensor %alloc : memref<6xi32> to tensor<6xi32>
// CHECK-NEXT:     return %3, %2 : tensor<6xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fresh_tensor(%arg0: index, %arg1: f64) -> (tensor<?x3xf64>, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf64>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?x3xf64>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x3xf64>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<?x3xf64> to memref<?x3xf64>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%c1, %c1] : memref<?x3xf64>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %alloc_0, %c0_1 : memref<?x3xf64>
// CHECK-NEXT:     %alloc_3 = memref.alloc(%dim_2) {alignment = 64 : i64} : memref<?x3xf64>
// CHECK-NEXT:     memref.copy %alloc_0, %alloc_3 : memref<?x3xf64> to memref<?x3xf64>
// CHECK-NEXT:     memref.store %arg1, %alloc_3[%c1, %c1] : memref<?x3xf64>
// CHECK-NEXT:     %0 = bufferization.to_tensor %alloc_3 : memref<?x3xf64> to tensor<?x3xf64>
// CHECK-NEXT:     %dim_4 = memref.dim %alloc_3, %c1 : memref<?x3xf64>
// CHECK-NEXT:     return %0, %dim_4 : tensor<?x3xf64>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: tensor<10x10xf32>, %arg1: tensor<2x5xf32>, %arg2: index) -> (tensor<10x10xf32>, tensor<5xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<2x5xf32> to memref<2x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<10x10xf32> to memref<10x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<10x10xf32> to memref<10x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %2[%arg2, 0] [1, 5] [1, 2] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = bufferization.to_tensor %subview : memref<5xf32, strided<[?], offset: ?>> to tensor<5xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<10x10xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<10x10xf32>
// CHECK-NEXT:     %subview_0 = memref.subview %alloc[3, %arg2] [2, 5] [1, 1] : memref<10x10xf32> to memref<2x5xf32, strided<[10, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %0, %subview_0 : memref<2x5xf32, strided<[?, ?], offset: ?>> to memref<2x5xf32, strided<[10, 1], offset: ?>>
// CHECK-NEXT:     %4 = bufferization.to_tensor %alloc : memref<10x10xf32> to tensor<10x10xf32>
// CHECK-NEXT:     return %4, %3 : tensor<10x10xf32>, tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_fresh(%arg0: index, %arg1: f32) -> tensor<4x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc_0 : memref<2x2xf32, strided<[4, 1]>> to memref<2x2xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%arg0, %arg0] : memref<2x2xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_1 : memref<4x4xf32> to memref<4x4xf32>
// CHECK-NEXT:     %subview_2 = memref.subview %alloc_1[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     memref.copy %alloc_0, %subview_2 : memref<2x2xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     %0 = bufferization.to_tensor %alloc_1 : memref<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT:     return %0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants_and_casts(%arg0: i1, %arg1: tensor<3xi8>) -> (tensor<3xi8>, tensor<?xi8>, tensor<2xi8>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<3xi8> to memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.get_global @__constant_3xi8 : memref<3xi8>
// CHECK-NEXT:     %2 = memref.get_global @__constant_2xi8 : memref<2xi8>
// CHECK-NEXT:     %3 = bufferization.to_tensor %2 : memref<2xi8> to tensor<2xi8>
// CHECK-NEXT:     %cast = memref.cast %1 : memref<3xi8> to memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = arith.select %arg0, %cast, %0 : memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = bufferization.to_tensor %4 : memref<3xi8, strided<[?], offset: ?>> to tensor<3xi8>
// CHECK-NEXT:     %cast_0 = memref.cast %4 : memref<3xi8, strided<[?], offset: ?>> to memref<?xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %6 = bufferization.to_tensor %cast_0 : memref<?xi8, strided<[?], offset: ?>> to tensor<?xi8>
// CHECK-NEXT:     return %5, %6, %3 : tensor<3xi8>, tensor<?xi8>, tensor<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @elements(%arg0: f16, %arg1: f16) -> tensor<2x2xf16> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf16>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0, %c0] : memref<2x2xf16>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0, %c1] : memref<2x2xf16>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1, %c0] : memref<2x2xf16>
// CHECK-NEXT:     memref.store %arg0, %alloc[%c1, %c1] : memref<2x2xf16>
// CHECK-NEXT:     %0 = bufferization.to_tensor %alloc : memref<2x2xf16> to tensor<2x2xf16>
// CHECK-NEXT:     return %0 : tensor<2x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_tensor_writable(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:     %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32, 3>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32, 3>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
