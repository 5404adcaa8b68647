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
