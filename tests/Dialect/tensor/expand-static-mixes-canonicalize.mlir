// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Generated expand_shapes of casts with constant, static and value output
// sizes.
func.func @e0(%x: tensor<12x?xf32>, %n: index) -> tensor<?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %x : tensor<12x?xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2, 3]] output_shape [%n, %n, %c1, %n] : tensor<?x?xf32> into tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}
func.func @e1(%x: tensor<?xf32>, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %x : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, %c1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @e2(%x: tensor<12x?x?xf32>, %n: index) -> tensor<12x?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<12x?x?xf32> to tensor<12x?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1], [2]] output_shape [12, %n, %c4] : tensor<12x?x?xf32> into tensor<12x?x?xf32>
  return %1 : tensor<12x?x?xf32>
}
func.func @e3(%x: tensor<?xf32>, %n: index) -> tensor<?x?x3xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %x : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%c2, %n, 3] : tensor<?xf32> into tensor<?x?x3xf32>
  return %1 : tensor<?x?x3xf32>
}
func.func @e4(%x: tensor<12xf32>, %n: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %x : tensor<12xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, %c2] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @e5(%x: tensor<6xf32>, %n: index) -> tensor<6x1xf32> {
  %1 = tensor.expand_shape %x [[0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
  return %1 : tensor<6x1xf32>
}
func.func @e6(%x: tensor<4x6x8xf32>, %n: index) -> tensor<1x4x?x?x8x?xf32> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.cast %x : tensor<4x6x8xf32> to tensor<4x?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3], [4, 5]] output_shape [1, 4, %n, %c6, 8, %c1] : tensor<4x?x?xf32> into tensor<1x4x?x?x8x?xf32>
  return %1 : tensor<1x4x?x?x8x?xf32>
}
func.func @e7(%x: tensor<4x?xf32>, %n: index) -> tensor<2x2x1x2x?xf32> {
  %0 = tensor.cast %x : tensor<4x?xf32> to tensor<4x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2], [3, 4]] output_shape [2, 2, 1, 2, %n] : tensor<4x?xf32> into tensor<2x2x1x2x?xf32>
  return %1 : tensor<2x2x1x2x?xf32>
}
func.func @e8(%x: tensor<12xf32>, %n: index) -> tensor<2x6xf32> {
  %0 = tensor.cast %x : tensor<12xf32> to tensor<12xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 6] : tensor<12xf32> into tensor<2x6xf32>
  return %1 : tensor<2x6xf32>
}
func.func @e9(%x: tensor<12x6xf32>, %n: index) -> tensor<4x3x?x2x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %x : tensor<12x6xf32> to tensor<12x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3, 4]] output_shape [4, 3, %n, 2, %c1] : tensor<12x?xf32> into tensor<4x3x?x2x?xf32>
  return %1 : tensor<4x3x?x2x?xf32>
}
func.func @e10(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %x : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%c1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @e11(%x: tensor<?x8x12xf32>, %n: index) -> tensor<?x?x?x?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %0 = tensor.cast %x : tensor<?x8x12xf32> to tensor<?x?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3, 4], [5, 6]] output_shape [%n, %c2, %n, %n, %n, %c1, %c12] : tensor<?x?x?xf32> into tensor<?x?x?x?x?x?x?xf32>
  return %1 : tensor<?x?x?x?x?x?x?xf32>
}
func.func @e12(%x: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%c4] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @e13(%x: tensor<?x8x12xf32>, %n: index) -> tensor<?x3x?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %0 = tensor.cast %x : tensor<?x8x12xf32> to tensor<?x?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3, 4], [5]] output_shape [%c1, 3, %c4, %n, %n, %c12] : tensor<?x?x?xf32> into tensor<?x3x?x?x?x?xf32>
  return %1 : tensor<?x3x?x?x?x?xf32>
}
func.func @e14(%x: tensor<6x6xf32>, %n: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %x : tensor<6x6xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1]] output_shape [%n, %n] : tensor<?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @e15(%x: tensor<8x?x12xf32>, %n: index) -> tensor<?x2x?x1x?xf32> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %0 = tensor.cast %x : tensor<8x?x12xf32> to tensor<?x?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2, 3], [4]] output_shape [%c8, 2, %c4, 1, %c12] : tensor<?x?x?xf32> into tensor<?x2x?x1x?xf32>
  return %1 : tensor<?x2x?x1x?xf32>
}
func.func @e16(%x: tensor<?x?x?xf32>, %n: index) -> tensor<?x?x?x2x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2, 3], [4]] output_shape [%n, %c2, %c4, 2, %n] : tensor<?x?x?xf32> into tensor<?x?x?x2x?xf32>
  return %1 : tensor<?x?x?x2x?xf32>
}
func.func @e17(%x: tensor<4xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%n, %c1, %c2] : tensor<?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @e18(%x: tensor<6xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%n, %n, %c2] : tensor<?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @e20(%x: tensor<?x?x6xf32>, %n: index) -> tensor<3x1x?x?x1x?x6xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<?x?x6xf32> to tensor<?x?x6xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2], [3, 4, 5], [6]] output_shape [3, 1, %c1, %c4, 1, %c1, 6] : tensor<?x?x6xf32> into tensor<3x1x?x?x1x?x6xf32>
  return %1 : tensor<3x1x?x?x1x?x6xf32>
}
func.func @e21(%x: tensor<8xf32>, %n: index) -> tensor<2x4xf32> {
  %0 = tensor.cast %x : tensor<8xf32> to tensor<8xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
func.func @e22(%x: tensor<12x6x4xf32>, %n: index) -> tensor<4x1x?x?x?x1xf32> {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.cast %x : tensor<12x6x4xf32> to tensor<?x?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2], [3], [4, 5]] output_shape [4, 1, %c3, %c6, %c4, 1] : tensor<?x?x?xf32> into tensor<4x1x?x?x?x1xf32>
  return %1 : tensor<4x1x?x?x?x1xf32>
}
func.func @e23(%x: tensor<4xf32>, %n: index) -> tensor<1x4xf32> {
  %0 = tensor.cast %x : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}
func.func @e24(%x: tensor<4x6x8xf32>, %n: index) -> tensor<?x6x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<4x6x8xf32> to tensor<?x?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2], [3]] output_shape [%c4, 6, %c1, %n] : tensor<?x?x?xf32> into tensor<?x6x?x?xf32>
  return %1 : tensor<?x6x?x?xf32>
}
func.func @e25(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %0 = tensor.cast %x : tensor<8xf32> to tensor<8xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [8] : tensor<8xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func @e26(%x: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%n] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @e27(%x: tensor<?x4xf32>, %n: index) -> tensor<?x?x?xf32> {
  %0 = tensor.cast %x : tensor<?x4xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [%n, %n, %n] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @e28(%x: tensor<12x?xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %0 = tensor.cast %x : tensor<12x?xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [%c12, %n, %c2] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @e29(%x: tensor<8x6xf32>, %n: index) -> tensor<?x?xf32> {
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %0 = tensor.cast %x : tensor<8x6xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1]] output_shape [%c8, %c6] : tensor<?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @e30(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.cast %x : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%n] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @e31(%x: tensor<12x6xf32>, %n: index) -> tensor<?x?xf32> {
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %0 = tensor.cast %x : tensor<12x6xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1]] output_shape [%c12, %c6] : tensor<?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @e33(%x: tensor<?x6xf32>, %n: index) -> tensor<?x?x?x6xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %x : tensor<?x6xf32> to tensor<?x6xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2], [3]] output_shape [%c2, %c1, %c1, 6] : tensor<?x6xf32> into tensor<?x?x?x6xf32>
  return %1 : tensor<?x?x?x6xf32>
}
func.func @e34(%x: tensor<6x4xf32>, %n: index) -> tensor<2x3x1x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<6x4xf32> to tensor<6x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2], [3]] output_shape [2, 3, 1, %c4] : tensor<6x?xf32> into tensor<2x3x1x?xf32>
  return %1 : tensor<2x3x1x?xf32>
}
func.func @e35(%x: tensor<12x12x6xf32>, %n: index) -> tensor<1x12x4x?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.cast %x : tensor<12x12x6xf32> to tensor<12x?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3, 4], [5, 6]] output_shape [1, 12, 4, %n, %c1, %n, %c6] : tensor<12x?x?xf32> into tensor<1x12x4x?x?x?x?xf32>
  return %1 : tensor<1x12x4x?x?x?x?xf32>
}
func.func @e36(%x: tensor<4x8xf32>, %n: index) -> tensor<4x1x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<4x8xf32> to tensor<4x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3, 4]] output_shape [4, 1, %c4, %c1, %c2] : tensor<4x?xf32> into tensor<4x1x?x?x?xf32>
  return %1 : tensor<4x1x?x?x?xf32>
}
func.func @e37(%x: tensor<8x4xf32>, %n: index) -> tensor<2x4x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %x : tensor<8x4xf32> to tensor<8x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, %c4] : tensor<8x?xf32> into tensor<2x4x?xf32>
  return %1 : tensor<2x4x?xf32>
}
func.func @e38(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.cast %x : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0]] output_shape [%n] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @e0(%arg0: tensor<12x?xf32>, %arg1: index) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<12x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0], [1, 2, 3]] output_shape [%arg1, %arg1, %c1, %arg1] : tensor<?x?xf32> into tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e1(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, %c1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e2(%arg0: tensor<12x?x?xf32>, %arg1: index) -> tensor<12x?x?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<12x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e3(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x?x3xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [%c2, %arg1, 3] : tensor<?xf32> into tensor<?x?x3xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e4(%arg0: tensor<12xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<12xf32> to tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1]] output_shape [%arg1, 2] : tensor<?xf32> into tensor<?x2xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<?x2xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e5(%arg0: tensor<6xf32>, %arg1: index) -> tensor<6x1xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
// CHECK-NEXT:     return %expanded : tensor<6x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e6(%arg0: tensor<4x6x8xf32>, %arg1: index) -> tensor<1x4x?x?x8x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4x6x8xf32> to tensor<4x?x8xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2, 3], [4, 5]] output_shape [1, 4, %arg1, 6, 8, 1] : tensor<4x?x8xf32> into tensor<1x4x?x6x8x1xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<1x4x?x6x8x1xf32> to tensor<1x4x?x?x8x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<1x4x?x?x8x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e7(%arg0: tensor<4x?xf32>, %arg1: index) -> tensor<2x2x1x2x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] output_shape [2, 2, 1, 2, %arg1] : tensor<4x?xf32> into tensor<2x2x1x2x?xf32>
// CHECK-NEXT:     return %expanded : tensor<2x2x1x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e8(%arg0: tensor<12xf32>, %arg1: index) -> tensor<2x6xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 6] : tensor<12xf32> into tensor<2x6xf32>
// CHECK-NEXT:     return %expanded : tensor<2x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e9(%arg0: tensor<12x6xf32>, %arg1: index) -> tensor<4x3x?x2x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<12x6xf32> to tensor<12x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2, 3, 4]] output_shape [4, 3, %arg1, 2, 1] : tensor<12x?xf32> into tensor<4x3x?x2x1xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<4x3x?x2x1xf32> to tensor<4x3x?x2x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<4x3x?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e10(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e11(%arg0: tensor<?x8x12xf32>, %arg1: index) -> tensor<?x?x?x?x?x?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x8x12xf32> to tensor<?x?x12xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2, 3, 4], [5, 6]] output_shape [%arg1, %c2, %arg1, %arg1, %arg1, 1, 12] : tensor<?x?x12xf32> into tensor<?x?x?x?x?x1x12xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<?x?x?x?x?x1x12xf32> to tensor<?x?x?x?x?x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?x?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e12(%arg0: tensor<4xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e13(%arg0: tensor<?x8x12xf32>, %arg1: index) -> tensor<?x3x?x?x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x8x12xf32> to tensor<?x?x12xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2, 3, 4], [5]] output_shape [%c1, 3, 4, %arg1, %arg1, 12] : tensor<?x?x12xf32> into tensor<?x3x4x?x?x12xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<?x3x4x?x?x12xf32> to tensor<?x3x?x?x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x3x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e14(%arg0: tensor<6x6xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<6x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e15(%arg0: tensor<8x?x12xf32>, %arg1: index) -> tensor<?x2x?x1x?xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2, 3], [4]] output_shape [8, 2, %c4, 1, 12] : tensor<8x?x12xf32> into tensor<8x2x?x1x12xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<8x2x?x1x12xf32> to tensor<?x2x?x1x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x2x?x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e16(%arg0: tensor<?x?x?xf32>, %arg1: index) -> tensor<?x?x?x2x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2, 3], [4]] output_shape [%arg1, %c2, %c4, 2, %arg1] : tensor<?x?x?xf32> into tensor<?x?x?x2x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?x2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e17(%arg0: tensor<4xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1, 2]] output_shape [%arg1, 1, 2] : tensor<?xf32> into tensor<?x1x2xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<?x1x2xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e18(%arg0: tensor<6xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1, 2]] output_shape [%arg1, %arg1, 2] : tensor<?xf32> into tensor<?x?x2xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<?x?x2xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e20(%arg0: tensor<?x?x6xf32>, %arg1: index) -> tensor<3x1x?x?x1x?x6xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4, 5], [6]] output_shape [3, 1, %c1, %c4, 1, %c1, 6] : tensor<?x?x6xf32> into tensor<3x1x?x?x1x?x6xf32>
// CHECK-NEXT:     return %expanded : tensor<3x1x?x?x1x?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e21(%arg0: tensor<8xf32>, %arg1: index) -> tensor<2x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK-NEXT:     return %expanded : tensor<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e22(%arg0: tensor<12x6x4xf32>, %arg1: index) -> tensor<4x1x?x?x?x1xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3], [4, 5]] output_shape [4, 1, 3, 6, 4, 1] : tensor<12x6x4xf32> into tensor<4x1x3x6x4x1xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<4x1x3x6x4x1xf32> to tensor<4x1x?x?x?x1xf32>
// CHECK-NEXT:     return %cast : tensor<4x1x?x?x?x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e23(%arg0: tensor<4xf32>, %arg1: index) -> tensor<1x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT:     return %expanded : tensor<1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e24(%arg0: tensor<4x6x8xf32>, %arg1: index) -> tensor<?x6x?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4x6x8xf32> to tensor<4x6x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0], [1, 2], [3]] output_shape [4, 6, 1, %arg1] : tensor<4x6x?xf32> into tensor<4x6x1x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<4x6x1x?xf32> to tensor<?x6x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x6x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e25(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT:     return %arg0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e26(%arg0: tensor<4xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e27(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0], [1, 2]] output_shape [%arg1, %arg1, %arg1] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e28(%arg0: tensor<12x?xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [12, %arg1, %c2] : tensor<12x?xf32> into tensor<12x?x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<12x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e29(%arg0: tensor<8x6xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<8x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e30(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e31(%arg0: tensor<12x6xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<12x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e33(%arg0: tensor<?x6xf32>, %arg1: index) -> tensor<?x?x?x6xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [%c2, %c1, %c1, 6] : tensor<?x6xf32> into tensor<?x?x?x6xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?x?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e34(%arg0: tensor<6x4xf32>, %arg1: index) -> tensor<2x3x1x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [2, 3, 1, 4] : tensor<6x4xf32> into tensor<2x3x1x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<2x3x1x4xf32> to tensor<2x3x1x?xf32>
// CHECK-NEXT:     return %cast : tensor<2x3x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e35(%arg0: tensor<12x12x6xf32>, %arg1: index) -> tensor<1x12x4x?x?x?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<12x12x6xf32> to tensor<12x?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2, 3, 4], [5, 6]] output_shape [1, 12, 4, %arg1, 1, %arg1, 6] : tensor<12x?x?xf32> into tensor<1x12x4x?x1x?x6xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %expanded : tensor<1x12x4x?x1x?x6xf32> to tensor<1x12x4x?x?x?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<1x12x4x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e36(%arg0: tensor<4x8xf32>, %arg1: index) -> tensor<4x1x?x?x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3, 4]] output_shape [4, 1, 4, 1, 2] : tensor<4x8xf32> into tensor<4x1x4x1x2xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<4x1x4x1x2xf32> to tensor<4x1x?x?x?xf32>
// CHECK-NEXT:     return %cast : tensor<4x1x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e37(%arg0: tensor<8x4xf32>, %arg1: index) -> tensor<2x4x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 4] : tensor<8x4xf32> into tensor<2x4x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<2x4x4xf32> to tensor<2x4x?xf32>
// CHECK-NEXT:     return %cast : tensor<2x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e38(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
