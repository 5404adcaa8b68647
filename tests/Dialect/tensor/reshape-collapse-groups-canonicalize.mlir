// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// expand(collapse(x)) to a lower rank than x is one collapse when the
// groups of each size of the result can be found in x: static sizes as
// products of static sizes, dynamic sizes from a dynamic size, sizes
// skipped before a group joining the dynamic size before, and the same
// groups found from either end up to unit sizes; not when both sides have
// two dynamic sizes.
func.func @g0(%x: tensor<?x2x3xf32>, %d0: index, %d1: index) -> tensor<?x6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x2x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : tensor<?xf32> into tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}
func.func @g1(%x: tensor<2x3x?xf32>, %d0: index, %d1: index) -> tensor<6x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, %d1] : tensor<?xf32> into tensor<6x?xf32>
  return %1 : tensor<6x?xf32>
}
func.func @g2(%x: tensor<?x2x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x2x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g3(%x: tensor<?x?x4xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x?x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g4(%x: tensor<2x?x3xf32>, %d0: index, %d1: index) -> tensor<?x3xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x?x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
func.func @g5(%x: tensor<?x1x4xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x1x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g6(%x: tensor<1x?x4xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x?x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g7(%x: tensor<?x4x1xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x4x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g8(%x: tensor<4x?x1x?xf32>, %d0: index, %d1: index) -> tensor<4x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<4x?x1x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, %d1] : tensor<?xf32> into tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}
func.func @g9(%x: tensor<2x?x3x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<2x?x3x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g10(%x: tensor<?x2x3x4xf32>, %d0: index, %d1: index, %d2: index) -> tensor<?x6x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x2x3x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%d0, 6, 4] : tensor<?xf32> into tensor<?x6x4xf32>
  return %1 : tensor<?x6x4xf32>
}
func.func @g11(%x: tensor<?x6x4xf32>, %d0: index, %d1: index) -> tensor<?x24xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x6x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 24] : tensor<?xf32> into tensor<?x24xf32>
  return %1 : tensor<?x24xf32>
}
func.func @g12(%x: tensor<3x?x2xf32>, %d0: index) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<3x?x2xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%d0] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @g13(%x: tensor<?x?xf32>, %d0: index) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%d0] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @g14(%x: tensor<2x3x4xf32>, %d0: index, %d1: index) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}
func.func @g15(%x: tensor<2x3x4xf32>, %d0: index, %d1: index) -> tensor<2x12xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
  return %1 : tensor<2x12xf32>
}
func.func @g16(%x: tensor<1x1x?xf32>, %d0: index) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x1x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%d0] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @g17(%x: tensor<?x1x1xf32>, %d0: index) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x1x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%d0] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @g18(%x: tensor<1x?x1xf32>, %d0: index) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x?x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%d0] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @g19(%x: tensor<?x2x1x3xf32>, %d0: index, %d1: index) -> tensor<?x6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x2x1x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : tensor<?xf32> into tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}
func.func @g20(%x: tensor<?x1x2x3xf32>, %d0: index, %d1: index) -> tensor<?x6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x1x2x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : tensor<?xf32> into tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}
func.func @g21(%x: tensor<2x?x1x3xf32>, %d0: index, %d1: index) -> tensor<?x3xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<2x?x1x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
func.func @g22(%x: tensor<6x?xf32>, %d0: index, %d1: index) -> tensor<2x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1]] : tensor<6x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, %d1] : tensor<?xf32> into tensor<2x?xf32>
  return %1 : tensor<2x?xf32>
}
func.func @g23(%x: tensor<?x4x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g24(%x: tensor<4x?x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<4x?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g25(%x: tensor<1x?x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g26(%x: tensor<?x?x1xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x?x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g27(%x: tensor<?x1x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x1x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @g28(%x: tensor<2x3x?x1xf32>, %d0: index, %d1: index) -> tensor<6x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<2x3x?x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, %d1] : tensor<?xf32> into tensor<6x?xf32>
  return %1 : tensor<6x?xf32>
}
func.func @g29(%x: tensor<?x2x2xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x2x2xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g30(%x: tensor<?x2x?x3xf32>, %d0: index, %d1: index) -> tensor<?x3xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x2x?x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
func.func @g31(%x: tensor<?x4x2x3xf32>, %d0: index, %d1: index) -> tensor<?x6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x4x2x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : tensor<?xf32> into tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}
func.func @g32(%x: tensor<3x?x2x?xf32>, %d0: index, %d1: index) -> tensor<3x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<3x?x2x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [3, %d1] : tensor<?xf32> into tensor<3x?xf32>
  return %1 : tensor<3x?xf32>
}
func.func @g33(%x: tensor<1x1x1xf32>, %d0: index) -> tensor<1xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x1x1xf32> into tensor<1xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [1] : tensor<1xf32> into tensor<1xf32>
  return %1 : tensor<1xf32>
}
func.func @g34(%x: tensor<1x?x1xf32>, %d0: index, %d1: index) -> tensor<1x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x?x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [1, %d1] : tensor<?xf32> into tensor<1x?xf32>
  return %1 : tensor<1x?xf32>
}
func.func @g35(%x: tensor<?x1x1x4xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x1x1x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g36(%x: tensor<2x1x3xf32>, %d0: index, %d1: index) -> tensor<2x3xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x1x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
func.func @g37(%x: tensor<2x1x3xf32>, %d0: index, %d1: index) -> tensor<6x1xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x1x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
  return %1 : tensor<6x1xf32>
}
func.func @g38(%x: tensor<?x2x1xf32>, %d0: index, %d1: index) -> tensor<?x2xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x2x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 2] : tensor<?xf32> into tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}
func.func @g39(%x: tensor<1x2x?x1x3xf32>, %d0: index, %d1: index, %d2: index) -> tensor<2x?x3xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3, 4]] : tensor<1x2x?x1x3xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [2, %d1, 3] : tensor<?xf32> into tensor<2x?x3xf32>
  return %1 : tensor<2x?x3xf32>
}
func.func @g40(%x: tensor<4x2x?xf32>, %d0: index, %d1: index) -> tensor<8x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<4x2x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [8, %d1] : tensor<?xf32> into tensor<8x?xf32>
  return %1 : tensor<8x?xf32>
}
func.func @g41(%x: tensor<2x3x1x1xf32>, %d0: index) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<2x3x1x1xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [6] : tensor<6xf32> into tensor<6xf32>
  return %1 : tensor<6xf32>
}
func.func @g42(%x: tensor<1x2x3xf32>, %d0: index) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x2x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [6] : tensor<6xf32> into tensor<6xf32>
  return %1 : tensor<6xf32>
}
func.func @g43(%x: tensor<?x3x1x2xf32>, %d0: index, %d1: index) -> tensor<?x2xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x3x1x2xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 2] : tensor<?xf32> into tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}
func.func @g44(%x: tensor<2x?x2xf32>, %d0: index, %d1: index) -> tensor<?x2xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x?x2xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 2] : tensor<?xf32> into tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}
func.func @g45(%x: tensor<2x2x?x2x2xf32>, %d0: index, %d1: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3, 4]] : tensor<2x2x?x2x2xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @g46(%x: tensor<6x?x2xf32>, %d0: index, %d1: index) -> tensor<3x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<6x?x2xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [3, %d1] : tensor<?xf32> into tensor<3x?xf32>
  return %1 : tensor<3x?xf32>
}
func.func @g47(%x: tensor<?x2x3x?xf32>, %d0: index, %d1: index, %d2: index) -> tensor<?x6x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x2x3x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%d0, 6, %d2] : tensor<?xf32> into tensor<?x6x?xf32>
  return %1 : tensor<?x6x?xf32>
}
func.func @g48(%x: tensor<?x6x1xf32>, %d0: index, %d1: index) -> tensor<?x6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x6x1xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : tensor<?xf32> into tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}
func.func @g49(%x: tensor<1x?x6xf32>, %d0: index, %d1: index) -> tensor<?x6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x?x6xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : tensor<?xf32> into tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @g0(%arg0: tensor<?x2x3xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x2x3xf32> into tensor<?x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g1(%arg0: tensor<2x3x?xf32>, %arg1: index, %arg2: index) -> tensor<6x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g2(%arg0: tensor<?x2x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x2x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g3(%arg0: tensor<?x?x4xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g4(%arg0: tensor<2x?x3xf32>, %arg1: index, %arg2: index) -> tensor<?x3xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x?x3xf32> into tensor<?x3xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g5(%arg0: tensor<?x1x4xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g6(%arg0: tensor<1x?x4xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g7(%arg0: tensor<?x4x1xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x4x1xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g8(%arg0: tensor<4x?x1x?xf32>, %arg1: index, %arg2: index) -> tensor<4x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : tensor<4x?x1x?xf32> into tensor<4x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g9(%arg0: tensor<2x?x3x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x?x3x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g10(%arg0: tensor<?x2x3x4xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x6x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2], [3]] : tensor<?x2x3x4xf32> into tensor<?x6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g11(%arg0: tensor<?x6x4xf32>, %arg1: index, %arg2: index) -> tensor<?x24xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x6x4xf32> into tensor<?x24xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x24xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g12(%arg0: tensor<3x?x2xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<3x?x2xf32> into tensor<?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g13(%arg0: tensor<?x?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g14(%arg0: tensor<2x3x4xf32>, %arg1: index, %arg2: index) -> tensor<6x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g15(%arg0: tensor<2x3x4xf32>, %arg1: index, %arg2: index) -> tensor<2x12xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT:     return %collapsed : tensor<2x12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g16(%arg0: tensor<1x1x?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x1x?xf32> into tensor<?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g17(%arg0: tensor<?x1x1xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x1x1xf32> into tensor<?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g18(%arg0: tensor<1x?x1xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x?x1xf32> into tensor<?xf32>
// CHECK-NEXT:     return %collapsed : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g19(%arg0: tensor<?x2x1x3xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : tensor<?x2x1x3xf32> into tensor<?x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g20(%arg0: tensor<?x1x2x3xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : tensor<?x1x2x3xf32> into tensor<?x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g21(%arg0: tensor<2x?x1x3xf32>, %arg1: index, %arg2: index) -> tensor<?x3xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<2x?x1x3xf32> into tensor<?x3xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g22(%arg0: tensor<6x?xf32>, %arg1: index, %arg2: index) -> tensor<2x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<6x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [2, %arg2] : tensor<?xf32> into tensor<2x?xf32>
// CHECK-NEXT:     return %expanded : tensor<2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g23(%arg0: tensor<?x4x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g24(%arg0: tensor<4x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<4x?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g25(%arg0: tensor<1x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g26(%arg0: tensor<?x?x1xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x?x1xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g27(%arg0: tensor<?x1x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x1x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g28(%arg0: tensor<2x3x?x1xf32>, %arg1: index, %arg2: index) -> tensor<6x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<2x3x?x1xf32> into tensor<6x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g29(%arg0: tensor<?x2x2xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x2x2xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g30(%arg0: tensor<?x2x?x3xf32>, %arg1: index, %arg2: index) -> tensor<?x3xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<?x2x?x3xf32> into tensor<?x3xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g31(%arg0: tensor<?x4x2x3xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<?x4x2x3xf32> into tensor<?x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g32(%arg0: tensor<3x?x2x?xf32>, %arg1: index, %arg2: index) -> tensor<3x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : tensor<3x?x2x?xf32> into tensor<3x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g33(%arg0: tensor<1x1x1xf32>, %arg1: index) -> tensor<1xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x1x1xf32> into tensor<1xf32>
// CHECK-NEXT:     return %collapsed : tensor<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g34(%arg0: tensor<1x?x1xf32>, %arg1: index, %arg2: index) -> tensor<1x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<1x?x1xf32> into tensor<1x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g35(%arg0: tensor<?x1x1x4xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : tensor<?x1x1x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g36(%arg0: tensor<2x1x3xf32>, %arg1: index, %arg2: index) -> tensor<2x3xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x1x3xf32> into tensor<2x3xf32>
// CHECK-NEXT:     return %collapsed : tensor<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g37(%arg0: tensor<2x1x3xf32>, %arg1: index, %arg2: index) -> tensor<6x1xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x1x3xf32> into tensor<6xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
// CHECK-NEXT:     return %expanded : tensor<6x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g38(%arg0: tensor<?x2x1xf32>, %arg1: index, %arg2: index) -> tensor<?x2xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x2x1xf32> into tensor<?x2xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g39(%arg0: tensor<1x2x?x1x3xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<2x?x3xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3, 4]] : tensor<1x2x?x1x3xf32> into tensor<2x?x3xf32>
// CHECK-NEXT:     return %collapsed : tensor<2x?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g40(%arg0: tensor<4x2x?xf32>, %arg1: index, %arg2: index) -> tensor<8x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<4x2x?xf32> into tensor<8x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<8x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g41(%arg0: tensor<2x3x1x1xf32>, %arg1: index) -> tensor<6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x3x1x1xf32> into tensor<6xf32>
// CHECK-NEXT:     return %collapsed : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g42(%arg0: tensor<1x2x3xf32>, %arg1: index) -> tensor<6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x2x3xf32> into tensor<6xf32>
// CHECK-NEXT:     return %collapsed : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g43(%arg0: tensor<?x3x1x2xf32>, %arg1: index, %arg2: index) -> tensor<?x2xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<?x3x1x2xf32> into tensor<?x2xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g44(%arg0: tensor<2x?x2xf32>, %arg1: index, %arg2: index) -> tensor<?x2xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x?x2xf32> into tensor<?x2xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g45(%arg0: tensor<2x2x?x2x2xf32>, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] : tensor<2x2x?x2x2xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g46(%arg0: tensor<6x?x2xf32>, %arg1: index, %arg2: index) -> tensor<3x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<6x?x2xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [3, %arg2] : tensor<?xf32> into tensor<3x?xf32>
// CHECK-NEXT:     return %expanded : tensor<3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g47(%arg0: tensor<?x2x3x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x6x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<?x2x3x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [%arg1, 6, %arg3] : tensor<?xf32> into tensor<?x6x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g48(%arg0: tensor<?x6x1xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x6x1xf32> into tensor<?x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g49(%arg0: tensor<1x?x6xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x?x6xf32> into tensor<?x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
