// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @constant_three_parts() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0, 2.0, 3.0] : complex<f64>
  return
}

// -----

func.func @constant_string_part() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [1.0 : f16, "x"] : complex<f16>
  return
}

// -----

func.func @constant_wrong_part_type() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f16', 'f32') to match the element type of the op's return type ('f16')}}
  %0 = complex.constant [1.0 : f16, 2.0 : f32] : complex<f16>
  return
}

// -----

func.func @constant_not_array() {
  // expected-error @+1 {{'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute}}
  %0 = "complex.constant"() {value = 1.0 : f32} : () -> complex<f32>
  return
}

// -----

func.func @bitcast_vector(%v: vector<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %v : vector<2xf32> to complex<f32>
  return
}

// -----

func.func @bitcast_to_index(%c: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %c : complex<f32> to index
  return
}

// -----

func.func @bitcast_complex_to_complex(%c: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %c : complex<f32> to complex<i32>
  return
}

// -----

func.func @bitcast_no_complex(%i: i32) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %i : i32 to f32
  return
}

// -----

func.func @bitcast_width(%c: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %c : complex<f32> to i32
  return
}

// -----

func.func @integer_parts(%c: complex<i32>) {
  // expected-error @+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.neg"(%c) : (complex<i32>) -> complex<i32>
  return
}

// -----

func.func @re_wrong_result(%c: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%c) : (complex<f32>) -> f64
  return
}

// -----

func.func @create_mixed(%a: f32, %b: f16) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f16) -> complex<f32>
  return
}

// -----

func.func @eq_result(%c: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "complex.eq"(%c, %c) : (complex<f32>, complex<f32>) -> i8
  return
}

// -----

func.func @powi_unsigned(%c: complex<f32>, %n: ui32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'ui32'}}
  %0 = "complex.powi"(%c, %n) : (complex<f32>, ui32) -> complex<f32>
  return
}
