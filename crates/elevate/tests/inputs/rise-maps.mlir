func.func @maps(%x: memref<4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<4xf32>
  %inc = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %one = arith.constant 1.0 : f32
      %n = arith.addf %u, %one : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %double = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %n = arith.addf %u, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %m1 = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %a = rise.apply %m1, %inc, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  %m2 = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %b = rise.apply %m2, %double, %a : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  %m3 = rise.map #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %c = rise.apply %m3, %inc, %b : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  rise.out %y <- %c : memref<4xf32>
  return
}
