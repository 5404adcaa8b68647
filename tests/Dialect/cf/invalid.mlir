// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @assert_not_i1(%x: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @assert_without_message(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @br_too_many_operands(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @br_too_few_operands() {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%a: i32):
  return
}

// -----

func.func @br_type_mismatch(%x: i32, %y: i64) {
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #0}}
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %b: i64):
  return
}

// -----

func.func @br_two_successors() {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @br_operand_type_count(%x: i32) {
  // expected-error @+1 {{custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types}}
  cf.br ^bb1(%x : i32, i32)
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @cond_br_condition(%x: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_false_operands(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @cond_br_true_type(%c: i1, %x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: f32):
  return
^bb2:
  return
}

// -----

func.func @cond_br_one_weight(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_zero_weights(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_weight_too_large(%c: i1) {
  // expected-error @+2 {{custom op 'cf.cond_br' integer value too large}}
  // expected-error @+1 {{expected ']'}}
  cf.cond_br %c weights([2147483648, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_weight_not_integer(%c: i1) {
  // expected-error @+2 {{custom op 'cf.cond_br' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  cf.cond_br %c weights([1.5, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_negative_segment(%c: i1, %x: i32) {
  // expected-error @+1 {{'cf.cond_br' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, -1, 1>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segment_total(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_count(%x: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%x: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operand_total(%x: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi32>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_negative_case_segment(%x: i32) {
  // expected-error @+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi32>, case_operand_segments = array<i32: -1>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_missing_segments(%x: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_values_not_integers(%x: i32) {
  // expected-error @+1 {{'cf.switch' op attribute 'case_values' failed to satisfy constraint: integer elements attribute}}
  "cf.switch"(%x)[^bb1, ^bb1] {case_values = dense<1.0> : vector<1xf32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_without_flag() {
  // expected-error @+1 {{'cf.switch' op expected 1 or more operands, but found 0}}
  "cf.switch"()[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

func.func @switch_index_flag(%x: index) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func @switch_default_operands(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1:
  return
}

// -----

func.func @switch_case_operand_type(%x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    3: ^bb2(%x : i32)
  ]
^bb1(%a: i32):
  return
^bb2(%b: i64):
  return
}

// -----

func.func @switch_float_flag(%x: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %x : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_no_default(%x: i32) {
  cf.switch %x : i32, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_not_integer(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_too_large(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_colon(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected ':'}}
    1 ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_operand_type_count(%x: i32) {
  cf.switch %x : i32, [
    // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%x, %x : i32)
  ]
^bb1(%a: i32, %b: i32):
  return
}
