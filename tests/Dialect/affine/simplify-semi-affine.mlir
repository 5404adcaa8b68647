// RUN: strata-opt %s --split-input-file --affine-simplify-structures | FileCheck %s
// CONFORMANCE: pipeline=--affine-simplify-structures

// Semi-affine maps (products of symbols, divisions and moduli by symbols):
// a division or modulo by a symbol that divides its dividend cancels, and
// the sum is rebuilt with products and divisions as terms of their own,
// ordered by the position of their first operand.

func.func @cancel(%a: index, %b: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s1 * s0 + s0) floordiv s0)> ()[%a, %b]
  %1 = affine.apply affine_map<()[s0] -> ((s0 * 6) floordiv s0)> ()[%a]
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 + s1 * 3) mod s1)> ()[%a, %b]
  %3 = affine.apply affine_map<()[s0] -> ((s0 ceildiv 3 + s0) ceildiv s0)> ()[%a]
  %4 = affine.apply affine_map<()[s0, s1] -> (((s0 * 4) mod (s0 * 6)) floordiv s0)> ()[%a, %b]
  %5 = affine.apply affine_map<()[s0] -> ((s0 floordiv s0) floordiv s0)> ()[%a]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// CHECK-DAG: #[[$SUM:.*]] = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #[[$NESTED:.*]] = affine_map<()[s0] -> (1 floordiv s0)>
// CHECK-LABEL: func.func @cancel
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[R0:.*]] = affine.apply #[[$SUM]]()[%[[B]]]
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[R5:.*]] = affine.apply #[[$NESTED]]()[%[[A]]]
// CHECK-NEXT: return %[[R0]], %[[C6]], %[[C0]], %[[C2]], %[[C4]], %[[R5]]

// -----

// A division below a product does not count as a multiple of the divisor.
func.func @keep(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0] -> (((s0 floordiv 3) * 7) floordiv s0)> ()[%a]
  %1 = affine.apply affine_map<()[s0, s1] -> (((s0 floordiv 2) * s1) floordiv s0)> ()[%a, %b]
  %2 = affine.apply affine_map<()[s0] -> ((s0 * 2) mod (s0 * 5))> ()[%a]
  return %0, %1, %2 : index, index, index
}

// CHECK-DAG: #[[$K0:.*]] = affine_map<()[s0] -> (((s0 floordiv 3) * 7) floordiv s0)>
// CHECK-DAG: #[[$K1:.*]] = affine_map<()[s0, s1] -> (((s0 floordiv 2) * s1) floordiv s0)>
// CHECK-DAG: #[[$K2:.*]] = affine_map<()[s0] -> ((s0 * 2) mod (s0 * 5))>
// CHECK-LABEL: func.func @keep
// CHECK-NEXT: affine.apply #[[$K0]]()
// CHECK-NEXT: affine.apply #[[$K1]]()
// CHECK-NEXT: affine.apply #[[$K2]]()

// -----

// Term order of rebuilt sums.
func.func @order(%a: index, %b: index, %c: index, %d: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 * s0 + s0 * 5 + s1)> ()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s2 + s0 * (s1 * s2) + s1 * s2 + s0)> ()[%a, %b, %c]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (s1 + d0 floordiv s0 + (d0 + s1) mod s0 + d0 * 2)> (%d)[%a, %b]
  return %0, %1, %2 : index, index, index
}

// CHECK-DAG: #[[$O0:.*]] = affine_map<()[s0, s1] -> (s0 * 5 + s0 * s1 + s1)>
// CHECK-DAG: #[[$O1:.*]] = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2 + s2 + s0 * (s1 * s2))>
// CHECK-DAG: #[[$O2:.*]] = affine_map<()[s0, s1, s2] -> (s1 + s2 * 2 + s2 floordiv s0 + (s1 + s2) mod s0)>
// CHECK-LABEL: func.func @order
// CHECK-NEXT: affine.apply #[[$O0]]()
// CHECK-NEXT: affine.apply #[[$O1]]()
// CHECK-NEXT: affine.apply #[[$O2]]()

// -----

// An affine.if that always holds is replaced by its then-block; the ops it
// moves out are processed, so dead ones go.
func.func @if_moves(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %r = affine.if affine_set<(d0) : (3 >= 0)> (%c1) -> index {
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    affine.yield %a : index
  } else {
    affine.yield %c1 : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @if_moves
// CHECK-SAME: (%[[A:.*]]: index)
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: return %[[A]] : index

// -----

// Dims come first, then the products and divisions led by the same dim.
func.func private @use(index)
func.func @dims(%a: index, %b: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0)[s0, s1] -> (s1 + d0 floordiv s0 + d0 * s1 + d0 + s0 * s1 + d0 mod 4)> (%i)[%a, %b]
    func.call @use(%0) : (index) -> ()
  }
  return
}

// CHECK-DAG: #[[$D:.*]] = affine_map<(d0)[s0, s1] -> (d0 * 2 - (d0 floordiv 4) * 4 + d0 floordiv s0 + d0 * s1 + s0 * s1 + s1)>
// CHECK-LABEL: func.func @dims
// CHECK: affine.apply #[[$D]](%{{.*}})[%{{.*}}, %{{.*}}]

// -----

// `x - x mod s` is a multiple of `s` whatever the order of its terms, so
// its remainder by `s` is 0 (loop peeling builds such bounds).
func.func @mod_of_difference(%lb: index, %ub: index, %step: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 - (s0 mod s1)) mod s1)> ()[%ub, %step]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - ((s0 - s2) mod s1) - s2) mod s1)> ()[%ub, %step, %lb]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - (s2 mod s1)) mod s1)> ()[%ub, %step, %lb]
  return %0, %1, %2 : index, index, index
}

// CHECK: #[[$KEPT:.*]] = affine_map<()[s0, s1, s2] -> ((s0 - s2 mod s1) mod s1)>
// CHECK-LABEL: func.func @mod_of_difference
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C0_0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[R2:.*]] = affine.apply #[[$KEPT]]()[%[[UB]], %[[STEP]], %[[LB]]]
// CHECK-NEXT: return %[[C0]], %[[C0_0]], %[[R2]]
