// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// Masks materialized as arithmetic: a 1-D create_mask as a comparison with
// a step, transfers out of bounds masked instead, a select between
// one-element all-true and all-false masks as a broadcast (not the reverse).
func.func @masks(%n: index, %m: memref<?xf32>, %i: index, %c: i1, %v: vector<8xf32>) -> (vector<4xi1>, vector<8xf32>, vector<1xi1>, vector<1xi1>) {
  %0 = vector.create_mask %n : vector<4xi1>
  %p = arith.constant 0.0 : f32
  %1 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32>
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?xf32>
  %t = arith.constant dense<true> : vector<1xi1>
  %f = arith.constant dense<false> : vector<1xi1>
  %2 = arith.select %c, %t, %f : i1, vector<1xi1>
  %3 = arith.select %c, %f, %t : i1, vector<1xi1>
  return %0, %1, %2, %3 : vector<4xi1>, vector<8xf32>, vector<1xi1>, vector<1xi1>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.materialize_masks
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @masks(%arg0: index, %arg1: memref<?xf32>, %arg2: index, %arg3: i1, %arg4: vector<8xf32>) -> (vector<4xi1>, vector<8xf32>, vector<1xi1>, vector<1xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant dense<false> : vector<1xi1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<true> : vector<1xi1>
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = vector.broadcast %0 : i64 to vector<4xi64>
// CHECK-NEXT:     %2 = arith.cmpi sgt, %1, %cst_3 : vector<4xi64>
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT:     %3 = arith.subi %dim, %arg2 : index
// CHECK-NEXT:     %4 = arith.index_cast %3 : index to i64
// CHECK-NEXT:     %5 = vector.broadcast %4 : i64 to vector<8xi64>
// CHECK-NEXT:     %6 = arith.cmpi sgt, %5, %cst : vector<8xi64>
// CHECK-NEXT:     %7 = vector.transfer_read %arg1[%arg2], %cst_2, %6 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
// CHECK-NEXT:     %dim_4 = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT:     %8 = arith.subi %dim_4, %arg2 : index
// CHECK-NEXT:     %9 = arith.index_cast %8 : index to i64
// CHECK-NEXT:     %10 = vector.broadcast %9 : i64 to vector<8xi64>
// CHECK-NEXT:     %11 = arith.cmpi sgt, %10, %cst : vector<8xi64>
// CHECK-NEXT:     vector.transfer_write %arg4, %arg1[%arg2], %11 {in_bounds = [true]} : vector<8xf32>, memref<?xf32>
// CHECK-NEXT:     %12 = vector.broadcast %arg3 : i1 to vector<1xi1>
// CHECK-NEXT:     %13 = arith.select %arg3, %cst_0, %cst_1 : vector<1xi1>
// CHECK-NEXT:     return %2, %7, %12, %13 : vector<4xi1>, vector<8xf32>, vector<1xi1>, vector<1xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.materialize_masks
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
