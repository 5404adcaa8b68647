// CONFORMANCE: skip (rise is not an MLIR dialect)
// Index resolution of the data-layout patterns: split (i, j -> i * 4 + j),
// join (i -> i floordiv 4, i mod 4), transpose (i, j -> j, i), slide
// (i, j -> i * 2 + j), pad (i -> clamp(i - l) to [0, n - 1], a memref.load
// since a clamp is no affine dimension), zip and snd (the side picked).
// A join or transpose that is stored is stored through: the loops follow
// its input, the store's indices the layout (i, j -> i * 4 + j; i, j ->
// j, i).
// RUN: strata-opt %s --convert-rise-to-affine | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0, 0)>
// CHECK: #map1 = affine_map<(d0) -> (d0, 3)>
// CHECK-LABEL: func.func @split_join(%arg0: memref<12xf32>, %arg1: memref<3x4xf32>, %arg2: memref<12xf32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 3 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 * 4 + %arg4] : memref<12xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3, %arg4] : memref<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 3 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 * 4 + %arg4] : memref<12xf32>
// CHECK-NEXT: affine.store %0, %arg2[%arg3 * 4 + %arg4] : memref<12xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: memref<2x3xf32>, %arg1: memref<3x2xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 2 {
// CHECK-NEXT: affine.for %arg3 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<2x3xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3, %arg2] : memref<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slide(%arg0: memref<8xf32>, %arg1: memref<3x4xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 3 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 * 2 + %arg3] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad(%arg0: memref<4xf32>, %arg1: memref<6xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 6 {
// CHECK-NEXT: %0 = affine.max #map(%arg2)
// CHECK-NEXT: %1 = affine.min #map1(%0)
// CHECK-NEXT: %2 = memref.load %arg0[%1] : memref<4xf32>
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zip_snd(%arg0: memref<4xf32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg3] : memref<4xi32>
// CHECK-NEXT: affine.store %0, %arg2[%arg3] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @split_join(%x: memref<12xf32>, %y: memref<3x4xf32>, %z: memref<12xf32>) {
  %X = rise.in %x : memref<12xf32>
  %split = rise.split #rise.nat<4> #rise.nat<3> #rise.scalar<f32>
  %rows = rise.apply %split, %X : !rise.fun<array<12, scalar<f32>> -> array<3, array<4, scalar<f32>>>>
  rise.out %y <- %rows : memref<3x4xf32>
  %join = rise.join #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %flat = rise.apply %join, %rows : !rise.fun<array<3, array<4, scalar<f32>>> -> array<12, scalar<f32>>>
  rise.out %z <- %flat : memref<12xf32>
  return
}

func.func @transpose(%x: memref<2x3xf32>, %y: memref<3x2xf32>) {
  %X = rise.in %x : memref<2x3xf32>
  %t = rise.transpose #rise.nat<2> #rise.nat<3> #rise.scalar<f32>
  %T = rise.apply %t, %X : !rise.fun<array<2, array<3, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>
  rise.out %y <- %T : memref<3x2xf32>
  return
}

func.func @slide(%x: memref<8xf32>, %y: memref<3x4xf32>) {
  %X = rise.in %x : memref<8xf32>
  %s = rise.slide #rise.nat<3> #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %W = rise.apply %s, %X : !rise.fun<array<8, scalar<f32>> -> array<3, array<4, scalar<f32>>>>
  rise.out %y <- %W : memref<3x4xf32>
  return
}

func.func @pad(%x: memref<4xf32>, %y: memref<6xf32>) {
  %X = rise.in %x : memref<4xf32>
  %p = rise.pad #rise.nat<4> #rise.nat<0> #rise.nat<2> #rise.scalar<f32>
  %P = rise.apply %p, %X : !rise.fun<array<4, scalar<f32>> -> array<6, scalar<f32>>>
  rise.out %y <- %P : memref<6xf32>
  return
}

func.func @zip_snd(%a: memref<4xf32>, %b: memref<4xi32>, %y: memref<4xi32>) {
  %A = rise.in %a : memref<4xf32>
  %B = rise.in %b : memref<4xi32>
  %zip = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<i32>
  %Z = rise.apply %zip, %A, %B : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<i32>> -> array<4, tuple<scalar<f32>, scalar<i32>>>>>
  %snd = rise.snd #rise.scalar<f32> #rise.scalar<i32>
  %map = rise.map #rise.nat<4> #rise.tuple<scalar<f32>, scalar<i32>> #rise.scalar<i32>
  %S = rise.apply %map, %snd, %Z : !rise.fun<fun<tuple<scalar<f32>, scalar<i32>> -> scalar<i32>> -> fun<array<4, tuple<scalar<f32>, scalar<i32>>> -> array<4, scalar<i32>>>>
  rise.out %y <- %S : memref<4xi32>
  return
}
