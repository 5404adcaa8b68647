// RUN: strata-opt %s --scf-for-loop-specialization | FileCheck %s --check-prefix=FOR
// RUN: strata-opt %s --scf-parallel-loop-specialization | FileCheck %s --check-prefix=PAR
// CONFORMANCE: pipeline=--scf-for-loop-specialization
// CONFORMANCE: pipeline=--scf-parallel-loop-specialization
// Versioning of loops bounded by affine.min ops with a constant result.

#map = affine_map<(d0)[s0] -> (d0, 4, s0 * 2, 8)>
func.func @for_spec(%n: index, %k: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = affine.min #map(%n)[%k]
  scf.for %i = %c0 to %ub step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%ub] : memref<?xf32>
  }
  return
}
func.func @no_constant(%n: index, %k: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = affine.min affine_map<(d0, d1) -> (d0, d1)>(%n, %k)
  scf.for %i = %c0 to %ub step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @par_spec(%n: index, %k: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u0 = affine.min affine_map<(d0) -> (d0, 4)>(%n)
  %u1 = affine.min affine_map<(d0) -> (32, d0, 16)>(%k)
  scf.parallel (%i, %j) = (%c0, %c0) to (%u0, %u1) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%u0, %u1] : memref<?x?xf32>
    scf.reduce
  }
  return
}
func.func @par_not_min(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u0 = affine.min affine_map<(d0) -> (d0, 4)>(%n)
  scf.parallel (%i, %j) = (%c0, %c0) to (%u0, %n) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}
func.func @nested(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = affine.min affine_map<(d0) -> (d0, 8)>(%n)
  scf.for %i = %c0 to %u step %c1 {
    %v = affine.min affine_map<(d0) -> (d0, 2)>(%i)
    scf.for %j = %c0 to %v step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %x, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

// FOR: #map = affine_map<(d0)[s0] -> (d0, 4, s0 * 2, 8)>
// FOR-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// FOR-NEXT: #map2 = affine_map<(d0) -> (d0, 4)>
// FOR-NEXT: #map3 = affine_map<(d0) -> (32, d0, 16)>
// FOR-NEXT: #map4 = affine_map<(d0) -> (d0, 8)>
// FOR-NEXT: #map5 = affine_map<(d0) -> (d0, 2)>
// FOR-LABEL: func.func @for_spec(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// FOR-NEXT: %c0 = arith.constant 0 : index
// FOR-NEXT: %c1 = arith.constant 1 : index
// FOR-NEXT: %0 = affine.min #map(%arg0)[%arg1]
// FOR-NEXT: %c4 = arith.constant 4 : index
// FOR-NEXT: %1 = arith.cmpi eq, %0, %c4 : index
// FOR-NEXT: scf.if %1 {
// FOR-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// FOR-NEXT: %2 = memref.load %arg2[%arg3] : memref<?xf32>
// FOR-NEXT: memref.store %2, %arg2[%c4] : memref<?xf32>
// FOR-NEXT: }
// FOR-NEXT: } else {
// FOR-NEXT: scf.for %arg3 = %c0 to %0 step %c1 {
// FOR-NEXT: %2 = memref.load %arg2[%arg3] : memref<?xf32>
// FOR-NEXT: memref.store %2, %arg2[%0] : memref<?xf32>
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: return
// FOR-NEXT: }
// FOR-LABEL: func.func @no_constant(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// FOR-NEXT: %c0 = arith.constant 0 : index
// FOR-NEXT: %c1 = arith.constant 1 : index
// FOR-NEXT: %0 = affine.min #map1(%arg0, %arg1)
// FOR-NEXT: scf.for %arg3 = %c0 to %0 step %c1 {
// FOR-NEXT: %1 = memref.load %arg2[%arg3] : memref<?xf32>
// FOR-NEXT: memref.store %1, %arg2[%arg3] : memref<?xf32>
// FOR-NEXT: }
// FOR-NEXT: return
// FOR-NEXT: }
// FOR-LABEL: func.func @par_spec(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// FOR-NEXT: %c0 = arith.constant 0 : index
// FOR-NEXT: %c1 = arith.constant 1 : index
// FOR-NEXT: %0 = affine.min #map2(%arg0)
// FOR-NEXT: %1 = affine.min #map3(%arg1)
// FOR-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
// FOR-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// FOR-NEXT: memref.store %2, %arg2[%0, %1] : memref<?x?xf32>
// FOR-NEXT: scf.reduce
// FOR-NEXT: }
// FOR-NEXT: return
// FOR-NEXT: }
// FOR-LABEL: func.func @par_not_min(%arg0: index, %arg1: memref<?x?xf32>) {
// FOR-NEXT: %c0 = arith.constant 0 : index
// FOR-NEXT: %c1 = arith.constant 1 : index
// FOR-NEXT: %0 = affine.min #map2(%arg0)
// FOR-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%0, %arg0) step (%c1, %c1) {
// FOR-NEXT: %1 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// FOR-NEXT: memref.store %1, %arg1[%arg3, %arg2] : memref<?x?xf32>
// FOR-NEXT: scf.reduce
// FOR-NEXT: }
// FOR-NEXT: return
// FOR-NEXT: }
// FOR-LABEL: func.func @nested(%arg0: index, %arg1: memref<?x?xf32>) {
// FOR-NEXT: %c0 = arith.constant 0 : index
// FOR-NEXT: %c1 = arith.constant 1 : index
// FOR-NEXT: %0 = affine.min #map4(%arg0)
// FOR-NEXT: %c8 = arith.constant 8 : index
// FOR-NEXT: %1 = arith.cmpi eq, %0, %c8 : index
// FOR-NEXT: scf.if %1 {
// FOR-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// FOR-NEXT: %2 = affine.min #map5(%arg2)
// FOR-NEXT: %c2 = arith.constant 2 : index
// FOR-NEXT: %3 = arith.cmpi eq, %2, %c2 : index
// FOR-NEXT: scf.if %3 {
// FOR-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// FOR-NEXT: %4 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// FOR-NEXT: memref.store %4, %arg1[%arg3, %arg2] : memref<?x?xf32>
// FOR-NEXT: }
// FOR-NEXT: } else {
// FOR-NEXT: scf.for %arg3 = %c0 to %2 step %c1 {
// FOR-NEXT: %4 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// FOR-NEXT: memref.store %4, %arg1[%arg3, %arg2] : memref<?x?xf32>
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: } else {
// FOR-NEXT: scf.for %arg2 = %c0 to %0 step %c1 {
// FOR-NEXT: %2 = affine.min #map5(%arg2)
// FOR-NEXT: %c2 = arith.constant 2 : index
// FOR-NEXT: %3 = arith.cmpi eq, %2, %c2 : index
// FOR-NEXT: scf.if %3 {
// FOR-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// FOR-NEXT: %4 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// FOR-NEXT: memref.store %4, %arg1[%arg3, %arg2] : memref<?x?xf32>
// FOR-NEXT: }
// FOR-NEXT: } else {
// FOR-NEXT: scf.for %arg3 = %c0 to %2 step %c1 {
// FOR-NEXT: %4 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// FOR-NEXT: memref.store %4, %arg1[%arg3, %arg2] : memref<?x?xf32>
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: return
// FOR-NEXT: }

// PAR: #map = affine_map<(d0)[s0] -> (d0, 4, s0 * 2, 8)>
// PAR-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// PAR-NEXT: #map2 = affine_map<(d0) -> (d0, 4)>
// PAR-NEXT: #map3 = affine_map<(d0) -> (32, d0, 16)>
// PAR-NEXT: #map4 = affine_map<(d0) -> (d0, 8)>
// PAR-NEXT: #map5 = affine_map<(d0) -> (d0, 2)>
// PAR-LABEL: func.func @for_spec(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %0 = affine.min #map(%arg0)[%arg1]
// PAR-NEXT: scf.for %arg3 = %c0 to %0 step %c1 {
// PAR-NEXT: %1 = memref.load %arg2[%arg3] : memref<?xf32>
// PAR-NEXT: memref.store %1, %arg2[%0] : memref<?xf32>
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }
// PAR-LABEL: func.func @no_constant(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %0 = affine.min #map1(%arg0, %arg1)
// PAR-NEXT: scf.for %arg3 = %c0 to %0 step %c1 {
// PAR-NEXT: %1 = memref.load %arg2[%arg3] : memref<?xf32>
// PAR-NEXT: memref.store %1, %arg2[%arg3] : memref<?xf32>
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }
// PAR-LABEL: func.func @par_spec(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %0 = affine.min #map2(%arg0)
// PAR-NEXT: %1 = affine.min #map3(%arg1)
// PAR-NEXT: %c4 = arith.constant 4 : index
// PAR-NEXT: %2 = arith.cmpi eq, %0, %c4 : index
// PAR-NEXT: %c16 = arith.constant 16 : index
// PAR-NEXT: %3 = arith.cmpi eq, %1, %c16 : index
// PAR-NEXT: %4 = arith.andi %2, %3 : i1
// PAR-NEXT: scf.if %4 {
// PAR-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c4, %c16) step (%c1, %c1) {
// PAR-NEXT: %5 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// PAR-NEXT: memref.store %5, %arg2[%c4, %c16] : memref<?x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: } else {
// PAR-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
// PAR-NEXT: %5 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// PAR-NEXT: memref.store %5, %arg2[%0, %1] : memref<?x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }
// PAR-LABEL: func.func @par_not_min(%arg0: index, %arg1: memref<?x?xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %0 = affine.min #map2(%arg0)
// PAR-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%0, %arg0) step (%c1, %c1) {
// PAR-NEXT: %1 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// PAR-NEXT: memref.store %1, %arg1[%arg3, %arg2] : memref<?x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }
// PAR-LABEL: func.func @nested(%arg0: index, %arg1: memref<?x?xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %0 = affine.min #map4(%arg0)
// PAR-NEXT: scf.for %arg2 = %c0 to %0 step %c1 {
// PAR-NEXT: %1 = affine.min #map5(%arg2)
// PAR-NEXT: scf.for %arg3 = %c0 to %1 step %c1 {
// PAR-NEXT: %2 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// PAR-NEXT: memref.store %2, %arg1[%arg3, %arg2] : memref<?x?xf32>
// PAR-NEXT: }
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }
