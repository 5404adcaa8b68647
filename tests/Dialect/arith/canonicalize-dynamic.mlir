// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

// Equal operands fold for dynamically shaped tensors where MLIR's folders
// do not check the shape (xori, cmpi) and stay where they do (subi).
func.func @dynamic_shapes(%t: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>) {
  %0 = arith.subi %t, %t : tensor<?xi32>
  %1 = arith.xori %t, %t : tensor<?xi32>
  %2 = arith.cmpi sge, %t, %t : tensor<?xi32>
  return %0, %1, %2 : tensor<?xi32>, tensor<?xi32>, tensor<?xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic_shapes(%arg0: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<true> : tensor<?xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : tensor<?xi32>
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg0 : tensor<?xi32>
// CHECK-NEXT:     return %0, %cst_0, %cst : tensor<?xi32>, tensor<?xi32>, tensor<?xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
