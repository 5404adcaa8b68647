// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

// `test.child_with_parent_one_of` may sit directly in either parent.

// CHECK-LABEL: func.func @either_parent
func.func @either_parent() {
  // CHECK: "test.parent1"
  "test.parent1"() ({
    // CHECK: "test.child_with_parent_one_of"
    "test.child_with_parent_one_of"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.parent"() ({
    "test.child_with_parent_one_of"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @nested_too_deep() {
  "test.parent"() ({
    "test.ssacfg_region"() ({
      // expected-error @+1 {{'test.child_with_parent_one_of' op expects parent op to be one of 'test.parent, test.parent1'}}
      "test.child_with_parent_one_of"() : () -> ()
      "test.finish"() : () -> ()
    }) : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Segment sizes given in the attribute dictionary become the property;
// each non-empty result group is named after it.

// CHECK-LABEL: func.func @sized
func.func @sized(%x: i32) -> i32 {
  // CHECK: "test.attr_sized_operands"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0, 0, 1>}>
  "test.attr_sized_operands"(%x, %x, %x) {operandSegmentSizes = array<i32: 2, 0, 0, 1>} : (i32, i32, i32) -> ()
  // CHECK: %b:2, %d = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 0, 1>}>
  %r:3 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 0, 2, 0, 1>} : () -> (i32, i32, i32)
  return %r#2 : i32
}

// -----

func.func @too_few_sizes(%x: i32) {
  // expected-error @+1 {{'test.attr_sized_operands' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%x, %x) {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> ()
  return
}

// -----

func.func @wide_sizes() {
  // expected-error @+1 {{'test.attr_sized_results' op result count (1) does not match with the total size (0) specified in attribute 'resultSegmentSizes'}}
  %r = "test.attr_sized_results"() {resultSegmentSizes = array<i64: 0, 0, 1, 0>} : () -> i32
  return
}

// -----

func.func @sum_differs(%x: i32) {
  // expected-error @+1 {{'test.attr_sized_operands' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%x) {operandSegmentSizes = array<i32: 0, 1, 1, 0>} : (i32) -> ()
  return
}

// -----

func.func @negative(%x: i32) {
  // expected-error @+1 {{'test.attr_sized_results' op 'resultSegmentSizes' attribute cannot have negative elements}}
  %r = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 2, -1, 0, 0>} : () -> i32
  return
}

// -----

func.func @wrong_type(%x: f32) {
  // expected-error @+1 {{'test.attr_sized_operands' op operand #0 must be variadic of 32-bit signless integer, but got 'f32'}}
  "test.attr_sized_operands"(%x) {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : (f32) -> ()
  return
}

// -----

// A result type with the test type trait.

// CHECK-LABEL: func.func @type_trait
func.func @type_trait() {
  // CHECK: %0 = "test.result_type_with_trait"() : () -> !test.test_type_with_trait
  %0 = "test.result_type_with_trait"() : () -> !test.test_type_with_trait
  return
}

// -----

func.func @no_type_trait() {
  // expected-error @+1 {{result type should have trait 'TestTypeTrait'}}
  %0 = "test.result_type_with_trait"() : () -> !test.smpla
  return
}
