// CONFORMANCE: skip (rise is not an MLIR dialect)
// 2-D convolutions of a 4x4 image padded by one (clamping) with a 3x3
// kernel, as the Rise builder writes them (crates/dialects/rise,
// builder::examples::conv2d and separated_conv2d): the direct form
// (mapSeq2D over slide2D of pad2D, a reduceSeq over the joined zip2D of
// each neighbourhood with the weights) with the kernel diag(1, 2, 3), and
// the separated form (a vertical dot product with (1, 0, -1) of the
// columns of each band of 3 rows, then a horizontal one with (1, 2, 1)),
// which is the Sobel kernel. image[i][j] = i * i + 2 * j. Lowered with
// convert-rise-to-affine and then to LLVM, run by strata-runner; the
// values are those of the reference computation in
// crates/strata/tests/rise.rs.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}9,   19,   31,   37],
// CHECK-NEXT:  [20,   30,   42,   48],
// CHECK-NEXT:  [42,   52,   64,   70],
// CHECK-NEXT:  [55,   65,   77,   83]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}-4,   -4,   -4,   -4],
// CHECK-NEXT:  [-16,   -16,   -16,   -16],
// CHECK-NEXT:  [-32,   -32,   -32,   -32],
// CHECK-NEXT:  [-20,   -20,   -20,   -20]]

func.func @conv2d(%arg0: memref<4x4xf32>, %arg1: memref<3x3xf32>, %arg2: memref<4x4xf32>) {
  %0 = rise.in %arg0 : memref<4x4xf32>
  %1 = rise.in %arg1 : memref<3x3xf32>
  %2 = rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<1> #rise.array<4, scalar<f32>>
  %3 = rise.apply %2, %0 : !rise.fun<array<4, array<4, scalar<f32>>> -> array<6, array<4, scalar<f32>>>>
  %4 = rise.lambda (%arg3) : !rise.fun<array<4, scalar<f32>> -> array<6, scalar<f32>>> {
    %18 = rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<4, scalar<f32>> -> array<6, scalar<f32>>>
    rise.return %19 : !rise.array<6, scalar<f32>>
  }
  %5 = rise.map #rise.nat<6> #rise.array<4, scalar<f32>> #rise.array<6, scalar<f32>>
  %6 = rise.apply %5, %4, %3 : !rise.fun<fun<array<4, scalar<f32>> -> array<6, scalar<f32>>> -> fun<array<6, array<4, scalar<f32>>> -> array<6, array<6, scalar<f32>>>>>
  %7 = rise.lambda (%arg3) : !rise.fun<array<6, scalar<f32>> -> array<4, array<3, scalar<f32>>>> {
    %18 = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<6, scalar<f32>> -> array<4, array<3, scalar<f32>>>>
    rise.return %19 : !rise.array<4, array<3, scalar<f32>>>
  }
  %8 = rise.map #rise.nat<6> #rise.array<6, scalar<f32>> #rise.array<4, array<3, scalar<f32>>>
  %9 = rise.apply %8, %7, %6 : !rise.fun<fun<array<6, scalar<f32>> -> array<4, array<3, scalar<f32>>>> -> fun<array<6, array<6, scalar<f32>>> -> array<6, array<4, array<3, scalar<f32>>>>>>
  %10 = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<1> #rise.array<4, array<3, scalar<f32>>>
  %11 = rise.apply %10, %9 : !rise.fun<array<6, array<4, array<3, scalar<f32>>>> -> array<4, array<3, array<4, array<3, scalar<f32>>>>>>
  %12 = rise.lambda (%arg3) : !rise.fun<array<3, array<4, array<3, scalar<f32>>>> -> array<4, array<3, array<3, scalar<f32>>>>> {
    %18 = rise.transpose #rise.nat<3> #rise.nat<4> #rise.array<3, scalar<f32>>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<3, array<4, array<3, scalar<f32>>>> -> array<4, array<3, array<3, scalar<f32>>>>>
    rise.return %19 : !rise.array<4, array<3, array<3, scalar<f32>>>>
  }
  %13 = rise.map #rise.nat<4> #rise.array<3, array<4, array<3, scalar<f32>>>> #rise.array<4, array<3, array<3, scalar<f32>>>>
  %14 = rise.apply %13, %12, %11 : !rise.fun<fun<array<3, array<4, array<3, scalar<f32>>>> -> array<4, array<3, array<3, scalar<f32>>>>> -> fun<array<4, array<3, array<4, array<3, scalar<f32>>>>> -> array<4, array<4, array<3, array<3, scalar<f32>>>>>>>
  %15 = rise.lambda (%arg3) : !rise.fun<array<4, array<3, array<3, scalar<f32>>>> -> array<4, scalar<f32>>> {
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
    %19 = rise.mapSeq #rise.nat<4> #rise.array<3, array<3, scalar<f32>>> #rise.scalar<f32>
    %20 = rise.apply %19, %18, %arg3 : !rise.fun<fun<array<3, array<3, scalar<f32>>> -> scalar<f32>> -> fun<array<4, array<3, array<3, scalar<f32>>>> -> array<4, scalar<f32>>>>
    rise.return %20 : !rise.array<4, scalar<f32>>
  }
  %16 = rise.mapSeq #rise.nat<4> #rise.array<4, array<3, array<3, scalar<f32>>>> #rise.array<4, scalar<f32>>
  %17 = rise.apply %16, %15, %14 : !rise.fun<fun<array<4, array<3, array<3, scalar<f32>>>> -> array<4, scalar<f32>>> -> fun<array<4, array<4, array<3, array<3, scalar<f32>>>>> -> array<4, array<4, scalar<f32>>>>>
  rise.out %arg2 <- %17 : memref<4x4xf32>
  return
}

func.func @separated_conv2d(%arg0: memref<4x4xf32>, %arg1: memref<3xf32>, %arg2: memref<3xf32>, %arg3: memref<4x4xf32>) {
  %0 = rise.in %arg0 : memref<4x4xf32>
  %1 = rise.in %arg1 : memref<3xf32>
  %2 = rise.in %arg2 : memref<3xf32>
  %3 = rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<1> #rise.array<4, scalar<f32>>
  %4 = rise.apply %3, %0 : !rise.fun<array<4, array<4, scalar<f32>>> -> array<6, array<4, scalar<f32>>>>
  %5 = rise.lambda (%arg4) : !rise.fun<array<4, scalar<f32>> -> array<6, scalar<f32>>> {
    %13 = rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<1> #rise.scalar<f32>
    %14 = rise.apply %13, %arg4 : !rise.fun<array<4, scalar<f32>> -> array<6, scalar<f32>>>
    rise.return %14 : !rise.array<6, scalar<f32>>
  }
  %6 = rise.map #rise.nat<6> #rise.array<4, scalar<f32>> #rise.array<6, scalar<f32>>
  %7 = rise.apply %6, %5, %4 : !rise.fun<fun<array<4, scalar<f32>> -> array<6, scalar<f32>>> -> fun<array<6, array<4, scalar<f32>>> -> array<6, array<6, scalar<f32>>>>>
  %8 = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<1> #rise.array<6, scalar<f32>>
  %9 = rise.apply %8, %7 : !rise.fun<array<6, array<6, scalar<f32>>> -> array<4, array<3, array<6, scalar<f32>>>>>
  %10 = rise.lambda (%arg4) : !rise.fun<array<3, array<6, scalar<f32>>> -> array<4, scalar<f32>>> {
    %13 = rise.transpose #rise.nat<3> #rise.nat<6> #rise.scalar<f32>
    %14 = rise.apply %13, %arg4 : !rise.fun<array<3, array<6, scalar<f32>>> -> array<6, array<3, scalar<f32>>>>
    %15 = rise.lambda (%arg5) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
      %23 = rise.literal 0.000000e+00 : f32
      %24 = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
      %25 = rise.apply %24, %arg5, %1 : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
      %26 = rise.lambda (%arg6, %arg7) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %29 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %30 = rise.apply %29, %arg6 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %31 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %32 = rise.apply %31, %arg6 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %33 = rise.embed(%30, %32, %arg7) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %34 = arith.mulf %arg8, %arg9 : f32
          %35 = arith.addf %arg10, %34 : f32
          rise.return %35 : f32
        }
        rise.return %33 : !rise.scalar<f32>
      }
      %27 = rise.reduceSeq #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %28 = rise.apply %27, %26, %23, %25 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %28 : !rise.scalar<f32>
    }
    %16 = rise.map #rise.nat<6> #rise.array<3, scalar<f32>> #rise.scalar<f32>
    %17 = rise.apply %16, %15, %14 : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<6, array<3, scalar<f32>>> -> array<6, scalar<f32>>>>
    %18 = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %17 : !rise.fun<array<6, scalar<f32>> -> array<4, array<3, scalar<f32>>>>
    %20 = rise.lambda (%arg5) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
      %23 = rise.literal 0.000000e+00 : f32
      %24 = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
      %25 = rise.apply %24, %arg5, %2 : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
      %26 = rise.lambda (%arg6, %arg7) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %29 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %30 = rise.apply %29, %arg6 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %31 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %32 = rise.apply %31, %arg6 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %33 = rise.embed(%30, %32, %arg7) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %34 = arith.mulf %arg8, %arg9 : f32
          %35 = arith.addf %arg10, %34 : f32
          rise.return %35 : f32
        }
        rise.return %33 : !rise.scalar<f32>
      }
      %27 = rise.reduceSeq #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %28 = rise.apply %27, %26, %23, %25 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %28 : !rise.scalar<f32>
    }
    %21 = rise.mapSeq #rise.nat<4> #rise.array<3, scalar<f32>> #rise.scalar<f32>
    %22 = rise.apply %21, %20, %19 : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, scalar<f32>>>>
    rise.return %22 : !rise.array<4, scalar<f32>>
  }
  %11 = rise.mapSeq #rise.nat<4> #rise.array<3, array<6, scalar<f32>>> #rise.array<4, scalar<f32>>
  %12 = rise.apply %11, %10, %9 : !rise.fun<fun<array<3, array<6, scalar<f32>>> -> array<4, scalar<f32>>> -> fun<array<4, array<3, array<6, scalar<f32>>>> -> array<4, array<4, scalar<f32>>>>>
  rise.out %arg3 <- %12 : memref<4x4xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %image = memref.alloc() : memref<4x4xf32>
  %w = memref.alloc() : memref<3x3xf32>
  %wv = memref.alloc() : memref<3xf32>
  %wh = memref.alloc() : memref<3xf32>
  %out = memref.alloc() : memref<4x4xf32>
  %out2 = memref.alloc() : memref<4x4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %ii = arith.muli %i, %i : index
      %jj = arith.addi %j, %j : index
      %k = arith.addi %ii, %jj : index
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %image[%i, %j] : memref<4x4xf32>
    }
  }
  // w = diag(1, 2, 3)
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      affine.store %zero, %w[%i, %j] : memref<3x3xf32>
    }
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    affine.store %kf, %w[%i, %i] : memref<3x3xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %minus = arith.constant -1.0 : f32
  memref.store %one, %wv[%c0] : memref<3xf32>
  memref.store %zero, %wv[%c1] : memref<3xf32>
  memref.store %minus, %wv[%c2] : memref<3xf32>
  memref.store %one, %wh[%c0] : memref<3xf32>
  memref.store %two, %wh[%c1] : memref<3xf32>
  memref.store %one, %wh[%c2] : memref<3xf32>
  func.call @conv2d(%image, %w, %out) : (memref<4x4xf32>, memref<3x3xf32>, memref<4x4xf32>) -> ()
  func.call @separated_conv2d(%image, %wv, %wh, %out2) : (memref<4x4xf32>, memref<3xf32>, memref<3xf32>, memref<4x4xf32>) -> ()
  %p = memref.cast %out : memref<4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  %p2 = memref.cast %out2 : memref<4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
  memref.dealloc %image : memref<4x4xf32>
  memref.dealloc %w : memref<3x3xf32>
  memref.dealloc %wv : memref<3xf32>
  memref.dealloc %wh : memref<3xf32>
  memref.dealloc %out : memref<4x4xf32>
  memref.dealloc %out2 : memref<4x4xf32>
  return
}
