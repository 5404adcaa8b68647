// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{unknown quantized type fixed}}
!q = !quant.fixed<i8:f32>

// -----

// expected-error@+1 {{illegal storage type prefix}}
!q = !quant.uniform<s8:f32, 1.0>

// -----

// expected-error@+1 {{illegal storage type size: 64}}
!q = !quant.any<i64:f32>

// -----

// expected-error@+1 {{illegal storage type maximum: 16}}
!q = !quant.uniform<u4<0:16>:f32, 1.0>

// -----

// expected-error@+1 {{illegal storage type minimum: -129}}
!q = !quant.uniform<i8<-129:0>:f32, 1.0>

// -----

// expected-error@+1 {{illegal storage min and storage max: (5:2)}}
!q = !quant.any<i8<5:2>>

// -----

// expected-error@+1 {{expected floating point literal}}
!q = !quant.uniform<i8:f32, x>

// -----

// expected-error@+1 {{scale 1.000000e+05 out of expressed type range [5.960464e-08, 6.550400e+04]}}
!q = !quant.uniform<i8:f16, 1.0e5>

// -----

// expected-error@+1 {{scale 0.000000e+00 out of expressed type range}}
!q = !quant.uniform<i8:f32:0, {1.0, 0.0}>

// -----

// expected-error@+1 {{illegal quantized dimension: -2}}
!q = !quant.uniform<i8:f32:-2, {1.0}>

// -----

// expected-error@+1 {{illegal block size: 0}}
!q = !quant.uniform<i8:f32:{1:0}, {{1.0}}>

// -----

// expected-error@+1 {{ranks are not consistent between elements}}
!q = !quant.uniform<i8:f32:{1:2}, {{1.0}, 2.0}>

// -----

// expected-error@+1 {{unbalanced '{' character in pretty dialect name}}
!q = !quant.uniform<i8:f32:{1:2, {{1.0}}>

// -----

// expected-error@+1 {{illegal min and max: (2.000000e+00:1.500000e+00)}}
!q = !quant.calibrated<f32<2.0:1.5>>

// -----

// expected-error@+2 {{invalid kind of type specified}}
// expected-error@+1 {{expecting float expressed type}}
!q = !quant.calibrated<index<1.0:2.0>>

// -----

// expected-error@+1 {{invalid kind of type specified}}
!q = !quant.any<i8:i8>

// -----

func.func @memref_element() {
  // expected-error@+1 {{invalid memref element type}}
  %0 = "test.op"() : () -> memref<2x!quant.uniform<i8:f32, 1.0>>
  return
}
