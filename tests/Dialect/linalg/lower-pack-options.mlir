// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// lower_pack and lower_unpack with lowerPadLikeWithInsertSlice and
// lowerUnpadLikeWithExtractSlice false: pad-like packs and unpad-like
// unpacks are lowered as any other; the handles to the created ops are
// usable (annotated here).

func.func @pad_like(%src: tensor<5x7xf32>, %dst: tensor<1x1x8x8xf32>, %pad: f32) -> tensor<5x7xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %dst : tensor<5x7xf32> -> tensor<1x1x8x8xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %src : tensor<1x1x8x8xf32> -> tensor<5x7xf32>
  return %1 : tensor<5x7xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pack = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    %unpack = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.unpack">
    %pad, %expand, %transpose = transform.structured.lower_pack %pack {lowerPadLikeWithInsertSlice = false} : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    %empty, %transpose2, %collapse, %slice = transform.structured.lower_unpack %unpack {lowerUnpadLikeWithExtractSlice = false} : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
    transform.annotate %expand "expand" : !transform.op<"tensor.expand_shape">
    transform.annotate %transpose2 "transpose" : !transform.op<"linalg.transpose">
    transform.annotate %slice "slice" : !transform.op<"tensor.extract_slice">
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @pad_like(%arg0: tensor<5x7xf32>, %arg1: tensor<1x1x8x8xf32>, %arg2: f32) -> tensor<5x7xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[3, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<5x7xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3]] output_shape [1, 8, 1, 8] {expand} : tensor<8x8xf32> into tensor<1x8x1x8xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<1x8x1x8xf32>) outs(%arg1 : tensor<1x1x8x8xf32>) permutation = [0, 2, 1, 3] 
// CHECK-NEXT:     %0 = tensor.empty() : tensor<1x8x1x8xf32>
// CHECK-NEXT:     %transposed_0 = linalg.transpose ins(%transposed : tensor<1x1x8x8xf32>) outs(%0 : tensor<1x8x1x8xf32>) permutation = [0, 2, 1, 3]  {transpose}
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %transposed_0 {{\[\[}}0, 1], [2, 3]] : tensor<1x8x1x8xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %collapsed[0, 0] [5, 7] [1, 1] {slice} : tensor<8x8xf32> to tensor<5x7xf32>
// CHECK-NEXT:     %1 = linalg.copy ins(%extracted_slice : tensor<5x7xf32>) outs(%arg0 : tensor<5x7xf32>) -> tensor<5x7xf32>
// CHECK-NEXT:     return %1 : tensor<5x7xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.pack"]} in %arg0 : (!transform.any_op) -> !transform.op<"linalg.pack">
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.unpack"]} in %arg0 : (!transform.any_op) -> !transform.op<"linalg.unpack">
// CHECK-NEXT:       %pad_op, %expand_shape_op, %transpose_op = transform.structured.lower_pack %0 {lowerPadLikeWithInsertSlice = false} : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
// CHECK-NEXT:       %empty_op, %transpose_op_0, %collapse_shape_op, %extract_slice_op = transform.structured.lower_unpack %1 {lowerUnpadLikeWithExtractSlice = false} : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
// CHECK-NEXT:       transform.annotate %expand_shape_op "expand" : !transform.op<"tensor.expand_shape">
// CHECK-NEXT:       transform.annotate %transpose_op_0 "transpose" : !transform.op<"linalg.transpose">
// CHECK-NEXT:       transform.annotate %extract_slice_op "slice" : !transform.op<"tensor.extract_slice">
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
