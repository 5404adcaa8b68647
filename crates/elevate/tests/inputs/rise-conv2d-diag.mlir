memref.global "private" constant @sobel_unused : memref<3x3xf32> = dense<[[1.0, 2.0, 1.0], [0.0, 0.0, 0.0], [-1.0, -2.0, -1.0]]>
memref.global "private" constant @sobel : memref<3x3xf32> = dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]>
func.func @conv2d(%arg0: memref<4x4xf32>, %arg2: memref<4x4xf32>) {
  %0 = rise.in %arg0 : memref<4x4xf32>
  %k = memref.get_global @sobel : memref<3x3xf32>
  %1 = rise.in %k : memref<3x3xf32>
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

