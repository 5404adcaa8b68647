// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=-allow-unregistered-dialect

// In a graph region an op may use its own result, and the ops nested in
// an op may use that op's results.
func.func @self_use() {
  test.graph_region {
    %0 = "test.loop"(%0) : (i32) -> i32
    %1 = "test.ssacfg_region"() ({
      %2 = "test.use"(%0, %1) : (i32, i32) -> i32
    }) : () -> i32
    "test.end"(%1) : (i32) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @self_use() {
// CHECK-NEXT:     test.graph_region {
// CHECK-NEXT:       %0 = "test.loop"(%0) : (i32) -> i32
// CHECK-NEXT:       %1 = "test.ssacfg_region"() ({
// CHECK-NEXT:         %2 = "test.use"(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT:       }) : () -> i32
// CHECK-NEXT:       "test.end"(%1) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
