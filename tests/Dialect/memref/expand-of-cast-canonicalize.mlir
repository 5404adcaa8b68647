// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// expand_shape of a cast that loses no static information expands the
// cast source, constant output sizes made static, cast back to the old
// type; not when a group would change between static and dynamic.
func.func @a(%m: memref<8xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %a = memref.expand_shape %c [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}
func.func @b(%m: memref<?x8xf32>, %n: index) -> memref<?x?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<?x8xf32> to memref<?x?xf32>
  %a = memref.expand_shape %c [[0], [1, 2]] output_shape [%n, %c2, 4] : memref<?x?xf32> into memref<?x?x4xf32>
  return %a : memref<?x?x4xf32>
}
func.func @c(%m: memref<8xf32>, %n: index) -> memref<?x4xf32> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %a = memref.expand_shape %c [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}
func.func @d(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %a = memref.expand_shape %c [[0, 1]] output_shape [%n, 4] : memref<?xf32, strided<[1], offset: ?>> into memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b = memref.cast %a : memref<?x4xf32, strided<[4, 1], offset: ?>> to memref<?x4xf32>
  return %b : memref<?x4xf32>
}
func.func @e(%m: memref<8x2xf32>) -> memref<2x4x2xf32> {
  %c = memref.cast %m : memref<8x2xf32> to memref<8x?xf32>
  %a = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 4, 2] : memref<8x?xf32> into memref<2x4x?xf32>
  %b = memref.cast %a : memref<2x4x?xf32> to memref<2x4x2xf32>
  return %b : memref<2x4x2xf32>
}
func.func @f(%m: memref<8xf32, strided<[2], offset: 3>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<8xf32, strided<[2], offset: 3>> to memref<?xf32, strided<[?], offset: ?>>
  %a = memref.expand_shape %c [[0, 1]] output_shape [%c2, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %a : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @h(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<?xf32> to memref<8xf32>
  %a = memref.expand_shape %c [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %b = memref.cast %a : memref<2x4xf32> to memref<?x4xf32>
  return %b : memref<?x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: memref<8xf32>) -> memref<?x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<2x4xf32> to memref<?x4xf32>
// CHECK-NEXT:     return %cast : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: memref<?x8xf32>, %arg1: index) -> memref<?x?x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<?x2x4xf32> to memref<?x?x4xf32>
// CHECK-NEXT:     return %cast : memref<?x?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: memref<8xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e(%arg0: memref<8x2xf32>) -> memref<2x4x2xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 2] : memref<8x2xf32> into memref<2x4x2xf32>
// CHECK-NEXT:     return %expand_shape : memref<2x4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32, strided<[2], offset: 3>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32, strided<[2], offset: 3>> into memref<2x4xf32, strided<[8, 2], offset: 3>>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<2x4xf32, strided<[8, 2], offset: 3>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<?xf32>) -> memref<?x4xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %expand_shape : memref<2x4xf32> to memref<?x4xf32>
// CHECK-NEXT:     return %cast_0 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
