// RUN: strata-opt %s -split-input-file -verify-diagnostics 

// expected-error @+2 {{offset 0 is out-of-bounds: 0 >= 0}}
func.func @f0(%a: memref<0x4xf32>, %n: index) {
  %0 = memref.subview %a[0, 0][0, 2][1, 1] : memref<0x4xf32> to memref<0x2xf32, strided<[4, 1]>>
  return
}

// -----

// expected-error @+2 {{expected result type to be 'memref<2x0x3xf32, strided<[?, 3, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x0x3xf32, strided<[0, 3, 1]>>'}}
func.func @f1(%a: memref<4x0x3xf32>) {
  %0 = memref.subview %a[0, 0, 0][2, 0, 3][1, 1, 1] : memref<4x0x3xf32> to memref<2x0x3xf32, strided<[0, 3, 1]>>
  return
}

// -----

// expected-error @+2 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?], offset: ?>>' but found 'memref<?xf32, strided<[1], offset: ?>>'}}
func.func @f5(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  return
}

// -----

// expected-error @+2 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
func.func @f6(%a: memref<4x1x?xf32, strided<[?, 7, 1]>>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<4x1x?xf32, strided<[?, 7, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

// expected-error @+2 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
func.func @f14(%a: memref<?x?xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
