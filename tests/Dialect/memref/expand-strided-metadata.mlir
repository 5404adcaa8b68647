// RUN: strata-opt %s --allow-unregistered-dialect --expand-strided-metadata | FileCheck %s
// CONFORMANCE: pipeline=--expand-strided-metadata

// Views become explicit metadata: extract_strided_metadata of the source,
// offsets and strides computed with (composed, folded) affine.apply, and a
// reinterpret_cast of the base buffer; metadata of allocations, globals and
// casts is resolved to the values it stands for.

func.func @subview_static(%m: memref<8x16xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_const(%m: memref<8x16xf32>) -> memref<3x4xf32, strided<[32, 2], offset: 18>> {
  %0 = memref.subview %m[1, 2] [3, 4] [2, 2] : memref<8x16xf32> to memref<3x4xf32, strided<[32, 2], offset: 18>>
  return %0 : memref<3x4xf32, strided<[32, 2], offset: 18>>
}
func.func @subview_dyn(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %s: index, %t: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [%s, %t] [%s, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 1] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}
func.func @metadata_of_alloc(%n: index) -> (index, index, index) {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %st#0 : index, index, index
}

memref.global "private" constant @g : memref<2x3xf32> = dense<0.0>
func.func @metadata_of_reinterpret_cast(%m: memref<?xf32>, %n: index) -> (memref<f32>, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [%n], strides: [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: 3>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %0 : memref<?xf32, strided<[2], offset: 3>> -> memref<f32>, index, index, index
  return %base, %off, %sz, %st : memref<f32>, index, index, index
}
func.func @metadata_of_cast(%m: memref<4x?xf32>) -> (index, index, index) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %sz#1, %st#0 : index, index, index
}
func.func @metadata_of_global() -> (memref<f32>, index, index) {
  %0 = memref.get_global @g : memref<2x3xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sz#1, %st#0 : memref<f32>, index, index
}
func.func @metadata_of_alloca(%n: index, %k: index) -> (memref<f32>, index, index) {
  %0 = memref.alloca(%n, %k) : memref<?x3x?xf32>
  %base, %off, %sz:3, %st:3 = memref.extract_strided_metadata %0 : memref<?x3x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %base, %st#0, %st#1 : memref<f32>, index, index
}
func.func @aligned_pointer(%m: memref<8x8xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<2x2xf32, strided<[8, 1], offset: ?>> -> index
  return %p : index
}
func.func @nested_subviews(%m: memref<16x16xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
  %0 = memref.subview %m[%i, 4] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[1, %j] [2, 2] [2, 2] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[32, 2], offset: ?>>
  return %1 : memref<2x2xf32, strided<[32, 2], offset: ?>>
}
func.func @loop(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c8 {
    %0 = memref.subview %m[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    "test.use"(%0) : (memref<8xf32, strided<[1], offset: ?>>) -> ()
  }
  return
}

func.func @static_reinterpret_cast(%m: memref<?xf32>) -> (index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [5], strides: [2] : memref<?xf32> to memref<5xf32, strided<[2], offset: 3>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %0 : memref<5xf32, strided<[2], offset: 3>> -> memref<f32>, index, index, index
  return %off, %sz, %st : index, index, index
}
func.func @static_reinterpret_cast_2d(%m: memref<?x?xf32>) -> (index, index, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [5, 6], strides: [2, 7] : memref<?x?xf32> to memref<5x6xf32, strided<[2, 7], offset: 3>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<5x6xf32, strided<[2, 7], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, index, index
}

func.func @reinterpret_cast_base_used(%m: memref<?xf32>, %n: index) -> (memref<f32>, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [%n], strides: [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: 3>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %0 : memref<?xf32, strided<[2], offset: 3>> -> memref<f32>, index, index, index
  return %base, %off, %sz, %st : memref<f32>, index, index, index
}
func.func @reinterpret_cast_base_unused(%m: memref<?xf32>, %n: index) -> (index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [%n], strides: [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: 3>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %0 : memref<?xf32, strided<[2], offset: 3>> -> memref<f32>, index, index, index
  return %off, %sz, %st : index, index, index
}
func.func @reinterpret_cast_static_size(%m: memref<?xf32>) -> (memref<f32>, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [5], strides: [2] : memref<?xf32> to memref<5xf32, strided<[2], offset: 3>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %0 : memref<5xf32, strided<[2], offset: 3>> -> memref<f32>, index, index, index
  return %base, %off, %sz, %st : memref<f32>, index, index, index
}

// CHECK-DAG: #{{.*}} = affine_map<()[s0, s1] -> (s0 * 16 + s1)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0] -> (s0 * 64 + 1)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0] -> (s0 * 3)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0] -> (s0 * 16 + 4)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0, s1] -> (s0 + s1 + 16)>
// CHECK-LABEL: func.func @subview_static(%{{[-a-zA-Z0-9_]+}}: memref<8x16xf32>, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}:2, %{{[-a-zA-Z0-9_]+}}:2 = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [%{{[-a-zA-Z0-9_]+}}], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-LABEL: func.func @subview_const(%{{[-a-zA-Z0-9_]+}}: memref<8x16xf32>) -> memref<3x4xf32, strided<[32, 2], offset: 18>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}:2, %{{[-a-zA-Z0-9_]+}}:2 = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [18], sizes: [3, 4], strides: [32, 2] : memref<f32> to memref<3x4xf32, strided<[32, 2], offset: 18>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<3x4xf32, strided<[32, 2], offset: 18>>
// CHECK-LABEL: func.func @subview_dyn(%{{[-a-zA-Z0-9_]+}}: memref<?x?xf32, strided<[?, ?], offset: ?>>, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}:2, %{{[-a-zA-Z0-9_]+}}:2 = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}#0]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}#0, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}#1]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [%{{[-a-zA-Z0-9_]+}}], sizes: [%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}], strides: [%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func @subview_rank_reducing(%{{[-a-zA-Z0-9_]+}}: memref<8x16x4xf32>, %{{[-a-zA-Z0-9_]+}}: index) -> memref<16xf32, strided<[4], offset: ?>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}:3, %{{[-a-zA-Z0-9_]+}}:3 = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [%{{[-a-zA-Z0-9_]+}}], sizes: [16], strides: [4] : memref<f32> to memref<16xf32, strided<[4], offset: ?>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<16xf32, strided<[4], offset: ?>>
// CHECK-LABEL: func.func @metadata_of_alloc(%{{[-a-zA-Z0-9_]+}}: index) -> (index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 4 : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index
// CHECK: memref.global "private" constant @g : memref<2x3xf32> = dense<0.000000e+00>
// CHECK-LABEL: func.func @metadata_of_reinterpret_cast(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>, %{{[-a-zA-Z0-9_]+}}: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : memref<f32>, index, index, index
// CHECK-LABEL: func.func @metadata_of_cast(%{{[-a-zA-Z0-9_]+}}: memref<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 4 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}:2, %{{[-a-zA-Z0-9_]+}}:2 = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}#1, %{{[-a-zA-Z0-9_]+}}#0 : index, index, index
// CHECK-LABEL: func.func @metadata_of_global() -> (memref<f32>, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.get_global @g : memref<2x3xf32>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : memref<f32>, index, index
// CHECK-LABEL: func.func @metadata_of_alloca(%{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> (memref<f32>, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.alloca(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) : memref<?x3x?xf32>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [0], sizes: [], strides: [] : memref<?x3x?xf32> to memref<f32>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : memref<f32>, index, index
// CHECK-LABEL: func.func @aligned_pointer(%{{[-a-zA-Z0-9_]+}}: memref<8x8xf32>, %{{[-a-zA-Z0-9_]+}}: index) -> index {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.extract_aligned_pointer_as_index %{{[-a-zA-Z0-9_]+}} : memref<8x8xf32> -> index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : index
// CHECK-LABEL: func.func @nested_subviews(%{{[-a-zA-Z0-9_]+}}: memref<16x16xf32>, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}:2, %{{[-a-zA-Z0-9_]+}}:2 = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [%{{[-a-zA-Z0-9_]+}}], sizes: [2, 2], strides: [32, 2] : memref<f32> to memref<2x2xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<2x2xf32, strided<[32, 2], offset: ?>>
// CHECK-LABEL: func.func @loop(%{{[-a-zA-Z0-9_]+}}: memref<64xf32>, %{{[-a-zA-Z0-9_]+}}: index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 8 : index
// CHECK-NEXT: scf.for %{{[-a-zA-Z0-9_]+}} = %{{[-a-zA-Z0-9_]+}} to %{{[-a-zA-Z0-9_]+}} step %{{[-a-zA-Z0-9_]+}} {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<64xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = memref.reinterpret_cast %{{[-a-zA-Z0-9_]+}} to offset: [%{{[-a-zA-Z0-9_]+}}], sizes: [8], strides: [1] : memref<f32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: "test.use"(%{{[-a-zA-Z0-9_]+}}) : (memref<8xf32, strided<[1], offset: ?>>) -> ()
// CHECK: return
// CHECK-LABEL: func.func @static_reinterpret_cast(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>) -> (index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 5 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index
// CHECK-LABEL: func.func @static_reinterpret_cast_2d(%{{[-a-zA-Z0-9_]+}}: memref<?x?xf32>) -> (index, index, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 5 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 6 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 7 : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index, index, index
// CHECK-LABEL: func.func @reinterpret_cast_base_used(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>, %{{[-a-zA-Z0-9_]+}}: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : memref<f32>, index, index, index
// CHECK-LABEL: func.func @reinterpret_cast_base_unused(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>, %{{[-a-zA-Z0-9_]+}}: index) -> (index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index
// CHECK-LABEL: func.func @reinterpret_cast_static_size(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 5 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} = memref.extract_strided_metadata %{{[-a-zA-Z0-9_]+}} : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : memref<f32>, index, index, index
