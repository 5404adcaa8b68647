// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// An expand_shape of a cast that loses static information, with constant
// output sizes in groups of static size in the cast source: the constant
// sizes become static, the source is cast to their products and the
// result cast back.
func.func @static_group(%t: tensor<8x16xf32>, %n: index) -> tensor<?x4x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 4, %n] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}

// A group of dynamic size in the cast source keeps its constant sizes as
// operands.
func.func @dynamic_group(%t: tensor<8x?xf32>) -> tensor<?x4x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 4, %c4] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}

// A group with a value size stays dynamic in the source cast.
func.func @partly_constant(%t: tensor<8x16xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, %n, %n] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}

// Every group and several sizes per group constant.
func.func @all_constant(%t: tensor<24x6xf32>) -> tensor<?x?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.cast %t : tensor<24x6xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2], [3]] output_shape [%c2, %c3, %c4, %c6] : tensor<?x?xf32> into tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// Not rewritten: no cast, a cast that adds static information, no
// constant sizes.
func.func @unchanged(%u: tensor<?x?xf32>, %t: tensor<8x16xf32>, %n: index) -> (tensor<?x4x?xf32>, tensor<?x?x16xf32>, tensor<?x4x?xf32>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.expand_shape %u [[0, 1], [2]] output_shape [%c2, 4, %c4] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %1 = tensor.cast %u : tensor<?x?xf32> to tensor<?x16xf32>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [%c2, %c4, 16] : tensor<?x16xf32> into tensor<?x?x16xf32>
  %3 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %4 = tensor.expand_shape %3 [[0, 1], [2]] output_shape [%n, 4, %n] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %0, %2, %4 : tensor<?x4x?xf32>, tensor<?x?x16xf32>, tensor<?x4x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @static_group(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x4x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<8x16xf32> to tensor<8x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [2, 4, %arg1] : tensor<8x?xf32> into tensor<2x4x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<2x4x?xf32> to tensor<?x4x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_group(%arg0: tensor<8x?xf32>) -> tensor<?x4x?xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, %c4] : tensor<8x?xf32> into tensor<2x4x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<2x4x?xf32> to tensor<?x4x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @partly_constant(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [2, %arg1, %arg1] : tensor<?x?xf32> into tensor<2x?x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<2x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @all_constant(%arg0: tensor<24x6xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [2, 3, 4, 6] : tensor<24x6xf32> into tensor<2x3x4x6xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<2x3x4x6xf32> to tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unchanged(%arg0: tensor<?x?xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> (tensor<?x4x?xf32>, tensor<?x?x16xf32>, tensor<?x4x?xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%c2, 4, %c4] : tensor<?x?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<?x16xf32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%c2, %c4, 16] : tensor<?x16xf32> into tensor<?x?x16xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg1 : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %expanded_2 = tensor.expand_shape %cast_1 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, %arg2] : tensor<?x?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT:     return %expanded, %expanded_0, %expanded_2 : tensor<?x4x?xf32>, tensor<?x?x16xf32>, tensor<?x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
