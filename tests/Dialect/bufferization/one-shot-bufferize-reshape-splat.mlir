// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// tensor.reshape becomes memref.reshape of an identity-layout buffer (a
// copy of a strided one); its source is not read, so a later write to it
// copies the reshaped result instead. tensor.splat is an allocation
// filled by a linalg.map.

func.func @reshape_arg(%t: tensor<?x4xi32>, %shape: tensor<2xindex>) -> tensor<?x?xi32> {
  %r = tensor.reshape %t(%shape) : (tensor<?x4xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @reshape_alloc(%n: index, %shape: tensor<1xi64>) -> tensor<?xf64> {
  %e = tensor.empty(%n) : tensor<3x?xf64>
  %r = tensor.reshape %e(%shape) : (tensor<3x?xf64>, tensor<1xi64>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}

func.func @reshape_then_write(%t: tensor<8xf32>, %shape: tensor<2xi32>, %v: f32, %i: index) -> (tensor<2x4xf32>, tensor<8xf32>) {
  %r = tensor.reshape %t(%shape) : (tensor<8xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  %w = tensor.insert %v into %t[%i] : tensor<8xf32>
  return %r, %w : tensor<2x4xf32>, tensor<8xf32>
}

func.func @splat(%v: i16, %m: index, %n: index) -> tensor<?x2x?xi16> {
  %s = tensor.splat %v[%m, %n] : tensor<?x2x?xi16>
  return %s : tensor<?x2x?xi16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @reshape_arg(%arg0: memref<?x4xi32, strided<[?, ?], offset: ?>>, %arg1: memref<2xindex, strided<[?], offset: ?>>) -> memref<?x?xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?x4xi32, strided<[?, ?], offset: ?>> to memref<?x4xi32>
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%arg1) : (memref<?x4xi32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<?x?xi32>
// CHECK-NEXT:     %cast = memref.cast %reshape : memref<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %reshape : memref<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape_alloc(%arg0: index, %arg1: memref<1xi64, strided<[?], offset: ?>>) -> memref<?xf64> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<3x?xf64>
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%arg1) : (memref<3x?xf64>, memref<1xi64, strided<[?], offset: ?>>) -> memref<?xf64>
// CHECK-NEXT:     %cast = memref.cast %reshape : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     return %reshape : memref<?xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape_then_write(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<2xi32, strided<[?], offset: ?>>, %arg2: f32, %arg3: index) -> (memref<2x4xf32>, memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%arg1) : (memref<8xf32>, memref<2xi32, strided<[?], offset: ?>>) -> memref<2x4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT:     memref.copy %reshape, %alloc_0 : memref<2x4xf32> to memref<2x4xf32>
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg3] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc_0, %arg0 : memref<2x4xf32>, memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @splat(%arg0: i16, %arg1: index, %arg2: index) -> memref<?x2x?xi16> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg1, %arg2) {alignment = 64 : i64} : memref<?x2x?xi16>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x2x?xi16>)
// CHECK-NEXT:       (%init: i16) {
// CHECK-NEXT:         linalg.yield %arg0 : i16
// CHECK-NEXT:       }
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x2x?xi16> to memref<?x2x?xi16, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x2x?xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
