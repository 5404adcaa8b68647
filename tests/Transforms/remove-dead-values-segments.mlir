// RUN: strata-opt %s -split-input-file -remove-dead-values -mlir-print-op-generic | FileCheck %s
// CONFORMANCE: pipeline=-split-input-file -remove-dead-values -mlir-print-op-generic

// A call whose arguments are one operand group among several: removing the
// callee's dead arguments shrinks that group's segment at the call.
module {
  func.func private @callee(%x: i32, %y: i32, %z: i32) {
    "test.keep"(%y) : (i32) -> ()
    return
  }
  func.func @caller(%p: i32, %a: i32, %b: i32, %c: i32, %s: i32) {
    "test.call_with_segments"(%p, %a, %b, %c, %s) {callee = @callee, operandSegmentSizes = array<i32: 1, 3, 1>} : (i32, i32, i32, i32, i32) -> ()
    return
  }
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT:   ^bb0(%arg5: i32):
// CHECK-NEXT:     "test.keep"(%arg5) : (i32) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i32, i32, i32, i32) -> (), sym_name = "caller"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32):
// CHECK-NEXT:     "test.call_with_segments"(%arg0, %arg2, %arg4) <{callee = @callee, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
