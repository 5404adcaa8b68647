// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(scf-forall-to-for))" | FileCheck %s --check-prefix=FOR
// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(scf-forall-to-parallel))" | FileCheck %s --check-prefix=PAR
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(scf-forall-to-for))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(scf-forall-to-parallel))

// Mixed static and dynamic bounds: the static ones become constants, all
// lower bounds first, then the upper bounds, then the steps.
// FOR-LABEL: func.func @mixed
// FOR-SAME:    %[[M:.*]]: memref<?x8xf32>, %[[N:.*]]: index, %[[S:.*]]: index, %[[V:.*]]: f32
// FOR:         %[[C1:.*]] = arith.constant 1 : index
// FOR-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// FOR-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// FOR-NEXT:    scf.for %[[I:.*]] = %[[S]] to %[[N]] step %[[C2]] {
// FOR-NEXT:      scf.for %[[J:.*]] = %[[C1]] to %[[C8]] step %[[S]] {
// FOR-NEXT:        memref.store %[[V]], %[[M]][%[[I]], %[[J]]]
// PAR-LABEL: func.func @mixed
// PAR:         scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// PAR:           scf.reduce
// PAR-NEXT:    } {mapping = [#gpu.block<y>, #gpu.block<x>]}
func.func @mixed(%m: memref<?x8xf32>, %n: index, %s: index, %v: f32) {
  scf.forall (%i, %j) = (%s, 1) to (%n, 8) step (2, %s) {
    memref.store %v, %m[%i, %j] : memref<?x8xf32>
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return
}

// Inner loops are converted first.
// FOR-LABEL: func.func @nested
// FOR:         scf.for
// FOR-COUNT-6:   arith.constant
// FOR-NEXT:      scf.for
// FOR-NEXT:        scf.for
// PAR-LABEL: func.func @nested
// PAR:         scf.parallel
// PAR-COUNT-6:   arith.constant
// PAR-NEXT:      scf.parallel
func.func @nested(%m: memref<4x4x4xi32>, %x: i32) {
  scf.forall (%i) in (4) {
    scf.forall (%j, %k) in (4, 4) {
      memref.store %x, %m[%i, %j, %k] : memref<4x4x4xi32>
    }
  }
  return
}
