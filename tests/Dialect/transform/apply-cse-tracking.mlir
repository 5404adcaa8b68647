// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// The CSE that `transform.apply_cse` runs re-points the handles to an
// erased duplicate at the op that replaced it, so they still count the
// same number of ops, all one after deduplication.

// CHECK-LABEL: func.func @duplicates
// CHECK-NEXT:    %[[A:.*]] = arith.muli %arg0, %arg1 {tag} : i32
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %[[B]], %[[B]] : i32
// CHECK-NEXT:    return %[[B]] : i32
func.func @duplicates(%x: i32, %y: i32) -> i32 {
  // expected-remark @below {{survivor}}
  %0 = arith.muli %x, %y {tag} : i32
  %1 = arith.muli %x, %y {tag} : i32
  %2 = arith.muli %x, %y {tag} : i32
  %3 = arith.addi %0, %1 : i32
  %4 = arith.addi %1, %2 : i32
  %5 = arith.addi %3, %4 : i32
  %6 = arith.subi %5, %4 : i32
  return %3 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %muls = transform.structured.match ops{["arith.muli"]} in %f : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["arith.addi"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    %n = transform.num_associations %muls : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    %merged = transform.merge_handles deduplicate %muls : !transform.any_op
    %m = transform.num_associations %merged : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark %m : !transform.param<i64>
    transform.debug.emit_remark_at %merged, "survivor" : !transform.any_op
    // The duplicate `addi` is replaced by the first one: still three.
    %k = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3}}
    transform.debug.emit_param_as_remark %k : !transform.param<i64>
    transform.yield
  }
}
