// RUN: strata-opt %s | FileCheck %s

// Present but empty case values end the list on its own line, as MLIR
// prints it (re-parsed, the attribute is gone: not a round trip).
func.func @empty_case_values(%i: i32) {
  "cf.switch"(%i)[^bb1] <{case_values = dense<> : tensor<0xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @empty_case_values(%arg0: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
