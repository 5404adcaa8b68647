// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Dims of insert results read the destination; dims of tensor.reshape
// read the shape operand (cast to index when needed); dims of other ops
// stay.
func.func @dims(%t: tensor<?x?xf32>, %s: tensor<2x?xf32>, %i: index, %sh: tensor<2xindex>, %sh2: tensor<2xi32>, %x: f32) -> (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %a = tensor.insert_slice %s into %t[0, 0] [2, %i] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  %d0 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %r = tensor.reshape %t(%sh) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %r2 = tensor.reshape %t(%sh2) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d2 = tensor.dim %r2, %c1 : tensor<?x?xf32>
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, %i, %i] : tensor<?x?xf32> into tensor<2x?x?xf32>
  %d3 = tensor.dim %e, %c1 : tensor<2x?x?xf32>
  %n = tensor.insert %x into %t[%i, %i] : tensor<?x?xf32>
  %d4 = tensor.dim %n, %i : tensor<?x?xf32>
  %p = tensor.pad %t low[0, 0] high[%i, 0] {
  ^bb0(%j: index, %k: index):
    tensor.yield %x : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %d5 = tensor.dim %p, %c1 : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5 : index, index, index, index, index, index
}

// Concat inputs less static than the others imply are cast; a result
// type less static than the inputs imply is made static behind a cast.
func.func @concat(%a: tensor<?x?xf32>, %b: tensor<3x4xf32>, %c: tensor<?x4xf32>, %u: tensor<?xf32>, %v: tensor<3xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<7xf32>, tensor<?x4xf32>) {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x?xf32>, tensor<3x4xf32>) -> tensor<?x?xf32>
  %s = tensor.concat dim(1) %a, %c : (tensor<?x?xf32>, tensor<?x4xf32>) -> tensor<?x?xf32>
  %t = tensor.concat dim(0) %u, %v : (tensor<?xf32>, tensor<3xf32>) -> tensor<7xf32>
  %w = tensor.concat dim(0) %c, %b : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %r, %s, %t, %w : tensor<?x?xf32>, tensor<?x?xf32>, tensor<7xf32>, tensor<?x4xf32>
}

// Collapses of collapses and expansions of expansions compose.
func.func @compose(%t: tensor<2x3x4xf32>, %u: tensor<24xf32>, %n: index, %v: tensor<?xf32>) -> (tensor<24xf32>, tensor<2x3x4xf32>, tensor<?x2x2xf32>) {
  %a = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %b = tensor.collapse_shape %a [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %c = tensor.expand_shape %u [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %d = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %e = tensor.expand_shape %v [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %f = tensor.expand_shape %e [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %b, %d, %f : tensor<24xf32>, tensor<2x3x4xf32>, tensor<?x2x2xf32>
}

// Reshapes of static splats and from_elements build the reshaped tensor
// directly; dynamic splats stay.
func.func @reshape_of_creation(%x: f32, %y: f32, %n: index) -> (tensor<2x2xf32>, tensor<4xf32>, tensor<?xf32>) {
  %s = tensor.splat %x : tensor<4xf32>
  %a = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %f = tensor.from_elements %x, %y, %x, %y : tensor<2x2xf32>
  %b = tensor.collapse_shape %f [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %d = tensor.splat %x[%n, %n] : tensor<?x?xf32>
  %c = tensor.collapse_shape %d [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %a, %b, %c : tensor<2x2xf32>, tensor<4xf32>, tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dims(%arg0: tensor<?x?xf32>, %arg1: tensor<2x?xf32>, %arg2: index, %arg3: tensor<2xindex>, %arg4: tensor<2xi32>, %arg5: f32) -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg3[%c1] : tensor<2xindex>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg4[%c1] : tensor<2xi32>
// CHECK-NEXT:     %0 = arith.index_cast %extracted_0 : i32 to index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, %arg2, %arg2] : tensor<?x?xf32> into tensor<2x?x?xf32>
// CHECK-NEXT:     %dim_1 = tensor.dim %expanded, %c1 : tensor<2x?x?xf32>
// CHECK-NEXT:     %dim_2 = tensor.dim %arg0, %arg2 : tensor<?x?xf32>
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%arg2, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg5 : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %dim_3 = tensor.dim %padded, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim, %extracted, %0, %dim_1, %dim_2, %dim_3 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concat(%arg0: tensor<?x?xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x4xf32>, %arg3: tensor<?xf32>, %arg4: tensor<3xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<7xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %cast, %arg1 : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %concat_1 = tensor.concat dim(1) %arg0, %arg2 : (tensor<?x?xf32>, tensor<?x4xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     %concat_2 = tensor.concat dim(0) %arg3, %arg4 : (tensor<?xf32>, tensor<3xf32>) -> tensor<7xf32>
// CHECK-NEXT:     %concat_3 = tensor.concat dim(0) %arg2, %arg1 : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     return %cast_0, %concat_1, %concat_2, %concat_3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<7xf32>, tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compose(%arg0: tensor<2x3x4xf32>, %arg1: tensor<24xf32>, %arg2: index, %arg3: tensor<?xf32>) -> (tensor<24xf32>, tensor<2x3x4xf32>, tensor<?x2x2xf32>) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %arg3 {{\[\[}}0, 1, 2]] output_shape [%arg2, 2, 2] : tensor<?xf32> into tensor<?x2x2xf32>
// CHECK-NEXT:     return %collapsed, %expanded, %expanded_0 : tensor<24xf32>, tensor<2x3x4xf32>, tensor<?x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape_of_creation(%arg0: f32, %arg1: f32, %arg2: index) -> (tensor<2x2xf32>, tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %splat = tensor.splat %arg0 : tensor<2x2xf32>
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1, %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT:     %splat_0 = tensor.splat %arg0[%arg2, %arg2] : tensor<?x?xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %splat_0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     return %splat, %from_elements, %collapsed : tensor<2x2xf32>, tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
