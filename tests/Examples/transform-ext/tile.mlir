// RUN: transform-ext-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: skip (transform.loop.tile is an op of the example extension, which strata-opt and mlir-opt do not have)

// transform.loop.split on constant bounds splits at a constant (96 of 100
// iterations by 32), and transform.loop.tile tiles the divisible part and
// the loop nested in it 32 x 16: loops over the tiles around the original
// loops, which run from a tile's start to one tile further.

// CHECK-LABEL: func.func @nest
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : index
// CHECK-DAG:     %[[C96:.*]] = arith.constant 96 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK:         scf.for %[[TI:.*]] = %[[C0]] to %[[C96]] step %[[C32]] {
// CHECK-NEXT:      scf.for %[[TJ:.*]] = %[[C0]] to %[[C64]] step %[[C16]] {
// CHECK-NEXT:        %[[IE:.*]] = arith.addi %[[TI]], %[[C32]] : index
// CHECK-NEXT:        %[[JE:.*]] = arith.addi %[[TJ]], %[[C16]] : index
// CHECK-NEXT:        scf.for %[[I:.*]] = %[[TI]] to %[[IE]] step %[[C1]] {
// CHECK-NEXT:          scf.for %[[J:.*]] = %[[TJ]] to %[[JE]] step %[[C1]] {
// CHECK-NEXT:            memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK:               } {outer, point_loop}
// CHECK-NEXT:        }
// CHECK-NEXT:      } {tile_loop}
// CHECK-NEXT:      scf.for %{{.*}} = %[[C96]] to %[[C100]] step %[[C1]] {
// CHECK:           } {outer, remainder}

func.func @nest(%m: memref<100x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %v = memref.load %m[%i, %j] : memref<100x64xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %j] : memref<100x64xf32>
    }
  } {outer}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %i = transform.structured.match ops{["scf.for"]} attributes{outer} in %root : (!transform.any_op) -> !transform.any_op
    %main, %rest = transform.loop.split %i {multiple = 32} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiles, %points = transform.loop.tile %main {tile_sizes = array<i64: 32, 16>} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.annotate %tiles "tile_loop" : !transform.any_op
    transform.annotate %points "point_loop" : !transform.any_op
    transform.annotate %rest "remainder" : !transform.any_op
    transform.yield
  }
}

// -----

// A trip count that is not a multiple of its tile size cannot be tiled
// without bounds to clamp: a silenceable failure.

func.func @uneven(%m: memref<100xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %v = memref.load %m[%i] : memref<100xf32>
    memref.store %v, %m[%i] : memref<100xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot tile the loops: the trip count 100 of loop #0 is not a multiple of its tile size 32}}
    %tiles, %points = transform.loop.tile %loops {tile_sizes = array<i64: 32>} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The nest must be perfect down to the number of tile sizes.

func.func @imperfect(%m: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %v = memref.load %m[%i, %i] : memref<64x64xf32>
    scf.for %j = %c0 to %c64 step %c1 {
      memref.store %v, %m[%i, %j] : memref<64x64xf32>
    }
  } {outer}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} attributes{outer} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot tile the loops: the target is not a perfect nest of 2 scf.for loops}}
    %tiles, %points = transform.loop.tile %loops {tile_sizes = array<i64: 16, 16>} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
