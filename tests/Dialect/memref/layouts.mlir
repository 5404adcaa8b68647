// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @f2(%a: memref<4x?x3xf32>) {
  %0 = memref.subview %a[1, 0, 0][2, 2, 3][1, 1, 1] : memref<4x?x3xf32> to memref<2x2x3xf32, strided<[?, 3, 1], offset: ?>>
  return
}

func.func @f3(%a: memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>>) {
  %0 = memref.subview %a[1, 2][2, 2][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>> to memref<2x2xf32, strided<[32, 1], offset: 39>>
  return
}

func.func @f4(%a: memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>) {
  %0 = memref.subview %a[1, 2][2, 2][1, 1] : memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}

func.func @f7(%a: memref<4x?xf32, strided<[?, 2]>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x?xf32, strided<[?, 2]>> into memref<?xf32, strided<[?]>>
  return
}

func.func @f8(%a: memref<?xf32, strided<[3], offset: 5>>, %n: index) {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [2, %n, 4] : memref<?xf32, strided<[3], offset: 5>> into memref<2x?x4xf32, strided<[?, 12, 3], offset: 5>>
  return
}

func.func @f9(%a: memref<8xf32, strided<[0]>>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[0]>> into memref<2x4xf32, strided<[0, 0]>>
  return
}

func.func @f10(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][1, 1][1, 1] : memref<8x16xf32> to memref<f32, strided<[]>>
  return
}

func.func @f11(%a: memref<8x1x16xf32>) {
  %0 = memref.subview %a[0, 0, 0][1, 1, 16][1, 1, 1] : memref<8x1x16xf32> to memref<1x16xf32, strided<[16, 1]>>
  return
}

func.func @f12(%a: memref<8x1x16xf32>) {
  %0 = memref.subview %a[0, 0, 0][1, 1, 16][1, 1, 1] : memref<8x1x16xf32> to memref<16xf32>
  return
}

func.func @f13(%a: memref<4x4xf32, strided<[1, 4]>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x4xf32, strided<[1, 4]>> to memref<4x4xf32>
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f2(%arg0: memref<4x?x3xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 0, 0] [2, 2, 3] [1, 1, 1] : memref<4x?x3xf32> to memref<2x2x3xf32, strided<[?, 3, 1], offset: ?>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: memref<8x16xf32, #map>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 2] [2, 2] [1, 1] : memref<8x16xf32, #map> to memref<2x2xf32, strided<[32, 1], offset: 39>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f4(%arg0: memref<8x16xf32, #map1>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 2] [2, 2] [1, 1] : memref<8x16xf32, #map1> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f7(%arg0: memref<4x?xf32, strided<[?, 2]>>) {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x?xf32, strided<[?, 2]>> into memref<?xf32, strided<[?]>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f8(%arg0: memref<?xf32, strided<[3], offset: 5>>, %arg1: index) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, %arg1, 4] : memref<?xf32, strided<[3], offset: 5>> into memref<2x?x4xf32, strided<[?, 12, 3], offset: 5>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f9(%arg0: memref<8xf32, strided<[0]>>) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32, strided<[0]>> into memref<2x4xf32, strided<[0, 0]>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f10(%arg0: memref<8x16xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f11(%arg0: memref<8x1x16xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<8x1x16xf32> to memref<1x16xf32, strided<[16, 1]>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f12(%arg0: memref<8x1x16xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<8x1x16xf32> to memref<16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f13(%arg0: memref<4x4xf32, strided<[1, 4]>>) {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x4xf32, strided<[1, 4]>> to memref<4x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
