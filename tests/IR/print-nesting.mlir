// RUN: strata-opt %s -allow-unregistered-dialect -test-print-nesting | FileCheck %s
// CONFORMANCE: pipeline=-allow-unregistered-dialect -test-print-nesting

// The nesting of ops, regions and blocks, with each op's attributes
// (properties included) and each block's successors.

// CHECK: visiting op: 'builtin.module' with 0 operands and 0 results
// CHECK-NEXT:  1 nested regions:
// CHECK-NEXT:   Region with 1 blocks:
// CHECK-NEXT:     Block with 0 arguments, 0 successors, and 1 operations
// CHECK-NEXT:       visiting op: 'func.func' with 0 operands and 0 results
// CHECK-NEXT:       2 attributes:
// CHECK-NEXT:        - 'function_type' : '(i1) -> ()'
// CHECK-NEXT:        - 'sym_name' : '"f"'
// CHECK-NEXT:        1 nested regions:
// CHECK-NEXT:         Region with 3 blocks:
// CHECK-NEXT:           Block with 1 arguments, 2 successors, and 1 operations
// CHECK-NEXT:             visiting op: 'cf.cond_br' with 1 operands and 0 results
// CHECK-NEXT:             1 attributes:
// CHECK-NEXT:              - 'operandSegmentSizes' : 'array<i32: 1, 0, 0>'
// CHECK-NEXT:              0 nested regions:
// CHECK-NEXT:           Block with 0 arguments, 1 successors, and 2 operations
// CHECK-NEXT:             visiting op: 'u.op' with 0 operands and 1 results
// CHECK-NEXT:             1 attributes:
// CHECK-NEXT:              - 'n' : '42 : i32'
// CHECK-NEXT:              0 nested regions:
// CHECK-NEXT:             visiting op: 'u.br' with 0 operands and 0 results
// CHECK-NEXT:              0 nested regions:
// CHECK-NEXT:           Block with 0 arguments, 0 successors, and 1 operations
// CHECK-NEXT:             visiting op: 'func.return' with 0 operands and 0 results
// CHECK-NEXT:              0 nested regions:
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = "u.op"() {n = 42 : i32} : () -> i32
  "u.br"()[^bb2] : () -> ()
^bb2:
  return
}
