// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Loop transforms: peeling, unrolling scf.for and affine.for, coalescing,
// loop-invariant code motion, promotion of single-iteration loops, and
// canonicalization through apply_patterns on one function.

func.func @peel(%lb: index, %ub: index, %m: memref<?xf32>) {
  %c3 = arith.constant 3 : index
  scf.for %i = %lb to %ub step %c3 {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  } {peel}
  return
}

func.func @unroll(%m: memref<10xf32>, %n: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %v = memref.load %m[%i] : memref<10xf32>
    memref.store %v, %m[%i] : memref<10xf32>
  } {unroll}
  affine.for %j = 0 to 16 {
    %w = affine.load %n[%j] : memref<16xf32>
    affine.store %w, %n[%j] : memref<16xf32>
  }
  return
}

func.func @coalesce(%m: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %v = memref.load %m[%i, %j] : memref<4x8xf32>
      memref.store %v, %m[%i, %j] : memref<4x8xf32>
    }
  } {outer}
  return
}

func.func @licm(%m: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %y = arith.mulf %x, %x : f32
    memref.store %y, %m[%i] : memref<8xf32>
  } {licm}
  scf.for %j = %c0 to %c1 step %c1 {
    memref.store %x, %m[%j] : memref<8xf32>
  } {once}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["scf.for"]} attributes {peel} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %main, %rest = transform.loop.peel %p : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    %u = transform.structured.match ops{["scf.for"]} attributes {unroll} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %u {factor = 2} : !transform.any_op
    %a = transform.structured.match ops{["affine.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %a {factor = 4} : !transform.any_op
    %outer = transform.structured.match ops{["scf.for"]} attributes {outer} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.loop.coalesce %outer : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %c {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %l = transform.structured.match ops{["scf.for"]} attributes {licm} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %l : !transform.any_op
    %o = transform.structured.match ops{["scf.for"]} attributes {once} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.promote_if_one_iteration %o : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @peel(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %c3]
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %0 step %c3 {
// CHECK-NEXT:       %1 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:       memref.store %1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:     } {peel}
// CHECK-NEXT:     scf.for %arg3 = %0 to %arg1 step %c3 {
// CHECK-NEXT:       %1 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:       memref.store %1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:     } {peel}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unroll(%arg0: memref<10xf32>, %arg1: memref<16xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c10 step %c2 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:       memref.store %0, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:       %c1_0 = arith.constant 1 : index
// CHECK-NEXT:       %1 = arith.muli %c1, %c1_0 : index
// CHECK-NEXT:       %2 = arith.addi %arg2, %1 : index
// CHECK-NEXT:       %3 = memref.load %arg0[%2] : memref<10xf32>
// CHECK-NEXT:       memref.store %3, %arg0[%2] : memref<10xf32>
// CHECK-NEXT:     } {unroll}
// CHECK-NEXT:     affine.for %arg2 = 0 to 16 step 4 {
// CHECK-NEXT:       %0 = affine.load %arg1[%arg2] : memref<16xf32>
// CHECK-NEXT:       affine.store %0, %arg1[%arg2] : memref<16xf32>
// CHECK-NEXT:       %1 = affine.apply #map1(%arg2)
// CHECK-NEXT:       %2 = affine.load %arg1[%1] : memref<16xf32>
// CHECK-NEXT:       affine.store %2, %arg1[%1] : memref<16xf32>
// CHECK-NEXT:       %3 = affine.apply #map2(%arg2)
// CHECK-NEXT:       %4 = affine.load %arg1[%3] : memref<16xf32>
// CHECK-NEXT:       affine.store %4, %arg1[%3] : memref<16xf32>
// CHECK-NEXT:       %5 = affine.apply #map3(%arg2)
// CHECK-NEXT:       %6 = affine.load %arg1[%5] : memref<16xf32>
// CHECK-NEXT:       affine.store %6, %arg1[%5] : memref<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @coalesce(%arg0: memref<4x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c32 step %c1 {
// CHECK-NEXT:       %0:2 = affine.delinearize_index %arg1 into (4, 8) : index, index
// CHECK-NEXT:       %1 = memref.load %arg0[%0#0, %0#1] : memref<4x8xf32>
// CHECK-NEXT:       memref.store %1, %arg0[%0#0, %0#1] : memref<4x8xf32>
// CHECK-NEXT:     } {outer}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @licm(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT:       memref.store %0, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     } {licm}
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["scf.for"]} attributes {peel} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
// CHECK-NEXT:       %peeled_loop, %remainder_loop = transform.loop.peel %0 : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %1 = transform.structured.match ops{["scf.for"]} attributes {unroll} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.loop.unroll %1 {factor = 2 : i64} : !transform.any_op
// CHECK-NEXT:       %2 = transform.structured.match ops{["affine.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.loop.unroll %2 {factor = 4 : i64} : !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["scf.for"]} attributes {outer} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %4 = transform.loop.coalesce %3 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.get_parent_op %4 {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %5 {
// CHECK-NEXT:         transform.apply_patterns.canonicalization
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       %6 = transform.structured.match ops{["scf.for"]} attributes {licm} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_licm to %6 : !transform.any_op
// CHECK-NEXT:       %7 = transform.structured.match ops{["scf.for"]} attributes {once} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.loop.promote_if_one_iteration %7 : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
