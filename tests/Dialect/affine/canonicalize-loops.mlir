// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Canonicalization of affine.for, affine.if, affine.load and affine.store.

// CHECK-DAG: #[[$PLUS1:.*]] = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #[[$TRUE3:.*]] = affine_set<() : (3 >= 0)>
// CHECK-DAG: #[[$TWICE:.*]] = affine_set<()[s0] : (s0 * 2 - 10 >= 0)>

func.func private @use(index)

// Bounds with constant operands fold to constants; bound operands
// computed by affine.apply are composed into the maps.
// CHECK-LABEL: func @bounds
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: affine.for %{{.*}} = 0 to 4 {
// CHECK: affine.for %{{.*}} = 4 to 4 {
// CHECK: affine.for %{{.*}} = 0 to #[[$PLUS1]]()[%[[N]]] {
func.func @bounds(%n: index) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  affine.for %i = %c0 to %c4 {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0) -> (d0, 3)>(%c4) to min affine_map<()[s0] -> (s0, 9)>()[%c4] {
    func.call @use(%i) : (index) -> ()
  }
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.for %i = 0 to %a {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// Loops that do nothing, or never run, go away; loops that never run
// but have side effects stay when they have no results.
// CHECK-LABEL: func @empty
// CHECK-SAME: (%{{.*}}: index, %[[X:.*]]: f32)
// CHECK-NEXT: affine.for %{{.*}} = 0 to 0 {
// CHECK-NEXT: func.call @use
// CHECK-NEXT: }
// CHECK-NEXT: %[[R2:.*]] = affine.for %{{.*}} = 3 to 4 iter_args(%{{.*}} = %[[X]]) -> (f32) {
// CHECK: }
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]] : f32
// CHECK-NEXT: return %[[X]], %[[X]], %[[R2]], %[[Y]]
func.func @empty(%n: index, %x: f32) -> (f32, f32, f32, f32) {
  affine.for %i = 0 to %n {
  }
  affine.for %i = 0 to 0 {
    func.call @use(%i) : (index) -> ()
  }
  %r0 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  %r1 = affine.for %i = 0 to 0 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %r2 = affine.for %i = 3 to 4 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %y = arith.addf %x, %x : f32
  %r3 = affine.for %i = 0 to 5 iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  return %r0, %r1, %r2, %r3 : f32, f32, f32, f32
}

// Conditions: constant operands folded in, applies composed, empty else
// regions dropped, always-true and never-true sets resolved.
// CHECK-LABEL: func @conditions
// CHECK-SAME: (%[[N:.*]]: index, %[[X:.*]]: f32)
// CHECK-NEXT: affine.if #[[$TRUE3]]() {
// CHECK-NEXT: func.call @use(%[[N]])
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #[[$TWICE]]()[%[[N]]] {
// CHECK-NEXT: func.call @use(%[[N]])
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%[[N]])
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]] : f32
// CHECK-NEXT: return %[[Y]]
func.func @conditions(%n: index, %x: f32) -> f32 {
  %c4 = arith.constant 4 : index
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%c4) {
    func.call @use(%n) : (index) -> ()
  }
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%a) {
    func.call @use(%n) : (index) -> ()
  } else {
  }
  affine.if affine_set<() : (0 == 0)>() {
    func.call @use(%n) : (index) -> ()
  } else {
    func.call @use(%c4) : (index) -> ()
  }
  affine.if affine_set<(d0) : (1 == 0)>(%n) {
    func.call @use(%n) : (index) -> ()
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  return %r : f32
}

// Subscripts computed by affine.apply are composed into the access maps.
// CHECK-LABEL: func @accesses
// CHECK-SAME: (%[[M:.*]]: memref<64xf32>, %[[N:.*]]: index)
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: %[[V:.*]] = affine.load %[[M]][%[[I]] * 2 + 1] : memref<64xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][%[[I]] * 2 + 4] : memref<64xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][%[[I]] + symbol(%[[N]])] : memref<64xf32>
// CHECK-NEXT: }
func.func @accesses(%m: memref<64xf32>, %n: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 8 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = affine.load %m[%j + 1] : memref<64xf32>
    affine.store %v, %m[%j + %c4] : memref<64xf32>
    %k = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    affine.store %v, %m[%k] : memref<64xf32>
  }
  return
}

// Unit basis elements of delinearize_index (also as constant operands)
// give 0; the other results come from a delinearization over the rest.
// CHECK-LABEL: func @delinearize_units
// CHECK-SAME: (%[[I:.*]]: index, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[D:.*]]:3 = affine.delinearize_index %[[I]] into (%[[A]], %[[B]]) : index, index, index
// CHECK: return %[[D]]#0, %[[D]]#1, %[[Z]], %[[D]]#2, %[[Z]], %[[I]], %[[Z]]
func.func @delinearize_units(%i: index, %a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %one = arith.constant 1 : index
  %0:5 = affine.delinearize_index %i into (%a, 1, %b, %one) : index, index, index, index, index
  %1:2 = affine.delinearize_index %i into (1) : index, index
  return %0#0, %0#1, %0#2, %0#3, %0#4, %1#0, %1#1 : index, index, index, index, index, index, index
}

// Index ops over constants fold; one-element ones are their operand.
// CHECK-LABEL: func @index_folds
// CHECK-SAME: (%[[X:.*]]: index)
// CHECK-DAG: %[[CM3:.*]] = arith.constant -3 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C92:.*]] = arith.constant 92 : index
// CHECK: return %[[CM3]], %[[C1]], %[[C4]], %[[C92]], %[[X]], %[[X]]
func.func @index_folds(%x: index) -> (index, index, index, index, index, index) {
  %c = arith.constant -31 : index
  %0:3 = affine.delinearize_index %c into (2, 7) : index, index, index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %1 = affine.linearize_index [%c3, %c1, %c1] by (4, 7) : index
  %2 = affine.linearize_index [%x] by (9) : index
  %3 = affine.delinearize_index %x into () : index
  return %0#0, %0#1, %0#2, %1, %2, %3 : index, index, index, index, index, index
}

// Constant basis operands of linearize_index become static; an empty
// loop yielding its induction variable stays.
// CHECK-LABEL: func @static_basis
// CHECK: affine.linearize_index disjoint [%{{.*}}, %{{.*}}, %{{.*}}] by (2, 3, 4) : index
// CHECK: affine.for %[[I:.*]] = 0 to 114 iter_args
// CHECK-NEXT: affine.yield %[[I]] : index
func.func @static_basis(%a: index, %b: index, %c: index) -> (index, index) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%c2, 3, %c4) : index
  %c18 = arith.constant 18 : index
  %1 = affine.for %i = 0 to 114 iter_args(%x = %c18) -> (index) {
    affine.yield %i : index
  }
  return %0, %1 : index, index
}
