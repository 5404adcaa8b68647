// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Generated memref expand_shapes of casts (identity and strided layouts)
// with constant, static and value output sizes.
func.func @e0(%x: memref<4x8xf32>, %n: index) -> memref<1x2x2x8xf32> {

  %0 = memref.cast %x : memref<4x8xf32> to memref<4x8xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3]] output_shape [1, 2, 2, 8] : memref<4x8xf32> into memref<1x2x2x8xf32>
  return %1 : memref<1x2x2x8xf32>
}
func.func @e1(%x: memref<?x4xf32>, %n: index) -> memref<?x?x?x?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.cast %x : memref<?x4xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3, 4]] output_shape [%c4, %n, %n, %n, %c4] : memref<?x?xf32> into memref<?x?x?x?x?xf32>
  return %1 : memref<?x?x?x?x?xf32>
}
func.func @e2(%x: memref<?xf32, strided<[3], offset: ?>>, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %0 = memref.cast %x : memref<?xf32, strided<[3], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.expand_shape %0 [[0]] output_shape [%c4] : memref<?xf32, strided<[?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @e3(%x: memref<6xf32>, %n: index) -> memref<1x1x6xf32> {

  %0 = memref.cast %x : memref<6xf32> to memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 6] : memref<6xf32> into memref<1x1x6xf32>
  return %1 : memref<1x1x6xf32>
}
func.func @e4(%x: memref<6x?x6xf32, strided<[?, 2, ?], offset: 5>>, %n: index) -> memref<?x?x?x6x?x1xf32, strided<[?, ?, ?, ?, ?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = memref.cast %x : memref<6x?x6xf32, strided<[?, 2, ?], offset: 5>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4, 5]] output_shape [%c6, %c1, %n, 6, %c1, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x?x6x?x1xf32, strided<[?, ?, ?, ?, ?, ?], offset: ?>>
  return %1 : memref<?x?x?x6x?x1xf32, strided<[?, ?, ?, ?, ?, ?], offset: ?>>
}
func.func @e5(%x: memref<8x6xf32, strided<[2, 2], offset: ?>>, %n: index) -> memref<?x2x6xf32, strided<[?, ?, ?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %0 = memref.cast %x : memref<8x6xf32, strided<[2, 2], offset: ?>> to memref<?x6xf32, strided<[?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%c4, 2, 6] : memref<?x6xf32, strided<[?, ?], offset: ?>> into memref<?x2x6xf32, strided<[?, ?, ?], offset: ?>>
  return %1 : memref<?x2x6xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @e6(%x: memref<8xf32>, %n: index) -> memref<4x?xf32> {

  %0 = memref.cast %x : memref<8xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, %n] : memref<?xf32> into memref<4x?xf32>
  return %1 : memref<4x?xf32>
}
func.func @e7(%x: memref<4x6xf32, strided<[2, ?], offset: 5>>, %n: index) -> memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %0 = memref.cast %x : memref<4x6xf32, strided<[2, ?], offset: 5>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [%c1, %c4, %c1, %c6] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  return %1 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
}
func.func @e8(%x: memref<6x?x4xf32, strided<[?, 2, 3], offset: 5>>, %n: index) -> memref<?x?x?x4xf32, strided<[?, ?, ?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.cast %x : memref<6x?x4xf32, strided<[?, 2, 3], offset: 5>> to memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3]] output_shape [%c2, %c3, %n, 4] : memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x?x4xf32, strided<[?, ?, ?, ?], offset: ?>>
  return %1 : memref<?x?x?x4xf32, strided<[?, ?, ?, ?], offset: ?>>
}
func.func @e9(%x: memref<8x6x?xf32>, %n: index) -> memref<?x?x?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = memref.cast %x : memref<8x6x?xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3, 4], [5]] output_shape [%n, %n, %n, %c1, %c6, %c1] : memref<?x?x?xf32> into memref<?x?x?x?x?x?xf32>
  return %1 : memref<?x?x?x?x?x?xf32>
}
func.func @e10(%x: memref<?x?xf32>, %n: index) -> memref<?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %x : memref<?x?xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3]] output_shape [%n, %n, %n, %c1] : memref<?x?xf32> into memref<?x?x?x?xf32>
  return %1 : memref<?x?x?x?xf32>
}
func.func @e11(%x: memref<6x6x6xf32, strided<[?, 3, 2], offset: ?>>, %n: index) -> memref<?x?x6x?xf32, strided<[?, ?, ?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = memref.cast %x : memref<6x6x6xf32, strided<[?, 3, 2], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3]] output_shape [%n, %c1, 6, %c6] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x6x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  return %1 : memref<?x?x6x?xf32, strided<[?, ?, ?, ?], offset: ?>>
}
func.func @e12(%x: memref<?x4x6xf32>, %n: index) -> memref<?x?x?x?x?x1x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = memref.cast %x : memref<?x4x6xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3], [4, 5, 6]] output_shape [%n, %c1, %c2, %c4, %n, 1, %c3] : memref<?x?x?xf32> into memref<?x?x?x?x?x1x?xf32>
  return %1 : memref<?x?x?x?x?x1x?xf32>
}
func.func @e13(%x: memref<4x8x?xf32>, %n: index) -> memref<?x2x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.cast %x : memref<4x8x?xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4]] output_shape [%c2, 2, %c1, %c8, %c4] : memref<?x?x?xf32> into memref<?x2x?x?x?xf32>
  return %1 : memref<?x2x?x?x?xf32>
}
func.func @e14(%x: memref<8xf32>, %n: index) -> memref<1x8x1xf32> {

  %0 = memref.cast %x : memref<8xf32> to memref<8xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 8, 1] : memref<8xf32> into memref<1x8x1xf32>
  return %1 : memref<1x8x1xf32>
}
func.func @e15(%x: memref<4x4x?xf32>, %n: index) -> memref<?x?x?x?x3x?x2xf32> {
  %c2 = arith.constant 2 : index
  %0 = memref.cast %x : memref<4x4x?xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3], [4, 5, 6]] output_shape [%n, %n, %c2, %n, 3, %n, 2] : memref<?x?x?xf32> into memref<?x?x?x?x3x?x2xf32>
  return %1 : memref<?x?x?x?x3x?x2xf32>
}
func.func @e16(%x: memref<?x?x?xf32>, %n: index) -> memref<?x?x3x?x1x1x?xf32> {

  %0 = memref.cast %x : memref<?x?x?xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3, 4, 5], [6]] output_shape [%n, %n, 3, %n, 1, 1, %n] : memref<?x?x?xf32> into memref<?x?x3x?x1x1x?xf32>
  return %1 : memref<?x?x3x?x1x1x?xf32>
}
func.func @e17(%x: memref<8xf32>, %n: index) -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %0 = memref.cast %x : memref<8xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%c8] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @e18(%x: memref<8x4x8xf32, strided<[2, 3, 3], offset: 5>>, %n: index) -> memref<8x1x?x?x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.cast %x : memref<8x4x8xf32, strided<[2, 3, 3], offset: 5>> to memref<?x?x8xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3], [4]] output_shape [8, 1, %c1, %c4, 8] : memref<?x?x8xf32, strided<[?, ?, ?], offset: ?>> into memref<8x1x?x?x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
  return %1 : memref<8x1x?x?x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
}
func.func @e19(%x: memref<?xf32>, %n: index) -> memref<?xf32> {

  %0 = memref.cast %x : memref<?xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @e20(%x: memref<4xf32>, %n: index) -> memref<4x?x1xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %x : memref<4xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [4, %c1, 1] : memref<?xf32> into memref<4x?x1xf32>
  return %1 : memref<4x?x1xf32>
}
func.func @e21(%x: memref<?x6xf32>, %n: index) -> memref<?x1x1x?xf32> {
  %c6 = arith.constant 6 : index
  %0 = memref.cast %x : memref<?x6xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3]] output_shape [%n, 1, 1, %c6] : memref<?x?xf32> into memref<?x1x1x?xf32>
  return %1 : memref<?x1x1x?xf32>
}
func.func @e22(%x: memref<4x6xf32, strided<[2, ?], offset: ?>>, %n: index) -> memref<?x6xf32, strided<[?, ?], offset: ?>> {

  %0 = memref.cast %x : memref<4x6xf32, strided<[2, ?], offset: ?>> to memref<?x6xf32, strided<[?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [%n, 6] : memref<?x6xf32, strided<[?, ?], offset: ?>> into memref<?x6xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<?x6xf32, strided<[?, ?], offset: ?>>
}
func.func @e23(%x: memref<?x?xf32>, %n: index) -> memref<1x3x?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = memref.cast %x : memref<?x?xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3, 4]] output_shape [1, 3, %c2, %n, %n] : memref<?x?xf32> into memref<1x3x?x?x?xf32>
  return %1 : memref<1x3x?x?x?xf32>
}
func.func @e24(%x: memref<4x4xf32>, %n: index) -> memref<4x?x?x1x4xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %x : memref<4x4xf32> to memref<?x4xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3, 4]] output_shape [4, %c1, %n, 1, 4] : memref<?x4xf32> into memref<4x?x?x1x4xf32>
  return %1 : memref<4x?x?x1x4xf32>
}
func.func @e25(%x: memref<?xf32, strided<[2], offset: ?>>, %n: index) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {

  %0 = memref.cast %x : memref<?xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 2] : memref<?xf32, strided<[?], offset: ?>> into memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<?x2xf32, strided<[?, ?], offset: ?>>
}
func.func @e26(%x: memref<8x6x6xf32>, %n: index) -> memref<?x?x?x?x?x6x1x1xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = memref.cast %x : memref<8x6x6xf32> to memref<?x?x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3, 4], [5, 6, 7]] output_shape [%n, %c8, %c1, %n, %c2, 6, 1, 1] : memref<?x?x6xf32> into memref<?x?x?x?x?x6x1x1xf32>
  return %1 : memref<?x?x?x?x?x6x1x1xf32>
}
func.func @e27(%x: memref<4x?x8xf32, strided<[2, ?, ?], offset: ?>>, %n: index) -> memref<?x?x2x1x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %0 = memref.cast %x : memref<4x?x8xf32, strided<[2, ?, ?], offset: ?>> to memref<?x?x8xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3, 4]] output_shape [%c4, %c4, 2, 1, 8] : memref<?x?x8xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x2x1x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
  return %1 : memref<?x?x2x1x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
}
func.func @e28(%x: memref<8x8x8xf32>, %n: index) -> memref<?x8x4x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %0 = memref.cast %x : memref<8x8x8xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4]] output_shape [%c1, 8, 4, %n, %c8] : memref<?x?x?xf32> into memref<?x8x4x?x?xf32>
  return %1 : memref<?x8x4x?x?xf32>
}
func.func @e29(%x: memref<4x?xf32>, %n: index) -> memref<2x2x1x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = memref.cast %x : memref<4x?xf32> to memref<4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3]] output_shape [2, 2, 1, %c2] : memref<4x?xf32> into memref<2x2x1x?xf32>
  return %1 : memref<2x2x1x?xf32>
}
func.func @e30(%x: memref<?x4x?xf32>, %n: index) -> memref<?x4x3x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %x : memref<?x4x?xf32> to memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0], [1], [2, 3]] output_shape [%c1, 4, 3, %n] : memref<?x4x?xf32> into memref<?x4x3x?xf32>
  return %1 : memref<?x4x3x?xf32>
}
func.func @e31(%x: memref<6xf32>, %n: index) -> memref<6x1xf32> {

  %0 = memref.cast %x : memref<6xf32> to memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 1] : memref<6xf32> into memref<6x1xf32>
  return %1 : memref<6x1xf32>
}
func.func @e32(%x: memref<4xf32>, %n: index) -> memref<4xf32> {

  %0 = memref.cast %x : memref<4xf32> to memref<4xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [4] : memref<4xf32> into memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @e33(%x: memref<?xf32, strided<[2], offset: ?>>, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %0 = memref.cast %x : memref<?xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%c2, %n] : memref<?xf32, strided<[?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @e34(%x: memref<4xf32>, %n: index) -> memref<?x1x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %x : memref<4xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [%n, 1, %c1] : memref<?xf32> into memref<?x1x?xf32>
  return %1 : memref<?x1x?xf32>
}
func.func @e35(%x: memref<4x8xf32>, %n: index) -> memref<4x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %x : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3]] output_shape [4, %n, %c1, %n] : memref<?x?xf32> into memref<4x?x?x?xf32>
  return %1 : memref<4x?x?x?xf32>
}
func.func @e36(%x: memref<8x?x?xf32>, %n: index) -> memref<?x?x3x?xf32> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.cast %x : memref<8x?x?xf32> to memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3]] output_shape [%c8, %n, 3, %c4] : memref<?x?x?xf32> into memref<?x?x3x?xf32>
  return %1 : memref<?x?x3x?xf32>
}
func.func @e37(%x: memref<?xf32>, %n: index) -> memref<?xf32> {

  %0 = memref.cast %x : memref<?xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @e38(%x: memref<8x4x6xf32, strided<[3, 2, 3], offset: ?>>, %n: index) -> memref<?x?x?x?x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = memref.cast %x : memref<8x4x6xf32, strided<[3, 2, 3], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4, 5, 6]] output_shape [%n, %c8, %n, %c2, 2, %c1, 3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x?x?x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?], offset: ?>>
  return %1 : memref<?x?x?x?x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?], offset: ?>>
}
func.func @e39(%x: memref<8xf32>, %n: index) -> memref<8xf32> {

  %0 = memref.cast %x : memref<8xf32> to memref<8xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [8] : memref<8xf32> into memref<8xf32>
  return %1 : memref<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @e0(%arg0: memref<4x8xf32>, %arg1: index) -> memref<1x2x2x8xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [1, 2, 2, 8] : memref<4x8xf32> into memref<1x2x2x8xf32>
// CHECK-NEXT:     return %expand_shape : memref<1x2x2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e1(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x?x?x?x?xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2], [3, 4]] output_shape [%c4, %arg1, %arg1, %arg1, %c4] : memref<?x?xf32> into memref<?x?x?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e2(%arg0: memref<?xf32, strided<[3], offset: ?>>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?xf32, strided<[3], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e3(%arg0: memref<6xf32>, %arg1: index) -> memref<1x1x6xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [1, 1, 6] : memref<6xf32> into memref<1x1x6xf32>
// CHECK-NEXT:     return %expand_shape : memref<1x1x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e4(%arg0: memref<6x?x6xf32, strided<[?, 2, ?], offset: 5>>, %arg1: index) -> memref<?x?x?x6x?x1xf32, strided<[?, ?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2], [3, 4, 5]] output_shape [6, 1, %arg1, 6, 1, 1] : memref<6x?x6xf32, strided<[?, 2, ?], offset: 5>> into memref<6x1x?x6x1x1xf32, strided<[?, ?, 2, ?, ?, ?], offset: 5>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<6x1x?x6x1x1xf32, strided<[?, ?, 2, ?, ?, ?], offset: 5>> to memref<?x?x?x6x?x1xf32, strided<[?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?x?x6x?x1xf32, strided<[?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e5(%arg0: memref<8x6xf32, strided<[2, 2], offset: ?>>, %arg1: index) -> memref<?x2x6xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [4, 2, 6] : memref<8x6xf32, strided<[2, 2], offset: ?>> into memref<4x2x6xf32, strided<[4, 2, 2], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<4x2x6xf32, strided<[4, 2, 2], offset: ?>> to memref<?x2x6xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x2x6xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e6(%arg0: memref<8xf32>, %arg1: index) -> memref<4x?xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1]] output_shape [4, %arg1] : memref<?xf32> into memref<4x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e7(%arg0: memref<4x6xf32, strided<[2, ?], offset: 5>>, %arg1: index) -> memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [1, 4, 1, 6] : memref<4x6xf32, strided<[2, ?], offset: 5>> into memref<1x4x1x6xf32, strided<[8, 2, ?, ?], offset: 5>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<1x4x1x6xf32, strided<[8, 2, ?, ?], offset: 5>> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e8(%arg0: memref<6x?x4xf32, strided<[?, 2, 3], offset: 5>>, %arg1: index) -> memref<?x?x?x4xf32, strided<[?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [2, 3, %arg1, 4] : memref<6x?x4xf32, strided<[?, 2, 3], offset: 5>> into memref<2x3x?x4xf32, strided<[?, ?, 2, 3], offset: 5>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<2x3x?x4xf32, strided<[?, ?, 2, 3], offset: 5>> to memref<?x?x?x4xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?x?x4xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e9(%arg0: memref<8x6x?xf32>, %arg1: index) -> memref<?x?x?x?x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x6x?xf32> to memref<?x?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2], [3, 4], [5]] output_shape [%arg1, %arg1, %arg1, %c1, %c6, %c1] : memref<?x?x?xf32> into memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e10(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [%arg1, %arg1, %arg1, %c1] : memref<?x?xf32> into memref<?x?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e11(%arg0: memref<6x6x6xf32, strided<[?, 3, 2], offset: ?>>, %arg1: index) -> memref<?x?x6x?xf32, strided<[?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<6x6x6xf32, strided<[?, 3, 2], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0], [1, 2], [3]] output_shape [%arg1, %c1, 6, %c6] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x6x?xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<?x?x6x?xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e12(%arg0: memref<?x4x6xf32>, %arg1: index) -> memref<?x?x?x?x?x1x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x4x6xf32> to memref<?x?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2], [3], [4, 5, 6]] output_shape [%arg1, %c1, %c2, %c4, %arg1, 1, %c3] : memref<?x?x?xf32> into memref<?x?x?x?x?x1x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?x?x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e13(%arg0: memref<4x8x?xf32>, %arg1: index) -> memref<?x2x?x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x8x?xf32> to memref<?x?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2, 3], [4]] output_shape [%c2, 2, %c1, %c8, %c4] : memref<?x?x?xf32> into memref<?x2x?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e14(%arg0: memref<8xf32>, %arg1: index) -> memref<1x8x1xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [1, 8, 1] : memref<8xf32> into memref<1x8x1xf32>
// CHECK-NEXT:     return %expand_shape : memref<1x8x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e15(%arg0: memref<4x4x?xf32>, %arg1: index) -> memref<?x?x?x?x3x?x2xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x4x?xf32> to memref<?x?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2], [3], [4, 5, 6]] output_shape [%arg1, %arg1, %c2, %arg1, 3, %arg1, 2] : memref<?x?x?xf32> into memref<?x?x?x?x3x?x2xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?x3x?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e16(%arg0: memref<?x?x?xf32>, %arg1: index) -> memref<?x?x3x?x1x1x?xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4, 5], [6]] output_shape [%arg1, %arg1, 3, %arg1, 1, 1, %arg1] : memref<?x?x?xf32> into memref<?x?x3x?x1x1x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x3x?x1x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e17(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e18(%arg0: memref<8x4x8xf32, strided<[2, 3, 3], offset: 5>>, %arg1: index) -> memref<8x1x?x?x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3], [4]] output_shape [8, 1, 1, 4, 8] : memref<8x4x8xf32, strided<[2, 3, 3], offset: 5>> into memref<8x1x1x4x8xf32, strided<[2, 2, 2, 3, 3], offset: 5>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<8x1x1x4x8xf32, strided<[2, 2, 2, 3, 3], offset: 5>> to memref<8x1x?x?x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<8x1x?x?x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e19(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e20(%arg0: memref<4xf32>, %arg1: index) -> memref<4x?x1xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [4, 1, 1] : memref<4xf32> into memref<4x1x1xf32>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<4x1x1xf32> to memref<4x?x1xf32>
// CHECK-NEXT:     return %cast : memref<4x?x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e21(%arg0: memref<?x6xf32>, %arg1: index) -> memref<?x1x1x?xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [%arg1, 1, 1, 6] : memref<?x6xf32> into memref<?x1x1x6xf32>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<?x1x1x6xf32> to memref<?x1x1x?xf32>
// CHECK-NEXT:     return %cast : memref<?x1x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e22(%arg0: memref<4x6xf32, strided<[2, ?], offset: ?>>, %arg1: index) -> memref<?x6xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x6xf32, strided<[2, ?], offset: ?>> to memref<?x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e23(%arg0: memref<?x?xf32>, %arg1: index) -> memref<1x3x?x?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] output_shape [1, 3, %c2, %arg1, %arg1] : memref<?x?xf32> into memref<1x3x?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<1x3x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e24(%arg0: memref<4x4xf32>, %arg1: index) -> memref<4x?x?x1x4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x4xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2], [3, 4]] output_shape [4, %c1, %arg1, 1, 4] : memref<?x4xf32> into memref<4x?x?x1x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<4x?x?x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e25(%arg0: memref<?xf32, strided<[2], offset: ?>>, %arg1: index) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 2] : memref<?xf32, strided<[2], offset: ?>> into memref<?x2xf32, strided<[4, 2], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<?x2xf32, strided<[4, 2], offset: ?>> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e26(%arg0: memref<8x6x6xf32>, %arg1: index) -> memref<?x?x?x?x?x6x1x1xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x6x6xf32> to memref<?x?x6xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2, 3, 4], [5, 6, 7]] output_shape [%arg1, %c8, %c1, %arg1, %c2, 6, 1, 1] : memref<?x?x6xf32> into memref<?x?x?x?x?x6x1x1xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?x?x6x1x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e27(%arg0: memref<4x?x8xf32, strided<[2, ?, ?], offset: ?>>, %arg1: index) -> memref<?x?x2x1x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x?x8xf32, strided<[2, ?, ?], offset: ?>> to memref<?x?x8xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0], [1, 2], [3, 4]] output_shape [%c4, %c4, 2, 1, 8] : memref<?x?x8xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x2x1x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<?x?x2x1x8xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e28(%arg0: memref<8x8x8xf32>, %arg1: index) -> memref<?x8x4x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x8x8xf32> to memref<?x?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2, 3], [4]] output_shape [%c1, 8, 4, %arg1, %c8] : memref<?x?x?xf32> into memref<?x8x4x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x8x4x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e29(%arg0: memref<4x?xf32>, %arg1: index) -> memref<2x2x1x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [2, 2, 1, %c2] : memref<4x?xf32> into memref<2x2x1x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<2x2x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e30(%arg0: memref<?x4x?xf32>, %arg1: index) -> memref<?x4x3x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [%c1, 4, 3, %arg1] : memref<?x4x?xf32> into memref<?x4x3x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x4x3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e31(%arg0: memref<6xf32>, %arg1: index) -> memref<6x1xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [6, 1] : memref<6xf32> into memref<6x1xf32>
// CHECK-NEXT:     return %expand_shape : memref<6x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e32(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e33(%arg0: memref<?xf32, strided<[2], offset: ?>>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, %arg1] : memref<?xf32, strided<[2], offset: ?>> into memref<2x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<2x?xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e34(%arg0: memref<4xf32>, %arg1: index) -> memref<?x1x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2]] output_shape [%arg1, 1, %c1] : memref<?xf32> into memref<?x1x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e35(%arg0: memref<4x8xf32>, %arg1: index) -> memref<4x?x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2], [3]] output_shape [4, %arg1, %c1, %arg1] : memref<?x?xf32> into memref<4x?x?x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<4x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e36(%arg0: memref<8x?x?xf32>, %arg1: index) -> memref<?x?x3x?xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x?x?xf32> to memref<?x?x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0], [1, 2], [3]] output_shape [%c8, %arg1, 3, %c4] : memref<?x?x?xf32> into memref<?x?x3x?xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x?x3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e37(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e38(%arg0: memref<8x4x6xf32, strided<[3, 2, 3], offset: ?>>, %arg1: index) -> memref<?x?x?x?x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x4x6xf32, strided<[3, 2, 3], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2, 3], [4, 5, 6]] output_shape [%arg1, %c8, %arg1, %c2, 2, %c1, 3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?x?x?x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<?x?x?x?x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e39(%arg0: memref<8xf32>, %arg1: index) -> memref<8xf32> {
// CHECK-NEXT:     return %arg0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
