// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Constant offsets, sizes and strides of subview become static one list
// at a time (offsets, then sizes, then strides), each step only while the
// subview stays in bounds of its source.
func.func @sv(%t: memref<16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c14 = arith.constant 14 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %t[%c14] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
func.func @sv2(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c14 = arith.constant 14 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %t[%i] [%c4] [%c4] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %s : memref<?xf32, strided<[?], offset: ?>>
}
func.func @sv3(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c14 = arith.constant 14 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %s = memref.subview %t[%c6] [%c4] [%c4] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %s : memref<?xf32, strided<[?], offset: ?>>
}
func.func @s0(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%c6] [%i] [%c1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s1(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%i] [%c9] [%c4] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s2(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c20] [%c1] [%c1] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s3(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%i] [%i] [%c4] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s4(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %0 = memref.subview %t[%i, %i] [%c2, %i] [%c4, %c2] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s5(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %0 = memref.subview %t[%c14] [%c2] [%c2] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s6(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%i, %c20] [%c9, %c1] [%i, %i] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s7(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %0 = memref.subview %t[%c14] [%c1] [%c4] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s8(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %t[%c0] [%c1] [%i] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s9(%t: memref<16x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%i, %i] [%i, %i] [%c2, %c1] : memref<16x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s10(%t: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %0 = memref.subview %t[%c7, %c6] [%i, %c4] [%c1, %c4] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s11(%t: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c14, %c20] [%c4, %i] [%c1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s12(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %t[%c2] [%c4] [%i] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s13(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %0 = memref.subview %t[%c14] [%c2] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s14(%t: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c20, %i] [%c1, %c1] [%c2, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s15(%t: memref<16x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %t[%c0, %c0] [%c2, %c4] [%i, %c2] : memref<16x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s16(%t: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%i, %c7] [%c4, %c9] [%i, %i] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s17(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c20] [%c9] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s18(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%i, %c0] [%c2, %c9] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s19(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%c6, %c2] [%c4, %c9] [%c1, %c2] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s20(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c7, %i] [%c9, %i] [%c2, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s21(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %t[%c0] [%i] [%c1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s22(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %0 = memref.subview %t[%c6] [%c2] [%i] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s23(%t: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%c6, %i] [%c4, %c9] [%c1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s24(%t: memref<16x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c14 = arith.constant 14 : index
  %0 = memref.subview %t[%i, %i] [%i, %c4] [%c4, %c2] : memref<16x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s25(%t: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = memref.subview %t[%c2, %c7] [%i, %c1] [%i, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s26(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%c7, %i] [%c2, %c9] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s27(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c20] [%c9] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s28(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c14 = arith.constant 14 : index
  %0 = memref.subview %t[%c14] [%c1] [%c1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s29(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%i] [%c2] [%c4] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s30(%t: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%i, %c7] [%i, %c9] [%c1, %c4] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s31(%t: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c14, %c20] [%c2, %c2] [%i, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s32(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %t[%i] [%c4] [%c4] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s33(%t: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%c7, %i] [%c9, %i] [%c1, %i] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s34(%t: memref<8xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c20] [%c1] [%c1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s35(%t: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %0 = memref.subview %t[%c14, %c20] [%i, %c4] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s36(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %0 = memref.subview %t[%i] [%c1] [%c2] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s37(%t: memref<16xf32>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%i] [%c9] [%c4] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

func.func @s38(%t: memref<16x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c14 = arith.constant 14 : index
  %0 = memref.subview %t[%c14, %i] [%c1, %c4] [%c1, %c4] : memref<16x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @s39(%t: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = memref.subview %t[%c0, %c6] [%c1, %c9] [%c2, %i] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK: module {
// CHECK-NEXT:   func.func @sv(%arg0: memref<16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[14] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: 14>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 14>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sv2(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [4] [4] : memref<16xf32> to memref<4xf32, strided<[4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sv3(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[6] [4] [%c4] : memref<16xf32> to memref<4xf32, strided<[?], offset: 6>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4xf32, strided<[?], offset: 6>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s0(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[6] [%arg1] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: 6>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 6>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s1(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [9] [4] : memref<8xf32> to memref<9xf32, strided<[4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<9xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s2(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c20] [%c1] [%c1] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s3(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [%arg1] [4] : memref<16xf32> to memref<?xf32, strided<[4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s4(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [2, %arg1] [4, 2] : memref<8x8xf32> to memref<2x?xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2x?xf32, strided<[32, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s5(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[14] [2] [%c2] : memref<16xf32> to memref<2xf32, strided<[?], offset: 14>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2xf32, strided<[?], offset: 14>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s6(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %c20] [%c9, %c1] [%arg1, %arg1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s7(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c14] [%c1] [%c4] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s8(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [1] [%arg1] : memref<16xf32> to memref<1xf32, strided<[?]>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<1xf32, strided<[?]>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s9(%arg0: memref<16x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [2, 1] : memref<16x8xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?x?xf32, strided<[16, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s10(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[7, 6] [%arg1, 4] [%c1, %c4] : memref<8x16xf32> to memref<?x4xf32, strided<[?, ?], offset: 118>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?x4xf32, strided<[?, ?], offset: 118>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s11(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c14, %c20] [%c4, %arg1] [%c1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s12(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [%arg1] : memref<16xf32> to memref<4xf32, strided<[?], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4xf32, strided<[?], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s13(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c14] [%c2] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s14(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c20, %arg1] [%c1, %c1] [%c2, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s15(%arg0: memref<16x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0] [2, 4] [%arg1, 2] : memref<16x8xf32> to memref<2x4xf32, strided<[?, 2]>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2x4xf32, strided<[?, 2]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s16(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 7] [4, 9] [%arg1, %arg1] : memref<16x16xf32> to memref<4x9xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x9xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s17(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c20] [%c9] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s18(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [2, 9] [%c1, %c1] : memref<8x8xf32> to memref<2x9xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2x9xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s19(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[6, 2] [4, 9] [%c1, %c2] : memref<8x8xf32> to memref<4x9xf32, strided<[?, ?], offset: 50>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x9xf32, strided<[?, ?], offset: 50>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s20(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[7, %arg1] [9, %arg1] [%c2, %c1] : memref<8x8xf32> to memref<9x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<9x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s21(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [%arg1] [1] : memref<8xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1]>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s22(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[6] [2] [%arg1] : memref<16xf32> to memref<2xf32, strided<[?], offset: 6>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2xf32, strided<[?], offset: 6>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s23(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[6, %arg1] [4, 9] [1, 1] : memref<16x16xf32> to memref<4x9xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x9xf32, strided<[16, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s24(%arg0: memref<16x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, 4] [4, 2] : memref<16x8xf32> to memref<?x4xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?x4xf32, strided<[32, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s25(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2, 7] [%arg1, 1] [%arg1, 2] : memref<8x16xf32> to memref<?x1xf32, strided<[?, 2], offset: 39>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?x1xf32, strided<[?, 2], offset: 39>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s26(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[7, %arg1] [2, 9] [%c1, %c1] : memref<8x8xf32> to memref<2x9xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2x9xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s27(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c20] [%c9] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s28(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c14] [%c1] [%c1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s29(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [2] [4] : memref<8xf32> to memref<2xf32, strided<[4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s30(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 7] [%arg1, 9] [%c1, %c4] : memref<16x16xf32> to memref<?x9xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?x9xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s31(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c14, %c20] [%c2, %c2] [%arg1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s32(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [4] [4] : memref<16xf32> to memref<4xf32, strided<[4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s33(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[7, %arg1] [9, %arg1] [%c1, %arg1] : memref<8x16xf32> to memref<9x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<9x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s34(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c20] [%c1] [%c1] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s35(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c14 = arith.constant 14 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c14, %c20] [%arg1, %c4] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s36(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [1] [2] : memref<16xf32> to memref<1xf32, strided<[2], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<1xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s37(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [9] [4] : memref<16xf32> to memref<9xf32, strided<[4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<9xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s38(%arg0: memref<16x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[14, %arg1] [1, 4] [1, 4] : memref<16x8xf32> to memref<1x4xf32, strided<[8, 4], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<1x4xf32, strided<[8, 4], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s39(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 6] [1, 9] [2, %arg1] : memref<16x16xf32> to memref<1x9xf32, strided<[32, ?], offset: 6>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<1x9xf32, strided<[32, ?], offset: 6>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
