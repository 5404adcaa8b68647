// RUN: strata-opt %s --expand-strided-metadata | FileCheck %s
// CONFORMANCE: pipeline=--expand-strided-metadata
// CONFORMANCE: pipeline=--expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// expand_shape and collapse_shape become reinterpret_casts of the base
// buffer: an expanded dynamic size is the source size divided by the
// static sizes of its group, expanded strides scale the source stride;
// a collapsed size is the product of its group, its stride that of the
// innermost non-unit dimension. extract_strided_metadata looks through
// assume_alignment, and reinterpret_casts of reinterpret_casts, casts and
// zero-offset subviews fold.

func.func @expand(%m: memref<8xf32>) -> memref<2x4xf32> {
  %s = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %s : memref<2x4xf32>
}
func.func @expand_dyn(%m: memref<?x6xf32, strided<[?, 1], offset: ?>>, %n: index) -> memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>> {
  %s = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 3] : memref<?x6xf32, strided<[?, 1], offset: ?>> into memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>
  return %s : memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>
}
func.func @expand_dyn2(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %s = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %s : memref<?x4xf32>
}
func.func @collapse(%m: memref<2x?xf32>) -> memref<?xf32> {
  %s = memref.collapse_shape %m [[0, 1]] : memref<2x?xf32> into memref<?xf32>
  return %s : memref<?xf32>
}
func.func @collapse_strided(%m: memref<3x4x5xi8, strided<[40, 5, 1], offset: ?>>) -> memref<3x20xi8, strided<[40, 1], offset: ?>> {
  %s = memref.collapse_shape %m [[0], [1, 2]] : memref<3x4x5xi8, strided<[40, 5, 1], offset: ?>> into memref<3x20xi8, strided<[40, 1], offset: ?>>
  return %s : memref<3x20xi8, strided<[40, 1], offset: ?>>
}
func.func @collapse_unit(%m: memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %s = memref.collapse_shape %m [[0, 1, 2]] : memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %s : memref<?xf32, strided<[?], offset: ?>>
}
func.func @collapse_rank0(%m: memref<1x1xf32>) -> memref<f32> {
  %s = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  return %s : memref<f32>
}
func.func @collapse_strides_1(%m: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<6xf32, strided<[?], offset: ?>> {
  %s = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[?, ?], offset: ?>> into memref<6xf32, strided<[?], offset: ?>>
  return %s : memref<6xf32, strided<[?], offset: ?>>
}
func.func @g(%m: memref<2x1x3x1xf32, strided<[?, 7, ?, ?], offset: 3>>) -> memref<6x1xf32, strided<[?, ?], offset: 3>> {
  %s = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<2x1x3x1xf32, strided<[?, 7, ?, ?], offset: 3>> into memref<6x1xf32, strided<[?, ?], offset: 3>>
  return %s : memref<6x1xf32, strided<[?, ?], offset: 3>>
}
func.func @h(%m: memref<?x?x4xf32>) -> memref<?xf32> {
  %s = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  return %s : memref<?xf32>
}
func.func @a(%m: memref<?xf32, strided<[?], offset: ?>>, %n: index) -> memref<?x3x4xf32, strided<[?, ?, ?], offset: ?>> {
  %s = memref.expand_shape %m [[0, 1, 2]] output_shape [%n, 3, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x3x4xf32, strided<[?, ?, ?], offset: ?>>
  return %s : memref<?x3x4xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @b(%m: memref<?xf32>, %n: index) -> memref<3x?x4xf32> {
  %s = memref.expand_shape %m [[0, 1, 2]] output_shape [3, %n, 4] : memref<?xf32> into memref<3x?x4xf32>
  return %s : memref<3x?x4xf32>
}
func.func @c(%m: memref<6x?xf32, strided<[?, 2], offset: 5>>, %n: index) -> memref<2x3x?x1xf32, strided<[?, ?, 2, 2], offset: 5>> {
  %s = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, %n, 1] : memref<6x?xf32, strided<[?, 2], offset: 5>> into memref<2x3x?x1xf32, strided<[?, ?, 2, 2], offset: 5>>
  return %s : memref<2x3x?x1xf32, strided<[?, ?, 2, 2], offset: 5>>
}
func.func @d(%m: memref<f32>) -> memref<1x1xf32> {
  %s = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %s : memref<1x1xf32>
}
func.func @e(%m: memref<?x4xf32>, %n: index) -> (index, index) {
  %s = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %s : memref<?x2x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %sz#0, %st#0 : index, index
}
func.func @collapse_strides_2(%m: memref<?x4xf32>) -> index {
  %s = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %b, %o, %sz, %st = memref.extract_strided_metadata %s : memref<?xf32> -> memref<f32>, index, index, index
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<?xf32>
  return %sz : index
}
func.func @assume(%m: memref<4x?xf32>) -> (index, memref<4x?xf32>) {
  %c = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#1, %c : index, memref<4x?xf32>
}
func.func @assume_dead(%m: memref<4x?xf32>) {
  %c = memref.assume_alignment %m, 16 : memref<4x?xf32>
  return
}
func.func @chain(%m: memref<?xf32>, %n: index) -> memref<2x2xf32> {
  %a = memref.reinterpret_cast %m to offset: [1], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32, strided<[1], offset: 1>> to memref<2x2xf32>
  return %b : memref<2x2xf32>
}
func.func @of_cast(%m: memref<4xf32>) -> memref<2x2xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32>
  return %b : memref<2x2xf32>
}
func.func @of_subview(%m: memref<8xf32>, %n: index) -> memref<2x2xf32> {
  %a = memref.subview %m[0] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1]>>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32, strided<[1]>> to memref<2x2xf32>
  return %b : memref<2x2xf32>
}
func.func @same(%m: memref<2x2xf32>) -> memref<2x2xf32> {
  %b = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<2x2xf32> to memref<2x2xf32>
  return %b : memref<2x2xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 floordiv 12)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 * 12)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand(%arg0: memref<8xf32>) -> memref<2x4xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<f32> to memref<2x4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_dyn(%arg0: memref<?x6xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x6xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0, 2, 3], strides: [%strides#0, 3, 1] : memref<f32> to memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_dyn2(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map()[%sizes]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4], strides: [4, 1] : memref<f32> to memref<?x4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse(%arg0: memref<2x?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<2x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map1()[%sizes#1]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_strided(%arg0: memref<3x4x5xi8, strided<[40, 5, 1], offset: ?>>) -> memref<3x20xi8, strided<[40, 1], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<3x4x5xi8, strided<[40, 5, 1], offset: ?>> -> memref<i8>, index, index, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [3, 20], strides: [40, 1] : memref<i8> to memref<3x20xi8, strided<[40, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<3x20xi8, strided<[40, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_unit(%arg0: memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x?x1xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#1], strides: [%strides#1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_rank0(%arg0: memref<1x1xf32>) -> memref<f32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %base_buffer : memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_strides_1(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<6xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [6], strides: [%strides#1] : memref<f32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<2x1x3x1xf32, strided<[?, 7, ?, ?], offset: 3>>) -> memref<6x1xf32, strided<[?, ?], offset: 3>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %arg0 : memref<2x1x3x1xf32, strided<[?, 7, ?, ?], offset: 3>> -> memref<f32>, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [3], sizes: [6, 1], strides: [%strides#2, %strides#3] : memref<f32> to memref<6x1xf32, strided<[?, ?], offset: 3>>
// CHECK-NEXT:     return %reinterpret_cast : memref<6x1xf32, strided<[?, ?], offset: 3>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<?x?x4xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map2()[%sizes#0, %sizes#1]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @a(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?x3x4xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map3()[%sizes]
// CHECK-NEXT:     %1 = affine.apply #map4()[%strides]
// CHECK-NEXT:     %2 = affine.apply #map5()[%strides]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 3, 4], strides: [%1, %2, %strides] : memref<f32> to memref<?x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: memref<?xf32>, %arg1: index) -> memref<3x?x4xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map3()[%sizes]
// CHECK-NEXT:     %1 = affine.apply #map6()[%sizes]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3, %0, 4], strides: [%1, 4, 1] : memref<f32> to memref<3x?x4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<3x?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: memref<6x?xf32, strided<[?, 2], offset: 5>>, %arg1: index) -> memref<2x3x?x1xf32, strided<[?, ?, 2, 2], offset: 5>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<6x?xf32, strided<[?, 2], offset: 5>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map7()[%strides#0]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [5], sizes: [2, 3, %sizes#1, 1], strides: [%0, %strides#0, 2, 2] : memref<f32> to memref<2x3x?x1xf32, strided<[?, ?, 2, 2], offset: 5>>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x3x?x1xf32, strided<[?, ?, 2, 2], offset: 5>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT:     %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e(%arg0: memref<?x4xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map8()[%sizes#0]
// CHECK-NEXT:     return %0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_strides_2(%arg0: memref<?x4xf32>) -> index {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map5()[%sizes#0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assume(%arg0: memref<4x?xf32>) -> (index, memref<4x?xf32>) {
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %sizes#1, %assume_align : index, memref<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assume_dead(%arg0: memref<4x?xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @chain(%arg0: memref<?xf32>, %arg1: index) -> memref<2x2xf32> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @of_cast(%arg0: memref<4xf32>) -> memref<2x2xf32> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @of_subview(%arg0: memref<8xf32>, %arg1: index) -> memref<2x2xf32> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32> to memref<2x2xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same(%arg0: memref<2x2xf32>) -> memref<2x2xf32> {
// CHECK-NEXT:     return %arg0 : memref<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
