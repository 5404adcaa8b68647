// RUN: strata-opt %s -split-input-file -verify-diagnostics \
// RUN:   -pass-pipeline='builtin.module(func.func(test-affine-reify-value-bounds))' | FileCheck %s
// RUN: strata-opt %s -split-input-file -verify-diagnostics \
// RUN:   -pass-pipeline='builtin.module(func.func(test-affine-reify-value-bounds{reify-to-func-args}))' \
// RUN:   | FileCheck %s --check-prefix=ARGS
// RUN: strata-opt %s -split-input-file -verify-diagnostics \
// RUN:   -pass-pipeline='builtin.module(func.func(test-affine-reify-value-bounds{use-arith-ops}))' \
// RUN:   | FileCheck %s --check-prefix=ARITH

// Bounds of index values and of sizes of shaped values computed from what
// the ops defining them state (ValueBoundsOpInterface), in terms of the
// values they are computed from (or of the function's arguments), and
// comparisons proven from the same facts.

// CHECK-DAG: #[[$SUB:.*]] = affine_map<()[s0, s1] -> (s0 - s1)>
// CHECK-DAG: #[[$SUB1:.*]] = affine_map<()[s0, s1] -> (s0 - s1 + 1)>
// CHECK-LABEL: func.func @sum_of_args(
// CHECK:         %[[MUL:.*]] = arith.muli
// CHECK:         %[[EQ:.*]] = affine.apply #[[$SUB]]()[%[[MUL]], %arg1]
// CHECK:         %[[UB:.*]] = affine.apply #[[$SUB1]]()[%[[MUL]], %arg1]
// CHECK:         return %[[EQ]], %[[UB]]
// ARGS-DAG: #[[$ARGS:.*]] = affine_map<()[s0, s1] -> (-s0 + s1 * 3 + 9)>
// ARGS-DAG: #[[$ARGS1:.*]] = affine_map<()[s0, s1] -> (-s0 + s1 * 3 + 10)>
// ARGS-LABEL: func.func @sum_of_args(
// ARGS:         %[[EQ:.*]] = affine.apply #[[$ARGS]]()[%arg1, %arg0]
// ARGS:         %[[UB:.*]] = affine.apply #[[$ARGS1]]()[%arg1, %arg0]
// ARGS:         return %[[EQ]], %[[UB]]
// ARITH-LABEL: func.func @sum_of_args(
// ARITH:         %[[MUL:.*]] = arith.muli %{{.*}}, %c3 : index
// ARITH:         %[[M1:.*]] = arith.constant -1 : index
// ARITH:         %[[NEG:.*]] = arith.muli %arg1, %[[M1]] : index
// ARITH:         %[[EQ:.*]] = arith.addi %[[MUL]], %[[NEG]] : index
// ARITH:         %[[NEG1:.*]] = arith.muli %arg1, %{{.*}} : index
// ARITH:         %[[SUM:.*]] = arith.addi %[[MUL]], %[[NEG1]] : index
// ARITH:         %[[ONE:.*]] = arith.constant 1 : index
// ARITH:         %[[UB:.*]] = arith.addi %[[SUM]], %[[ONE]] : index
// ARITH:         return %[[EQ]], %[[UB]]
func.func @sum_of_args(%a: index, %b: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = arith.addi %a, %c3 : index
  %1 = arith.muli %0, %c3 : index
  %2 = arith.subi %1, %b : index
  %r0 = "test.reify_bound"(%2) : (index) -> (index)
  %r1 = "test.reify_bound"(%2) {type = "UB"} : (index) -> (index)
  return %r0, %r1 : index, index
}

// -----

// An upper bound of a min is its constant bound, a lower bound of a max
// too.

// CHECK-LABEL: func.func @min_max_bounds(
// CHECK:         %[[C17:.*]] = arith.constant 17 : index
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         return %[[C17]], %[[C4]]
func.func @min_max_bounds(%a: index) -> (index, index) {
  %0 = affine.min affine_map<(d0) -> (d0, 16)>(%a)
  %1 = affine.max affine_map<(d0) -> (d0, 4)>(%0)
  %ub = "test.reify_bound"(%0) {type = "UB"} : (index) -> (index)
  %lb = "test.reify_bound"(%1) {type = "LB"} : (index) -> (index)
  return %ub, %lb : index, index
}

// -----

// A max has no constant upper bound.

func.func @max_has_no_upper_bound(%a: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0, 16)>(%a)
  %1 = affine.max affine_map<(d0) -> (d0, 4)>(%0)
  // expected-error @below{{'test.reify_bound' op could not reify bound}}
  %c = "test.reify_bound"(%1) {type = "UB", constant} : (index) -> (index)
  return %c : index
}

// -----

// Sizes of subviews, collapses (through a tensor.dim of the collapsed
// tensor) and casts.

// CHECK: #[[$TIMES3:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECK-LABEL: func.func @shapes(
// CHECK-SAME:      %[[M:.*]]: memref<?x8xf32>, %[[N:.*]]: index, %[[T:.*]]: tensor<?x?xf32>)
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x3xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[E]], %[[C0]] : tensor<?x3xf32>
// CHECK:         %[[S:.*]] = affine.apply #[[$TIMES3]]()[%[[D]]]
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[T]], %[[C1]] : tensor<?x?xf32>
// CHECK:         return %[[N]], %[[C4]], %[[S]], %[[D1]]
func.func @shapes(%m: memref<?x8xf32>, %n: index, %t: tensor<?x?xf32>) -> (index, index, index, index) {
  %0 = memref.subview %m[1, 2][%n, 4][1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1], offset: 10>>
  %d0 = "test.reify_bound"(%0) {dim = 0} : (memref<?x4xf32, strided<[8, 1], offset: 10>>) -> (index)
  %d1 = "test.reify_bound"(%0) {dim = 1} : (memref<?x4xf32, strided<[8, 1], offset: 10>>) -> (index)
  %e = tensor.empty(%n) : tensor<?x3xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  %d2 = "test.reify_bound"(%c) {dim = 0} : (tensor<?xf32>) -> (index)
  %cast = tensor.cast %t : tensor<?x?xf32> to tensor<?x?xf32>
  %d3 = "test.reify_bound"(%cast) {dim = 1} : (tensor<?x?xf32>) -> (index)
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

// A padded size: the source's plus the padding; in terms of the function's
// arguments, the low padding is followed to the size of the empty tensor.

// CHECK: #[[$PAD:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-LABEL: func.func @to_func_args(
// CHECK:         %[[DIM:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK:         tensor.pad
// CHECK:         %[[SRC:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?xf32>
// CHECK:         %[[R:.*]] = affine.apply #[[$PAD]]()[%[[SRC]], %[[DIM]]]
// CHECK:         return %[[R]]
// ARGS: #[[$PAD:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// ARGS-LABEL: func.func @to_func_args(
// ARGS:         tensor.pad
// ARGS:         %[[SRC:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?xf32>
// ARGS:         %[[R:.*]] = affine.apply #[[$PAD]]()[%[[SRC]], %arg1]
// ARGS:         return %[[R]]
func.func @to_func_args(%t: tensor<?xf32>, %a: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%a) : tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  %p = tensor.pad %t low[%d] high[2] {
  ^bb0(%i: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %r = "test.reify_bound"(%p) {dim = 0} : (tensor<?xf32>) -> (index)
  return %r : index
}

// -----

// A division materialized with arith ops is a signed division.

// ARITH-LABEL: func.func @arith_ops(
// ARITH:         %[[C4:.*]] = arith.constant 4 : index
// ARITH:         %[[M:.*]] = arith.muli %arg0, %[[C4]] : index
// ARITH:         %[[C2:.*]] = arith.constant 2 : index
// ARITH:         %[[D:.*]] = arith.divsi %arg1, %[[C2]] : index
// ARITH:         %[[S:.*]] = arith.addi %[[M]], %[[D]] : index
// ARITH:         return %[[S]]
func.func @arith_ops(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 4 + s1 floordiv 2)>()[%a, %b]
  %r = "test.reify_bound"(%0) : (index) -> (index)
  return %r : index
}

// -----

// CHECK-DAG: #[[$LIN:.*]] = affine_map<()[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 30)>
// CHECK-DAG: #[[$MOD:.*]] = affine_map<()[s0] -> (s0 mod 3)>
// CHECK-LABEL: func.func @index_ops(
// CHECK:         %[[L:.*]] = affine.apply #[[$LIN]]()[%arg2, %arg1, %arg0]
// CHECK:         %[[D:.*]] = affine.apply #[[$MOD]]()[%arg0]
// CHECK:         return %[[L]], %[[D]]
func.func @index_ops(%i: index, %j: index, %k: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%i, %j, %k] by (4, 6, 5) : index
  %d:2 = affine.delinearize_index %i into (7, 3) : index, index
  %r0 = "test.reify_bound"(%l) : (index) -> (index)
  %r1 = "test.reify_bound"(%d#1) : (index) -> (index)
  %c120 = arith.constant 120 : index
  // expected-remark @below{{true}}
  "test.compare"(%l, %c120) {cmp = "LT"} : (index, index) -> ()
  // expected-error @below{{unknown}}
  "test.compare"(%d#0, %k) {cmp = "LE"} : (index, index) -> ()
  return %r0, %r1 : index, index
}

// -----

func.func @comparisons(%a: index, %t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %f = tensor.dim %e, %c0 : tensor<?xf32>
  %g = arith.addi %f, %a : index
  // expected-remark @below{{true}}
  "test.compare"(%d, %f) : (index, index) -> ()
  // expected-error @below{{unknown}}
  "test.compare"(%g, %d) {cmp = "GE"} : (index, index) -> ()
  // expected-error @below{{unknown}}
  "test.compare"(%a, %d) {cmp = "GT", lhs_map = affine_map<(d0) -> (d0 + 1)>} : (index, index) -> ()
  // expected-remark @below{{false}}
  "test.compare"(%d, %c0) {cmp = "LT"} : (index, index) -> ()
  return
}

// -----

func.func @semi_affine(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%a, %b]
  // expected-error @below{{'test.reify_bound' op could not reify bound}}
  %r = "test.reify_bound"(%0) {type = "LB"} : (index) -> (index)
  return %r : index
}
