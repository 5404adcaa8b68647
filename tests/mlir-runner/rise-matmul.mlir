// CONFORMANCE: skip (rise is not an MLIR dialect)
// A 2x3 by 3x2 matrix multiplication written in Rise (each row of A with
// each row of B transposed, a zip and a reduceSeq of multiply-adds),
// lowered with convert-rise-to-affine and then to LLVM, run by
// strata-runner. A[i][j] = 3i + j + 1 and B is A transposed, so C is
// A times A transposed (the values are checked by a reference computation
// in crates/strata/tests/rise.rs).
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}14,   32],
// CHECK-NEXT:  [32,   77]]

func.func @mm(%a: memref<2x3xf32>, %b: memref<3x2xf32>, %c: memref<2x2xf32>) {
  %A = rise.in %a : memref<2x3xf32>
  %B = rise.in %b : memref<3x2xf32>
  %t = rise.transpose #rise.nat<3> #rise.nat<2> #rise.scalar<f32>
  %Bt = rise.apply %t, %B : !rise.fun<array<3, array<2, scalar<f32>>> -> array<2, array<3, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<3, scalar<f32>> -> array<2, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
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
      %red = rise.reduceSeq #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2> #rise.array<3, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<3, scalar<f32>>> -> array<2, scalar<f32>>>>
    rise.return %row : !rise.array<2, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<2> #rise.array<3, scalar<f32>> #rise.array<2, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<3, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<2, array<3, scalar<f32>>> -> array<2, array<2, scalar<f32>>>>>
  rise.out %c <- %C : memref<2x2xf32>
  return
}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %a = memref.alloc() : memref<2x3xf32>
    %b = memref.alloc() : memref<3x2xf32>
    %c = memref.alloc() : memref<2x2xf32>
    // a[i][j] = 3i + j + 1, b[i][j] = 2i + j + 1
    affine.for %i = 0 to 2 {
      affine.for %j = 0 to 3 {
        %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>(%i, %j)
        %ki = arith.index_cast %k : index to i64
        %kf = arith.sitofp %ki : i64 to f32
        affine.store %kf, %a[%i, %j] : memref<2x3xf32>
        affine.store %kf, %b[%j, %i] : memref<3x2xf32>
      }
    }
    func.call @mm(%a, %b, %c) : (memref<2x3xf32>, memref<3x2xf32>, memref<2x2xf32>) -> ()
    %p = memref.cast %c : memref<2x2xf32> to memref<*xf32>
    func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<2x3xf32>
    memref.dealloc %b : memref<3x2xf32>
    memref.dealloc %c : memref<2x2xf32>
    return
  }
