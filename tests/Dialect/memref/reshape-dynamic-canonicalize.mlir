// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// collapse(expand(x)) to a higher rank than x: one expand whose output
// sizes are the products of the collapsed groups' sizes, values multiplied
// with arith.muli and then by the constants' product.
func.func @c1(%t: memref<?x4xf32>, %n: index) -> memref<?x2x4xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 2, 2, 2] : memref<?x4xf32> into memref<?x2x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x2x2x2xf32> into memref<?x2x4xf32>
  return %1 : memref<?x2x4xf32>
}
func.func @c2(%t: memref<?x?xf32>, %n: index, %m: index) -> memref<?x2x?xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 2, %m, 2] : memref<?x?xf32> into memref<?x2x?x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x2x?x2xf32> into memref<?x2x?xf32>
  return %1 : memref<?x2x?xf32>
}
func.func @c3(%t: memref<?x?xf32>, %n: index, %m: index, %k: index) -> memref<?x?x?xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, %k, %m, 2] : memref<?x?xf32> into memref<?x?x?x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x?x?x2xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @c4(%t: memref<?x8xf32>, %n: index) -> memref<?x2x8xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 2, 4, 2] : memref<?x8xf32> into memref<?x2x4x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x2x4x2xf32> into memref<?x2x8xf32>
  return %1 : memref<?x2x8xf32>
}
func.func @c6(%t: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?x?xf32> {
  %0 = memref.expand_shape %t [[0, 1, 2], [3, 4]] output_shape [%a, 2, %b, 3, %c] : memref<?x?xf32> into memref<?x2x?x3x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3, 4]] : memref<?x2x?x3x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @c7(%t: memref<?x5xf32>, %a: index, %b: index, %c: index) -> memref<?x?x5xf32> {
  %0 = memref.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %b, 2, %c, 5] : memref<?x5xf32> into memref<?x?x2x?x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3], [4]] : memref<?x?x2x?x5xf32> into memref<?x?x5xf32>
  return %1 : memref<?x?x5xf32>
}
func.func @c8(%t: memref<?x5xf32>, %a: index, %b: index, %c: index) -> memref<?x?x5xf32> {
  %0 = memref.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, 3, 2, %c, 5] : memref<?x5xf32> into memref<?x3x2x?x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3], [4]] : memref<?x3x2x?x5xf32> into memref<?x?x5xf32>
  return %1 : memref<?x?x5xf32>
}
func.func @c9(%t: memref<?x5xf32>, %a: index, %b: index, %c: index) -> memref<?x?x5xf32> {
  %0 = memref.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %c, 3, 2, 5] : memref<?x5xf32> into memref<?x?x3x2x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3], [4]] : memref<?x?x3x2x5xf32> into memref<?x?x5xf32>
  return %1 : memref<?x?x5xf32>
}
func.func @c10(%t: memref<?x5xf32>, %a: index, %b: index, %c: index) -> memref<?x?x5xf32> {
  %c3 = arith.constant 3 : index
  %0 = memref.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %b, %c3, %c, 5] : memref<?x5xf32> into memref<?x?x?x?x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3], [4]] : memref<?x?x?x?x5xf32> into memref<?x?x5xf32>
  return %1 : memref<?x?x5xf32>
}
func.func @c11(%t: memref<?x5xf32>, %a: index, %b: index, %c: index) -> memref<?x?x5xf32> {
  %c3 = arith.constant 3 : index
  %0 = memref.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %c3, 1, %c3, 5] : memref<?x5xf32> into memref<?x?x1x?x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3], [4]] : memref<?x?x1x?x5xf32> into memref<?x?x5xf32>
  return %1 : memref<?x?x5xf32>
}

// Not composed: groups that do not nest.
func.func @c5(%t: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2, 3, 4]] output_shape [%a, 2, %b, 3, %c] : memref<?x?xf32> into memref<?x2x?x3x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3, 4]] : memref<?x2x?x3x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// Inverse reshapes fold: with at most one dynamic size, or with the same
// reassociation when expanding then collapsing, or when no group of the
// source has two dynamic sizes; not with different reassociations.
func.func @f1(%t: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2]] output_shape [%a, 2, %b] : memref<?x?xf32> into memref<?x2x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x2x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @f2(%t: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2]] output_shape [%a, %a, %b] : memref<?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @f3(%t: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %t [[0, 1], [2]] output_shape [%a, 2, %b] : memref<?x?xf32> into memref<?x2x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x2x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @f4(%t: memref<?x?x?xf32>, %a: index, %b: index) -> memref<?x?x?xf32> {
  %0 = memref.collapse_shape %t [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, %a, %b] : memref<?x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @f5(%t: memref<?x2x?xf32>, %a: index, %b: index) -> memref<?x2x?xf32> {
  %0 = memref.collapse_shape %t [[0, 1], [2]] : memref<?x2x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, 2, %b] : memref<?x?xf32> into memref<?x2x?xf32>
  return %1 : memref<?x2x?xf32>
}
func.func @f6(%t: memref<?x2x?xf32>, %a: index, %b: index) -> memref<?x2x?xf32> {
  %0 = memref.collapse_shape %t [[0], [1, 2]] : memref<?x2x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, 2, %b] : memref<?x?xf32> into memref<?x2x?xf32>
  return %1 : memref<?x2x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @c1(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x2x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x2x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %0] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c3(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg3, %0] : memref<?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c4(%arg0: memref<?x8xf32>, %arg1: index) -> memref<?x2x8xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c6(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x?xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %1 = arith.muli %arg3, %c3 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, %1] : memref<?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c7(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x5xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c2 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %1, 5] : memref<?x5xf32> into memref<?x?x5xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c8(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x5xf32> {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.muli %arg3, %c6 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, 5] : memref<?x5xf32> into memref<?x?x5xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c9(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x5xf32> {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.muli %arg3, %c6 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, 5] : memref<?x5xf32> into memref<?x?x5xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c10(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x5xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c3 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %1, 5] : memref<?x5xf32> into memref<?x?x5xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c11(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x5xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 9, 5] : memref<?x5xf32> into memref<?x?x5xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c5(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3, 4]] output_shape [%arg1, 2, %arg2, 3, %arg3] : memref<?x?xf32> into memref<?x2x?x3x?xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2, 3, 4]] : memref<?x2x?x3x?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f1(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg2] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2]] : memref<?x2x?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f4(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg1, %arg2] : memref<?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f5(%arg0: memref<?x2x?xf32>, %arg1: index, %arg2: index) -> memref<?x2x?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f6(%arg0: memref<?x2x?xf32>, %arg1: index, %arg2: index) -> memref<?x2x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x2x?xf32> into memref<?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg2] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
