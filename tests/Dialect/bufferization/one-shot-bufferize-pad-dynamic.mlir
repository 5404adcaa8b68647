// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// tensor.pad with dynamic sizes or paddings: the allocation's sizes are
// the reified result shape (source size plus both paddings), the source
// is copied into a view at the low padding with its own sizes.

func.func @both_dynamic(%t: tensor<?x8xi32>, %lo: index, %hi: index) -> tensor<?x?xi32> {
  %0 = tensor.pad %t low[%lo, 2] high[4, %hi] {
  ^bb0(%i: index, %j: index):
    %s = arith.muli %i, %j : index
    %c = arith.index_cast %s : index to i32
    tensor.yield %c : i32
  } : tensor<?x8xi32> to tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @static_result(%t: tensor<?xf32>, %hi: index, %f: f32) -> tensor<12xf32> {
  %0 = tensor.pad %t low[3] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<12xf32>
  return %0 : tensor<12xf32>
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 10)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @both_dynamic(%arg0: memref<?x8xi32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x?xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x8xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %arg1, %c4]
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x8xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %1 = affine.apply #map()[%dim_0, %c2, %arg2]
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %arg0, %c0_1 : memref<?x8xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %2 = affine.apply #map1()[%dim_2, %arg1]
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %3 = affine.apply #map2()[%arg2]
// CHECK-NEXT:     %alloc = memref.alloc(%2, %3) {alignment = 64 : i64} : memref<?x?xi32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x?xi32>)
// CHECK-NEXT:       (%init: i32) {
// CHECK-NEXT:         %4 = linalg.index 0 : index
// CHECK-NEXT:         %5 = linalg.index 1 : index
// CHECK-NEXT:         %6 = arith.muli %4, %5 : index
// CHECK-NEXT:         %7 = arith.index_cast %6 : index to i32
// CHECK-NEXT:         linalg.yield %7 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %dim_5 = memref.dim %arg0, %c0_4 : memref<?x8xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %alloc[%arg1, 2] [%dim_5, 8] [1, 1] : memref<?x?xi32> to memref<?x8xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?x8xi32, strided<[?, ?], offset: ?>> to memref<?x8xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static_result(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<12xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<12xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %0 = linalg.index 0 : index
// CHECK-NEXT:         linalg.yield %arg2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %alloc[3] [%dim] [1] : memref<12xf32> to memref<?xf32, strided<[1], offset: 3>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: 3>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
