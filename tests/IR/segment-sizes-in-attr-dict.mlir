// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// In the generic form, the segment sizes of an op with variadic operand or
// result groups may be given in the attribute dictionary instead of the
// properties: they are inherent to the op and move to its properties.

// CHECK-LABEL: "func.func"
// CHECK: "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK: }) {tag = 1 : i64} : (index, index, index) -> ()
func.func @parallel(%lb: index, %ub: index, %st: index) {
  "scf.parallel"(%lb, %ub, %st) ({
  ^bb0(%i: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, tag = 1} : (index, index, index) -> ()
  return
}

// -----

// CHECK-LABEL: "func.func"
// CHECK: "memref.alloc"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
func.func @alloc(%n: index) {
  %m = "memref.alloc"(%n) {operandSegmentSizes = array<i32: 1, 0>} : (index) -> memref<?xf32>
  return
}
