// RUN: not strata-opt %s --arith-emulate-unsupported-floats="source-types=bf16,i8" 2>&1 | FileCheck %s --check-prefix=SOURCE
// RUN: not strata-opt %s --arith-emulate-unsupported-floats="source-types=bf16 target-type=tf32" 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not strata-opt %s --arith-emulate-unsupported-floats="source-types=f16,f32" 2>&1 | FileCheck %s --check-prefix=SAME

// SOURCE: error: could not map source type 'i8' to a known floating-point type
// TARGET: error: could not map target type 'tf32' to a known floating-point type
// SAME: error: target type cannot be an unsupported source type

func.func @f(%x: bf16) -> bf16 {
  %0 = arith.addf %x, %x : bf16
  return %0 : bf16
}
