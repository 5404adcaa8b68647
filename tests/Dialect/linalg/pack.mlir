// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=
// CONFORMANCE: pipeline=--canonicalize
// linalg.pack and linalg.unpack: custom forms, and their folds and
// canonicalizations (splats, pack/unpack pairs that cancel, padding no tile
// needs, destinations through destination-style ops).

func.func @pack(%t: tensor<128x256xf32>, %d: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
  %pack = linalg.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %pack : tensor<8x16x8x32xf32>
}

// -----

func.func @pad(%t: tensor<13x15xf32>, %d: tensor<2x4x8x4xf32>, %p: f32) -> tensor<2x4x8x4xf32> {
  %0 = linalg.pack %t padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<13x15xf32> -> tensor<2x4x8x4xf32>
  return %0 : tensor<2x4x8x4xf32>
}

// -----

func.func @dyn(%t: tensor<?x?xf32>, %d: tensor<?x?x?x4xf32>, %n: index) -> tensor<?x?xf32> {
  %0 = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [%n, 4] into %d : tensor<?x?xf32> -> tensor<?x?x?x4xf32>
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [%n, 4] into %e : tensor<?x?x?x4xf32> -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

func.func @splat(%d: tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32> {
  %c = arith.constant dense<1.0> : tensor<16x16xf32>
  %0 = linalg.pack %c inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
  return %0 : tensor<2x4x8x4xf32>
}

// -----

func.func @cancel(%t: tensor<16x16xf32>, %d: tensor<2x4x8x4xf32>, %p: f32) -> (tensor<16x16xf32>, tensor<2x4x8x4xf32>) {
  %0 = linalg.pack %t padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e : tensor<2x4x8x4xf32> -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<2x4x8x4xf32>
  %2 = linalg.pack %1 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e2 : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
  return %1, %2 : tensor<16x16xf32>, tensor<2x4x8x4xf32>
}

// -----

// Padding that every tile fills is dropped; an unpack into a fill's result
// writes into the fill's init instead.
func.func @needless_padding(%t: tensor<16x16xf32>, %d: tensor<2x4x8x4xf32>, %p: f32, %e: tensor<16x16xf32>) -> (tensor<2x4x8x4xf32>, tensor<16x16xf32>) {
  %0 = linalg.pack %t padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
  %f = linalg.fill ins(%p : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %f : tensor<2x4x8x4xf32> -> tensor<16x16xf32>
  return %0, %1 : tensor<2x4x8x4xf32>, tensor<16x16xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @pack(%arg0: tensor<128x256xf32>, %arg1: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
// CHECK-NEXT:     return %pack : tensor<8x16x8x32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad(%arg0: tensor<13x15xf32>, %arg1: tensor<2x4x8x4xf32>, %arg2: f32) -> tensor<2x4x8x4xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg1 : tensor<13x15xf32> -> tensor<2x4x8x4xf32>
// CHECK-NEXT:     return %pack : tensor<2x4x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?x4xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @splat(%arg0: tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x4xf32>
// CHECK-NEXT:     return %cst : tensor<2x4x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cancel(%arg0: tensor<16x16xf32>, %arg1: tensor<2x4x8x4xf32>, %arg2: f32) -> (tensor<16x16xf32>, tensor<2x4x8x4xf32>) {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x4x8x4xf32>
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %0 : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
// CHECK-NEXT:     return %arg0, %pack : tensor<16x16xf32>, tensor<2x4x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @needless_padding(%arg0: tensor<16x16xf32>, %arg1: tensor<2x4x8x4xf32>, %arg2: f32, %arg3: tensor<16x16xf32>) -> (tensor<2x4x8x4xf32>, tensor<16x16xf32>) {
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg1 : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %arg1 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg3 : tensor<2x4x8x4xf32> -> tensor<16x16xf32>
// CHECK-NEXT:     return %pack, %unpack : tensor<2x4x8x4xf32>, tensor<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
