// CONFORMANCE: skip (rise is not an MLIR dialect)
// A 1-D convolution written in Rise: x padded by one element on each side
// (clamping), windows of 3 (slide), each reduced with the weights (zip,
// reduceSeq). x[i] = i * i, weights (1, 2, 1). Lowered with
// convert-rise-to-affine and then to LLVM, run by strata-runner; the
// values are those of the reference computation in
// crates/strata/tests/rise.rs.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [1,  6,  18,  38,  66,  91]

func.func @conv1d(%x: memref<6xf32>, %w: memref<3xf32>, %y: memref<6xf32>) {
  %X = rise.in %x : memref<6xf32>
  %W = rise.in %w : memref<3xf32>
  %pad = rise.pad #rise.nat<6> #rise.nat<1> #rise.nat<1> #rise.scalar<f32>
  %padded = rise.apply %pad, %X : !rise.fun<array<6, scalar<f32>> -> array<8, scalar<f32>>>
  %slide = rise.slide #rise.nat<6> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
  %windows = rise.apply %slide, %padded : !rise.fun<array<8, scalar<f32>> -> array<6, array<3, scalar<f32>>>>
  %dot = rise.lambda (%win) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
    %zip = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %pairs = rise.apply %zip, %win, %W : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
    %madd = rise.lambda (%p, %acc) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
      %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
      %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
      %a = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
      %b = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
      %r = rise.embed(%a, %b, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
      ^bb0(%u: f32, %v: f32, %s: f32):
        %m = arith.mulf %u, %v : f32
        %n = arith.addf %s, %m : f32
        rise.return %n : f32
      }
      rise.return %r : !rise.scalar<f32>
    }
    %zero = rise.literal 0.0 : f32
    %reduce = rise.reduceSeq #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
    %sum = rise.apply %reduce, %madd, %zero, %pairs : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
    rise.return %sum : !rise.scalar<f32>
  }
  %map = rise.mapSeq #rise.nat<6> #rise.array<3, scalar<f32>> #rise.scalar<f32>
  %result = rise.apply %map, %dot, %windows : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<6, array<3, scalar<f32>>> -> array<6, scalar<f32>>>>
  rise.out %y <- %result : memref<6xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = memref.alloc() : memref<6xf32>
  %w = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<6xf32>
  affine.for %i = 0 to 6 {
    %k = arith.muli %i, %i : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    affine.store %kf, %x[%i] : memref<6xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %w[%c0] : memref<3xf32>
  memref.store %two, %w[%c1] : memref<3xf32>
  memref.store %one, %w[%c2] : memref<3xf32>
  func.call @conv1d(%x, %w, %y) : (memref<6xf32>, memref<3xf32>, memref<6xf32>) -> ()
  %p = memref.cast %y : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<6xf32>
  memref.dealloc %w : memref<3xf32>
  memref.dealloc %y : memref<6xf32>
  return
}
