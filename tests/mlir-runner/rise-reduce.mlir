// CONFORMANCE: skip (rise is not an MLIR dialect)
// Reductions in Rise: the sums of the columns of a 3x4 matrix (mapSeq of a
// reduceSeq over its transpose, the additions fused with a map that
// doubles each element) and the sum of all its elements into a rank-0
// memref (reduce over the joined matrix). x[i][j] = 4i + j. Lowered with
// convert-rise-to-affine and then to LLVM, run by strata-runner; the
// values are those of the reference computation in
// crates/strata/tests/rise.rs.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// The same values after map-reduce fusion as an Elevate strategy:
// RUN: strata-opt %s --rise-elevate='strategy=fuse' --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [24,  30,  36,  42]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [66]

func.func @column_sums(%x: memref<3x4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<3x4xf32>
  %t = rise.transpose #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %T = rise.apply %t, %X : !rise.fun<array<3, array<4, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>
  %double = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %n = arith.addf %u, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %add = rise.lambda (%e, %acc) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
    %r = rise.embed(%e, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32, %s: f32):
      %n = arith.addf %s, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %sum = rise.lambda (%col) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
    %map = rise.map #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %doubled = rise.apply %map, %double, %col : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, scalar<f32>>>>
    %zero = rise.literal 0.0 : f32
    %reduce = rise.reduceSeq #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
    %s = rise.apply %reduce, %add, %zero, %doubled : !rise.fun<fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, scalar<f32>> -> scalar<f32>>>>
    rise.return %s : !rise.scalar<f32>
  }
  %map = rise.mapSeq #rise.nat<4> #rise.array<3, scalar<f32>> #rise.scalar<f32>
  %sums = rise.apply %map, %sum, %T : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, scalar<f32>>>>
  rise.out %y <- %sums : memref<4xf32>
  return
}

func.func @total(%x: memref<3x4xf32>, %y: memref<f32>) {
  %X = rise.in %x : memref<3x4xf32>
  %join = rise.join #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %flat = rise.apply %join, %X : !rise.fun<array<3, array<4, scalar<f32>>> -> array<12, scalar<f32>>>
  %add = rise.lambda (%e, %acc) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
    %r = rise.embed(%e, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32, %s: f32):
      %n = arith.addf %s, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %zero = rise.literal 0.0 : f32
  %reduce = rise.reduce #rise.nat<12> #rise.scalar<f32> #rise.scalar<f32>
  %s = rise.apply %reduce, %add, %zero, %flat : !rise.fun<fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<12, scalar<f32>> -> scalar<f32>>>>
  rise.out %y <- %s : memref<f32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = memref.alloc() : memref<3x4xf32>
  %c = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<f32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %x[%i, %j] : memref<3x4xf32>
    }
  }
  func.call @column_sums(%x, %c) : (memref<3x4xf32>, memref<4xf32>) -> ()
  func.call @total(%x, %t) : (memref<3x4xf32>, memref<f32>) -> ()
  %p = memref.cast %c : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  %p2 = memref.cast %t : memref<f32> to memref<*xf32>
  func.call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<3x4xf32>
  memref.dealloc %c : memref<4xf32>
  memref.dealloc %t : memref<f32>
  return
}
