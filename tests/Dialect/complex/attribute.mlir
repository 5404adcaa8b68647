// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// `#complex.number` prints its parts as floats of its element type and
// its complex type after it; a type written after it is not used.
func.func @numbers() {
  "test.op"() {a = #complex.number<:f16 1.5, -2.0>, b = #complex.number<:f64 0.1, 1.0e30> : complex<f64>, c = #complex.number<:bf16 0x3F80, 0.0> : complex<f32>} : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @numbers() {
// CHECK-NEXT:     "test.op"() {a = #complex.number<:f16 1.500000e+00, -2.000000e+00> : complex<f16>, b = #complex.number<:f64 1.000000e-01, 1.000000e+30> : complex<f64>, c = #complex.number<:bf16 0.000000e+00, 0.000000e+00> : complex<bf16>} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
