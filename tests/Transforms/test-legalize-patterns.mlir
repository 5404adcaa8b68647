// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,BEFORE
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns=test-legalize-folding-mode=after-patterns -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,PATTERN
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns=test-legalize-folding-mode=never -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,PATTERN

// The illegal ops' rewrites: C goes through E; of D's two patterns the
// one producing a legal op directly wins over the one of higher benefit.

// CHECK-LABEL: func @rewrites
// CHECK-NEXT:    %[[A:.*]] = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK-NEXT:    %[[D:.*]] = "test.legal_op_a"() <{status = "Failure"}> : () -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK-NEXT:    return %[[A]], %[[D]], %[[C]] : i32, i32, i32
func.func @rewrites() -> (i32, i32, i32) {
  %0 = "test.illegal_op_a"() : () -> i32
  %1 = "test.illegal_op_d"() : () -> i32
  %2 = "test.illegal_op_c"() : () -> i32
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return %0, %1, %2 : i32, i32, i32
}

// -----

// An op only its in-place fold makes legal: folded before the patterns
// by default, otherwise replaced by a constant.

// CHECK-LABEL: func @self_fold
// BEFORE-NEXT:   %[[A:.*]] = "test.op_in_place_self_fold"() <{folded}> : () -> i32
// PATTERN-NEXT:  %[[A:.*]] = "test.constant"() <{value = 97 : i32}> : () -> i32
// CHECK-NEXT:    %[[B:.*]] = "test.op_in_place_self_fold"() <{folded}> : () -> i32
// CHECK-NEXT:    "test.valid"(%[[A]], %[[B]]) : (i32, i32) -> ()
func.func @self_fold() -> i32 {
  %0 = "test.op_in_place_self_fold"() : () -> i32
  %1 = "test.op_in_place_self_fold"() <{folded}> : () -> i32
  "test.invalid"(%0, %1) : (i32, i32) -> ()
}

// -----

// The producer goes from i32 through f32 to f64 (the pattern to bf16 has
// a higher benefit but does not legalize), and the consumer follows.

// CHECK-LABEL: func @producer_consumer
// CHECK-NEXT:    %[[P:.*]] = "test.type_producer"() : () -> f64
// CHECK-NEXT:    "test.type_consumer"(%[[P]]) : (f64) -> ()
func.func @producer_consumer() {
  %0 = "test.type_producer"() : () -> i32
  "test.type_consumer"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}

// -----

// An op marked illegal without patterns fails the conversion, which
// changes nothing.

// CHECK-LABEL: func @illegal
// CHECK-NEXT:    "test.illegal_op_a"
// CHECK-NEXT:    "test.illegal_op_f"
// expected-remark@+1 {{applyPartialConversion failed}}
module {
  func.func @illegal() {
    %0 = "test.illegal_op_a"() : () -> i32
    // expected-error@+1 {{failed to legalize operation 'test.illegal_op_f' that was explicitly marked illegal}}
    %1 = "test.illegal_op_f"() : () -> i32
    "test.return"() : () -> ()
  }
}
