// CONFORMANCE: skip (rise is not an MLIR dialect)
// Functional to imperative: a mapSeq storing each element (its lambda
// applied by substitution, the embedded ops cloned on the loaded
// element), maps of any kind fused into the store loop nest (each element
// computed where it is stored; a mapPar that is stored becomes an
// affine.parallel), a reduceSeq as an affine.for carrying the accumulator
// (stored into a rank-0 memref), literals as constants, and a pair built
// with tuple and taken apart with snd; a lambda of two parameters
// applied to a function only (a partial application) and then mapped.
// RUN: strata-opt %s --convert-rise-to-affine | FileCheck %s

// CHECK-LABEL: func.func @map_seq_of_embed(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @maps_fuse(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 2 {
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (3) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<2x3xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: %2 = arith.addf %1, %cst : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg2, %arg3] : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<f32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg3 = 0 to 8 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: %3 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %4 = arith.addf %arg4, %3 : f32
// CHECK-NEXT: affine.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %arg2[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tuple_pattern(%arg0: memref<3xi32>, %arg1: memref<3xi32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 3 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: affine.store %c10_i32, %arg1[%arg2] : memref<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: memref<4x3xf32>, %arg1: memref<4x3xf32>) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (4) {
// CHECK-NEXT: affine.for %arg3 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x3xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg2, %arg3] : memref<4x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @higher_order(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %1 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @map_seq_of_embed(%x: memref<4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<4xf32>
  %sq = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %m = arith.mulf %u, %u : f32
      rise.return %m : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %map = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %Y = rise.apply %map, %sq, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  rise.out %y <- %Y : memref<4xf32>
  return
}

func.func @maps_fuse(%x: memref<2x3xf32>, %y: memref<2x3xf32>) {
  %X = rise.in %x : memref<2x3xf32>
  %one = rise.literal 1.0 : f32
  %inc = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e, %one) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32, %c: f32):
      %a = arith.addf %u, %c : f32
      rise.return %a : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %row = rise.lambda (%r) : !rise.fun<array<3, scalar<f32>> -> array<3, scalar<f32>>> {
    %map = rise.map #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %once = rise.apply %map, %inc, %r : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, scalar<f32>>>>
    %mapPar = rise.mapPar #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %twice = rise.apply %mapPar, %inc, %once : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, scalar<f32>>>>
    rise.return %twice : !rise.array<3, scalar<f32>>
  }
  %outer = rise.mapSeq #rise.nat<2> #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
  %Y = rise.apply %outer, %row, %X : !rise.fun<fun<array<3, scalar<f32>> -> array<3, scalar<f32>>> -> fun<array<2, array<3, scalar<f32>>> -> array<2, array<3, scalar<f32>>>>>
  rise.out %y <- %Y : memref<2x3xf32>
  return
}

func.func @dot(%a: memref<8xf32>, %b: memref<8xf32>, %y: memref<f32>) {
  %A = rise.in %a : memref<8xf32>
  %B = rise.in %b : memref<8xf32>
  %zip = rise.zip #rise.nat<8> #rise.scalar<f32> #rise.scalar<f32>
  %Z = rise.apply %zip, %A, %B : !rise.fun<array<8, scalar<f32>> -> fun<array<8, scalar<f32>> -> array<8, tuple<scalar<f32>, scalar<f32>>>>>
  %madd = rise.lambda (%p, %acc) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
    %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
    %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
    %u = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
    %v = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
    %r = rise.embed(%u, %v, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%x: f32, %w: f32, %s: f32):
      %m = arith.mulf %x, %w : f32
      %n = arith.addf %s, %m : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %zero = rise.literal 0.0 : f32
  %red = rise.reduceSeq #rise.nat<8> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
  %d = rise.apply %red, %madd, %zero, %Z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<8, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
  rise.out %y <- %d : memref<f32>
  return
}

func.func @tuple_pattern(%a: memref<3xi32>, %y: memref<3xi32>) {
  %A = rise.in %a : memref<3xi32>
  %swap = rise.lambda (%e) : !rise.fun<scalar<i32> -> scalar<i32>> {
    %c = rise.literal 10 : i32
    %tuple = rise.tuple #rise.scalar<i32> #rise.scalar<i32>
    %p = rise.apply %tuple, %e, %c : !rise.fun<scalar<i32> -> fun<scalar<i32> -> tuple<scalar<i32>, scalar<i32>>>>
    %snd = rise.snd #rise.scalar<i32> #rise.scalar<i32>
    %r = rise.apply %snd, %p : !rise.fun<tuple<scalar<i32>, scalar<i32>> -> scalar<i32>>
    rise.return %r : !rise.scalar<i32>
  }
  %map = rise.mapSeq #rise.nat<3> #rise.scalar<i32> #rise.scalar<i32>
  %Y = rise.apply %map, %swap, %A : !rise.fun<fun<scalar<i32> -> scalar<i32>> -> fun<array<3, scalar<i32>> -> array<3, scalar<i32>>>>
  rise.out %y <- %Y : memref<3xi32>
  return
}
func.func @par(%x: memref<4x3xf32>, %y: memref<4x3xf32>) {
  %X = rise.in %x : memref<4x3xf32>
  %sq = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %m = arith.mulf %u, %u : f32
      rise.return %m : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %row = rise.lambda (%r) : !rise.fun<array<3, scalar<f32>> -> array<3, scalar<f32>>> {
    %map = rise.mapSeq #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %m = rise.apply %map, %sq, %r : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, scalar<f32>>>>
    rise.return %m : !rise.array<3, scalar<f32>>
  }
  %map = rise.mapPar #rise.nat<4> #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
  %Y = rise.apply %map, %row, %X : !rise.fun<fun<array<3, scalar<f32>> -> array<3, scalar<f32>>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>>
  rise.out %y <- %Y : memref<4x3xf32>
  return
}
func.func @higher_order(%x: memref<4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<4xf32>
  %twice = rise.lambda (%f, %e) : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
    %a = rise.apply %f, %e : !rise.fun<scalar<f32> -> scalar<f32>>
    %b = rise.apply %f, %a : !rise.fun<scalar<f32> -> scalar<f32>>
    rise.return %b : !rise.scalar<f32>
  }
  %sq = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %m = arith.mulf %u, %u : f32
      rise.return %m : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %quad = rise.apply %twice, %sq : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>>
  %map = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %Y = rise.apply %map, %quad, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  rise.out %y <- %Y : memref<4xf32>
  return
}
