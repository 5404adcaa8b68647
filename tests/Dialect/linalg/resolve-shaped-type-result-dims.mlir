// RUN: strata-opt -resolve-shaped-type-result-dims -split-input-file %s | FileCheck %s

// The sizes of linalg results come from the sizes of the inputs where the
// indexing maps give them, else from the init operand.

func.func @transpose_sizes(%a: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.transpose ins(%a : tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) permutation = [1, 0]
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @strided_output(%a: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0 * 2 + d1, d1 floordiv 4)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// The loop d1 appears only in the output: its size is the init's.
func.func @output_only_loop(%a: tensor<?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @matmul_static_input(%a: tensor<8x?xf32>, %b: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.matmul ins(%a, %b : tensor<8x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @softmax_sizes(%in: tensor<4x?x?xf32>, %init: tensor<?x?x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = linalg.softmax dimension(1) ins(%in : tensor<4x?x?xf32>) outs(%init : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x?xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @transpose_sizes(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim, %dim_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided_output(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %dim_0]
// CHECK-NEXT:     %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_1]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @output_only_loop(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim, %dim_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_static_input(%arg0: tensor<8x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     return %c8, %dim : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @softmax_sizes(%arg0: tensor<4x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> (index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<4x?x?xf32>
// CHECK-NEXT:     return %c4, %dim, %dim_0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
