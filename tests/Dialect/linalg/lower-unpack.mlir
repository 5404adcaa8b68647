// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.lower_unpack: unpacks as a transpose into a
// tensor.empty, a collapse, a slice dropping the padding and a copy into
// the destination; an unpack that only drops padding and leading unit
// dimensions becomes one slice; dynamic sizes come from tensor.dim.

func.func @transposed_tiles(%src: tensor<5x8x4x4xf32>, %dst: tensor<30x20xf32>) -> tensor<30x20xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<5x8x4x4xf32> -> tensor<30x20xf32>
  return %0 : tensor<30x20xf32>
}

func.func @inner_transposed(%src: tensor<6x4x6x2x16xi16>, %dst: tensor<6x64x12xi16>) -> tensor<6x64x12xi16> {
  %0 = linalg.unpack %src inner_dims_pos = [2, 1] inner_tiles = [2, 16] into %dst : tensor<6x4x6x2x16xi16> -> tensor<6x64x12xi16>
  return %0 : tensor<6x64x12xi16>
}

func.func @unpad_like(%src: tensor<1x1x8x8xf64>, %dst: tensor<5x?xf64>) -> tensor<5x?xf64> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %dst : tensor<1x1x8x8xf64> -> tensor<5x?xf64>
  return %0 : tensor<5x?xf64>
}

func.func @dynamic(%src: tensor<?x3x8x4xf32>, %dst: tensor<?x10xf32>) -> tensor<?x10xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dst : tensor<?x3x8x4xf32> -> tensor<?x10xf32>
  return %0 : tensor<?x10xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %unpacks = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.unpack">
    %empty, %transpose, %collapse, %slice = transform.structured.lower_unpack %unpacks : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @transposed_tiles(%arg0: tensor<5x8x4x4xf32>, %arg1: tensor<30x20xf32>) -> tensor<30x20xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x4x5x4xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<5x8x4x4xf32>) outs(%0 : tensor<8x4x5x4xf32>) permutation = [1, 2, 0, 3] 
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %transposed {{\[\[}}0, 1], [2, 3]] : tensor<8x4x5x4xf32> into tensor<32x20xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %collapsed[0, 0] [30, 20] [1, 1] : tensor<32x20xf32> to tensor<30x20xf32>
// CHECK-NEXT:     %1 = linalg.copy ins(%extracted_slice : tensor<30x20xf32>) outs(%arg1 : tensor<30x20xf32>) -> tensor<30x20xf32>
// CHECK-NEXT:     return %1 : tensor<30x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inner_transposed(%arg0: tensor<6x4x6x2x16xi16>, %arg1: tensor<6x64x12xi16>) -> tensor<6x64x12xi16> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6x4x16x6x2xi16>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<6x4x6x2x16xi16>) outs(%0 : tensor<6x4x16x6x2xi16>) permutation = [0, 1, 4, 2, 3] 
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %transposed {{\[\[}}0], [1, 2], [3, 4]] : tensor<6x4x16x6x2xi16> into tensor<6x64x12xi16>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %collapsed[0, 0, 0] [6, 64, 12] [1, 1, 1] : tensor<6x64x12xi16> to tensor<6x64x12xi16>
// CHECK-NEXT:     %1 = linalg.copy ins(%extracted_slice : tensor<6x64x12xi16>) outs(%arg1 : tensor<6x64x12xi16>) -> tensor<6x64x12xi16>
// CHECK-NEXT:     return %1 : tensor<6x64x12xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpad_like(%arg0: tensor<1x1x8x8xf64>, %arg1: tensor<5x?xf64>) -> tensor<5x?xf64> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c1 : tensor<5x?xf64>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 5, %dim] [1, 1, 1, 1] : tensor<1x1x8x8xf64> to tensor<5x?xf64>
// CHECK-NEXT:     return %extracted_slice : tensor<5x?xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: tensor<?x3x8x4xf32>, %arg1: tensor<?x10xf32>) -> tensor<?x10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x3x8x4xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim) : tensor<?x8x3x4xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<?x3x8x4xf32>) outs(%0 : tensor<?x8x3x4xf32>) permutation = [0, 2, 1, 3] 
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %transposed {{\[\[}}0, 1], [2, 3]] : tensor<?x8x3x4xf32> into tensor<?x12xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg1, %c0_0 : tensor<?x10xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %collapsed[0, 0] [%dim_1, 10] [1, 1] : tensor<?x12xf32> to tensor<?x10xf32>
// CHECK-NEXT:     %1 = linalg.copy ins(%extracted_slice : tensor<?x10xf32>) outs(%arg1 : tensor<?x10xf32>) -> tensor<?x10xf32>
// CHECK-NEXT:     return %1 : tensor<?x10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.unpack"]} in %arg0 : (!transform.any_op) -> !transform.op<"linalg.unpack">
// CHECK-NEXT:       %empty_op, %transpose_op, %collapse_shape_op, %extract_slice_op = transform.structured.lower_unpack %0 : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
