// RUN: strata-opt %s --resolve-ranked-shaped-type-result-dims | FileCheck %s
// CONFORMANCE: pipeline=--resolve-ranked-shaped-type-result-dims

// memref.assume_alignment has its operand's sizes, memref.expand_shape its
// output shape; a dim of another op's result stays.

func.func @memrefs(%m: memref<?x6xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.assume_alignment %m, 16 : memref<?x6xf32>
  %d0 = memref.dim %a, %c0 : memref<?x6xf32>
  %d1 = memref.dim %a, %c1 : memref<?x6xf32>
  %x = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 3] : memref<?x6xf32> into memref<?x2x3xf32>
  %d2 = memref.dim %x, %c0 : memref<?x2x3xf32>
  return %d0, %d1, %d2 : index, index, index
}

func.func @other(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  return %d : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @memrefs(%arg0: memref<?x6xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x6xf32>
// CHECK-NEXT:     return %dim, %c6, %arg1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other(%arg0: memref<?x4xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT:     %dim = memref.dim %collapse_shape, %c0 : memref<?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
