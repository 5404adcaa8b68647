// RUN: strata-opt %s --split-input-file --convert-math-to-libm --verify-diagnostics
// CONFORMANCE: pipeline=--convert-math-to-libm
// math is illegal: an op libm has no function for fails the conversion,
// which leaves the IR unchanged.

func.func @copysign(%x: f32) -> f32 {
  %0 = math.sin %x : f32
  // expected-error @+1 {{failed to legalize operation 'math.copysign' that was explicitly marked illegal}}
  %1 = math.copysign %0, %x : f32
  return %1 : f32
}
