// RUN: not strata-opt %s --math-extend-to-supported-types="extra-types=f16,index" 2>&1 | FileCheck %s --check-prefix=SOURCE
// RUN: not strata-opt %s --math-extend-to-supported-types="target-type=i64" 2>&1 | FileCheck %s --check-prefix=TARGET

// SOURCE: error: could not map source type 'index' to a known floating-point type
// TARGET: error: could not map target type 'i64' to a known floating-point type

func.func @f(%x: f16) -> f16 {
  %0 = math.exp %x : f16
  return %0 : f16
}
