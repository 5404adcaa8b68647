// CONFORMANCE: skip (rise is not an MLIR dialect)
// Programs the lowering does not support get a diagnostic (and the pass
// fails), never a crash.
// RUN: strata-opt %s -split-input-file --convert-rise-to-affine -verify-diagnostics

func.func @array_accumulator(%x: memref<2x3xf32>, %y: memref<3xf32>) {
  %X = rise.in %x : memref<2x3xf32>
  %init = rise.in %y : memref<3xf32>
  %keep = rise.lambda (%row, %acc) : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, scalar<f32>>>> {
    rise.return %row : !rise.array<3, scalar<f32>>
  }
  // expected-error @below {{reductions are lowered with a scalar accumulator only, not '!rise.array<3, scalar<f32>>'}}
  %red = rise.reduceSeq #rise.nat<2> #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
  %r = rise.apply %red, %keep, %init, %X : !rise.fun<fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, scalar<f32>>>> -> fun<array<3, scalar<f32>> -> fun<array<2, array<3, scalar<f32>>> -> array<3, scalar<f32>>>>>
  rise.out %y <- %r : memref<3xf32>
  return
}

// -----

func.func @builtin_op_in_lambda(%x: memref<4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<4xf32>
  %f = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    // expected-error @below {{only Rise ops are lowered inside a 'rise.lambda' (put others in a 'rise.embed')}}
    %c = arith.constant 1.0 : f32
    rise.return %e : !rise.scalar<f32>
  }
  %map = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %Y = rise.apply %map, %f, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  rise.out %y <- %Y : memref<4xf32>
  return
}

// -----

func.func @inside_a_loop(%x: memref<4xf32>, %y: memref<4xf32>) {
  affine.for %i = 0 to 2 {
    // expected-error @below {{Rise ops are only lowered in a function's top-level block}}
    %X = rise.in %x : memref<4xf32>
    rise.out %y <- %X : memref<4xf32>
  }
  return
}

// -----

func.func @rise_value_escapes(%x: memref<4xf32>) -> !rise.array<4, scalar<f32>> {
  %X = rise.in %x : memref<4xf32>
  // expected-error @below {{uses a Rise value, which does not exist after the lowering}}
  return %X : !rise.array<4, scalar<f32>>
}
