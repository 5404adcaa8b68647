// CONFORMANCE: skip (rise is not an MLIR dialect)
// separateConv as an Elevate strategy (rise-elevate{strategy=separate-conv}):
// the builder's naive 3x3 convolution of a 5x5 image padded by one
// (clamping) with the Sobel kernel, a constant global, run as it is and
// after the strategy separated it into a vertical pass with (1, 0, -1) and
// a horizontal one with (1, 2, 1) (the vertical results stored once per
// band of rows by convert-rise-to-affine). Both print the values of the
// reference computation image[i][j] = i * i + 3 * j - (i * j) mod 4 with
// clamped borders.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --rise-elevate='strategy=separate-conv' --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// The thesis' rule as written, per neighbourhood (nbh |> transpose |>
// map (dot wv) |> dot wh), computes the same values:
// RUN: strata-opt %s --rise-elevate='strategy=separate-conv-nbh' --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --rise-elevate='strategy=separate-conv' --convert-rise-to-affine | FileCheck %s --check-prefix=LOOPS
// RUN: strata-opt %s --rise-elevate='strategy=separate-conv-nbh' | FileCheck %s --check-prefix=NBH

// The separated form: one vertical pass per band of 3 rows into a buffer
// of 7 (the padded width), three multiplications per column, then three
// per output.
// LOOPS-LABEL: func.func @conv2d
// LOOPS:         memref.alloc() : memref<7xf32>
// LOOPS:         affine.for %{{.*}} = 0 to 5 {
// LOOPS-NEXT:      affine.for %{{.*}} = 0 to 7 {
// LOOPS-COUNT-1:     arith.mulf
// LOOPS:             affine.store %{{.*}}, %alloc[%{{.*}}] : memref<7xf32>
// LOOPS:           affine.for %{{.*}} = 0 to 5 {
// LOOPS:             affine.load %alloc
// LOOPS-COUNT-1:     arith.mulf
// LOOPS:         memref.dealloc %alloc : memref<7xf32>

// Per neighbourhood: the factors read at the start of the function, and
// in the neighbourhood's lambda a map of dot products with (1, 0, -1) over
// the columns, then one with (1, 2, 1).
// NBH-LABEL: func.func @conv2d
// NBH-NEXT:    %[[GV:.*]] = memref.get_global @sobel_v : memref<3xf32>
// NBH-NEXT:    %[[WV:.*]] = rise.in %[[GV]] : memref<3xf32>
// NBH-NEXT:    %[[GH:.*]] = memref.get_global @sobel_h : memref<3xf32>
// NBH-NEXT:    %[[WH:.*]] = rise.in %[[GH]] : memref<3xf32>
// NBH:         rise.lambda (%[[NBH:.*]]) : !rise.fun<array<3, array<3, scalar<f32>>> -> scalar<f32>> {
// NBH-NEXT:      %[[T:.*]] = rise.transpose #rise.nat<3> #rise.nat<3> #rise.scalar<f32>
// NBH-NEXT:      %[[COLS:.*]] = rise.apply %[[T]], %[[NBH]]
// NBH:             rise.apply %{{.*}}, %{{.*}}, %[[WV]]
// NBH:           %[[M:.*]] = rise.map #rise.nat<3> #rise.array<3, scalar<f32>> #rise.scalar<f32>
// NBH-NEXT:      %[[V:.*]] = rise.apply %[[M]], %{{.*}}, %[[COLS]]
// NBH:           rise.apply %{{.*}}, %[[V]], %[[WH]]
// NBH-NOT:     rise.reduceSeq #rise.nat<9>

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}-3,   0,   4,   4,   -1],
// CHECK-NEXT:  [-14,   -12,   -12,   -12,   -14],
// CHECK-NEXT:  [-30,   -28,   -32,   -36,   -34],
// CHECK-NEXT:  [-50,   -52,   -52,   -52,   -50],
// CHECK-NEXT:  [-31,   -36,   -36,   -32,   -29]]

memref.global "private" constant @sobel : memref<3x3xf32> = dense<[[1.0, 2.0, 1.0], [0.0, 0.0, 0.0], [-1.0, -2.0, -1.0]]>

func.func @conv2d(%arg0: memref<5x5xf32>, %arg2: memref<5x5xf32>) {
  %0 = rise.in %arg0 : memref<5x5xf32>
  %k = memref.get_global @sobel : memref<3x3xf32>
  %1 = rise.in %k : memref<3x3xf32>
  %2 = rise.pad #rise.nat<5> #rise.nat<1> #rise.nat<1> #rise.array<5, scalar<f32>>
  %3 = rise.apply %2, %0 : !rise.fun<array<5, array<5, scalar<f32>>> -> array<7, array<5, scalar<f32>>>>
  %4 = rise.lambda (%arg3) : !rise.fun<array<5, scalar<f32>> -> array<7, scalar<f32>>> {
    %18 = rise.pad #rise.nat<5> #rise.nat<1> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<5, scalar<f32>> -> array<7, scalar<f32>>>
    rise.return %19 : !rise.array<7, scalar<f32>>
  }
  %5 = rise.map #rise.nat<7> #rise.array<5, scalar<f32>> #rise.array<7, scalar<f32>>
  %6 = rise.apply %5, %4, %3 : !rise.fun<fun<array<5, scalar<f32>> -> array<7, scalar<f32>>> -> fun<array<7, array<5, scalar<f32>>> -> array<7, array<7, scalar<f32>>>>>
  %7 = rise.lambda (%arg3) : !rise.fun<array<7, scalar<f32>> -> array<5, array<3, scalar<f32>>>> {
    %18 = rise.slide #rise.nat<5> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<7, scalar<f32>> -> array<5, array<3, scalar<f32>>>>
    rise.return %19 : !rise.array<5, array<3, scalar<f32>>>
  }
  %8 = rise.map #rise.nat<7> #rise.array<7, scalar<f32>> #rise.array<5, array<3, scalar<f32>>>
  %9 = rise.apply %8, %7, %6 : !rise.fun<fun<array<7, scalar<f32>> -> array<5, array<3, scalar<f32>>>> -> fun<array<7, array<7, scalar<f32>>> -> array<7, array<5, array<3, scalar<f32>>>>>>
  %10 = rise.slide #rise.nat<5> #rise.nat<3> #rise.nat<1> #rise.array<5, array<3, scalar<f32>>>
  %11 = rise.apply %10, %9 : !rise.fun<array<7, array<5, array<3, scalar<f32>>>> -> array<5, array<3, array<5, array<3, scalar<f32>>>>>>
  %12 = rise.lambda (%arg3) : !rise.fun<array<3, array<5, array<3, scalar<f32>>>> -> array<5, array<3, array<3, scalar<f32>>>>> {
    %18 = rise.transpose #rise.nat<3> #rise.nat<5> #rise.array<3, scalar<f32>>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<3, array<5, array<3, scalar<f32>>>> -> array<5, array<3, array<3, scalar<f32>>>>>
    rise.return %19 : !rise.array<5, array<3, array<3, scalar<f32>>>>
  }
  %13 = rise.map #rise.nat<5> #rise.array<3, array<5, array<3, scalar<f32>>>> #rise.array<5, array<3, array<3, scalar<f32>>>>
  %14 = rise.apply %13, %12, %11 : !rise.fun<fun<array<3, array<5, array<3, scalar<f32>>>> -> array<5, array<3, array<3, scalar<f32>>>>> -> fun<array<5, array<3, array<5, array<3, scalar<f32>>>>> -> array<5, array<5, array<3, array<3, scalar<f32>>>>>>>
  %15 = rise.lambda (%arg3) : !rise.fun<array<5, array<3, array<3, scalar<f32>>>> -> array<5, scalar<f32>>> {
    %18 = rise.lambda (%arg4) : !rise.fun<array<3, array<3, scalar<f32>>> -> scalar<f32>> {
      %21 = rise.zip #rise.nat<3> #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
      %22 = rise.apply %21, %arg4, %1 : !rise.fun<array<3, array<3, scalar<f32>>> -> fun<array<3, array<3, scalar<f32>>> -> array<3, tuple<array<3, scalar<f32>>, array<3, scalar<f32>>>>>>
      %23 = rise.lambda (%arg5) : !rise.fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, tuple<scalar<f32>, scalar<f32>>>> {
        %32 = rise.fst #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
        %33 = rise.apply %32, %arg5 : !rise.fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, scalar<f32>>>
        %34 = rise.snd #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
        %35 = rise.apply %34, %arg5 : !rise.fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, scalar<f32>>>
        %36 = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
        %37 = rise.apply %36, %33, %35 : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
        rise.return %37 : !rise.array<3, tuple<scalar<f32>, scalar<f32>>>
      }
      %24 = rise.map #rise.nat<3> #rise.tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> #rise.array<3, tuple<scalar<f32>, scalar<f32>>>
      %25 = rise.apply %24, %23, %22 : !rise.fun<fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, tuple<scalar<f32>, scalar<f32>>>> -> fun<array<3, tuple<array<3, scalar<f32>>, array<3, scalar<f32>>>> -> array<3, array<3, tuple<scalar<f32>, scalar<f32>>>>>>
      %26 = rise.join #rise.nat<3> #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>>
      %27 = rise.apply %26, %25 : !rise.fun<array<3, array<3, tuple<scalar<f32>, scalar<f32>>>> -> array<9, tuple<scalar<f32>, scalar<f32>>>>
      %28 = rise.literal 0.000000e+00 : f32
      %29 = rise.lambda (%arg5, %arg6) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %32 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %33 = rise.apply %32, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %34 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %35 = rise.apply %34, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %36 = rise.embed(%33, %35, %arg6) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
          %37 = arith.mulf %arg7, %arg8 : f32
          %38 = arith.addf %arg9, %37 : f32
          rise.return %38 : f32
        }
        rise.return %36 : !rise.scalar<f32>
      }
      %30 = rise.reduceSeq #rise.nat<9> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %31 = rise.apply %30, %29, %28, %27 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<9, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %31 : !rise.scalar<f32>
    }
    %19 = rise.mapSeq #rise.nat<5> #rise.array<3, array<3, scalar<f32>>> #rise.scalar<f32>
    %20 = rise.apply %19, %18, %arg3 : !rise.fun<fun<array<3, array<3, scalar<f32>>> -> scalar<f32>> -> fun<array<5, array<3, array<3, scalar<f32>>>> -> array<5, scalar<f32>>>>
    rise.return %20 : !rise.array<5, scalar<f32>>
  }
  %16 = rise.mapSeq #rise.nat<5> #rise.array<5, array<3, array<3, scalar<f32>>>> #rise.array<5, scalar<f32>>
  %17 = rise.apply %16, %15, %14 : !rise.fun<fun<array<5, array<3, array<3, scalar<f32>>>> -> array<5, scalar<f32>>> -> fun<array<5, array<5, array<3, array<3, scalar<f32>>>>> -> array<5, array<5, scalar<f32>>>>>
  rise.out %arg2 <- %17 : memref<5x5xf32>
  return
}


func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %image = memref.alloc() : memref<5x5xf32>
  %out = memref.alloc() : memref<5x5xf32>
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      %ii = arith.muli %i, %i : index
      %j3 = arith.muli %j, %c3 : index
      %s = arith.addi %ii, %j3 : index
      %ij = arith.muli %i, %j : index
      %m = arith.remui %ij, %c4 : index
      %k = arith.subi %s, %m : index
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %image[%i, %j] : memref<5x5xf32>
    }
  }
  func.call @conv2d(%image, %out) : (memref<5x5xf32>, memref<5x5xf32>) -> ()
  %p = memref.cast %out : memref<5x5xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %image : memref<5x5xf32>
  memref.dealloc %out : memref<5x5xf32>
  return
}
