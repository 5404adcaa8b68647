// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// tensor.generate bufferizes to a new allocation filled by a linalg.map
// whose body reads its indices with linalg.index.

func.func @dynamic(%n: index, %f: f32) -> tensor<?x4xf32> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %x = arith.index_cast %s : index to i32
    %y = arith.sitofp %x : i32 to f32
    %z = arith.addf %y, %f : f32
    tensor.yield %z : f32
  } : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// The generated tensor is written in place and read afterwards.
func.func @written(%v: index) -> (index, tensor<8xindex>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<8xindex>
  %1 = tensor.insert %v into %0[%c3] : tensor<8xindex>
  %e = tensor.extract %0[%c0] : tensor<8xindex>
  return %e, %1 : index, tensor<8xindex>
}

// A zero-dimensional generate has no indices.
func.func @scalar(%f: f32) -> f32 {
  %0 = tensor.generate {
    tensor.yield %f : f32
  } : tensor<f32>
  %e = tensor.extract %0[] : tensor<f32>
  return %e : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: index, %arg1: f32) -> memref<?x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x4xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %0 = linalg.index 0 : index
// CHECK-NEXT:         %1 = linalg.index 1 : index
// CHECK-NEXT:         %2 = arith.addi %0, %1 : index
// CHECK-NEXT:         %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:         %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT:         %5 = arith.addf %4, %arg1 : f32
// CHECK-NEXT:         linalg.yield %5 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @written(%arg0: index) -> (index, memref<8xindex>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xindex>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<8xindex>)
// CHECK-NEXT:       (%init: index) {
// CHECK-NEXT:         %1 = linalg.index 0 : index
// CHECK-NEXT:         linalg.yield %1 : index
// CHECK-NEXT:       }
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xindex>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<8xindex> to memref<8xindex>
// CHECK-NEXT:     memref.store %arg0, %alloc_0[%c3] : memref<8xindex>
// CHECK-NEXT:     %0 = memref.load %alloc[%c0] : memref<8xindex>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<8xindex> to memref<8xindex, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %alloc_0 : index, memref<8xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<f32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         linalg.yield %arg0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %0 = memref.load %alloc[] : memref<f32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
