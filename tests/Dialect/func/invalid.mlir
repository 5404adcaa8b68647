// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{symbol declaration cannot have public visibility}}
func.func @public_decl(i32)

// -----

// expected-error @+1 {{expected SSA identifier}}
func.func @mixed_named(%a: i32, i64) {
  return
}

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
func.func @mixed_types(i32, %a: i64) {
  return
}

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
func.func internal @bad_visibility() {
  return
}

// -----

// expected-error @+1 {{expected non-empty function body}}
func.func @empty_body() {}

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_visibility() attributes {sym_visibility = "private"} {
  return
}

// -----

// expected-error @+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_type() attributes {function_type = () -> ()} {
  return
}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_name() attributes {sym_name = "x"} {
  return
}

// -----

// expected-error @+1 {{attribute 'arg_attrs' occurs more than once in the attribute list}}
func.func private @twice(i32 {foo.a}) attributes {arg_attrs = [{}]}

// -----

// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
func.func @unnamed_with_body(i32) {
  return
}

// -----

// expected-error @+1 {{type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"func.func"() <{arg_attrs = [], function_type = (i32) -> (), sym_name = "arg_count", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{function_type = () -> i32, res_attrs = [{}, {}], sym_name = "res_count", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{arguments may only have dialect attributes}}
"func.func"() <{arg_attrs = [{a = 1}], function_type = (i32) -> (), sym_name = "arg_dialect", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{results may only have dialect attributes}}
"func.func"() <{function_type = () -> i32, res_attrs = [{a = 1}], sym_name = "res_dialect", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "bad_type"}> ({
}) : () -> ()

// -----

func.func @return_count() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %a : i64
}

// -----

func.func @return_types(%a: i32) -> i32 {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func @undefined_callee() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope() : () -> ()
  return
}

// -----

module {
  module @not_a_function {
  }
  func.func @callee_is_module() {
    // expected-error @+1 {{'not_a_function' does not reference a valid function}}
    call @not_a_function() : () -> ()
    return
  }
}

// -----

func.func private @callee(i32) -> i32

func.func @operand_count() {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @callee() : () -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @operand_type(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @callee(%a) : (i64) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @result_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee() -> (i32, i64)

func.func @result_type() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i64', 'i64'}}
  // expected-note @+1 {{function result types: 'i32', 'i64'}}
  %0:2 = call @callee() : () -> (i64, i64)
  return
}

// -----

func.func @call_type(%a: i32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call @call_type(%a) : i32
  return
}

// -----

func.func @call_no_symbol(%a: i32) {
  // expected-error @+1 {{expected attribute value}}
  call call_no_symbol(%a) : (i32) -> ()
  return
}

// -----

func.func @call_operand_types(%a: i32) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  call @call_operand_types(%a) : (i32, i32) -> ()
  return
}

// -----

func.func @call_no_callee() {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @indirect_results(%f: (i32) -> i64, %a: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i32) -> i32
  return
}

// -----

func.func @indirect_inputs(%f: (i32) -> i64, %a: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i64) -> i64
  return
}

// -----

func.func @indirect_callee_type(%f: i32, %a: i64) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%f, %a) : (i32, i64) -> ()
  return
}

// -----

func.func @indirect_no_callee() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @indirect_type(%a: i32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call_indirect %a(%a) : i32
  return
}

// -----

func.func @undefined_constant() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = constant @nope : () -> ()
  return
}

// -----

func.func private @callee() -> i32

func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @callee : () -> ()
  return
}

// -----

func.func @constant_results() {
  // expected-error @+1 {{'func.constant' op requires one result}}
  "func.constant"() <{value = @constant_results}> : () -> ()
  return
}

// -----

func.func @constant_no_symbol() {
  // expected-error @+1 {{expected attribute value}}
  %0 = constant constant_no_symbol : () -> ()
  return
}
