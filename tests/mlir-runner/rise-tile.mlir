// CONFORMANCE: skip (rise is not an MLIR dialect)
// 2-D tiling as a composition of Elevate strategies
// (rise-elevate{strategy=tile}: split-join of the rows, split-join of the
// columns, map fission of the join, interchange of the rows of a tile
// with the column tiles) on a 4x3 by 3x4 matrix multiplication with 2x2
// tiles, and map-reduce fusion: the tiled program, its lowering and its
// run give the values of the untiled one. A[i][j] = 3i + j + 1 and B is A
// transposed.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --rise-elevate='strategy=tile tile-size=2' --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --rise-elevate='strategy=tile tile-size=2' | FileCheck %s --check-prefix=TILED
// RUN: strata-opt %s --rise-elevate='strategy=tile tile-size=2' --convert-rise-to-affine | FileCheck %s --check-prefix=LOOPS

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}14,   32,   50,   68],
// CHECK-NEXT:  [32,   77,   122,   167],
// CHECK-NEXT:  [50,   122,   194,   266],
// CHECK-NEXT:  [68,   167,   266,   365]]

// join (mapSeq (λrows. mapSeq join (transpose (mapSeq (λcols. mapSeq
// (λarow. mapSeq (λbcol. dot arow bcol) cols) rows) (split 2 Bt))))
// (split 2 A)):
// TILED-LABEL: func.func @mm
// TILED:         %[[BT:.*]] = rise.apply %{{.*}}, %{{.*}} : !rise.fun<array<3, array<4, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>
// TILED:         %[[SPLIT:.*]] = rise.split #rise.nat<2> #rise.nat<2> #rise.array<3, scalar<f32>>
// TILED-NEXT:    %[[ROWTILES:.*]] = rise.apply %[[SPLIT]], %{{.*}}
// TILED-NEXT:    %[[TILEFN:.*]] = rise.lambda (%[[ROWS:.*]]) : !rise.fun<array<2, array<3, scalar<f32>>> -> array<2, array<4, scalar<f32>>>> {
// TILED-NEXT:      %[[SPLIT2:.*]] = rise.split #rise.nat<2> #rise.nat<2> #rise.array<3, scalar<f32>>
// TILED-NEXT:      %[[COLTILES:.*]] = rise.apply %[[SPLIT2]], %[[BT]]
// TILED-NEXT:      %[[COLSFN:.*]] = rise.lambda (%[[COLS:.*]]) : !rise.fun<array<2, array<3, scalar<f32>>> -> array<2, array<2, scalar<f32>>>> {
// TILED-NEXT:        %[[ROWFN:.*]] = rise.lambda (%[[AROW:.*]]) : !rise.fun<array<3, scalar<f32>> -> array<2, scalar<f32>>> {
// TILED:               rise.reduceSeq #rise.nat<3>
// TILED:             rise.apply %{{.*}}, %{{.*}}, %[[COLS]]
// TILED:           rise.apply %{{.*}}, %[[ROWFN]], %[[ROWS]]
// TILED:         %[[TILES:.*]] = rise.apply %{{.*}}, %[[COLSFN]], %[[COLTILES]]
// TILED-NEXT:    rise.transpose #rise.nat<2> #rise.nat<2> #rise.array<2, scalar<f32>>
// TILED:         rise.join #rise.nat<2> #rise.nat<2> #rise.scalar<f32>
// TILED:         rise.apply %{{.*}}, %[[TILEFN]], %[[ROWTILES]]
// TILED:         rise.join #rise.nat<2> #rise.nat<2> #rise.array<4, scalar<f32>>
// TILED:         rise.out

// The joins and the transpose are stored through, so the loops follow the
// tiled program: row tiles, column tiles, then the rows and columns of a
// tile.
// LOOPS-LABEL: func.func @mm
// LOOPS-NEXT:    affine.for %[[IT:.*]] = 0 to 2 {
// LOOPS-NEXT:      affine.for %[[JT:.*]] = 0 to 2 {
// LOOPS-NEXT:        affine.for %[[I:.*]] = 0 to 2 {
// LOOPS-NEXT:          affine.for %[[J:.*]] = 0 to 2 {
// LOOPS:                 affine.load %arg0[%[[IT]] * 2 + %[[I]], %{{.*}}] : memref<4x3xf32>
// LOOPS-NEXT:            affine.load %arg1[%{{.*}}, %[[JT]] * 2 + %[[J]]] : memref<3x4xf32>
// LOOPS:               affine.store %{{.*}}, %arg2[%[[IT]] * 2 + %[[I]], %[[JT]] * 2 + %[[J]]] : memref<4x4xf32>

func.func @mm(%a: memref<4x3xf32>, %b: memref<3x4xf32>, %c: memref<4x4xf32>) {
  %A = rise.in %a : memref<4x3xf32>
  %B = rise.in %b : memref<3x4xf32>
  %t = rise.transpose #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %Bt = rise.apply %t, %B : !rise.fun<array<3, array<4, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<3, scalar<f32>> -> array<4, scalar<f32>>> {
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
    %m2 = rise.mapSeq #rise.nat<4> #rise.array<3, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, scalar<f32>>>>
    rise.return %row : !rise.array<4, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<4> #rise.array<3, scalar<f32>> #rise.array<4, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<3, scalar<f32>> -> array<4, scalar<f32>>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, array<4, scalar<f32>>>>>
  rise.out %c <- %C : memref<4x4xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.alloc() : memref<4x3xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %a[%i, %j] : memref<4x3xf32>
      affine.store %kf, %b[%j, %i] : memref<3x4xf32>
    }
  }
  func.call @mm(%a, %b, %c) : (memref<4x3xf32>, memref<3x4xf32>, memref<4x4xf32>) -> ()
  %p = memref.cast %c : memref<4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x3xf32>
  memref.dealloc %b : memref<3x4xf32>
  memref.dealloc %c : memref<4x4xf32>
  return
}
