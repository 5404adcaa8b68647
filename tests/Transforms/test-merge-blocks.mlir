// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-merge-blocks -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=-allow-unregistered-dialect --split-input-file -test-merge-blocks

// The second block is merged into the first, its arguments replaced by
// the branch's operands.

// CHECK-LABEL: func @merge_two
// CHECK-NEXT:    %[[R:.*]] = "test.merge_blocks"() ({
// CHECK-NEXT:      %[[P:.*]] = "test.type_producer"() : () -> i32
// CHECK-NEXT:      "test.type_consumer"(%arg0) : (i32) -> ()
// CHECK-NEXT:      "test.return"(%[[P]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    "test.return"(%[[R]]) : (i32) -> ()
func.func @merge_two(%arg0: i32) -> i32 {
  %0 = "test.merge_blocks"() ({
  ^bb0:
    %1 = "test.type_producer"() : () -> i32
    "test.br"(%1, %arg0)[^bb1] : (i32, i32) -> ()
  ^bb1(%a: i32, %b: i32):
    "test.type_consumer"(%b) : (i32) -> ()
    "test.return"(%a) : (i32) -> ()
  }) : () -> (i32)
  "test.return"(%0) : (i32) -> ()
}

// -----

// The merge also creates an illegal op: it is undone, and the region ops
// stay as they were.

// CHECK-LABEL: func @undo
// CHECK-NEXT:    "test.undo_blocks_merge"() ({
// CHECK-NEXT:      "test.type_consumer"(%arg0) : (i32) -> ()
// CHECK-NEXT:      "other.br"(%arg0)[^[[BB:.*]]] : (i32) -> ()
// CHECK-NEXT:    ^[[BB]](%[[A:.*]]: i32):
// CHECK-NEXT:      "other.return"(%[[A]]) : (i32) -> ()
func.func @undo(%arg0: i32) {
  // expected-remark@+1 {{op 'test.undo_blocks_merge' is not legalizable}}
  "test.undo_blocks_merge"() ({
    "test.type_consumer"(%arg0) : (i32) -> ()
    // expected-remark@+1 {{op 'other.br' is not legalizable}}
    "other.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%a : i32):
    // expected-remark@+1 {{op 'other.return' is not legalizable}}
    "other.return"(%a) : (i32) -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}

// -----

// Nested single-block ops are inlined into the outermost one.

// CHECK-LABEL: func @inline_nested
// CHECK-NEXT:    "test.SingleBlockImplicitTerminator"() ({
// CHECK-NEXT:      %[[P:.*]] = "test.type_producer"() : () -> i32
// CHECK-NEXT:      "test.type_consumer"(%[[P]]) : (i32) -> ()
// CHECK-NEXT:      "test.type_consumer"(%[[P]]) : (i32) -> ()
// CHECK-NEXT:      "test.finish"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
func.func @inline_nested() {
  "test.SingleBlockImplicitTerminator"() ({
    %0 = "test.type_producer"() : () -> i32
    "test.SingleBlockImplicitTerminator"() ({
      "test.SingleBlockImplicitTerminator"() ({
        "test.type_consumer"(%0) : (i32) -> ()
        "test.finish"() : () -> ()
      }) : () -> ()
      "test.type_consumer"(%0) : (i32) -> ()
      "test.finish"() : () -> ()
    }) : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}
