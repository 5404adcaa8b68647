// CONFORMANCE: skip (rise is not an MLIR dialect)
// The thesis' 2048x2048 matrix multiplication after map-reduce fusion
// (its Fig. 4.6) in this dialect's syntax: B transposed, each row of A
// mapped over the columns of B, a zip reduced by a lambda whose embedded
// region multiplies and adds. It lowers to the classic triple loop nest,
// the accumulator carried by the innermost loop.
// RUN: strata-opt %s --convert-rise-to-affine | FileCheck %s

// CHECK-LABEL: func.func @mm(%arg0: memref<2048x2048xf32>, %arg1: memref<2048x2048xf32>, %arg2: memref<2048x2048xf32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 2048 {
// CHECK-NEXT: affine.for %arg4 = 0 to 2048 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg5 = 0 to 2048 iter_args(%arg6 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg5] : memref<2048x2048xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg5, %arg4] : memref<2048x2048xf32>
// CHECK-NEXT: %3 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %4 = arith.addf %3, %arg6 : f32
// CHECK-NEXT: affine.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %arg2[%arg3, %arg4] : memref<2048x2048xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @mm(%a: memref<2048x2048xf32>, %b: memref<2048x2048xf32>, %c: memref<2048x2048xf32>) {
  %A = rise.in %a : memref<2048x2048xf32>
  %B = rise.in %b : memref<2048x2048xf32>
  %t = rise.transpose #rise.nat<2048> #rise.nat<2048> #rise.scalar<f32>
  %Bt = rise.apply %t, %B : !rise.fun<array<2048, array<2048, scalar<f32>>> -> array<2048, array<2048, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<2048, scalar<f32>> -> array<2048, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<2048, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<2048> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<2048, scalar<f32>> -> fun<array<2048, scalar<f32>> -> array<2048, tuple<scalar<f32>, scalar<f32>>>>>
      %acc = rise.lambda (%p, %s) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%x, %y, %s) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32, %w: f32):
          %m = arith.mulf %u, %v : f32
          %n = arith.addf %m, %w : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 0.0 : f32
      %red = rise.reduceSeq #rise.nat<2048> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<2048, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2048> #rise.array<2048, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<2048, scalar<f32>> -> scalar<f32>> -> fun<array<2048, array<2048, scalar<f32>>> -> array<2048, scalar<f32>>>>
    rise.return %row : !rise.array<2048, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<2048> #rise.array<2048, scalar<f32>> #rise.array<2048, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<2048, scalar<f32>> -> array<2048, scalar<f32>>> -> fun<array<2048, array<2048, scalar<f32>>> -> array<2048, array<2048, scalar<f32>>>>>
  rise.out %c <- %C : memref<2048x2048xf32>
  return
}
