// RUN: strata-opt %s --lower-affine | FileCheck %s
// CONFORMANCE: pipeline=--lower-affine

// affine.for becomes scf.for with its bounds expanded (the largest lower
// bound, the smallest upper bound) and its step a constant; subscripts of
// affine.load and affine.store are expanded before memref.load and
// memref.store.

// CHECK-LABEL: func @nest
// CHECK-SAME: (%[[M:.*]]: memref<?x8xf32>, %[[N:.*]]: index)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.for %[[I:.*]] = %[[C0]] to %[[C10]] step %[[C1]] {
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[NP2:.*]] = arith.addi %[[N]], %[[C2]] : index
// CHECK-NEXT: %[[LB:.*]] = arith.maxsi %[[I]], %[[NP2]] : index
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[IP8:.*]] = arith.addi %[[I]], %[[C8]] : index
// CHECK-NEXT: %[[UB:.*]] = arith.minsi %[[IP8]], %[[N]] : index
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 2 : index
// CHECK-NEXT: scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] {
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[IP3:.*]] = arith.addi %[[I]], %[[C3]] : index
// CHECK-NEXT: %[[C2B:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[N2:.*]] = arith.muli %[[N]], %[[C2B]] overflow<nsw> : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[J]], %[[N2]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[IP3]], %[[COL]]] : memref<?x8xf32>
// CHECK: arith.divsi
// CHECK-NEXT: arith.subi
// CHECK-NEXT: %[[Q:.*]] = arith.select
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]], %[[Q]]] : memref<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nest(%m: memref<?x8xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0 + 2)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] step 2 {
      %v = affine.load %m[%i + 3, symbol(%n) * 2 + %j] : memref<?x8xf32>
      affine.store %v, %m[%i, %j floordiv 2] : memref<?x8xf32>
    }
  }
  return
}

// Loop-carried values stay loop-carried; affine.yield becomes scf.yield.

// CHECK-LABEL: func @carried
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[X]]) -> (f32) {
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT: scf.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @carried(%x: f32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// affine.if becomes scf.if on the conjunction of its constraints, each
// compared with zero (`sge` for inequalities, `eq` for equalities); the
// operands are canonicalized first (here %n is both the dimension and
// the symbol).

// CHECK-LABEL: func @conditions
// CHECK-SAME: (%[[M:.*]]: memref<?x8xf32>, %[[N:.*]]: index, %[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[CM2:.*]] = arith.constant -2 : index
// CHECK-NEXT: %[[E0:.*]] = arith.addi %[[N]], %[[CM2]] : index
// CHECK-NEXT: %[[B0:.*]] = arith.cmpi sge, %[[E0]], %[[Z]] : index
// CHECK-NEXT: %[[CM1:.*]] = arith.constant -1 : index
// CHECK-NEXT: %[[B1:.*]] = arith.cmpi sge, %[[CM1]], %[[Z]] : index
// CHECK-NEXT: %[[A1:.*]] = arith.andi %[[B0]], %[[B1]] : i1
// CHECK-NEXT: %[[CM3:.*]] = arith.constant -3 : index
// CHECK-NEXT: %[[E2:.*]] = arith.addi %[[N]], %[[CM3]] : index
// CHECK-NEXT: %[[B2:.*]] = arith.cmpi eq, %[[E2]], %[[Z]] : index
// CHECK-NEXT: %[[A2:.*]] = arith.andi %[[A1]], %[[B2]] : i1
// CHECK-NEXT: scf.if %[[A2]] {
// CHECK: memref.store %[[X]], %[[M]]
// CHECK-NEXT: }
// CHECK: %[[Z2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[B3:.*]] = arith.cmpi eq, %[[N]], %[[Z2]] : index
// CHECK-NEXT: %[[R:.*]] = scf.if %[[B3]] -> (f32) {
// CHECK-NEXT: scf.yield %[[X]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[Y]] : f32
// CHECK-NEXT: }
// CHECK: %[[Z3:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[Z4:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[T:.*]] = arith.cmpi eq, %[[Z4]], %[[Z3]] : index
// CHECK-NEXT: scf.if %[[T]] -> (f32) {
func.func @conditions(%m: memref<?x8xf32>, %n: index, %x: f32, %y: f32) -> (f32, f32) {
  affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0, d0 == 3)>(%n)[%n] {
    affine.store %x, %m[0, 0] : memref<?x8xf32>
  }
  %z = affine.if affine_set<()[s0] : (s0 == 0)>()[%n] -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %e = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  return %z, %e : f32, f32
}

// affine.parallel becomes scf.parallel; reductions start from their
// identity and combine in the regions of scf.reduce.

// CHECK-LABEL: func @parallel
// CHECK-SAME: (%[[M:.*]]: memref<100x100xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%[[N]], %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK: %[[LB:.*]] = arith.maxsi
// CHECK: %[[UB0:.*]] = arith.minsi %[[N]], %{{.*}} : index
// CHECK-NEXT: %[[UB:.*]] = arith.minsi %[[UB0]], %{{.*}} : index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %{{.*}}:2 = scf.parallel (%[[I:.*]]) = (%[[LB]]) to (%[[UB]]) step (%[[ONE]]) init (%[[ZERO]], %[[NINF]]) -> (f32, f32) {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I]], %[[I]]] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce(%[[V]], %[[V]] : f32, f32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: scf.reduce.return %[[S]] : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[C:.*]]: f32, %[[D:.*]]: f32):
// CHECK-NEXT: %[[X:.*]] = arith.maximumf %[[C]], %[[D]] : f32
// CHECK-NEXT: scf.reduce.return %[[X]] : f32
// CHECK-NEXT: }
func.func @parallel(%m: memref<100x100xf32>, %n: index, %k: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, 0) to (%n, 10) step (1, 2) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (max(0, %k - 1)) to (min(%n, symbol(%k) * 2 + 3, 100)) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// Prefetches and DMA transfers become their memref counterparts at
// expanded subscripts.

// CHECK-LABEL: func @memory_ops
// CHECK-SAME: (%[[M:.*]]: memref<100x100xf32>, %[[TAG:.*]]: memref<1xi32>, %[[BUF:.*]]: memref<100xf32, 2>)
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K]], %[[C1]] : index
// CHECK-NEXT: memref.prefetch %[[M]][%[[K]], %[[K1]]], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.prefetch %[[M]][%[[K]], %[[Z]]], write, locality<0>, instr : memref<100x100xf32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT: memref.dma_start %[[M]][%[[K]], %[[K]]], %[[BUF]][%[[K]]], %[[C64]], %[[TAG]][%[[C0]]] : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %[[TAG]][%[[C0]]], %[[C64]] : memref<1xi32>
// CHECK: memref.dma_start %[[M]][%[[K]], %{{.*}}], %[[BUF]][%{{.*}}], %[[C64]], %[[TAG]][%{{.*}}], %[[C64]], %[[C64]] : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
func.func @memory_ops(%m: memref<100x100xf32>, %tag: memref<1xi32>, %buf: memref<100xf32, 2>) {
  affine.for %k = 0 to 10 {
    affine.prefetch %m[%k, %k + 1], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %m[%k, 0], write, locality<0>, instr : memref<100x100xf32>
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    affine.dma_start %m[%k, %k], %buf[%k], %tag[%c0], %c64 : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c64 : memref<1xi32>
    affine.dma_start %m[%k, 0], %buf[%k + 1], %tag[0], %c64, %c64, %c64 : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
  }
  return
}

// delinearize_index and linearize_index expand to arith: the strides are
// products of basis suffixes, innermost first.

// CHECK-LABEL: func @index_ops
// CHECK-SAME: (%[[I:.*]]: index, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[C5B:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[S1:.*]] = arith.muli %[[B]], %[[C5B]] overflow<nsw, nuw> : index
// CHECK-NEXT: %[[C15:.*]] = arith.constant 15 : index
// CHECK-NEXT: %[[S0:.*]] = arith.muli %[[B]], %[[C15]] overflow<nsw, nuw> : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[R0:.*]] = arith.floordivsi %[[I]], %[[S0]] : index
// CHECK-NEXT: %[[M0:.*]] = arith.remsi %[[I]], %[[S0]] : index
// CHECK-NEXT: %[[N0:.*]] = arith.cmpi slt, %[[M0]], %[[Z]] : index
// CHECK-NEXT: %[[P0:.*]] = arith.addi %[[M0]], %[[S0]] overflow<nsw> : index
// CHECK-NEXT: %[[Q0:.*]] = arith.select %[[N0]], %[[P0]], %[[M0]] : index
// CHECK-NEXT: %[[R1:.*]] = arith.divsi %[[Q0]], %[[S1]] : index
// CHECK: %[[R2:.*]] = arith.divsi %{{.*}}, %[[C5]] : index
// CHECK: %[[R3:.*]] = arith.select
// CHECK: %[[L:.*]] = arith.addi %{{.*}}, %[[R3]] overflow<nsw> : index
// CHECK: %[[D:.*]] = arith.addi %{{.*}}, %[[R2]] overflow<nsw> : index
// CHECK: return %[[R0]], %[[L]], %[[D]], %[[I]]
func.func @index_ops(%i: index, %a: index, %b: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %i into (%a, 3, %b, 5) : index, index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %0#3] by (%a, 3, %b, 5) : index
  %2 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (3, %b, 5) : index
  %3 = affine.linearize_index [%i] by (5) : index
  return %0#0, %1, %2, %3 : index, index, index, index
}
