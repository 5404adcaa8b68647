// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @add_not_index(%a: index, %b: i32) {
  // expected-error @+1 {{'index.add' op operand #1 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %b) : (index, i32) -> index
  return
}

// -----

func.func @mul_result(%a: index) {
  // expected-error @+1 {{'index.mul' op result #0 must be index, but got 'i64'}}
  %0 = "index.mul"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @sub_one_operand(%a: index) {
  // expected-error @+1 {{'index.sub' op expected 2 operands, but found 1}}
  %0 = "index.sub"(%a) : (index) -> index
  return
}

// -----

func.func @cmp_result(%a: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}

// -----

func.func @cmp_without_predicate(%a: index) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @cmp_predicate_kind(%a: index) {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 1 : i32} : (index, index) -> i1
  return
}

// -----

func.func @cmp_unknown_predicate(%a: index) {
  // expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp lt(%a, %a)
  return
}

// -----

func.func @cmp_missing_predicate(%a: index) {
  // expected-error @+2 {{custom op 'index.cmp' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp (%a, %a)
  return
}

// -----

func.func @cmp_predicate_attribute(%a: index) {
  // expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp #index<cmp_predicate lt>(%a, %a)
  return
}

// -----

func.func @cmp_operand_list(%a: index) {
  // expected-error @+1 {{expected ','}}
  %0 = index.cmp slt(%a)
  return
}

// -----

func.func @unknown_attribute() attributes {
  // expected-error @+1 {{unknown attribute `predicate` in dialect `index`}}
  p = #index<predicate slt>
} {
  return
}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
func.func @predicate_without_value() attributes {p = #index.cmp_predicate} {
  return
}

// -----

func.func @casts_float(%f: f32) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %f : f32 to index
  return
}

// -----

func.func @casts_no_index(%i: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %i : i32 to i64
  return
}

// -----

func.func @castu_both_index(%a: index) {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @castu_result(%a: index) {
  // expected-error @+1 {{'index.castu' op result #0 must be integer or index, but got 'vector<2xi32>'}}
  %0 = "index.castu"(%a) : (index) -> vector<2xi32>
  return
}

// -----

func.func @sizeof_result() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

func.func @constant_attribute() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i64} : () -> index
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{custom op 'index.constant' invalid kind of attribute specified}}
  %0 = index.constant "3"
  return
}

// -----

func.func @constant_too_large() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.constant 18446744073709551616
  return
}

// -----

func.func @constant_without_value() {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @bool_constant_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 2
  return
}

// -----

func.func @bool_constant_unit() {
  // expected-error @+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
  %0 = index.bool.constant unit
  return
}

// -----

func.func @bool_constant_result() {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i8
  return
}
