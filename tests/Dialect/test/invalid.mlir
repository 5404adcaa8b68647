// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @yield_not_last(%a: i32) {
  test.graph_region {
    // expected-error @+1 {{'test.region_yield' op must be the last operation in the parent block}}
    test.region_yield %a : i32
    "test.other"() : () -> ()
  }
  return
}

// -----

func.func @child_outside_parent() {
  // expected-error @+1 {{'test.child' op expects parent op 'test.parent'}}
  "test.child"() : () -> ()
  return
}

// -----

"test.symbol_scope"() ({
  // expected-note @+1 {{see existing symbol definition here}}
  "test.symbol"() <{sym_name = "s"}> : () -> ()
  // expected-error @+1 {{redefinition of symbol named 's'}}
  "test.symbol"() <{sym_name = "s"}> : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'test.symbol' op requires attribute 'sym_name'}}
"test.symbol"() : () -> ()

// -----

// expected-error @+1 {{'test.symbol_scope' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
"test.symbol_scope"() ({
}) : () -> ()

// -----

func.func @element_types(%a: i32, %b: f32) {
  // expected-error @+1 {{'test.same_operand_element_type' op requires the same element type for all operands}}
  %0 = "test.same_operand_element_type"(%a, %b) : (i32, f32) -> i32
  return
}

// -----

// The element-type traits need an operand (and a result), and are checked
// before the block's terminator.
func.func @element_types_no_operands() {
  // expected-error @+1 {{'test.same_operand_and_result_element_type' op expected 1 or more operands, but found 0}}
  "test.same_operand_and_result_element_type"() : () -> tensor<1xf32>
}

// -----

func.func @element_types_no_results(%t: tensor<1xf32>) {
  // expected-error @+1 {{'test.same_operand_and_result_element_type' op expected 1 or more results}}
  "test.same_operand_and_result_element_type"(%t) : (tensor<1xf32>) -> ()
}

// -----

func.func @shapes(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'test.same_operand_shape' op requires the same shape for all operands}}
  "test.same_operand_shape"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> ()
  return
}

// -----

func.func @shapes_results(%a: tensor<2xf32>) {
  // expected-error @+1 {{'test.same_operand_and_result_shape' op requires the same shape for all operands and results}}
  %0 = "test.same_operand_and_result_shape"(%a) : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @same_shape_scalar(%a: i32) {
  // expected-error @+1 {{'test.same_operand_shape' op operand #0 must be variadic of shaped of any type values, but got 'i32'}}
  "test.same_operand_shape"(%a) : (i32) -> ()
  return
}

// -----

func.func @same_type(%a: i32, %b: i64) {
  // expected-error @+1 {{'test.operands_have_same_type' op failed to verify that all of {x, y} have same type}}
  "test.operands_have_same_type"(%a, %b) : (i32, i64) -> ()
  return
}

// -----

func.func @result_same_type(%a: i32) {
  // expected-error @+1 {{'test.operand0_and_result_have_same_type' op failed to verify that all of {x, res} have same type}}
  %0 = "test.operand0_and_result_have_same_type"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @commutative_i64(%a: i64) {
  // expected-error @+1 {{'test.op_commutative' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "test.op_commutative"(%a, %a, %a, %a) : (i64, i64, i64, i64) -> i32
  return
}

// -----

func.func @elementwise(%a: tensor<2xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'test.elementwise_mappable' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "test.elementwise_mappable"(%a, %b) : (tensor<2xf32>, vector<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @branch_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @isolated_use(%i: index, %a: i32) {
  test.isolated_region %i {
    // expected-error @+1 {{use of undeclared SSA value name}}
    "test.use"(%a) : (i32) -> ()
  }
  return
}

// -----

func.func @no_terminator_blocks() {
  // expected-error @+1 {{'test.single_no_terminator_op' op expects region #0 to have 0 or 1 blocks}}
  "test.single_no_terminator_op"() ({
    "test.a"() : () -> ()
  ^bb1:
    "test.b"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @format_attr_missing() {
  // expected-error @+1 {{expected attribute value}}
  test.format_attr_op
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @format_operand_type(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = test.format_buildable_type_op %a
  return
}

// -----

func.func @variadic_operand_types(%a: i64) {
  // expected-error @+1 {{custom op 'test.format_variadic_operand' number of operands and types do not match: got 2 operands and 1 types}}
  test.format_variadic_operand %a, %a : i64
  return
}

// -----

func.func @successor_not_last() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  test.format_successor_a_op ^bb1
  "test.other"() : () -> ()
^bb1:
  return
}

// -----

func.func @call_types(%a: i32) {
  // expected-error @+1 {{custom op 'test.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  test.call @f(%a) : i32
  return
}

// -----

func.func @idempotent_type(%a: i32) {
  // expected-error @+1 {{'test.op_idempotent_trait' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "test.op_idempotent_trait"(%a) : (i32) -> i64
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @isolated_region_type(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
  test.isolated_region %a {
  }
  return
}

// -----

func.func @yield_type(%a: i32) {
  test.graph_region {
    // expected-error @+1 {{expected SSA operand}}
    test.region_yield : i32
  }
  return
}

// -----

"test.symbol_table_region"() ({
  // expected-error @+1 {{block with no terminator, has "test.symbol"() <{sym_name = "c"}> : () -> ()}}
  "test.symbol"() <{sym_name = "c"}> : () -> ()
}) : () -> ()

// -----

func.func @no_properties() {
  // expected-error @+1 {{invalid properties {extra = 1 : i64} for op test.finish: this operation does not support properties}}
  "test.finish"() <{extra = 1}> : () -> ()
}

// -----

// expected-error @+1 {{invalid properties {attr = "s"} for op test.format_attr_op: Invalid attribute `attr` in property conversion: "s"}}
"test.format_attr_op"() <{attr = "s"}> : () -> () loc("elsewhere")

// -----

// expected-error @+1 {{invalid properties {callee = @a::@b} for op test.call: Invalid attribute `callee` in property conversion: @a::@b}}
"test.call"() <{callee = @a::@b}> : () -> ()

// -----

// expected-error @+1 {{'test.format_attr_op' op attribute 'attr' failed to satisfy constraint: 64-bit signless integer attribute}}
"test.format_attr_op"() <{attr = 1 : i32}> : () -> ()

// -----

func.func @symbol_parent() {
  // expected-error @+1 {{'test.symbol' op symbol's parent must have the SymbolTable trait}}
  "test.symbol"() <{sym_name = "s"}> : () -> ()
  return
}

// -----

func.func @segments_missing(%a: index) {
  // expected-error @+1 {{'test.format_multiple_variadic_operands' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.format_multiple_variadic_operands"(%a) : (index) -> ()
  return
}

// -----

func.func @all_types_match(%a: i64, %b: i32) {
  // expected-error @+1 {{'test.format_all_types_match_var' op failed to verify that all of {value1, value2, result} have same type}}
  %0 = "test.format_all_types_match_var"(%a, %b) : (i64, i32) -> i64
  return
}

// -----

func.func @types_match_context(%a: i64) {
  // expected-error @+1 {{'test.format_types_match_context' op failed to verify that tuple result type matches operand type}}
  %0 = "test.format_types_match_context"(%a) : (i64) -> i64
  return
}

// -----

func.func @variadic_region_blocks() {
  // expected-error @+1 {{'test.variadic_no_terminator_op' op region #1 ('my_regions') failed to verify constraint: region with 1 blocks}}
  "test.variadic_no_terminator_op"() ({
    "test.a"() : () -> ()
  }, {
  }) : () -> ()
  return
}

// -----

func.func @copy_not_memref(%a: tensor<2xf32>, %b: memref<2xf32>) {
  // expected-error @+1 {{'test.copy' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  "test.copy"(%a, %b) : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @region_if_operand_count(%a: i32) {
  test.region_if %a : i32, i32 -> () then {
    test.region_if_yield %a : i32
  } else {
    test.region_if_yield %a : i32
  } join {
    test.region_if_yield %a : i32
  }
  // expected-error @+1 {{custom op 'test.region_if' number of operands and types do not match: got 1 operands and 2 types}}
  return
}

// -----

func.func @region_if_then_blocks(%a: i32) {
  // expected-error @+1 {{'test.region_if' op expects region #0 to have 0 or 1 blocks}}
  test.region_if %a : i32 -> () then {
    cf.br ^bb1
  ^bb1:
    test.region_if_yield %a : i32
  } else {
    test.region_if_yield %a : i32
  } join {
    test.region_if_yield %a : i32
  }
  return
}

// -----

func.func @region_if_entry_inputs(%a: i32) {
  // expected-error @+2 {{'test.region_if' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @+1 {{region branch point}}
  %0 = test.region_if %a : i32 -> (i32) then {
    test.region_if_yield %a : i32
  } else {
    test.region_if_yield %a : i32
  } join {
    test.region_if_yield %a : i32
  }
  return
}

// -----

// A type printed for an `index` value must be `index` (checked as it is
// parsed).
func.func @alloc_index_type() {
  // expected-error @+1 {{custom op 'test.alloc_with_multiple_results' invalid kind of type specified: expected builtin.index, but found 'i32'}}
  %0, %1 = test.alloc_with_multiple_results : i32, memref<2xf32>
  return
}

// -----

module {
  // expected-error @below {{'test.symbol_with_result' op symbols must not have results}}
  %0 = "test.symbol_with_result"() <{sym_name = "test_symbol"}> : () -> i32
}
