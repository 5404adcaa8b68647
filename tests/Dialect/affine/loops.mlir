// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// The custom forms of affine.for, affine.if, affine.yield, affine.load and
// affine.store round-trip through the generic form; a yield without
// operands is left out.

// CHECK-DAG: #[[$LO:.*]] = affine_map<(d0)[s0] -> (d0, s0 + 2)>
// CHECK-DAG: #[[$HI:.*]] = affine_map<(d0)[s0] -> (d0 + 8, s0)>
// CHECK-DAG: #[[$TWICE:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #[[$INSIDE:.*]] = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-DAG: #[[$EQ4:.*]] = affine_set<(d0) : (d0 - 4 == 0)>
// CHECK-DAG: #[[$POS:.*]] = affine_set<()[s0] : (s0 - 1 >= 0)>

// Loop bounds: constants, a lone symbol, maps with `max`/`min`, steps.
#lo = affine_map<(d0)[s0] -> (d0, s0 + 2)>
#hi = affine_map<(d0)[s0] -> (d0 + 8, s0)>
// CHECK-LABEL: func @bounds
// CHECK-SAME: (%[[N:.*]]: index, %[[K:.*]]: index)
// CHECK: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT: affine.for %[[J:.*]] = max #[[$LO]](%[[I]])[%[[N]]] to min #[[$HI]](%[[I]])[%[[N]]] step 2 {
// CHECK-NEXT: "test.use"(%[[I]], %[[J]])
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %{{.*}} = %[[N]] to #[[$TWICE]]()[%[[K]]] step 3 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %{{.*}} = -4 to %[[K]] {
// CHECK: } {some.attr = 1 : i32}
func.func @bounds(%n: index, %k: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max #lo(%i)[%n] to min #hi(%i)[%n] step 2 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = %n to affine_map<()[s0] -> (s0 * 2)>()[%k] step 3 {
  }
  affine.for %i = -4 to %k {
    "test.use"(%i) : (index) -> ()
  } {some.attr = 1 : i32}
  return
}

// Loop-carried values and results.
// CHECK-LABEL: func @carried
// CHECK: %[[R:.*]]:2 = affine.for %[[I:.*]] = 0 to %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[CNT:.*]] = %{{.*}}) -> (f32, i32) {
// CHECK-NEXT: %[[V:.*]] = affine.load %{{.*}}[%[[I]]] : memref<?xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT: affine.yield %[[S]], %[[CNT]] : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1
func.func @carried(%m: memref<?xf32>, %n: index, %init: f32, %other: i32) -> (f32, i32) {
  %r:2 = affine.for %i = 0 to %n iter_args(%acc = %init, %cnt = %other) -> (f32, i32) {
    %v = affine.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s, %cnt : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// Conditions over integer sets, with and without else and results.
#inside = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
// CHECK-LABEL: func @conditions
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index, %[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK: affine.if #[[$INSIDE]](%[[I]])[%[[N]]] {
// CHECK-NEXT: "test.use"(%[[I]])
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #[[$EQ4]](%[[I]]) {
// CHECK-NEXT: "test.use"(%[[I]])
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%[[N]])
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = affine.if #[[$POS]]()[%[[N]]] -> f32 {
// CHECK-NEXT: affine.yield %[[A]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %[[B]] : f32
// CHECK-NEXT: }
func.func @conditions(%i: index, %n: index, %a: f32, %b: f32) -> f32 {
  affine.if #inside(%i)[%n] {
    "test.use"(%i) : (index) -> ()
  }
  affine.if affine_set<(d0) : (d0 - 4 == 0)>(%i) {
    "test.use"(%i) : (index) -> ()
  } else {
    "test.use"(%n) : (index) -> ()
  }
  %r = affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  return %r : f32
}

// Subscripts written as affine expressions of the operands.
// CHECK-LABEL: func @access
// CHECK-SAME: (%[[M:.*]]: memref<16x16xf32>, %[[Z:.*]]: memref<f32>, %[[N:.*]]: index)
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT: %[[V0:.*]] = affine.load %[[M]][%[[I]] + 3, %[[J]] + symbol(%[[N]]) * 2] : memref<16x16xf32>
// CHECK-NEXT: affine.store %[[V0]], %[[M]][%[[J]] floordiv 2, %[[I]] mod 4 - %[[J]]] : memref<16x16xf32>
// CHECK-NEXT: %[[V1:.*]] = affine.load %[[M]][-%[[I]] + 15, (%[[J]] + 1) ceildiv 2] : memref<16x16xf32>
// CHECK-NEXT: affine.store %[[V1]], %[[M]][%[[I]], %[[I]]] {nontemporal} : memref<16x16xf32>
// CHECK-NEXT: %[[V2:.*]] = affine.load %[[Z]][] : memref<f32>
// CHECK-NEXT: affine.store %[[V2]], %[[Z]][] : memref<f32>
// CHECK: affine.load %[[M]][%[[N]], 1] : memref<16x16xf32>
func.func @access(%m: memref<16x16xf32>, %z: memref<f32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %0 = affine.load %m[%i + 3, symbol(%n) * 2 + %j] : memref<16x16xf32>
      affine.store %0, %m[%j floordiv 2, %i mod 4 - %j] : memref<16x16xf32>
      %1 = affine.load %m[-%i + 15, (%j + 1) ceildiv 2] : memref<16x16xf32>
      affine.store %1, %m[%i, %i] {nontemporal} : memref<16x16xf32>
      %2 = affine.load %z[] : memref<f32>
      affine.store %2, %z[] : memref<f32>
    }
  }
  %3 = affine.load %m[%n, 1] : memref<16x16xf32>
  return
}

// Parallel bands: bounds with max/min groups, steps, reductions.
// CHECK-LABEL: func @parallel
// CHECK-SAME: (%[[M:.*]]: memref<100x100xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
// CHECK: affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, 0) to (%[[N]], 10) step (1, 2) {
// CHECK-NEXT: affine.load %[[M]][%[[I]], %[[J]]] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]]:2 = affine.parallel (%[[P:.*]]) = (max(0, %[[K]] - 1)) to (min(%[[N]], symbol(%[[K]]) * 2 + 3, 100)) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT: %[[V:.*]] = affine.load %[[M]][%[[P]], %[[P]]] : memref<100x100xf32>
// CHECK-NEXT: affine.yield %[[V]], %[[V]] : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%{{.*}}) = (%[[N]] floordiv 2) to (%[[N]] + 1) {
// CHECK-NEXT: }
func.func @parallel(%m: memref<100x100xf32>, %n: index, %k: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, 0) to (%n, 10) step (1, 2) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (max(0, %k - 1)) to (min(%n, symbol(%k) * 2 + 3, 100)) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel (%i) = (%n floordiv 2) to (%n + 1) {
  }
  return %r#0, %r#1 : f32, f32
}

// Index (de)linearization over static and dynamic bases.
// CHECK-LABEL: func @index_ops
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[D:.*]]:3 = affine.delinearize_index %[[I]] into (4, %[[N]], 8) : index, index, index
// CHECK-NEXT: %[[E:.*]]:2 = affine.delinearize_index %[[I]] into (%[[N]], 8) : index, index
// CHECK-NEXT: affine.linearize_index [%[[D]]#0, %[[D]]#1, %[[D]]#2] by (4, %[[N]], 8) : index
// CHECK-NEXT: affine.linearize_index disjoint [%[[D]]#0, %[[D]]#1] by (%[[N]], 8) : index
// CHECK-NEXT: affine.linearize_index [%[[D]]#1, %[[D]]#2] by (8) : index
// CHECK-NEXT: affine.linearize_index [] by () : index
// CHECK-NEXT: affine.delinearize_index %[[I]] into () : index
func.func @index_ops(%i: index, %n: index) -> (index, index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (4, %n, 8) : index, index, index
  %1:2 = affine.delinearize_index %i into (%n, 8) : index, index
  %2 = affine.linearize_index [%0#0, %0#1, %0#2] by (4, %n, 8) : index
  %3 = affine.linearize_index disjoint [%0#0, %0#1] by (%n, 8) : index
  %4 = affine.linearize_index [%0#1, %0#2] by (8) : index
  %5 = affine.linearize_index [] by () : index
  %6 = affine.delinearize_index %i into () : index
  return %1#0, %2, %3, %4, %1#1, %5, %6 : index, index, index, index, index, index, index
}

// Vector accesses, prefetches and DMA transfers.
// CHECK-LABEL: func @memory_ops
// CHECK-SAME: (%[[M:.*]]: memref<100x100xf32>, %[[TAG:.*]]: memref<1xi32>, %[[BUF:.*]]: memref<100xf32, 2>)
// CHECK: affine.for %[[K:.*]] = 0 to 10 {
// CHECK-NEXT: affine.prefetch %[[M]][%[[K]], %[[K]] + 1], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: affine.prefetch %[[M]][%[[K]], 0], write, locality<0>, instr : memref<100x100xf32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT: affine.dma_start %[[M]][%[[K]], %[[K]]], %[[BUF]][%[[K]]], %[[TAG]][%[[C0]]], %[[C64]] : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %[[TAG]][%[[C0]]], %[[C64]] : memref<1xi32>
// CHECK-NEXT: affine.dma_start %[[M]][%[[K]], 0], %[[BUF]][%[[K]] + 1], %[[TAG]][0], %[[C64]], %[[C64]], %[[C64]] : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT: %[[V:.*]] = affine.vector_load %[[M]][%[[K]], %[[K]] * 2] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %[[V]], %[[M]][%[[K]], 3] : memref<100x100xf32>, vector<8xf32>
func.func @memory_ops(%m: memref<100x100xf32>, %tag: memref<1xi32>, %buf: memref<100xf32, 2>) {
  affine.for %k = 0 to 10 {
    affine.prefetch %m[%k, %k + 1], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %m[%k, 0], write, locality<0>, instr : memref<100x100xf32>
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    affine.dma_start %m[%k, %k], %buf[%k], %tag[%c0], %c64 : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c64 : memref<1xi32>
    affine.dma_start %m[%k, 0], %buf[%k + 1], %tag[0], %c64, %c64, %c64 : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
    %v = affine.vector_load %m[%k, %k * 2] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %m[%k, 3] : memref<100x100xf32>, vector<8xf32>
  }
  return
}
