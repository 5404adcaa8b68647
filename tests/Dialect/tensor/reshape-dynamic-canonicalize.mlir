// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// collapse(expand(x)) to a higher rank than x: one expand whose output
// sizes are the products of the collapsed groups' sizes, values multiplied
// with arith.muli and then by the constants' product.
func.func @c1(%t: tensor<?x4xf32>, %n: index) -> tensor<?x2x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 2, 2, 2] : tensor<?x4xf32> into tensor<?x2x2x2xf32>
  %1 = tensor.collapse_shape %0 [[0], [1], [2, 3]] : tensor<?x2x2x2xf32> into tensor<?x2x4xf32>
  return %1 : tensor<?x2x4xf32>
}
func.func @c2(%t: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x2x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 2, %m, 2] : tensor<?x?xf32> into tensor<?x2x?x2xf32>
  %1 = tensor.collapse_shape %0 [[0], [1], [2, 3]] : tensor<?x2x?x2xf32> into tensor<?x2x?xf32>
  return %1 : tensor<?x2x?xf32>
}
func.func @c3(%t: tensor<?x?xf32>, %n: index, %m: index, %k: index) -> tensor<?x?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, %k, %m, 2] : tensor<?x?xf32> into tensor<?x?x?x2xf32>
  %1 = tensor.collapse_shape %0 [[0], [1], [2, 3]] : tensor<?x?x?x2xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @c4(%t: tensor<?x8xf32>, %n: index) -> tensor<?x2x8xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 2, 4, 2] : tensor<?x8xf32> into tensor<?x2x4x2xf32>
  %1 = tensor.collapse_shape %0 [[0], [1], [2, 3]] : tensor<?x2x4x2xf32> into tensor<?x2x8xf32>
  return %1 : tensor<?x2x8xf32>
}
func.func @c6(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1, 2], [3, 4]] output_shape [%a, 2, %b, 3, %c] : tensor<?x?xf32> into tensor<?x2x?x3x?xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2], [3, 4]] : tensor<?x2x?x3x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @c7(%t: tensor<?x5xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x5xf32> {
  %0 = tensor.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %b, 2, %c, 5] : tensor<?x5xf32> into tensor<?x?x2x?x5xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3], [4]] : tensor<?x?x2x?x5xf32> into tensor<?x?x5xf32>
  return %1 : tensor<?x?x5xf32>
}
func.func @c8(%t: tensor<?x5xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x5xf32> {
  %0 = tensor.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, 3, 2, %c, 5] : tensor<?x5xf32> into tensor<?x3x2x?x5xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3], [4]] : tensor<?x3x2x?x5xf32> into tensor<?x?x5xf32>
  return %1 : tensor<?x?x5xf32>
}
func.func @c9(%t: tensor<?x5xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x5xf32> {
  %0 = tensor.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %c, 3, 2, 5] : tensor<?x5xf32> into tensor<?x?x3x2x5xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3], [4]] : tensor<?x?x3x2x5xf32> into tensor<?x?x5xf32>
  return %1 : tensor<?x?x5xf32>
}
func.func @c10(%t: tensor<?x5xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x5xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %b, %c3, %c, 5] : tensor<?x5xf32> into tensor<?x?x?x?x5xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3], [4]] : tensor<?x?x?x?x5xf32> into tensor<?x?x5xf32>
  return %1 : tensor<?x?x5xf32>
}
func.func @c11(%t: tensor<?x5xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x5xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.expand_shape %t [[0, 1, 2, 3], [4]] output_shape [%a, %c3, 1, %c3, 5] : tensor<?x5xf32> into tensor<?x?x1x?x5xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3], [4]] : tensor<?x?x1x?x5xf32> into tensor<?x?x5xf32>
  return %1 : tensor<?x?x5xf32>
}

// Not composed: groups that do not nest.
func.func @c5(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3, 4]] output_shape [%a, 2, %b, 3, %c] : tensor<?x?xf32> into tensor<?x2x?x3x?xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3, 4]] : tensor<?x2x?x3x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// Inverse reshapes fold: with at most one dynamic size, or with the same
// reassociation when expanding then collapsing, or when no group of the
// source has two dynamic sizes; not with different reassociations.
func.func @f1(%t: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, 2, %b] : tensor<?x?xf32> into tensor<?x2x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x2x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @f2(%t: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, %a, %b] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @f3(%t: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, 2, %b] : tensor<?x?xf32> into tensor<?x2x?xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<?x2x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @f4(%t: tensor<?x?x?xf32>, %a: index, %b: index) -> tensor<?x?x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, %a, %b] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @f5(%t: tensor<?x2x?xf32>, %a: index, %b: index) -> tensor<?x2x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x2x?xf32> into tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, 2, %b] : tensor<?x?xf32> into tensor<?x2x?xf32>
  return %1 : tensor<?x2x?xf32>
}
func.func @f6(%t: tensor<?x2x?xf32>, %a: index, %b: index) -> tensor<?x2x?xf32> {
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x2x?xf32> into tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, 2, %b] : tensor<?x?xf32> into tensor<?x2x?xf32>
  return %1 : tensor<?x2x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @c1(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x2x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
// CHECK-NEXT:     return %expanded : tensor<?x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c2(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x2x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %0] : tensor<?x?xf32> into tensor<?x2x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c3(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg3, %0] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c4(%arg0: tensor<?x8xf32>, %arg1: index) -> tensor<?x2x8xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
// CHECK-NEXT:     return %expanded : tensor<?x2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c6(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %1 = arith.muli %arg3, %c3 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, %1] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c7(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x5xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %1, 5] : tensor<?x5xf32> into tensor<?x?x5xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c8(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x5xf32> {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.muli %arg3, %c6 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, 5] : tensor<?x5xf32> into tensor<?x?x5xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c9(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x5xf32> {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.muli %arg3, %c6 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, 5] : tensor<?x5xf32> into tensor<?x?x5xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c10(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x5xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c3 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %1, 5] : tensor<?x5xf32> into tensor<?x?x5xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c11(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x5xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 9, 5] : tensor<?x5xf32> into tensor<?x?x5xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c5(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3, 4]] output_shape [%arg1, 2, %arg2, 3, %arg3] : tensor<?x?xf32> into tensor<?x2x?x3x?xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1, 2, 3, 4]] : tensor<?x2x?x3x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f1(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg2] : tensor<?x?xf32> into tensor<?x2x?xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1, 2]] : tensor<?x2x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f4(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg1, %arg2] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f5(%arg0: tensor<?x2x?xf32>, %arg1: index, %arg2: index) -> tensor<?x2x?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f6(%arg0: tensor<?x2x?xf32>, %arg1: index, %arg2: index) -> tensor<?x2x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x2x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg2] : tensor<?x?xf32> into tensor<?x2x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
