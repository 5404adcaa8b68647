// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.loop.coalesce on scf.for loops over i32: each loop is
// normalized (its trip count folded to a constant), and the coalesced
// loop runs to the product of the trip counts, multiplied without folding
// and leaving out those of 1, as mlir-opt builds it. The induction
// variables come back through remainders and divisions.

// CHECK-LABEL: func.func @coalesce_i32(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : i32
// CHECK:         %[[C6:.*]] = arith.constant 6 : i32
// CHECK:         %[[N:.*]] = arith.muli %[[C10]], %[[C6]] : i32
// CHECK-NEXT:    scf.for %[[IV:.*]] = %[[C0]] to %[[N]] step %[[C1]]  : i32 {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[R:.*]] = arith.remsi %[[IV]], %[[C6]] : i32
// CHECK-NEXT:      %[[Q:.*]] = arith.divsi %[[IV]], %[[C6]] : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[R]], %[[C3]] : i32
// CHECK-NEXT:      %[[J:.*]] = arith.addi %[[M]], %[[C4]] : i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[Q]], %[[J]] : i32
// CHECK-NEXT:      arith.addi %[[S]], %[[Z]] : i32
// CHECK-NOT:     scf.for
// CHECK:         } {coalesce}
func.func @coalesce_i32(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  scf.for %i = %c0 to %c10 step %c1 : i32 {
    scf.for %j = %c4 to %c20 step %c3 : i32 {
      scf.for %k = %c0 to %c1 step %c1 : i32 {
        %s = arith.addi %i, %j : i32
        %t = arith.addi %s, %k : i32
        %x = arith.index_cast %t : i32 to index
        memref.store %t, %m[%x] : memref<?xi32>
      }
    }
  } {coalesce}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} attributes {coalesce} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %c = transform.loop.coalesce %l : (!transform.op<"scf.for">) -> !transform.op<"scf.for">
    transform.yield
  }
}
