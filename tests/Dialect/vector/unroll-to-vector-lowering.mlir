// RUN: strata-opt %s -test-vector-to-vector-lowering=unroll -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-to-vector-lowering=unroll -split-input-file

// Elementwise ops on 2x2 tiles: the operands sliced, the results inserted
// into a zero vector; the slices of a tiled result fold to its tiles.
func.func @elementwise(%a: vector<2x6xf32>, %b: vector<2x6xf32>) -> vector<2x6xi1> {
  %0 = arith.addf %a, %b : vector<2x6xf32>
  %1 = arith.cmpf ogt, %0, %a : vector<2x6xf32>
  return %1 : vector<2x6xi1>
}

// -----

// Left alone: an op the test does not unroll, a shape of one tile.
func.func @not_unrolled(%a: vector<4x4xf32>, %b: vector<2x2xf32>) -> (vector<4x4xf32>, vector<2x2xf32>) {
  %0 = arith.mulf %a, %a : vector<4x4xf32>
  %1 = arith.addf %b, %b : vector<2x2xf32>
  return %0, %1 : vector<4x4xf32>, vector<2x2xf32>
}

// -----

// Transfers read and written by tiles at moved indices (dynamic ones
// through affine.apply).
func.func @transfers(%m: memref<?x?xf16>, %n: memref<?x?xf16>, %i: index, %j: index, %c: vector<2x4xi1>) {
  %p = arith.constant 0.0 : f16
  %0 = vector.transfer_read %m[%i, %j], %p : memref<?x?xf16>, vector<2x4xf16>
  %2 = vector.transfer_read %n[%i, %i], %p : memref<?x?xf16>, vector<2x4xf16>
  %1 = arith.select %c, %0, %2 : vector<2x4xi1>, vector<2x4xf16>
  vector.transfer_write %1, %n[%j, %i] : vector<2x4xf16>, memref<?x?xf16>
  return
}

// -----

// A contraction with a reduction of two tiles: the accumulator tile is
// chained through both; the writes of a tensor chained too.
func.func @contraction(%t: tensor<4x4xf32>, %u: tensor<4x2xf32>, %acc: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %t[%c0, %c0], %p : tensor<4x4xf32>, vector<2x4xf32>
  %b = vector.transfer_read %u[%c0, %c0], %p : tensor<4x2xf32>, vector<4x2xf32>
  %c = vector.transfer_read %acc[%c0, %c0], %p : tensor<2x2xf32>, vector<2x2xf32>
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x2xf32> into vector<2x2xf32>
  %w = vector.transfer_write %r, %acc[%c0, %c0] : vector<2x2xf32>, tensor<2x2xf32>
  return %w : tensor<2x2xf32>
}

// -----

// Tiles of a contraction's result written to memory.
func.func @contraction_tiles(%a: vector<4x2xi32>, %b: vector<2x4xi32>, %c: vector<4x4xi32>, %m: memref<8x8xi32>, %i: index) {
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xi32>, vector<2x4xi32> into vector<4x4xi32>
  vector.transfer_write %r, %m[%i, %i] {in_bounds = [true, true]} : vector<4x4xi32>, memref<8x8xi32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @elementwise(%arg0: vector<2x6xf32>, %arg1: vector<2x6xf32>) -> vector<2x6xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<2x6xi1>
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : vector<2x2xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg0 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %5 = arith.addf %3, %4 : vector<2x2xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg0 {offsets = [0, 4], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %arg1 {offsets = [0, 4], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %8 = arith.addf %6, %7 : vector<2x2xf32>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %10 = arith.cmpf ogt, %2, %9 : vector<2x2xf32>
// CHECK-NEXT:     %11 = vector.insert_strided_slice %10, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x2xi1> into vector<2x6xi1>
// CHECK-NEXT:     %12 = vector.extract_strided_slice %arg0 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %13 = arith.cmpf ogt, %5, %12 : vector<2x2xf32>
// CHECK-NEXT:     %14 = vector.insert_strided_slice %13, %11 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xi1> into vector<2x6xi1>
// CHECK-NEXT:     %15 = vector.extract_strided_slice %arg0 {offsets = [0, 4], sizes = [2, 2], strides = [1, 1]} : vector<2x6xf32> to vector<2x2xf32>
// CHECK-NEXT:     %16 = arith.cmpf ogt, %8, %15 : vector<2x2xf32>
// CHECK-NEXT:     %17 = vector.insert_strided_slice %16, %14 {offsets = [0, 4], strides = [1, 1]} : vector<2x2xi1> into vector<2x6xi1>
// CHECK-NEXT:     return %17 : vector<2x6xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_unrolled(%arg0: vector<4x4xf32>, %arg1: vector<2x2xf32>) -> (vector<4x4xf32>, vector<2x2xf32>) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg0 : vector<4x4xf32>
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg1 : vector<2x2xf32>
// CHECK-NEXT:     return %0, %1 : vector<4x4xf32>, vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transfers(%arg0: memref<?x?xf16>, %arg1: memref<?x?xf16>, %arg2: index, %arg3: index, %arg4: vector<2x4xi1>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2, %arg3], %cst : memref<?x?xf16>, vector<2x2xf16>
// CHECK-NEXT:     %1 = affine.apply #map(%arg3)
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg2, %1], %cst : memref<?x?xf16>, vector<2x2xf16>
// CHECK-NEXT:     %3 = vector.transfer_read %arg1[%arg2, %arg2], %cst : memref<?x?xf16>, vector<2x2xf16>
// CHECK-NEXT:     %4 = affine.apply #map(%arg2)
// CHECK-NEXT:     %5 = vector.transfer_read %arg1[%arg2, %4], %cst : memref<?x?xf16>, vector<2x2xf16>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg4 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
// CHECK-NEXT:     %7 = arith.select %6, %0, %3 : vector<2x2xi1>, vector<2x2xf16>
// CHECK-NEXT:     %8 = vector.extract_strided_slice %arg4 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
// CHECK-NEXT:     %9 = arith.select %8, %2, %5 : vector<2x2xi1>, vector<2x2xf16>
// CHECK-NEXT:     vector.transfer_write %7, %arg1[%arg3, %arg2] : vector<2x2xf16>, memref<?x?xf16>
// CHECK-NEXT:     %10 = affine.apply #map(%arg2)
// CHECK-NEXT:     vector.transfer_write %9, %arg1[%arg3, %10] : vector<2x2xf16>, memref<?x?xf16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contraction(%arg0: tensor<4x4xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<2x2xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c0, %c2], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<2x2xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x2xf32>, vector<2x2xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg1[%c2, %c0], %cst {in_bounds = [true, true]} : tensor<4x2xf32>, vector<2x2xf32>
// CHECK-NEXT:     %4 = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<2x2xf32>, vector<2x2xf32>
// CHECK-NEXT:     %5 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %2, %4 : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %6 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %1, %3, %5 : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %7 = vector.transfer_write %6, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xf32>, tensor<2x2xf32>
// CHECK-NEXT:     return %7 : tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contraction_tiles(%arg0: vector<4x2xi32>, %arg1: vector<2x4xi32>, %arg2: vector<4x4xi32>, %arg3: memref<8x8xi32>, %arg4: index) {
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xi32> to vector<2x2xi32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xi32> to vector<2x2xi32>
// CHECK-NEXT:     %5 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg2 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %7 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %5, %6 : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %8 = vector.extract_strided_slice %arg0 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xi32> to vector<2x2xi32>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %10 = vector.extract_strided_slice %arg2 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %8, %9, %10 : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %12 = vector.extract_strided_slice %arg0 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xi32> to vector<2x2xi32>
// CHECK-NEXT:     %13 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %14 = vector.extract_strided_slice %arg2 {offsets = [2, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %15 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %12, %13, %14 : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     vector.transfer_write %3, %arg3[%arg4, %arg4] {in_bounds = [true, true]} : vector<2x2xi32>, memref<8x8xi32>
// CHECK-NEXT:     %16 = affine.apply #map3(%arg4)
// CHECK-NEXT:     vector.transfer_write %7, %arg3[%arg4, %16] {in_bounds = [true, true]} : vector<2x2xi32>, memref<8x8xi32>
// CHECK-NEXT:     %17 = affine.apply #map3(%arg4)
// CHECK-NEXT:     vector.transfer_write %11, %arg3[%17, %arg4] {in_bounds = [true, true]} : vector<2x2xi32>, memref<8x8xi32>
// CHECK-NEXT:     %18 = affine.apply #map3(%arg4)
// CHECK-NEXT:     %19 = affine.apply #map3(%arg4)
// CHECK-NEXT:     vector.transfer_write %15, %arg3[%18, %19] {in_bounds = [true, true]} : vector<2x2xi32>, memref<8x8xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
