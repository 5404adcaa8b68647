// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(test-memref-stride-calculation))" -o /dev/null | FileCheck %s

// The strides and offset of each allocated memref type: identity layouts,
// strided layouts, affine maps whose coefficients are constants, symbols
// or symbolic terms that cancel, and maps that are not strided. The
// functions are reported in order.

func.func @layouts(%n: index) {
  %a = memref.alloc() : memref<2x7x3xi8>
  %b = memref.alloc(%n) : memref<2x?x3xi8>
  %c = memref.alloc(%n) : memref<?x6xi8>
  %d = memref.alloc() : memref<9x4xf64, strided<[8, 2], offset: 5>>
  %e = memref.alloc()[%n, %n] : memref<9x4xf64, strided<[?, 1], offset: ?>>
  %f = memref.alloc()[%n] : memref<6x5xf32, affine_map<(x, y)[s] -> (s * x + 3 * y + 2)>>
  %g = memref.alloc()[%n, %n] : memref<6x5xf32, affine_map<(x, y)[a, b] -> (a * x + 7 * x - a * x + y + b - b)>>
  %h = memref.alloc()[%n] : memref<6x5xf32, affine_map<(x, y)[a] -> ((x + 1) * a + y - a)>>
  %i = memref.alloc()[%n] : memref<f32, affine_map<()[a] -> (a + 4)>>
  %j = memref.alloc() : memref<6x5xf32, affine_map<(x, y) -> (x mod 3 + y)>>
  return
}

func.func @second() {
  %a = memref.alloc() : memref<5xi32, affine_map<(x) -> (-x + 4)>>
  return
}

// CHECK:      Testing: layouts
// CHECK-NEXT: MemRefType offset: 0 strides: 21, 3, 1
// CHECK-NEXT: MemRefType offset: 0 strides: ?, 3, 1
// CHECK-NEXT: MemRefType offset: 0 strides: 6, 1
// CHECK-NEXT: MemRefType offset: 5 strides: 8, 2
// CHECK-NEXT: MemRefType offset: ? strides: ?, 1
// CHECK-NEXT: MemRefType offset: 2 strides: ?, 3
// CHECK-NEXT: MemRefType offset: 0 strides: 7, 1
// CHECK-NEXT: MemRefType offset: 0 strides: ?, 1
// CHECK-NEXT: MemRefType offset: ? strides:
// CHECK-NEXT: MemRefType memref<6x5xf32, affine_map<(d0, d1) -> (d0 mod 3 + d1)>> cannot be converted to strided form
// CHECK-NEXT: Testing: second
// CHECK-NEXT: MemRefType offset: 4 strides: -1
