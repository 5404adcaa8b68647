// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// A tensor.cast between ranked tensors keeps its buffer's layout; a pad
// allocates in its source's memory space; a collapse_shape counts as
// reading its source (it may copy it), so a write to the source before
// it goes to a copy.

func.func @cast_keeps_layout(%t: tensor<?x?xf32> {bufferization.buffer_layout = strided<[?, 1], offset: 3>}) -> f32 {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %s = tensor.extract_slice %c[1, 0] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %i = arith.constant 1 : index
  %e = tensor.extract %s[%i, %i] : tensor<2x2xf32>
  return %e : f32
}

func.func @pad_in_memory_space(%t: tensor<?xi8>, %lo: index, %p: i8, %k: index) -> i8 {
  %a = bufferization.alloc_tensor() copy(%t) {memory_space = 2 : i64} : tensor<?xi8>
  %0 = tensor.pad %a low[%lo] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : i8
  } : tensor<?xi8> to tensor<?xi8>
  %e = tensor.extract %0[%k] : tensor<?xi8>
  return %e : i8
}

func.func @collapse_after_write(%t: tensor<4x6xf32>, %v: f32, %i: index) -> tensor<12xf32> {
  %s = tensor.extract_slice %t[0, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %w = tensor.insert %v into %s[%i, %i] : tensor<2x6xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cast_keeps_layout(%arg0: memref<?x?xf32, strided<[?, 1], offset: 3>>) -> f32 {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x?xf32, strided<[?, 1], offset: 3>> to memref<4x?xf32, strided<[?, 1], offset: 3>>
// CHECK-NEXT:     %subview = memref.subview %cast[1, 0] [2, 2] [1, 1] : memref<4x?xf32, strided<[?, 1], offset: 3>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %subview[%c1, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_in_memory_space(%arg0: memref<?xi8, strided<[?], offset: ?>>, %arg1: index, %arg2: i8, %arg3: index) -> i8 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi8, 2>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xi8, strided<[?], offset: ?>> to memref<?xi8, 2>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = memref.dim %alloc, %c0_0 : memref<?xi8, 2>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%dim_1, %arg1, %c1]
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %dim_3 = memref.dim %alloc, %c0_2 : memref<?xi8, 2>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_3, %arg1]
// CHECK-NEXT:     %alloc_4 = memref.alloc(%1) {alignment = 64 : i64} : memref<?xi8, 2>
// CHECK-NEXT:     linalg.map outs(%alloc_4 : memref<?xi8, 2>)
// CHECK-NEXT:       (%init: i8) {
// CHECK-NEXT:         %3 = linalg.index 0 : index
// CHECK-NEXT:         linalg.yield %arg2 : i8
// CHECK-NEXT:       }
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %dim_6 = memref.dim %alloc, %c0_5 : memref<?xi8, 2>
// CHECK-NEXT:     %subview = memref.subview %alloc_4[%arg1] [%dim_6] [1] : memref<?xi8, 2> to memref<?xi8, strided<[1], offset: ?>, 2>
// CHECK-NEXT:     memref.copy %alloc, %subview : memref<?xi8, 2> to memref<?xi8, strided<[1], offset: ?>, 2>
// CHECK-NEXT:     %2 = memref.load %alloc_4[%arg3] : memref<?xi8, 2>
// CHECK-NEXT:     return %2 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_after_write(%arg0: memref<4x6xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<12xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0] [2, 6] [1, 1] : memref<4x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2, %arg2] : memref<2x6xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc_0 : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc_0 {{\[\[}}0, 1]] : memref<2x6xf32> into memref<12xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
