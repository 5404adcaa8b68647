// RUN: strata-opt %s -test-print-defuse | FileCheck %s
// CONFORMANCE: pipeline=-test-print-defuse

// Every op in post-order, with its operands' producers and its results'
// users (the latest use first).

// CHECK: Visiting op 'arith.addi' with 2 operands:
// CHECK-NEXT:   - Operand produced by Block argument, number 0
// CHECK-NEXT:   - Operand produced by Block argument, number 1
// CHECK-NEXT: Has 1 results:
// CHECK-NEXT:   - Result 0 has 2 uses:
// CHECK-NEXT:     - func.return
// CHECK-NEXT:     - arith.muli
// CHECK-NEXT: Visiting op 'arith.muli' with 2 operands:
// CHECK-NEXT:   - Operand produced by operation 'arith.addi'
// CHECK-NEXT:   - Operand produced by Block argument, number 1
// CHECK-NEXT: Has 1 results:
// CHECK-NEXT:   - Result 0 has a single use:     - func.return
// CHECK-NEXT: Visiting op 'func.return' with 2 operands:
// CHECK:      Visiting op 'func.func' with 0 operands:
// CHECK:      Visiting op 'builtin.module' with 0 operands:
// CHECK-NEXT: Has 0 results:
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %0, %1 : i32, i32
}
