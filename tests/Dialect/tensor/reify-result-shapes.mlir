// RUN: strata-opt %s --reify-result-shapes | FileCheck %s
// CONFORMANCE: pipeline=--reify-result-shapes

// Pads and concats whose reified sizes are more static than their type get
// the static type and a cast back; the size computations stay.

func.func @concat(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>, %c: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
  %1 = tensor.concat dim(1) %a, %c : (tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @pad(%t: tensor<?x4xf32>, %v: f32, %n: index) -> tensor<?x9xf32> {
  %p = tensor.pad %t low[1, 2] high[%n, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x9xf32>
  return %p : tensor<?x9xf32>
}

module {
  func.func @nested(%a: tensor<2x3xf32>) -> tensor<?x3xf32> {
    %0 = tensor.concat dim(0) %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
    return %0 : tensor<?x3xf32>
  }
}

func.func @pad2(%t: tensor<5x4xf32>, %v: f32) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c2, 2] high[0, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<5x4xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat(%arg0: tensor<2x?xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0_0 : tensor<?x3xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim]
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:     %cast = tensor.cast %concat : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %c2_1 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_2 = tensor.dim %arg0, %c1 : tensor<2x?xf32>
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg2, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_2, %dim_4]
// CHECK-NEXT:     %concat_5 = tensor.concat dim(1) %arg0, %arg2 : (tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:     %cast_6 = tensor.cast %concat_5 : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast, %cast_6 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad(%arg0: tensor<?x4xf32>, %arg1: f32, %arg2: index) -> tensor<?x9xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map2()[%dim, %arg2]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 2] high[%arg2, 3] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<?x9xf32>
// CHECK-NEXT:     return %padded : tensor<?x9xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @nested(%arg0: tensor<2x3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c2_1 = arith.constant 2 : index
// CHECK-NEXT:       %c4 = arith.constant 4 : index
// CHECK-NEXT:       %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:       %cast = tensor.cast %concat : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT:       return %cast : tensor<?x3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad2(%arg0: tensor<5x4xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%c2, 2] high[0, %c2] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<5x4xf32> to tensor<7x8xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<7x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
