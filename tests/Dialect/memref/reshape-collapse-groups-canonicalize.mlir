// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// expand(collapse(x)) to a lower rank than x is one collapse when the
// groups of each size of the result can be found in x: static sizes as
// products of static sizes, dynamic sizes from a dynamic size, sizes
// skipped before a group joining the dynamic size before, and the same
// groups found from either end up to unit sizes; not when both sides have
// two dynamic sizes.
func.func @g0(%x: memref<?x2x3xf32>, %d0: index, %d1: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x2x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func.func @g1(%x: memref<2x3x?xf32>, %d0: index, %d1: index) -> memref<6x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, %d1] : memref<?xf32> into memref<6x?xf32>
  return %1 : memref<6x?xf32>
}
func.func @g2(%x: memref<?x2x?xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g3(%x: memref<?x?x4xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g4(%x: memref<2x?x3xf32>, %d0: index, %d1: index) -> memref<?x3xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x?x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 3] : memref<?xf32> into memref<?x3xf32>
  return %1 : memref<?x3xf32>
}
func.func @g5(%x: memref<?x1x4xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x1x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g6(%x: memref<1x?x4xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g7(%x: memref<?x4x1xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x4x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g8(%x: memref<4x?x1x?xf32>, %d0: index, %d1: index) -> memref<4x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<4x?x1x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, %d1] : memref<?xf32> into memref<4x?xf32>
  return %1 : memref<4x?xf32>
}
func.func @g9(%x: memref<2x?x3x?xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<2x?x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g10(%x: memref<?x2x3x4xf32>, %d0: index, %d1: index, %d2: index) -> memref<?x6x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x2x3x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [%d0, 6, 4] : memref<?xf32> into memref<?x6x4xf32>
  return %1 : memref<?x6x4xf32>
}
func.func @g11(%x: memref<?x6x4xf32>, %d0: index, %d1: index) -> memref<?x24xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x6x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 24] : memref<?xf32> into memref<?x24xf32>
  return %1 : memref<?x24xf32>
}
func.func @g12(%x: memref<3x?x2xf32>, %d0: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<3x?x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%d0] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g13(%x: memref<?x?xf32>, %d0: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %x [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%d0] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g14(%x: memref<2x3x4xf32>, %d0: index, %d1: index) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @g15(%x: memref<2x3x4xf32>, %d0: index, %d1: index) -> memref<2x12xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 12] : memref<24xf32> into memref<2x12xf32>
  return %1 : memref<2x12xf32>
}
func.func @g16(%x: memref<1x1x?xf32>, %d0: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x1x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%d0] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g17(%x: memref<?x1x1xf32>, %d0: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x1x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%d0] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g18(%x: memref<1x?x1xf32>, %d0: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%d0] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g19(%x: memref<?x2x1x3xf32>, %d0: index, %d1: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x2x1x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func.func @g20(%x: memref<?x1x2x3xf32>, %d0: index, %d1: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x1x2x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func.func @g21(%x: memref<2x?x1x3xf32>, %d0: index, %d1: index) -> memref<?x3xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<2x?x1x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 3] : memref<?xf32> into memref<?x3xf32>
  return %1 : memref<?x3xf32>
}
func.func @g22(%x: memref<6x?xf32>, %d0: index, %d1: index) -> memref<2x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1]] : memref<6x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, %d1] : memref<?xf32> into memref<2x?xf32>
  return %1 : memref<2x?xf32>
}
func.func @g23(%x: memref<?x4x?xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g24(%x: memref<4x?x?xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<4x?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g25(%x: memref<1x?x?xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g26(%x: memref<?x?x1xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g27(%x: memref<?x1x?xf32>, %d0: index, %d1: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x1x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, %d1] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g28(%x: memref<2x3x?x1xf32>, %d0: index, %d1: index) -> memref<6x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<2x3x?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, %d1] : memref<?xf32> into memref<6x?xf32>
  return %1 : memref<6x?xf32>
}
func.func @g29(%x: memref<?x2x2xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x2x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g30(%x: memref<?x2x?x3xf32>, %d0: index, %d1: index) -> memref<?x3xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x2x?x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 3] : memref<?xf32> into memref<?x3xf32>
  return %1 : memref<?x3xf32>
}
func.func @g31(%x: memref<?x4x2x3xf32>, %d0: index, %d1: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x4x2x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func.func @g32(%x: memref<3x?x2x?xf32>, %d0: index, %d1: index) -> memref<3x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<3x?x2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, %d1] : memref<?xf32> into memref<3x?xf32>
  return %1 : memref<3x?xf32>
}
func.func @g33(%x: memref<1x1x1xf32>, %d0: index) -> memref<1xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [1] : memref<1xf32> into memref<1xf32>
  return %1 : memref<1xf32>
}
func.func @g34(%x: memref<1x?x1xf32>, %d0: index, %d1: index) -> memref<1x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, %d1] : memref<?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
func.func @g35(%x: memref<?x1x1x4xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x1x1x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g36(%x: memref<2x1x3xf32>, %d0: index, %d1: index) -> memref<2x3xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x1x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %1 : memref<2x3xf32>
}
func.func @g37(%x: memref<2x1x3xf32>, %d0: index, %d1: index) -> memref<6x1xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x1x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 1] : memref<6xf32> into memref<6x1xf32>
  return %1 : memref<6x1xf32>
}
func.func @g38(%x: memref<?x2x1xf32>, %d0: index, %d1: index) -> memref<?x2xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x2x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 2] : memref<?xf32> into memref<?x2xf32>
  return %1 : memref<?x2xf32>
}
func.func @g39(%x: memref<1x2x?x1x3xf32>, %d0: index, %d1: index, %d2: index) -> memref<2x?x3xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3, 4]] : memref<1x2x?x1x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, %d1, 3] : memref<?xf32> into memref<2x?x3xf32>
  return %1 : memref<2x?x3xf32>
}
func.func @g40(%x: memref<4x2x?xf32>, %d0: index, %d1: index) -> memref<8x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<4x2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [8, %d1] : memref<?xf32> into memref<8x?xf32>
  return %1 : memref<8x?xf32>
}
func.func @g41(%x: memref<2x3x1x1xf32>, %d0: index) -> memref<6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<2x3x1x1xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [6] : memref<6xf32> into memref<6xf32>
  return %1 : memref<6xf32>
}
func.func @g42(%x: memref<1x2x3xf32>, %d0: index) -> memref<6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x2x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [6] : memref<6xf32> into memref<6xf32>
  return %1 : memref<6xf32>
}
func.func @g43(%x: memref<?x3x1x2xf32>, %d0: index, %d1: index) -> memref<?x2xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x3x1x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 2] : memref<?xf32> into memref<?x2xf32>
  return %1 : memref<?x2xf32>
}
func.func @g44(%x: memref<2x?x2xf32>, %d0: index, %d1: index) -> memref<?x2xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<2x?x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 2] : memref<?xf32> into memref<?x2xf32>
  return %1 : memref<?x2xf32>
}
func.func @g45(%x: memref<2x2x?x2x2xf32>, %d0: index, %d1: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3, 4]] : memref<2x2x?x2x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g46(%x: memref<6x?x2xf32>, %d0: index, %d1: index) -> memref<3x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<6x?x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, %d1] : memref<?xf32> into memref<3x?xf32>
  return %1 : memref<3x?xf32>
}
func.func @g47(%x: memref<?x2x3x?xf32>, %d0: index, %d1: index, %d2: index) -> memref<?x6x?xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<?x2x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [%d0, 6, %d2] : memref<?xf32> into memref<?x6x?xf32>
  return %1 : memref<?x6x?xf32>
}
func.func @g48(%x: memref<?x6x1xf32>, %d0: index, %d1: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<?x6x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func.func @g49(%x: memref<1x?x6xf32>, %d0: index, %d1: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %x [[0, 1, 2]] : memref<1x?x6xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%d0, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @g0(%arg0: memref<?x2x3xf32>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x2x3xf32> into memref<?x6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g1(%arg0: memref<2x3x?xf32>, %arg1: index, %arg2: index) -> memref<6x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x?xf32> into memref<6x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g2(%arg0: memref<?x2x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x2x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g3(%arg0: memref<?x?x4xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g4(%arg0: memref<2x?x3xf32>, %arg1: index, %arg2: index) -> memref<?x3xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x?x3xf32> into memref<?x3xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g5(%arg0: memref<?x1x4xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x1x4xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g6(%arg0: memref<1x?x4xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<1x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g7(%arg0: memref<?x4x1xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x4x1xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g8(%arg0: memref<4x?x1x?xf32>, %arg1: index, %arg2: index) -> memref<4x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<4x?x1x?xf32> into memref<4x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g9(%arg0: memref<2x?x3x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x?x3x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g10(%arg0: memref<?x2x3x4xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x6x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2], [3]] : memref<?x2x3x4xf32> into memref<?x6x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g11(%arg0: memref<?x6x4xf32>, %arg1: index, %arg2: index) -> memref<?x24xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x6x4xf32> into memref<?x24xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x24xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g12(%arg0: memref<3x?x2xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<3x?x2xf32> into memref<?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g13(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g14(%arg0: memref<2x3x4xf32>, %arg1: index, %arg2: index) -> memref<6x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g15(%arg0: memref<2x3x4xf32>, %arg1: index, %arg2: index) -> memref<2x12xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
// CHECK-NEXT:     return %collapse_shape : memref<2x12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g16(%arg0: memref<1x1x?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<1x1x?xf32> into memref<?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g17(%arg0: memref<?x1x1xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x1x1xf32> into memref<?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g18(%arg0: memref<1x?x1xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<1x?x1xf32> into memref<?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g19(%arg0: memref<?x2x1x3xf32>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<?x2x1x3xf32> into memref<?x6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g20(%arg0: memref<?x1x2x3xf32>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<?x1x2x3xf32> into memref<?x6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g21(%arg0: memref<2x?x1x3xf32>, %arg1: index, %arg2: index) -> memref<?x3xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<2x?x1x3xf32> into memref<?x3xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g22(%arg0: memref<6x?xf32>, %arg1: index, %arg2: index) -> memref<2x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<6x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [2, %arg2] : memref<?xf32> into memref<2x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g23(%arg0: memref<?x4x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g24(%arg0: memref<4x?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<4x?x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g25(%arg0: memref<1x?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<1x?x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g26(%arg0: memref<?x?x1xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x?x1xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g27(%arg0: memref<?x1x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x1x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g28(%arg0: memref<2x3x?x1xf32>, %arg1: index, %arg2: index) -> memref<6x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<2x3x?x1xf32> into memref<6x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g29(%arg0: memref<?x2x2xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x2x2xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g30(%arg0: memref<?x2x?x3xf32>, %arg1: index, %arg2: index) -> memref<?x3xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : memref<?x2x?x3xf32> into memref<?x3xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g31(%arg0: memref<?x4x2x3xf32>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<?x4x2x3xf32> into memref<?x6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g32(%arg0: memref<3x?x2x?xf32>, %arg1: index, %arg2: index) -> memref<3x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<3x?x2x?xf32> into memref<3x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g33(%arg0: memref<1x1x1xf32>, %arg1: index) -> memref<1xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
// CHECK-NEXT:     return %collapse_shape : memref<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g34(%arg0: memref<1x?x1xf32>, %arg1: index, %arg2: index) -> memref<1x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<1x?x1xf32> into memref<1x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g35(%arg0: memref<?x1x1x4xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<?x1x1x4xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g36(%arg0: memref<2x1x3xf32>, %arg1: index, %arg2: index) -> memref<2x3xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<2x1x3xf32> into memref<2x3xf32>
// CHECK-NEXT:     return %collapse_shape : memref<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g37(%arg0: memref<2x1x3xf32>, %arg1: index, %arg2: index) -> memref<6x1xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x1x3xf32> into memref<6xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [6, 1] : memref<6xf32> into memref<6x1xf32>
// CHECK-NEXT:     return %expand_shape : memref<6x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g38(%arg0: memref<?x2x1xf32>, %arg1: index, %arg2: index) -> memref<?x2xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x2x1xf32> into memref<?x2xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g39(%arg0: memref<1x2x?x1x3xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<2x?x3xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3, 4]] : memref<1x2x?x1x3xf32> into memref<2x?x3xf32>
// CHECK-NEXT:     return %collapse_shape : memref<2x?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g40(%arg0: memref<4x2x?xf32>, %arg1: index, %arg2: index) -> memref<8x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<4x2x?xf32> into memref<8x?xf32>
// CHECK-NEXT:     return %collapse_shape : memref<8x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g41(%arg0: memref<2x3x1x1xf32>, %arg1: index) -> memref<6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x1x1xf32> into memref<6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g42(%arg0: memref<1x2x3xf32>, %arg1: index) -> memref<6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<1x2x3xf32> into memref<6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g43(%arg0: memref<?x3x1x2xf32>, %arg1: index, %arg2: index) -> memref<?x2xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<?x3x1x2xf32> into memref<?x2xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g44(%arg0: memref<2x?x2xf32>, %arg1: index, %arg2: index) -> memref<?x2xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x?x2xf32> into memref<?x2xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g45(%arg0: memref<2x2x?x2x2xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] : memref<2x2x?x2x2xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g46(%arg0: memref<6x?x2xf32>, %arg1: index, %arg2: index) -> memref<3x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<6x?x2xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [3, %arg2] : memref<?xf32> into memref<3x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g47(%arg0: memref<?x2x3x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x6x?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<?x2x3x?xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1, 2]] output_shape [%arg1, 6, %arg3] : memref<?xf32> into memref<?x6x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g48(%arg0: memref<?x6x1xf32>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x6x1xf32> into memref<?x6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g49(%arg0: memref<1x?x6xf32>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<1x?x6xf32> into memref<?x6xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
