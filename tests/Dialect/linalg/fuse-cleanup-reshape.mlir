// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --canonicalize

// With apply_cleanup, the slices of a tile move above the reshapes
// producing the tiled op's operands, and the producers of the reshapes'
// sources are fused in turn.
func.func @through_expand(%x: tensor<24x5xf32>) -> tensor<4x6x5xf32> {
  %e0 = tensor.empty() : tensor<24x5xf32>
  %neg = linalg.negf ins(%x : tensor<24x5xf32>) outs(%e0 : tensor<24x5xf32>) -> tensor<24x5xf32>
  %exp = tensor.expand_shape %neg [[0, 1], [2]] output_shape [4, 6, 5] : tensor<24x5xf32> into tensor<4x6x5xf32>
  %e1 = tensor.empty() : tensor<4x6x5xf32>
  %r = linalg.sqrt ins(%exp : tensor<4x6x5xf32>) outs(%e1 : tensor<4x6x5xf32>) -> tensor<4x6x5xf32>
  return %r : tensor<4x6x5xf32>
}

func.func @through_collapse(%x: tensor<3x1x16xf32>) -> tensor<3x16xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<3x1x16xf32> into tensor<3x16xf32>
  %e = tensor.empty() : tensor<3x16xf32>
  %r = linalg.abs ins(%c : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) -> tensor<3x16xf32>
  return %r : tensor<3x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.sqrt"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loops:2 = transform.structured.fuse %0 tile_sizes [1, 2, 0] interchange [0, 1, 2] {apply_cleanup}
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %1 = transform.structured.match ops{["linalg.abs"]} in %root : (!transform.any_op) -> !transform.any_op
    %u, %loops2:2 = transform.structured.fuse %1 tile_sizes [1, 8] {apply_cleanup}
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @through_expand(%arg0: tensor<24x5xf32>) -> tensor<4x6x5xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<24x5xf32>
// CHECK-NEXT:     %1 = linalg.negf ins(%arg0 : tensor<24x5xf32>) outs(%0 : tensor<24x5xf32>) -> tensor<24x5xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %1 {{\[\[}}0, 1], [2]] output_shape [4, 6, 5] : tensor<24x5xf32> into tensor<4x6x5xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<4x6x5xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %3 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %2) -> (tensor<4x6x5xf32>) {
// CHECK-NEXT:       %4 = scf.for %arg3 = %c0_0 to %c6 step %c2 iter_args(%arg4 = %arg2) -> (tensor<4x6x5xf32>) {
// CHECK-NEXT:         %5 = affine.linearize_index disjoint [%arg1, %arg3] by (4, 6) : index
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%5, 0] [2, 5] [1, 1] : tensor<24x5xf32> to tensor<2x5xf32>
// CHECK-NEXT:         %6 = tensor.empty() : tensor<24x5xf32>
// CHECK-NEXT:         %extracted_slice_1 = tensor.extract_slice %6[%5, 0] [2, 5] [1, 1] : tensor<24x5xf32> to tensor<2x5xf32>
// CHECK-NEXT:         %extracted_slice_2 = tensor.extract_slice %0[%5, 0] [2, 5] [1, 1] : tensor<24x5xf32> to tensor<2x5xf32>
// CHECK-NEXT:         %7 = linalg.negf ins(%extracted_slice : tensor<2x5xf32>) outs(%extracted_slice_2 : tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:         %extracted_slice_3 = tensor.extract_slice %1[%5, 0] [2, 5] [1, 1] : tensor<24x5xf32> to tensor<2x5xf32>
// CHECK-NEXT:         %expanded_4 = tensor.expand_shape %7 {{\[\[}}0, 1], [2]] output_shape [1, 2, 5] : tensor<2x5xf32> into tensor<1x2x5xf32>
// CHECK-NEXT:         %8 = tensor.empty() : tensor<4x6x5xf32>
// CHECK-NEXT:         %extracted_slice_5 = tensor.extract_slice %8[%arg1, %arg3, 0] [1, 2, 5] [1, 1, 1] : tensor<4x6x5xf32> to tensor<1x2x5xf32>
// CHECK-NEXT:         %extracted_slice_6 = tensor.extract_slice %arg4[%arg1, %arg3, 0] [1, 2, 5] [1, 1, 1] : tensor<4x6x5xf32> to tensor<1x2x5xf32>
// CHECK-NEXT:         %9 = linalg.sqrt ins(%expanded_4 : tensor<1x2x5xf32>) outs(%extracted_slice_6 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %9 into %arg4[%arg1, %arg3, 0] [1, 2, 5] [1, 1, 1] : tensor<1x2x5xf32> into tensor<4x6x5xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<4x6x5xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : tensor<4x6x5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : tensor<4x6x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @through_collapse(%arg0: tensor<3x1x16xf32>) -> tensor<3x16xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<3x1x16xf32> into tensor<3x16xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3x16xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %1 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %0) -> (tensor<3x16xf32>) {
// CHECK-NEXT:       %2 = scf.for %arg3 = %c0_0 to %c16 step %c8 iter_args(%arg4 = %arg2) -> (tensor<3x16xf32>) {
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, %arg3] [1, 1, 8] [1, 1, 1] : tensor<3x1x16xf32> to tensor<1x1x8xf32>
// CHECK-NEXT:         %collapsed_1 = tensor.collapse_shape %extracted_slice {{\[\[}}0, 1], [2]] : tensor<1x1x8xf32> into tensor<1x8xf32>
// CHECK-NEXT:         %3 = tensor.empty() : tensor<3x16xf32>
// CHECK-NEXT:         %extracted_slice_2 = tensor.extract_slice %3[%arg1, %arg3] [1, 8] [1, 1] : tensor<3x16xf32> to tensor<1x8xf32>
// CHECK-NEXT:         %extracted_slice_3 = tensor.extract_slice %arg4[%arg1, %arg3] [1, 8] [1, 1] : tensor<3x16xf32> to tensor<1x8xf32>
// CHECK-NEXT:         %4 = linalg.abs ins(%collapsed_1 : tensor<1x8xf32>) outs(%extracted_slice_3 : tensor<1x8xf32>) -> tensor<1x8xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %4 into %arg4[%arg1, %arg3] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<3x16xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<3x16xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2 : tensor<3x16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : tensor<3x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.sqrt"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %transformed, %loops:2 = transform.structured.fuse %0 tile_sizes [1, 2, 0] interchange [0, 1, 2] {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.abs"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %transformed_0, %loops_1:2 = transform.structured.fuse %1 tile_sizes [1, 8] {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
