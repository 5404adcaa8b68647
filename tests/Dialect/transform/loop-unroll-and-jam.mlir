// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.loop.unroll_and_jam on scf.for: the loop steps 4 times as far
// (the factor's constant, then the folded step), and each run of ops
// without loops is followed by its copies for the next iterations, the
// induction variable offset by i * step; an inner loop carries one value
// per copy. A factor above the trip count is lowered to it, and a loop
// left running once is replaced by its body.

// CHECK-LABEL: func.func @jam(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C24:.*]] = arith.constant 24 : index
// CHECK:         arith.constant 4 : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 12 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[C24]] step %[[STEP]] {
// CHECK-NEXT:      %[[L0:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT:      %[[O1:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[I1:.*]] = arith.addi %[[I]], %[[O1]] : index
// CHECK-NEXT:      %[[L1:.*]] = memref.load %{{.*}}[%[[I1]]]
// CHECK-NEXT:      arith.constant 6 : index
// CHECK-NEXT:      arith.addi %[[I]]
// CHECK-NEXT:      %[[L2:.*]] = memref.load
// CHECK-NEXT:      arith.constant 9 : index
// CHECK-NEXT:      arith.addi %[[I]]
// CHECK-NEXT:      %[[L3:.*]] = memref.load
// CHECK-NEXT:      %[[S:.*]]:4 = scf.for %[[J:.*]] = %[[C0]] to %[[C8]] step %[[C1]] iter_args(%[[A0:.*]] = %[[L0]], %[[A1:.*]] = %[[L1]], %[[A2:.*]] = %[[L2]], %[[A3:.*]] = %[[L3]]) -> (f32, f32, f32, f32) {
// CHECK-NEXT:        memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:        %[[T0:.*]] = arith.addf %[[A0]]
// CHECK-NEXT:        arith.constant 3 : index
// CHECK-NEXT:        arith.addi %[[I]]
// CHECK-NEXT:        memref.load
// CHECK-NEXT:        %[[T1:.*]] = arith.addf %[[A1]]
// CHECK:             %[[T3:.*]] = arith.addf %[[A3]]
// CHECK-NEXT:        scf.yield %[[T0]], %[[T1]], %{{.*}}, %[[T3]] : f32, f32, f32, f32
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %[[S]]#0, %{{.*}}[%[[I]]]
// CHECK:           memref.store %[[S]]#3
// CHECK-NEXT:    } {jam}

// CHECK-LABEL: func.func @clamped(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[V0:.*]] = memref.load %{{.*}}[%[[C0]]]
// CHECK-NEXT:    %[[W0:.*]] = arith.mulf %[[V0]], %[[V0]]
// CHECK-NEXT:    memref.store %[[W0]], %{{.*}}[%[[C0]]]
// CHECK-NEXT:    %[[O:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[I1:.*]] = arith.addi %[[C0]], %[[O]] : index
// CHECK-NEXT:    memref.load %{{.*}}[%[[I1]]]
// CHECK-NOT:     scf.for
// CHECK:         return

// CHECK-LABEL: func.func @no_iv(
// CHECK-NOT:     scf.for
// CHECK-COUNT-4: memref.store
// CHECK-NEXT:    return
func.func @jam(%m: memref<24x8xf32>, %acc: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c24 = arith.constant 24 : index
  scf.for %i = %c0 to %c24 step %c3 {
    %init = memref.load %acc[%i] : memref<24xf32>
    %sum = scf.for %j = %c0 to %c8 step %c1 iter_args(%s = %init) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<24x8xf32>
      %t = arith.addf %s, %v : f32
      scf.yield %t : f32
    }
    memref.store %sum, %acc[%i] : memref<24xf32>
  } {jam}
  return
}

func.func @clamped(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c2 {
    %v = memref.load %m[%i] : memref<4xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %m[%i] : memref<4xf32>
  } {jam}
  return
}

func.func @no_iv(%m: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[] : memref<f32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[] : memref<f32>
  } {jam}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} attributes {jam} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    transform.loop.unroll_and_jam %loops { factor = 4 } : !transform.op<"scf.for">
    transform.yield
  }
}
