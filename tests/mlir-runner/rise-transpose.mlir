// CONFORMANCE: skip (rise is not an MLIR dialect)
// Data layout in Rise: a 3x4 matrix transposed into a 4x3 memref, and the
// sums of its rows computed on join then split (the matrix flattened to
// 12 elements and cut again into rows of 4), by a mapPar (an
// affine.parallel over the rows). x[i][j] = 4i + j. Lowered
// with convert-rise-to-affine and then to LLVM, run by strata-runner; the
// values are those of the reference computation in
// crates/strata/tests/rise.rs.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   4,   8],
// CHECK-NEXT:  [1,   5,   9],
// CHECK-NEXT:  [2,   6,   10],
// CHECK-NEXT:  [3,   7,   11]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [6,  22,  38]

func.func @transpose(%x: memref<3x4xf32>, %y: memref<4x3xf32>) {
  %X = rise.in %x : memref<3x4xf32>
  %t = rise.transpose #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %T = rise.apply %t, %X : !rise.fun<array<3, array<4, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>
  rise.out %y <- %T : memref<4x3xf32>
  return
}

func.func @row_sums(%x: memref<3x4xf32>, %y: memref<3xf32>) {
  %X = rise.in %x : memref<3x4xf32>
  %join = rise.join #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %flat = rise.apply %join, %X : !rise.fun<array<3, array<4, scalar<f32>>> -> array<12, scalar<f32>>>
  %split = rise.split #rise.nat<4> #rise.nat<3> #rise.scalar<f32>
  %rows = rise.apply %split, %flat : !rise.fun<array<12, scalar<f32>> -> array<3, array<4, scalar<f32>>>>
  %sum = rise.lambda (%row) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
    %add = rise.lambda (%e, %acc) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
      %r = rise.embed(%e, %acc) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
      ^bb0(%u: f32, %s: f32):
        %n = arith.addf %s, %u : f32
        rise.return %n : f32
      }
      rise.return %r : !rise.scalar<f32>
    }
    %zero = rise.literal 0.0 : f32
    %reduce = rise.reduceSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
    %s = rise.apply %reduce, %add, %zero, %row : !rise.fun<fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, scalar<f32>> -> scalar<f32>>>>
    rise.return %s : !rise.scalar<f32>
  }
  %map = rise.mapPar #rise.nat<3> #rise.array<4, scalar<f32>> #rise.scalar<f32>
  %sums = rise.apply %map, %sum, %rows : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, scalar<f32>>>>
  rise.out %y <- %sums : memref<3xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = memref.alloc() : memref<3x4xf32>
  %t = memref.alloc() : memref<4x3xf32>
  %s = memref.alloc() : memref<3xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %x[%i, %j] : memref<3x4xf32>
    }
  }
  func.call @transpose(%x, %t) : (memref<3x4xf32>, memref<4x3xf32>) -> ()
  func.call @row_sums(%x, %s) : (memref<3x4xf32>, memref<3xf32>) -> ()
  %p = memref.cast %t : memref<4x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  %p2 = memref.cast %s : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<3x4xf32>
  memref.dealloc %t : memref<4x3xf32>
  memref.dealloc %s : memref<3xf32>
  return
}
