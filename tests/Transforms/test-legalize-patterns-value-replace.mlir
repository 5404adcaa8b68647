// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns="allow-pattern-rollback=0" -verify-diagnostics | FileCheck %s

// A value replaced by two values, for the users a predicate selects: they
// use a cast of the two (a source materialization), the others keep it.

// CHECK-LABEL: func @replace_some
// CHECK-NEXT:    %[[L:.*]] = "test.legal_op"() : () -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.cast"(%[[L]], %[[L]]) : (i32, i32) -> i32
// CHECK-NEXT:    "test.user_a"(%[[C]]) {replace_uses} : (i32) -> ()
// CHECK-NEXT:    "test.user_b"(%arg0) : (i32) -> ()
// CHECK-NEXT:    "test.value_replace"(%arg0, %[[L]]) {conditional, is_legal} : (i32, i32) -> ()
// CHECK-NEXT:    "test.user_c"(%[[C]], %[[C]]) {replace_uses} : (i32, i32) -> ()
func.func @replace_some(%arg0: i32) {
  %repl = "test.legal_op"() : () -> (i32)
  // expected-remark@+1 {{op 'test.user_a' is not legalizable}}
  "test.user_a"(%arg0) {replace_uses} : (i32) -> ()
  // expected-remark@+1 {{op 'test.user_b' is not legalizable}}
  "test.user_b"(%arg0) : (i32) -> ()
  "test.value_replace"(%arg0, %repl) {conditional} : (i32, i32) -> ()
  // expected-remark@+1 {{op 'test.user_c' is not legalizable}}
  "test.user_c"(%arg0, %arg0) {replace_uses} : (i32, i32) -> ()
  "test.return"() : () -> ()
}

// -----

// Without `conditional`, every use is replaced, the op's own too.

// CHECK-LABEL: func @replace_all
// CHECK-NEXT:    %[[L:.*]] = "test.legal_op"() : () -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.cast"(%[[L]], %[[L]]) : (i32, i32) -> i32
// CHECK-NEXT:    "test.value_replace"(%[[C]], %[[L]]) {is_legal} : (i32, i32) -> ()
// CHECK-NEXT:    "test.user_b"(%[[C]]) : (i32) -> ()
func.func @replace_all(%arg0: i32) {
  %repl = "test.legal_op"() : () -> (i32)
  "test.value_replace"(%arg0, %repl) : (i32, i32) -> ()
  // expected-remark@+1 {{op 'test.user_b' is not legalizable}}
  "test.user_b"(%arg0) : (i32) -> ()
  "test.return"() : () -> ()
}
