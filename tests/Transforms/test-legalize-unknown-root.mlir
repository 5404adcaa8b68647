// RUN: strata-opt %s -split-input-file -test-legalize-unknown-root-patterns | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-legalize-unknown-root-patterns

// A pattern rooted on any op erases every op of the test dialect (all
// illegal); the other ops stay.

// CHECK-LABEL: func @erase_test_ops
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[ADD]] : i32
func.func @erase_test_ops(%arg0: i32) -> i32 {
  %0 = "test.illegal_op_b"() : () -> i32
  "test.type_consumer"(%0) : (i32) -> ()
  %1 = arith.addi %arg0, %arg0 : i32
  "test.legal_op_d"(%1) : (i32) -> ()
  return %1 : i32
}

// -----

// An erased op takes the ops of its regions with it.

// CHECK-LABEL: func @nested
// CHECK-NEXT:    return
func.func @nested(%arg0: i32) {
  "test.ssacfg_region"() ({
    "test.type_consumer"(%arg0) : (i32) -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}
