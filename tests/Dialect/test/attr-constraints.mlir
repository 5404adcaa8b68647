// RUN: strata-opt %s -allow-unregistered-dialect | strata-opt -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect --mlir-print-op-generic | strata-opt -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=-allow-unregistered-dialect

// The test ops that check attribute constraints hold their attributes as
// properties; the ones with a declarative format print it.

// CHECK-LABEL: func.func @ints
func.func @ints() {
  // CHECK: "test.int_attrs"() <{any_i32_attr = 5 : ui32, index_attr = 8 : index, si32_attr = 7 : si32, ui32_attr = 6 : ui32}>
  "test.int_attrs"() {any_i32_attr = 5 : ui32, index_attr = 8 : index, ui32_attr = 6 : ui32, si32_attr = 7 : si32} : () -> ()
  // CHECK: "test.non_negative_int_attr"() <{i32attr = 0 : i32, i64attr = 5 : i64}>
  "test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = 5 : i64} : () -> ()
  // CHECK: "test.positive_int_attr"() <{i32attr = 1 : i32, i64attr = 2 : i64}>
  "test.positive_int_attr"() {i32attr = 1 : i32, i64attr = 2 : i64} : () -> ()
  // CHECK: "test.i32_enum_attr"() <{attr = -1 : i32}> : () -> i32
  %0 = "test.i32_enum_attr"() {attr = 4294967295 : i32} : () -> i32
  // CHECK: "test.i64_enum_attr"() <{attr = 4294967296 : i64}> : () -> i32
  %1 = "test.i64_enum_attr"() {attr = 4294967296 : i64} : () -> i32
  return
}

// CHECK-LABEL: func.func @types_and_strings
func.func @types_and_strings() {
  // CHECK: "test.type_array_attr"() <{attr = [i32, f32]}>
  "test.type_array_attr"() {attr = [i32, f32]} : () -> ()
  // CHECK: test.string_attr_with_type "data" : i64
  test.string_attr_with_type "data" : i64
  // CHECK: test.string_attr_with_mixed_type "data" : i8
  test.string_attr_with_mixed_type "data" : i8
  // CHECK: test.string_attr_with_mixed_type 42
  test.string_attr_with_mixed_type 42 : i64
  // CHECK: test.type_attr_of i64
  test.type_attr_of i64
  // CHECK: "test.float_attrs"() <{float_attr = 2.000000e+00 : f16}>
  "test.float_attrs"() {float_attr = 2.0 : f16} : () -> ()
  return
}

// CHECK-LABEL: func.func @elements
func.func @elements() {
  // CHECK: "test.float_elements_attr"() <{scalar_f32_attr = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<0.000000e+00> : tensor<4x8xf64>}>
  "test.float_elements_attr"() {scalar_f32_attr = dense<[1.0, 2.0]> : tensor<2xf32>, tensor_f64_attr = dense<0.0> : tensor<4x8xf64>} : () -> ()
  // CHECK: "test.int_elements_attr"() <{any_i32_attr = dense<5> : tensor<1x2xui32>, i32_attr = dense<5> : tensor<2xi32>}>
  "test.int_elements_attr"() {any_i32_attr = dense<5> : tensor<1x2xui32>, i32_attr = dense<5> : tensor<2xi32>} : () -> ()
  // CHECK: "test.ranked_int_elements_attr"() <{matrix_i64_attr = dense<6> : tensor<4x8xi64>, vector_i32_attr = dense<5> : tensor<2xi32>}>
  "test.ranked_int_elements_attr"() {vector_i32_attr = dense<5> : tensor<2xi32>, matrix_i64_attr = dense<6> : tensor<4x8xi64>} : () -> ()
  // CHECK: "test.string_elements_attr"() <{scalar_string_attr = dense<["a", "b"]> : tensor<2x!unknown<"">>}>
  "test.string_elements_attr"() {scalar_string_attr = dense<["a", "b"]> : tensor<2x!unknown<"">>} : () -> ()
  return
}

// CHECK-LABEL: func.func @dense_arrays
func.func @dense_arrays() {
  // CHECK: test.dense_array_attr i1attr = [true, false] i8attr = [1, -2] i16attr = [3] i32attr = [4] i64attr = [-5] f32attr = [1.500000e+00, -2.000000e+00] f64attr = [] emptyattr = []
  test.dense_array_attr i1attr = [true, false] i8attr = [1, -2] i16attr = [3] i32attr = [4] i64attr = [-5] f32attr = [1.5, -2.] f64attr = [] emptyattr = []
  // CHECK: "test.confined_dense_array_attr"() <{emptyattr = array<i16>, i32attr = array<i32: 1, 1>, i64attr = array<i64: 0, 2>}>
  "test.confined_dense_array_attr"() {emptyattr = array<i16>, i32attr = array<i32: 1, 1>, i64attr = array<i64: 0, 2>} : () -> ()
  // CHECK: "test.confined_strictly_positive_attr"() <{emptyattr = array<i16>, f32attr = array<f32: 1.000000e-01>, f64attr = array<f64: 2.000000e+00>, i16attr = array<i16: 3>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, i8attr = array<i8: 6>}>
  "test.confined_strictly_positive_attr"() {i8attr = array<i8: 6>, i16attr = array<i16: 3>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, f32attr = array<f32: 0.1>, f64attr = array<f64: 2.0>, emptyattr = array<i16>} : () -> ()
  // CHECK: "test.confined_non_negative_attr"() <{emptyattr = array<i16>, f32attr = array<f32: 0.000000e+00>, f64attr = array<f64: 2.000000e+00>, i16attr = array<i16: 0>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, i8attr = array<i8: 6>}>
  "test.confined_non_negative_attr"() {i8attr = array<i8: 6>, i16attr = array<i16: 0>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, f32attr = array<f32: 0.0>, f64attr = array<f64: 2.0>, emptyattr = array<i16>} : () -> ()
  return
}

// CHECK-LABEL: func.func @default_value
// CHECK-SAME: (%[[A:.*]]: i32)
func.func @default_value(%a: i32) {
  // CHECK: test.default_value_print %[[A]]
  "test.default_value_print"(%a) {value_with_default = 0 : i32} : (i32) -> ()
  // CHECK: test.default_value_print {value_with_default = 1 : i32} %[[A]]
  "test.default_value_print"(%a) {value_with_default = 1 : i32} : (i32) -> ()
  return
}
