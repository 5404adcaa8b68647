// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// CONFORMANCE: pipeline=
// CONFORMANCE: pipeline=--canonicalize

// `test.producing_br` holds its operand groups as properties and passes
// them crosswise to its successors; `test.call_with_segments` prints its
// three operand groups.

// CHECK-LABEL: func.func @producing_br
// CHECK: "test.producing_br"(%{{.*}}, %{{.*}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i64) -> i32
// CANON-LABEL: func.func @producing_br
// CANON: "test.producing_br"(%{{.*}}, %{{.*}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1>}>
func.func @producing_br(%a: i32, %b: i64) -> i64 {
  %0 = "test.producing_br"(%a, %b)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i64) -> i32
^bb1(%x: i64):
  return %x : i64
^bb2(%y: i32):
  %z = arith.extsi %y : i32 to i64
  return %z : i64
}

func.func private @callee(%x: i32, %y: i32)

// CHECK-LABEL: func.func @segments
// CHECK: test.call_with_segments @callee( : ) (%{{.*}}, %{{.*}} : i32, i32) ( : )
func.func @segments(%a: i32, %b: i32) {
  "test.call_with_segments"(%a, %b) {callee = @callee, operandSegmentSizes = array<i32: 0, 2, 0>} : (i32, i32) -> ()
  return
}
