// CONFORMANCE: skip (rise is not an MLIR dialect)
// REQUIRES: openblas
// A 3x4 by 4x2 matrix multiplication written in Rise, run two ways: the
// library path (convert-rise-to-library calls OpenBLAS's cblas_sgemm) and
// the loop path (convert-rise-to-affine); both must print the same
// values. A[i][j] = 4i + j + 1, B[i][j] = 2i + j - 3, so C is
// [[10, 20], [10, 36], [10, 52]]. The transpose in the same function is no
// matmul: the library pass leaves it to convert-rise-to-affine.
// RUN: strata-opt %s --convert-rise-to-library --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void --shared-libs=libopenblas.so | FileCheck %s
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-rise-to-library | FileCheck %s --check-prefix=LIB

// LIB: call @cblas_sgemm
// LIB-NOT: call @cblas_sgemm
// LIB: rise.transpose

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}10,   20],
// CHECK-NEXT:  [10,   36],
// CHECK-NEXT:  [10,   52]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1,   5,   9],
// CHECK-NEXT:  [2,   6,   10],
// CHECK-NEXT:  [3,   7,   11],
// CHECK-NEXT:  [4,   8,   12]]

func.func @mm(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>, %t: memref<4x3xf32>) {
  %A = rise.in %a : memref<3x4xf32>
  %B = rise.in %b : memref<4x2xf32>
  %tr = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %Bt = rise.apply %tr, %B : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
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
      %red = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
    rise.return %row : !rise.array<2, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
  rise.out %c <- %C : memref<3x2xf32>
  %ta = rise.transpose #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %At = rise.apply %ta, %A : !rise.fun<array<3, array<4, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>
  rise.out %t <- %At : memref<4x3xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<3x4xf32>
  %b = memref.alloc() : memref<4x2xf32>
  %c = memref.alloc() : memref<3x2xf32>
  %t = memref.alloc() : memref<4x3xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 + 1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %a[%i, %j] : memref<3x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 2 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 - 3)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %b[%i, %j] : memref<4x2xf32>
    }
  }
  func.call @mm(%a, %b, %c, %t) : (memref<3x4xf32>, memref<4x2xf32>, memref<3x2xf32>, memref<4x3xf32>) -> ()
  %p = memref.cast %c : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  %q = memref.cast %t : memref<4x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%q) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<4x2xf32>
  memref.dealloc %c : memref<3x2xf32>
  memref.dealloc %t : memref<4x3xf32>
  return
}
