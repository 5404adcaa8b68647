// CONFORMANCE: skip (rise is not an MLIR dialect)
// Intermediate buffers: a computed array read by overlapping windows
// (slide 3 1 of a mapSeq) is stored once into a buffer allocated at the
// start of the function, by its own loop, and read from there (freed after
// the loop nest of the rise.out); windows that do not overlap (slide 3 3)
// read each element once, so the element is computed where it is read.
// RUN: strata-opt %s --convert-rise-to-affine | FileCheck %s

// CHECK-LABEL: func.func @windows(%arg0: memref<6xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<6xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 6 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg2] : memref<6xf32>
// CHECK-NEXT:      %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:      affine.store %1, %alloc[%arg2] : memref<6xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %0 = affine.for %arg3 = 0 to 3 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:        %1 = affine.load %alloc[%arg2 + %arg3] : memref<6xf32>
// CHECK-NEXT:        %2 = arith.addf %1, %arg4 : f32
// CHECK-NEXT:        affine.yield %2 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc : memref<6xf32>
// CHECK-NEXT:    return

// CHECK-LABEL: func.func @disjoint_windows(%arg0: memref<6xf32>, %arg1: memref<2xf32>) {
// CHECK-NOT:     memref.alloc
// CHECK:         affine.for %arg2 = 0 to 2 {
// CHECK:           affine.for %arg3 = 0 to 3 iter_args
// CHECK-NEXT:        %1 = affine.load %arg0[%arg2 * 3 + %arg3] : memref<6xf32>
// CHECK-NEXT:        %2 = arith.mulf %1, %1 : f32
// CHECK-NOT:     memref.dealloc

func.func @windows(%x: memref<6xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<6xf32>
  %sq = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %n = arith.mulf %u, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %m = rise.mapSeq #rise.nat<6> #rise.scalar<f32> #rise.scalar<f32>
  %s = rise.apply %m, %sq, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<6, scalar<f32>> -> array<6, scalar<f32>>>>
  %sl = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
  %w = rise.apply %sl, %s : !rise.fun<array<6, scalar<f32>> -> array<4, array<3, scalar<f32>>>>
  %sum = rise.lambda (%win) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
    %zero = rise.literal 0.0 : f32
    %add = rise.lambda (%a, %acc) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
      %r = rise.embed(%a, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
      ^bb0(%u: f32, %v: f32):
        %n = arith.addf %u, %v : f32
        rise.return %n : f32
      }
      rise.return %r : !rise.scalar<f32>
    }
    %red = rise.reduceSeq #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %t = rise.apply %red, %add, %zero, %win : !rise.fun<fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, scalar<f32>> -> scalar<f32>>>>
    rise.return %t : !rise.scalar<f32>
  }
  %m2 = rise.mapSeq #rise.nat<4> #rise.array<3, scalar<f32>> #rise.scalar<f32>
  %r = rise.apply %m2, %sum, %w : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, scalar<f32>>>>
  rise.out %y <- %r : memref<4xf32>
  return
}

func.func @disjoint_windows(%x: memref<6xf32>, %y: memref<2xf32>) {
  %X = rise.in %x : memref<6xf32>
  %sq = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %n = arith.mulf %u, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %m = rise.mapSeq #rise.nat<6> #rise.scalar<f32> #rise.scalar<f32>
  %s = rise.apply %m, %sq, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<6, scalar<f32>> -> array<6, scalar<f32>>>>
  %sl = rise.slide #rise.nat<2> #rise.nat<3> #rise.nat<3> #rise.scalar<f32>
  %w = rise.apply %sl, %s : !rise.fun<array<6, scalar<f32>> -> array<2, array<3, scalar<f32>>>>
  %sum = rise.lambda (%win) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
    %zero = rise.literal 0.0 : f32
    %add = rise.lambda (%a, %acc) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
      %r = rise.embed(%a, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
      ^bb0(%u: f32, %v: f32):
        %n = arith.addf %u, %v : f32
        rise.return %n : f32
      }
      rise.return %r : !rise.scalar<f32>
    }
    %red = rise.reduceSeq #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %t = rise.apply %red, %add, %zero, %win : !rise.fun<fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, scalar<f32>> -> scalar<f32>>>>
    rise.return %t : !rise.scalar<f32>
  }
  %m2 = rise.mapSeq #rise.nat<2> #rise.array<3, scalar<f32>> #rise.scalar<f32>
  %r = rise.apply %m2, %sum, %w : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<3, scalar<f32>>> -> array<2, scalar<f32>>>>
  rise.out %y <- %r : memref<2xf32>
  return
}
