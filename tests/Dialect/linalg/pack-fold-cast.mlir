// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// tensor.cast to a less static type folded into linalg.pack and
// linalg.unpack (source and destination); the result keeps its type
// through a cast back, and dynamic tiles the new type fixes become
// constants.

func.func @pack_cast_source(%src: tensor<13x6xf32>, %dst: tensor<2x3x8x2xf32>, %pad: f32) -> tensor<2x3x8x2xf32> {
  %c = tensor.cast %src : tensor<13x6xf32> to tensor<?x?xf32>
  %0 = linalg.pack %c padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dst : tensor<?x?xf32> -> tensor<2x3x8x2xf32>
  return %0 : tensor<2x3x8x2xf32>
}

func.func @pack_cast_dest(%src: tensor<16x6xf32>, %dst: tensor<2x3x8x2xf32>, %t: index) -> tensor<?x?x?x2xf32> {
  %c = tensor.cast %dst : tensor<2x3x8x2xf32> to tensor<?x?x?x2xf32>
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%t, 2] into %c : tensor<16x6xf32> -> tensor<?x?x?x2xf32>
  return %0 : tensor<?x?x?x2xf32>
}

func.func @unpack_cast(%src: tensor<2x3x8x2xf32>, %dst: tensor<16x6xf32>) -> tensor<?x6xf32> {
  %s = tensor.cast %src : tensor<2x3x8x2xf32> to tensor<?x?x8x2xf32>
  %d = tensor.cast %dst : tensor<16x6xf32> to tensor<?x6xf32>
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<?x?x8x2xf32> -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @pack_cast_source(%arg0: tensor<13x6xf32>, %arg1: tensor<2x3x8x2xf32>, %arg2: f32) -> tensor<2x3x8x2xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg1 : tensor<13x6xf32> -> tensor<2x3x8x2xf32>
// CHECK-NEXT:     return %pack : tensor<2x3x8x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_cast_dest(%arg0: tensor<16x6xf32>, %arg1: tensor<2x3x8x2xf32>, %arg2: index) -> tensor<?x?x?x2xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg1 : tensor<16x6xf32> -> tensor<2x3x8x2xf32>
// CHECK-NEXT:     %cast = tensor.cast %pack : tensor<2x3x8x2xf32> to tensor<?x?x?x2xf32>
// CHECK-NEXT:     return %cast : tensor<?x?x?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_cast(%arg0: tensor<2x3x8x2xf32>, %arg1: tensor<16x6xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT:     %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg1 : tensor<2x3x8x2xf32> -> tensor<16x6xf32>
// CHECK-NEXT:     %cast = tensor.cast %unpack : tensor<16x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return %cast : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
