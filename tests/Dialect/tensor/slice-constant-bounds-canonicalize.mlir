// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Constant offsets, sizes and strides of extract_slice become static one
// list at a time (offsets, then sizes, then strides), each step only while
// the slice stays in bounds of its source.
func.func @es(%t: tensor<16xf32>) -> tensor<?xf32> {
  %c20 = arith.constant 20 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c20] [%c4] [1] : tensor<16xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}
func.func @es2(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c14 = arith.constant 14 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c14] [%c4] [1] : tensor<16xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}
func.func @es3(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c14 = arith.constant 14 : index
  %s = tensor.extract_slice %t[%c14] [%i] [1] : tensor<16xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}
func.func @s0(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%c6] [%i] [%c1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s1(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%i] [%c9] [%c4] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s2(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c20] [%c1] [%c1] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s3(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%i] [%i] [%c4] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s4(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %0 = tensor.extract_slice %t[%i, %i] [%c2, %i] [%c4, %c2] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s5(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %0 = tensor.extract_slice %t[%c14] [%c2] [%c2] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s6(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%i, %c20] [%c9, %c1] [%i, %i] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s7(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %0 = tensor.extract_slice %t[%c14] [%c1] [%c4] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s8(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%c0] [%c1] [%i] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s9(%t: tensor<16x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%i, %i] [%i, %i] [%c2, %c1] : tensor<16x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s10(%t: tensor<8x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %0 = tensor.extract_slice %t[%c7, %c6] [%i, %c4] [%c1, %c4] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s11(%t: tensor<16x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c14, %c20] [%c4, %i] [%c1, %c1] : tensor<16x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s12(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c2] [%c4] [%i] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s13(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %0 = tensor.extract_slice %t[%c14] [%c2] [%c2] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s14(%t: tensor<8x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c20, %i] [%c1, %c1] [%c2, %c2] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s15(%t: tensor<16x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %c0] [%c2, %c4] [%i, %c2] : tensor<16x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s16(%t: tensor<16x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%i, %c7] [%c4, %c9] [%i, %i] : tensor<16x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s17(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c20] [%c9] [%c2] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s18(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%i, %c0] [%c2, %c9] [%c1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s19(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%c6, %c2] [%c4, %c9] [%c1, %c2] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s20(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c7, %i] [%c9, %i] [%c2, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s21(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%c0] [%i] [%c1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s22(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.extract_slice %t[%c6] [%c2] [%i] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s23(%t: tensor<16x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%c6, %i] [%c4, %c9] [%c1, %c1] : tensor<16x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s24(%t: tensor<16x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c14 = arith.constant 14 : index
  %0 = tensor.extract_slice %t[%i, %i] [%i, %c4] [%c4, %c2] : tensor<16x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s25(%t: tensor<8x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = tensor.extract_slice %t[%c2, %c7] [%i, %c1] [%i, %c2] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s26(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%c7, %i] [%c2, %c9] [%c1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s27(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c20] [%c9] [%c2] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s28(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c14 = arith.constant 14 : index
  %0 = tensor.extract_slice %t[%c14] [%c1] [%c1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s29(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%i] [%c2] [%c4] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s30(%t: tensor<16x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%i, %c7] [%i, %c9] [%c1, %c4] : tensor<16x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s31(%t: tensor<16x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c14, %c20] [%c2, %c2] [%i, %c1] : tensor<16x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s32(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%i] [%c4] [%c4] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s33(%t: tensor<8x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%c7, %i] [%c9, %i] [%c1, %i] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s34(%t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c20] [%c1] [%c1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s35(%t: tensor<8x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %0 = tensor.extract_slice %t[%c14, %c20] [%i, %c4] [%c1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s36(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.extract_slice %t[%i] [%c1] [%c2] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s37(%t: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%i] [%c9] [%c4] : tensor<16xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @s38(%t: tensor<16x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c14 = arith.constant 14 : index
  %0 = tensor.extract_slice %t[%c14, %i] [%c1, %c4] [%c1, %c4] : tensor<16x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @s39(%t: tensor<16x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = tensor.extract_slice %t[%c0, %c6] [%c1, %c9] [%c2, %i] : tensor<16x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @es(%arg0: tensor<16xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c20] [%c4] [1] : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @es2(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[14] [%c4] [1] : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @es3(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[14] [%arg1] [1] : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s0(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[6] [%arg1] [1] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s1(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1] [9] [4] : tensor<8xf32> to tensor<9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<9xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s2(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c20] [%c1] [%c1] : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s3(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1] [%arg1] [4] : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s4(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [2, %arg1] [4, 2] : tensor<8x8xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s5(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[14] [2] [%c2] : tensor<16xf32> to tensor<2xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s6(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %c20] [%c9, %c1] [%arg1, %arg1] : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s7(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c14] [%c1] [%c4] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s8(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [1] [%arg1] : tensor<16xf32> to tensor<1xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<1xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s9(%arg0: tensor<16x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [%arg1, %arg1] [2, 1] : tensor<16x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s10(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[7, 6] [%arg1, 4] [%c1, %c4] : tensor<8x16xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s11(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c14, %c20] [%c4, %arg1] [%c1, %c1] : tensor<16x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s12(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [%arg1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s13(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c14] [%c2] [%c2] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s14(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c20, %arg1] [%c1, %c1] [%c2, %c2] : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s15(%arg0: tensor<16x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, 4] [%arg1, 2] : tensor<16x8xf32> to tensor<2x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s16(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 7] [4, 9] [%arg1, %arg1] : tensor<16x16xf32> to tensor<4x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s17(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c20] [%c9] [%c2] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s18(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 9] [%c1, %c1] : tensor<8x8xf32> to tensor<2x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s19(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[6, 2] [4, 9] [%c1, %c2] : tensor<8x8xf32> to tensor<4x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s20(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[7, %arg1] [9, %arg1] [%c2, %c1] : tensor<8x8xf32> to tensor<9x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<9x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s21(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [%arg1] [1] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s22(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[6] [2] [%arg1] : tensor<16xf32> to tensor<2xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s23(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[6, %arg1] [4, 9] [1, 1] : tensor<16x16xf32> to tensor<4x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s24(%arg0: tensor<16x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [%arg1, 4] [4, 2] : tensor<16x8xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s25(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2, 7] [%arg1, 1] [%arg1, 2] : tensor<8x16xf32> to tensor<?x1xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<?x1xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s26(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[7, %arg1] [2, 9] [%c1, %c1] : tensor<8x8xf32> to tensor<2x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s27(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c20] [%c9] [%c2] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s28(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c14] [%c1] [%c1] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s29(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1] [2] [4] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s30(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 7] [%arg1, 9] [%c1, %c4] : tensor<16x16xf32> to tensor<?x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<?x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s31(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c14, %c20] [%c2, %c2] [%arg1, %c1] : tensor<16x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s32(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1] [4] [4] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s33(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[7, %arg1] [9, %arg1] [%c1, %arg1] : tensor<8x16xf32> to tensor<9x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<9x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s34(%arg0: tensor<8xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c20] [%c1] [%c1] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s35(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c14, %c20] [%arg1, %c4] [%c1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s36(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [2] : tensor<16xf32> to tensor<1xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<1xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s37(%arg0: tensor<16xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1] [9] [4] : tensor<16xf32> to tensor<9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<9xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s38(%arg0: tensor<16x8xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[14, %arg1] [1, 4] [1, 4] : tensor<16x8xf32> to tensor<1x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<1x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s39(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 6] [1, 9] [2, %arg1] : tensor<16x16xf32> to tensor<1x9xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<1x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
