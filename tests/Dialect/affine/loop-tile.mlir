// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=4,8}))' | FileCheck %s --check-prefix=SIZES
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=32}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-sizes=4,8}))

// Tiling of perfect affine.for nests: tile loops over the original bounds,
// intra-tile loops ending at the tile's end or the original bound. Nests
// that are not hyper-rectangular are left alone, and so are nests with a
// dependence whose distance range on some loop is entirely negative (the
// in-place transpose); like mlir-opt, a constant distance of (1, -1) is
// not rejected.

func.func @transpose(%m: memref<256x256xf32>, %o: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 50 {
      %v = affine.load %m[%i, %j] : memref<256x256xf32>
      affine.store %v, %o[%j, %i] : memref<256x256xf32>
    }
  }
  return
}

func.func @symbolic(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  affine.for %i = 2 to 100 step 2 {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 3 {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  return
}

func.func @not_rectangular(%m: memref<256xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 3)>(%i) {
      %v = affine.load %m[%j] : memref<256xf32>
    }
  }
  return
}

func.func @distance_one_minus_one(%a: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %x = affine.load %a[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %x, %a[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func @max_lower_bound(%m: memref<256xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<()[s0] -> (0, s0)>()[%n] to 20 {
      %w = affine.load %m[%j] : memref<256xf32>
    }
  }
  return
}

func.func @transpose_in_place(%m: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %m[%j, %i] : memref<64x64xf32>
      affine.store %v, %m[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 32)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 32, 50)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 64, 100)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 32, 64)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 + 32, 63)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (0, s0)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0 + 32, 20)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @transpose(%arg0: memref<256x256xf32>, %arg1: memref<256x256xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 256 step 32 {
// CHECK-NEXT: affine.for %arg3 = 0 to 50 step 32 {
// CHECK-NEXT: affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT: affine.for %arg5 = #map(%arg3) to min #map2(%arg3) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<256x256xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg5, %arg4] : memref<256x256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 step 32 {
// CHECK-NEXT: affine.for %arg3 = #map(%arg2) to min #map3(%arg2)[%arg1] {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 2 to 100 step 64 {
// CHECK-NEXT: affine.for %arg3 = #map(%arg2) to min #map4(%arg2) step 2 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 3 step 32 {
// CHECK-NEXT: affine.for %arg3 = #map(%arg2) to #map5(%arg2) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @not_rectangular(%arg0: memref<256xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT: affine.for %arg3 = 0 to #map5(%arg2) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @distance_one_minus_one(%arg0: memref<64x64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 1 to 64 step 32 {
// CHECK-NEXT: affine.for %arg2 = 0 to 63 step 32 {
// CHECK-NEXT: affine.for %arg3 = #map(%arg1) to min #map6(%arg1) {
// CHECK-NEXT: affine.for %arg4 = #map(%arg2) to min #map7(%arg2) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 - 1, %arg4 + 1] : memref<64x64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3, %arg4] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @max_lower_bound(%arg0: memref<256xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 step 32 {
// CHECK-NEXT: affine.for %arg3 = max #map8()[%arg1] to 20 step 32 {
// CHECK-NEXT: affine.for %arg4 = #map(%arg2) to #map9(%arg2) {
// CHECK-NEXT: affine.for %arg5 = #map(%arg3) to min #map10(%arg3) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg5] : memref<256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @transpose_in_place(%arg0: memref<64x64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 64 {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<64x64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return

// SIZES: #map = affine_map<(d0) -> (d0)>
// SIZES-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// SIZES-NEXT: #map2 = affine_map<(d0) -> (d0 + 8, 50)>
// SIZES-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// SIZES-NEXT: #map4 = affine_map<(d0) -> (d0 + 8, 100)>
// SIZES-NEXT: #map5 = affine_map<(d0) -> (d0 + 3)>
// SIZES-NEXT: #map6 = affine_map<(d0) -> (d0 + 4, 64)>
// SIZES-NEXT: #map7 = affine_map<(d0) -> (d0 + 8, 63)>
// SIZES-NEXT: #map8 = affine_map<()[s0] -> (0, s0)>
// SIZES-NEXT: #map9 = affine_map<(d0) -> (d0 + 4, 10)>
// SIZES-NEXT: #map10 = affine_map<(d0) -> (d0 + 8, 20)>
// SIZES-LABEL: module {
// SIZES-LABEL: func.func @transpose(%arg0: memref<256x256xf32>, %arg1: memref<256x256xf32>) {
// SIZES-NEXT: affine.for %arg2 = 0 to 256 step 4 {
// SIZES-NEXT: affine.for %arg3 = 0 to 50 step 8 {
// SIZES-NEXT: affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// SIZES-NEXT: affine.for %arg5 = #map(%arg3) to min #map2(%arg3) {
// SIZES-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<256x256xf32>
// SIZES-NEXT: affine.store %0, %arg1[%arg5, %arg4] : memref<256x256xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: return
// SIZES-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// SIZES-NEXT: affine.for %arg2 = 0 to %arg1 step 4 {
// SIZES-NEXT: affine.for %arg3 = #map(%arg2) to min #map3(%arg2)[%arg1] {
// SIZES-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: affine.for %arg2 = 2 to 100 step 8 {
// SIZES-NEXT: affine.for %arg3 = #map(%arg2) to min #map4(%arg2) step 2 {
// SIZES-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: affine.for %arg2 = 0 to 3 step 4 {
// SIZES-NEXT: affine.for %arg3 = #map(%arg2) to #map5(%arg2) {
// SIZES-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: return
// SIZES-LABEL: func.func @not_rectangular(%arg0: memref<256xf32>, %arg1: index) {
// SIZES-NEXT: affine.for %arg2 = 0 to %arg1 {
// SIZES-NEXT: affine.for %arg3 = 0 to #map5(%arg2) {
// SIZES-NEXT: %0 = affine.load %arg0[%arg3] : memref<256xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: return
// SIZES-LABEL: func.func @distance_one_minus_one(%arg0: memref<64x64xf32>) {
// SIZES-NEXT: affine.for %arg1 = 1 to 64 step 4 {
// SIZES-NEXT: affine.for %arg2 = 0 to 63 step 8 {
// SIZES-NEXT: affine.for %arg3 = #map(%arg1) to min #map6(%arg1) {
// SIZES-NEXT: affine.for %arg4 = #map(%arg2) to min #map7(%arg2) {
// SIZES-NEXT: %0 = affine.load %arg0[%arg3 - 1, %arg4 + 1] : memref<64x64xf32>
// SIZES-NEXT: affine.store %0, %arg0[%arg3, %arg4] : memref<64x64xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: return
// SIZES-LABEL: func.func @max_lower_bound(%arg0: memref<256xf32>, %arg1: index) {
// SIZES-NEXT: affine.for %arg2 = 0 to 10 step 4 {
// SIZES-NEXT: affine.for %arg3 = max #map8()[%arg1] to 20 step 8 {
// SIZES-NEXT: affine.for %arg4 = #map(%arg2) to min #map9(%arg2) {
// SIZES-NEXT: affine.for %arg5 = #map(%arg3) to min #map10(%arg3) {
// SIZES-NEXT: %0 = affine.load %arg0[%arg5] : memref<256xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: return
// SIZES-LABEL: func.func @transpose_in_place(%arg0: memref<64x64xf32>) {
// SIZES-NEXT: affine.for %arg1 = 0 to 64 {
// SIZES-NEXT: affine.for %arg2 = 0 to 64 {
// SIZES-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<64x64xf32>
// SIZES-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<64x64xf32>
// SIZES-NEXT: }
// SIZES-NEXT: }
// SIZES-NEXT: return
