// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @regions(%i: index, %a: i64) {
  test.isolated_region %i {
    "test.use"(%i) : (index) -> ()
  }
  test.graph_region {
    %1 = "test.foo"(%0) : (i32) -> i32
    %0 = "test.bar"(%1) : (i32) -> i32
  }
  test.graph_region attributes {a} {
  }
  test.isolated_graph_region {
    "test.z"() : () -> ()
  }
  test.single_no_terminator_op : {
    "test.x"() : () -> ()
  }
  test.single_no_terminator_op : {
  }
  test.variadic_no_terminator_op : {
    "test.a"() : () -> ()
  }, {
  }
  test.variadic_no_terminator_op :
  "test.ssacfg_region"(%a) ({
    "test.finish"() : () -> ()
  }, {
  ^bb0:
    "test.return"(%a) : (i64) -> ()
  }) : (i64) -> ()
  test.isolated_regions {
    "test.return"() : () -> ()
  }, {
    "test.return"() : () -> ()
  }
  "test.one_region_op"() ({
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.two_region_op"() ({
  }, {
  }) : () -> ()
  "test.SingleBlockImplicitTerminator"() ({
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.parent"() ({
    "test.child"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

"test.symbol_scope"() ({
  "test.symbol"() <{sym_name = "a"}> : () -> ()
  "test.symbol"() <{sym_name = "b", sym_visibility = "private"}> : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()

"test.symbol_table_region"() ({
  "test.symbol"() <{sym_name = "c"}> : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()

func.func @traits(%a: i32, %t: tensor<2x?xf32>, %u: tensor<2x3xi8>, %v: vector<4xf16>) {
  %0 = "test.same_operand_element_type"(%t, %t) : (tensor<2x?xf32>, tensor<2x?xf32>) -> i1
  %1:2 = "test.same_operand_and_result_element_type"(%t, %t) : (tensor<2x?xf32>, tensor<2x?xf32>) -> (f32, vector<2xf32>)
  "test.same_operand_shape"(%t, %u) : (tensor<2x?xf32>, tensor<2x3xi8>) -> ()
  %2 = "test.same_operand_and_result_shape"(%u) : (tensor<2x3xi8>) -> tensor<2x3xf64>
  %3 = "test.same_operand_and_result_type"(%a, %a) : (i32, i32) -> i32
  %4 = "test.elementwise_mappable"(%v, %v) : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
  "test.operands_have_same_type"(%a, %a) : (i32, i32) -> ()
  %5 = "test.operand0_and_result_have_same_type"(%a, %t) : (i32, tensor<2x?xf32>) -> i32
  %6 = "test.op_commutative"(%a, %a, %a, %3) : (i32, i32, i32, i32) -> i32
  %7 = "test.op_idempotent_trait"(%6) : (i32) -> i32
  %8 = "test.op_involution_trait_no_operation_fold"(%7) : (i32) -> i32
  %9 = test.result_has_same_type_as_attr 5 : i16 -> i16
  %10 = test.result_has_same_type_as_attr dense<1.0> : tensor<2xf32> -> tensor<2xf32>
  return
}

func.func @formats(%a: i64, %m: memref<1xf32>) {
  test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
  } {foo.some_attr}
  test.format_attr_op 10
  test.format_attr_op -3 {note}
  test.format_opt_attr_op_a(10)
  test.format_opt_attr_op_a
  test.format_opt_attr_op_b 10
  test.format_opt_attr_op_b
  test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
  test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 10 : i64}
  %b = test.format_buildable_type_op %a
  test.format_region_a_op {
    "test.return"() : () -> ()
  }
  test.format_region_b_op {
    "test.return"() : () -> ()
  }
  test.format_region_c_op region {
    "test.return"() : () -> ()
  }
  test.format_region_c_op
  test.format_variadic_region_a_op {
    "test.return"() : () -> ()
  }, {
    "test.return"() : () -> ()
  }
  test.format_variadic_region_a_op
  test.format_variadic_region_b_op {
    "test.return"() : () -> ()
  }, {
    "test.return"() : () -> ()
  } found_regions
  test.format_variadic_region_b_op
  "test.format_variadic_region_b_op"() ({
  }, {
  ^bb0:
    "test.x"() : () -> ()
  }) : () -> ()
  %r1:2 = test.format_result_a_op memref<1xf64>
  %r2:2 = test.format_result_b_op i64, memref<1xf64>
  %r3:2 = test.format_result_c_op (i64) -> memref<1xf64>
  test.format_operand_a_op %a, %m : i64, memref<1xf32>
  test.format_operand_b_op %a, %m : memref<1xf32>
  test.format_operand_c_op %a, %m : i64, memref<1xf32>
  test.format_operand_d_op %a, %m : memref<1xf32>
  test.format_operand_e_op %a, %m : i64, memref<1xf32>
  test.format_variadic_operand %a, %a, %a : i64, i64, i64
  test.format_multiple_variadic_operands (%a, %a, %a), (%a, %b : i64, i64)
  %o1 = test.format_optional_operand_result_a_op(%a : i64) : i64
  %o2 = test.format_optional_operand_result_a_op( : ) : i64 [%a, %a]
  test.format_optional_operand_result_a_op( : ) :
  test.format_optional_operand_result_b_op : [%a]
  %o3 = test.format_optional_operand_result_b_op(%a : i64) : i64
  test.format_optional_unit_attribute is_optional
  test.format_optional_unit_attribute
  test.format_optional_unit_attribute_no_elide unit
  test.format_optional_unit_attribute_no_elide
  %x = test.format_infer_variadic_type_from_non_variadic %a, %a : i64
  %c1 = test.call @formats(%a, %m) : (i64, memref<1xf32>) -> i32
  %c2:2 = test.call @formats() {x} : () -> (i32, f32)
  test.format_successor_a_op ^bb1 {attr}
^bb1:
  test.format_successor_a_op ^bb1, ^bb2
^bb2:
  test.region_yield %a : i64
}

func.func @inference_and_scopes(%a: i64, %b: i32) {
  %0 = test.format_all_types_match_var %a, %a : i64
  %1 = test.format_all_types_match_var {x} %b, %b : i32
  %2 = test.format_all_types_match_attr 1 : i64, %a
  %3 = test.format_types_match_var %a : i64
  %4 = test.format_types_match_attr 1 : i32
  %5 = test.format_types_match_attr {foo} dense<1.0> : tensor<2xf32>
  %6 = test.format_types_match_context %b : i32
  test.alloca_scope_region {
    "test.x"() : () -> ()
  }
  test.alloca_scope_region attributes {a} {
  }
  test.default_dialect {
    format_attr_op 5
    test.format_attr_op 6
    "test.x"() : () -> ()
    %z = format_buildable_type_op %a
    region_yield %a : i64
  }
  test.default_dialect {
  } attributes {b}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @regions(%arg0: index, %arg1: i64) {
// CHECK-NEXT:     test.isolated_region %arg0 {
// CHECK-NEXT:       "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.graph_region {
// CHECK-NEXT:       %0 = "test.foo"(%1) : (i32) -> i32
// CHECK-NEXT:       %1 = "test.bar"(%0) : (i32) -> i32
// CHECK-NEXT:     }
// CHECK-NEXT:     test.graph_region attributes {a} {
// CHECK-NEXT:     }
// CHECK-NEXT:     test.isolated_graph_region {
// CHECK-NEXT:       "test.z"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.single_no_terminator_op : {
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.single_no_terminator_op : {
// CHECK-NEXT:     }
// CHECK-NEXT:     test.variadic_no_terminator_op : {
// CHECK-NEXT:       "test.a"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }
// CHECK-NEXT:     test.variadic_no_terminator_op : 
// CHECK-NEXT:     "test.ssacfg_region"(%arg1) ({
// CHECK-NEXT:       "test.finish"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.return"(%arg1) : (i64) -> ()
// CHECK-NEXT:     }) : (i64) -> ()
// CHECK-NEXT:     test.isolated_regions {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.one_region_op"() ({
// CHECK-NEXT:       "test.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "test.finish"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "test.two_region_op"() ({
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "test.SingleBlockImplicitTerminator"() ({
// CHECK-NEXT:       "test.finish"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "test.parent"() ({
// CHECK-NEXT:       "test.child"() : () -> ()
// CHECK-NEXT:       "test.finish"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.symbol_scope"() ({
// CHECK-NEXT:     "test.symbol"() <{sym_name = "a"}> : () -> ()
// CHECK-NEXT:     "test.symbol"() <{sym_name = "b", sym_visibility = "private"}> : () -> ()
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.symbol_table_region"() ({
// CHECK-NEXT:     "test.symbol"() <{sym_name = "c"}> : () -> ()
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   func.func @traits(%arg0: i32, %arg1: tensor<2x?xf32>, %arg2: tensor<2x3xi8>, %arg3: vector<4xf16>) {
// CHECK-NEXT:     %0 = "test.same_operand_element_type"(%arg1, %arg1) : (tensor<2x?xf32>, tensor<2x?xf32>) -> i1
// CHECK-NEXT:     %1:2 = "test.same_operand_and_result_element_type"(%arg1, %arg1) : (tensor<2x?xf32>, tensor<2x?xf32>) -> (f32, vector<2xf32>)
// CHECK-NEXT:     "test.same_operand_shape"(%arg1, %arg2) : (tensor<2x?xf32>, tensor<2x3xi8>) -> ()
// CHECK-NEXT:     %2 = "test.same_operand_and_result_shape"(%arg2) : (tensor<2x3xi8>) -> tensor<2x3xf64>
// CHECK-NEXT:     %3 = "test.same_operand_and_result_type"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     %4 = "test.elementwise_mappable"(%arg3, %arg3) : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
// CHECK-NEXT:     "test.operands_have_same_type"(%arg0, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:     %5 = "test.operand0_and_result_have_same_type"(%arg0, %arg1) : (i32, tensor<2x?xf32>) -> i32
// CHECK-NEXT:     %6 = "test.op_commutative"(%arg0, %arg0, %arg0, %3) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:     %7 = "test.op_idempotent_trait"(%6) : (i32) -> i32
// CHECK-NEXT:     %8 = "test.op_involution_trait_no_operation_fold"(%7) : (i32) -> i32
// CHECK-NEXT:     %9 = test.result_has_same_type_as_attr 5 : i16 -> i16
// CHECK-NEXT:     %10 = test.result_has_same_type_as_attr dense<1.000000e+00> : tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @formats(%arg0: i64, %arg1: memref<1xf32>) {
// CHECK-NEXT:     test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
// CHECK-NEXT:     } {foo.some_attr}
// CHECK-NEXT:     test.format_attr_op 10
// CHECK-NEXT:     test.format_attr_op -3 {note}
// CHECK-NEXT:     test.format_opt_attr_op_a(10)
// CHECK-NEXT:     test.format_opt_attr_op_a
// CHECK-NEXT:     test.format_opt_attr_op_b 10
// CHECK-NEXT:     test.format_opt_attr_op_b
// CHECK-NEXT:     test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
// CHECK-NEXT:     test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 10 : i64}
// CHECK-NEXT:     %0 = test.format_buildable_type_op %arg0
// CHECK-NEXT:     test.format_region_a_op {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.format_region_b_op {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.format_region_c_op region {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.format_region_c_op
// CHECK-NEXT:     test.format_variadic_region_a_op {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.format_variadic_region_a_op 
// CHECK-NEXT:     test.format_variadic_region_b_op {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.return"() : () -> ()
// CHECK-NEXT:     } found_regions
// CHECK-NEXT:     test.format_variadic_region_b_op
// CHECK-NEXT:     test.format_variadic_region_b_op {
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:     } found_regions
// CHECK-NEXT:     %buildable_res, %result = test.format_result_a_op memref<1xf64>
// CHECK-NEXT:     %buildable_res_0, %result_1 = test.format_result_b_op i64, memref<1xf64>
// CHECK-NEXT:     %buildable_res_2, %result_3 = test.format_result_c_op (i64) -> memref<1xf64>
// CHECK-NEXT:     test.format_operand_a_op %arg0, %arg1 : i64, memref<1xf32>
// CHECK-NEXT:     test.format_operand_b_op %arg0, %arg1 : memref<1xf32>
// CHECK-NEXT:     test.format_operand_c_op %arg0, %arg1 : i64, memref<1xf32>
// CHECK-NEXT:     test.format_operand_d_op %arg0, %arg1 : memref<1xf32>
// CHECK-NEXT:     test.format_operand_e_op %arg0, %arg1 : i64, memref<1xf32>
// CHECK-NEXT:     test.format_variadic_operand %arg0, %arg0, %arg0 : i64, i64, i64
// CHECK-NEXT:     test.format_multiple_variadic_operands (%arg0, %arg0, %arg0), (%arg0, %0 : i64, i64)
// CHECK-NEXT:     %1 = test.format_optional_operand_result_a_op(%arg0 : i64) : i64
// CHECK-NEXT:     %2 = test.format_optional_operand_result_a_op( : ) : i64[%arg0, %arg0]
// CHECK-NEXT:     test.format_optional_operand_result_a_op( : ) : 
// CHECK-NEXT:     test.format_optional_operand_result_b_op : [%arg0]
// CHECK-NEXT:     %3 = test.format_optional_operand_result_b_op(%arg0 : i64) : i64
// CHECK-NEXT:     test.format_optional_unit_attribute is_optional
// CHECK-NEXT:     test.format_optional_unit_attribute
// CHECK-NEXT:     test.format_optional_unit_attribute_no_elide unit
// CHECK-NEXT:     test.format_optional_unit_attribute_no_elide
// CHECK-NEXT:     %4 = test.format_infer_variadic_type_from_non_variadic %arg0, %arg0 : i64
// CHECK-NEXT:     %5 = test.call @formats(%arg0, %arg1) : (i64, memref<1xf32>) -> i32
// CHECK-NEXT:     %6:2 = test.call @formats() {x} : () -> (i32, f32)
// CHECK-NEXT:     test.format_successor_a_op ^bb1 {attr}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     test.format_successor_a_op ^bb1, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     test.region_yield %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inference_and_scopes(%arg0: i64, %arg1: i32) {
// CHECK-NEXT:     %0 = test.format_all_types_match_var %arg0, %arg0 : i64
// CHECK-NEXT:     %1 = test.format_all_types_match_var {x} %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = test.format_all_types_match_attr 1 : i64, %arg0
// CHECK-NEXT:     %3 = test.format_types_match_var %arg0 : i64
// CHECK-NEXT:     %4 = test.format_types_match_attr 1 : i32
// CHECK-NEXT:     %5 = test.format_types_match_attr {foo} dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:     %6 = test.format_types_match_context %arg1 : i32
// CHECK-NEXT:     test.alloca_scope_region {
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.alloca_scope_region attributes {a} {
// CHECK-NEXT:     }
// CHECK-NEXT:     test.default_dialect {
// CHECK-NEXT:       format_attr_op 5
// CHECK-NEXT:       format_attr_op 6
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:       %7 = format_buildable_type_op %arg0
// CHECK-NEXT:       region_yield %arg0 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     test.default_dialect {
// CHECK-NEXT:     } attributes {b}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
