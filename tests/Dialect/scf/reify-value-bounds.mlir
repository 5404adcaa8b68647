// RUN: strata-opt %s -split-input-file -verify-diagnostics \
// RUN:   -pass-pipeline='builtin.module(func.func(test-affine-reify-value-bounds{reify-to-func-args}))' | FileCheck %s

// Bounds through scf ops: an iteration argument the loop yields unchanged
// (up to arithmetic that cancels) equals its init, the sizes of a tensor
// carried through a loop are its init's, an scf.if result lies between
// the values its branches yield, a forall's induction variable is at most
// its last value.

// CHECK-LABEL: func.func @carried(
// CHECK-SAME:      %[[I:.*]]: index, %[[T:.*]]: tensor<?xf32>, %[[N:.*]]: index
// CHECK:         scf.for
// CHECK:           "test.some_use"(%[[I]])
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = tensor.dim %[[T]], %[[C0]]
// CHECK:         "test.some_use"(%[[I]], %[[D]])
func.func @carried(%i: index, %t: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %iv = %c0 to %n step %c2 iter_args(%a = %i, %b = %t) -> (index, tensor<?xf32>) {
    %x = arith.addi %a, %c2 : index
    %y = arith.subi %x, %c2 : index
    %e = "test.reify_bound"(%a) : (index) -> (index)
    "test.some_use"(%e) : (index) -> ()
    %f = arith.constant 1.0 : f32
    %ins = tensor.insert %f into %b[%c0] : tensor<?xf32>
    scf.yield %y, %ins : index, tensor<?xf32>
  }
  %0 = "test.reify_bound"(%r#0) : (index) -> (index)
  %1 = "test.reify_bound"(%r#1) {dim = 0} : (tensor<?xf32>) -> (index)
  "test.some_use"(%0, %1) : (index, index) -> ()
  return
}

// -----

// CHECK-DAG: #[[$LB:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #[[$UB:.*]] = affine_map<()[s0] -> (s0 * 2 + 8)>
// CHECK-LABEL: func.func @branches(
// CHECK:         %[[L:.*]] = affine.apply #[[$LB]]()[%arg0]
// CHECK:         %[[U:.*]] = affine.apply #[[$UB]]()[%arg0]
// CHECK:         "test.some_use"(%[[L]], %[[U]])
func.func @branches(%a: index, %c: i1) {
  %r = scf.if %c -> index {
    %d = arith.addi %a, %a : index
    scf.yield %d : index
  } else {
    %d = affine.apply affine_map<()[s0] -> (s0 * 2 + 7)>()[%a]
    scf.yield %d : index
  }
  %lb = "test.reify_bound"(%r) {type = "LB"} : (index) -> (index)
  %ub = "test.reify_bound"(%r) {type = "UB"} : (index) -> (index)
  "test.some_use"(%lb, %ub) : (index, index) -> ()
  return
}

// -----

func.func @forall_last_value() {
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  scf.forall (%iv) = (1) to (12) step (4) {
    // expected-remark @below{{true}}
    "test.compare"(%iv, %c9) {cmp = "LE"} : (index, index) -> ()
    // expected-remark @below{{false}}
    "test.compare"(%iv, %c10) {cmp = "GE"} : (index, index) -> ()
  }
  return
}

// -----

func.func @loop_result(%i: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %r = scf.for %iv = %c0 to %c12 step %c3 iter_args(%a = %i) -> index {
    %b = arith.addi %a, %c3 : index
    scf.yield %b : index
  }
  %e = arith.addi %i, %c12 : index
  // expected-remark @below{{true}}
  "test.compare"(%r, %e) : (index, index) -> ()
  return
}
