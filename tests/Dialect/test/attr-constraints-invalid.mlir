// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @signed() {
  // expected-error @below {{'test.int_attrs' op attribute 'si32_attr' failed to satisfy constraint: 32-bit signed integer attribute}}
  "test.int_attrs"() {any_i32_attr = 5 : i32, index_attr = 8 : index, ui32_attr = 6 : ui32, si32_attr = 7 : i32} : () -> ()
  return
}

// -----

func.func @unsigned() {
  // expected-error @below {{'test.int_attrs' op attribute 'ui32_attr' failed to satisfy constraint: 32-bit unsigned integer attribute}}
  "test.int_attrs"() {any_i32_attr = 5 : i32, index_attr = 8 : index, ui32_attr = 6 : si32, si32_attr = 7 : si32} : () -> ()
  return
}

// -----

func.func @any_i32() {
  // expected-error @below {{'test.int_attrs' op attribute 'any_i32_attr' failed to satisfy constraint: 32-bit integer attribute}}
  "test.int_attrs"() {any_i32_attr = 5 : i64, index_attr = 8 : index, ui32_attr = 6 : ui32, si32_attr = 7 : si32} : () -> ()
  return
}

// -----

func.func @negative() {
  // expected-error @below {{'test.non_negative_int_attr' op attribute 'i64attr' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  "test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = -1 : i64} : () -> ()
  return
}

// -----

func.func @zero() {
  // expected-error @below {{'test.positive_int_attr' op attribute 'i32attr' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  "test.positive_int_attr"() {i32attr = 0 : i32, i64attr = 1 : i64} : () -> ()
  return
}

// -----

func.func @enum_case() {
  // expected-error @below {{'test.i32_enum_attr' op attribute 'attr' failed to satisfy constraint: allowed 32-bit signless integer cases: 5, 10, 2147483648, 4294967295}}
  %0 = "test.i32_enum_attr"() {attr = 7 : i32} : () -> i32
  return
}

// -----

func.func @enum_width() {
  // expected-error @below {{'test.i64_enum_attr' op attribute 'attr' failed to satisfy constraint: allowed 64-bit signless integer cases: 5, 10, 4294967296}}
  %0 = "test.i64_enum_attr"() {attr = 5 : i32} : () -> i32
  return
}

// -----

func.func @typed_string() {
  // expected-error @below {{'test.string_attr_with_type' op attribute 'attr' failed to satisfy constraint: string attribute of integer}}
  test.string_attr_with_type "data" : f32
  return
}

// -----

func.func @type_of() {
  // expected-error @below {{'test.type_attr_of' op attribute 'type' failed to satisfy constraint: type attribute of 64-bit signless integer}}
  test.type_attr_of i32
  return
}

// -----

func.func @shape() {
  // expected-error @below {{'test.float_elements_attr' op attribute 'tensor_f64_attr' failed to satisfy constraint: 64-bit float elements attribute of shape [4, 8]}}
  "test.float_elements_attr"() {scalar_f32_attr = dense<[1.0, 2.0]> : tensor<2xf32>, tensor_f64_attr = dense<0.0> : tensor<4x9xf64>} : () -> ()
  return
}

// -----

func.func @signless_elements() {
  // expected-error @below {{'test.int_elements_attr' op attribute 'i32_attr' failed to satisfy constraint: 32-bit signless integer elements attribute}}
  "test.int_elements_attr"() {any_i32_attr = dense<5> : tensor<2xsi32>, i32_attr = dense<5> : tensor<2xui32>} : () -> ()
  return
}

// -----

func.func @ranked_elements() {
  // expected-error @below {{'test.ranked_int_elements_attr' op attribute 'vector_i32_attr' failed to satisfy constraint: 32-bit signless int elements attribute of shape [2]}}
  "test.ranked_int_elements_attr"() {vector_i32_attr = dense<5> : tensor<3xi32>, matrix_i64_attr = dense<6> : tensor<4x8xi64>} : () -> ()
  return
}

// -----

func.func @sorted() {
  // expected-error @below {{'test.confined_dense_array_attr' op attribute 'emptyattr' failed to satisfy constraint: i16 dense array attribute should be in increasing order}}
  "test.confined_dense_array_attr"() {emptyattr = array<i16: 2, 2>, i32attr = array<i32: 1, 0>, i64attr = array<i64: 0, 2>} : () -> ()
  return
}

// -----

func.func @positive_float() {
  // expected-error @below {{'test.confined_strictly_positive_attr' op attribute 'f32attr' failed to satisfy constraint: f32 dense array attribute whose value is positive}}
  "test.confined_strictly_positive_attr"() {i8attr = array<i8: 6>, i16attr = array<i16: 3>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, f32attr = array<f32: 0.0>, f64attr = array<f64: 2.0>, emptyattr = array<i16>} : () -> ()
  return
}

// -----

func.func @non_negative_i8() {
  // expected-error @below {{'test.confined_non_negative_attr' op attribute 'i8attr' failed to satisfy constraint: i8 dense array attribute whose value is non-negative}}
  "test.confined_non_negative_attr"() {i8attr = array<i8: -6>, i16attr = array<i16: 0>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, f32attr = array<f32: 0.0>, f64attr = array<f64: 2.0>, emptyattr = array<i16>} : () -> ()
  return
}
