// RUN: strata-opt %s --split-input-file --verify-diagnostics --arith-expand="include-bf16=true include-f8e8m0=true"

// A scale narrower than 16 bits other than f8E8M0FNU cannot be converted.
func.func @narrow_scale(%a: f32, %s: f8E4M3FN) -> f8E5M2 {
  // expected-error@+1 {{failed to legalize operation 'arith.scaling_truncf' that was explicitly marked illegal}}
  %0 = arith.scaling_truncf %a, %s : f32, f8E4M3FN to f8E5M2
  return %0 : f8E5M2
}

// -----

// Only the default rounding mode has an expansion.
func.func @rounding_mode(%a: f32) -> bf16 {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a toward_zero : f32 to bf16
  return %0 : bf16
}
