// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries" -split-input-file | FileCheck %s

// A function calling itself: the call is assumed to read and write its
// operand (the callee is not analyzed yet), so the argument read after it
// is copied first; the signature is the boundary one.
// CHECK-LABEL: func.func @self_recursive
// CHECK-SAME: (%[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %[[A]], %[[ALLOC]]
// CHECK: %[[CAST:.*]] = memref.cast %[[ALLOC]]
// CHECK: %[[R:.*]] = call @self_recursive(%[[CAST]])
// CHECK: memref.load %[[A]]
// CHECK: return %[[R]]
func.func @self_recursive(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @self_recursive(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  vector.print %e : f32
  return %0 : tensor<4xf32>
}

// -----

// Two functions calling each other: both keep the boundary signature.
// CHECK-LABEL: func.func @ping
// CHECK-SAME: -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: call @pong({{.*}}) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @pong
// CHECK-SAME: -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: call @ping({{.*}}) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
func.func @ping(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @pong(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @pong(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ping(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Returns of buffers of different layouts: the result type is the
// boundary one, each return casting to it.
// CHECK-LABEL: func.func @returns_differ
// CHECK-SAME: -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[S0:.*]] = memref.subview {{.*}}[0] [4] [2]
// CHECK: %[[C0:.*]] = memref.cast %[[S0]] : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[C0]]
// CHECK: %[[S1:.*]] = memref.subview {{.*}}[2] [4] [1]
// CHECK: %[[C1:.*]] = memref.cast %[[S1]] : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[C1]]
func.func @returns_differ(%c: i1) -> tensor<4xf32> {
  %t = tensor.empty() : tensor<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = tensor.extract_slice %t[0] [4] [2] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
^bb2:
  %1 = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}
