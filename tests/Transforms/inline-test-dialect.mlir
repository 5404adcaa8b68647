// RUN: strata-opt %s -inline -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-inline

// Calls materialized by canonicalization while inlining (the test dialect's
// fold_to_call_op) are inlined too, and the callees left dead are erased.
func.func @entry() {
  call @middle() : () -> ()
  return
}
func.func private @middle() {
  "test.fold_to_call_op"() {callee = @leaf} : () -> ()
  return
}
func.func private @leaf() {
  "test.leaf_effect"() : () -> ()
  return
}

// -----

// Test ops with regions inline with their callee.
func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @callee(%x: i32) -> i32 {
  %0 = "test.op_region"() ({
    "test.return"(%x) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @entry() {
// CHECK-NEXT:     "test.leaf_effect"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.op_region"() ({
// CHECK-NEXT:       "test.return"(%arg0) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
