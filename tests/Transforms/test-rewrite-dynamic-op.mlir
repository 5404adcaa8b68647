// RUN: strata-opt %s -test-rewrite-dynamic-op | FileCheck %s
// CONFORMANCE: pipeline=-test-rewrite-dynamic-op

// Ops known only by name (MLIR registers them at run time) are rewritten
// with their operands, result types and attributes.

// CHECK-LABEL: func @rewrite
// CHECK-NEXT:    %[[A:.*]]:2 = "test.dynamic_generic"(%arg0) {attr = 1 : i64} : (i32) -> (i32, f32)
// CHECK-NEXT:    %[[B:.*]]:2 = "test.dynamic_generic"(%[[A]]#0) : (i32) -> (i32, index)
// CHECK-NEXT:    "test.dynamic_generic"() : () -> ()
// CHECK-NEXT:    return %[[B]]#0, %[[A]]#1 : i32, f32
func.func @rewrite(%arg0: i32, %arg1: f32) -> (i32, f32) {
  %0:2 = "test.dynamic_one_operand_two_results"(%arg0) {attr = 1 : i64} : (i32) -> (i32, f32)
  %1:2 = "test.dynamic_one_operand_two_results"(%0#0) : (i32) -> (i32, index)
  "test.dynamic_generic"() : () -> ()
  return %1#0, %0#1 : i32, f32
}
