// RUN: transform-ext-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: skip (transform.loop.split is an op of the example extension, which strata-opt and mlir-opt do not have)

// transform.loop.split, a transform op defined in a crate outside Strata
// (examples/transform-ext): the first loop runs a multiple of 4
// iterations, the second the rest, carrying on from the first's results.

// CHECK: #[[MAP:.*]] = affine_map<()[s0, s1] -> (s0 + ((s1 - s0) floordiv 8) * 8)>
// CHECK-LABEL: func.func @sum
// CHECK-SAME:    (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK:         %[[SPLIT:.*]] = affine.apply #[[MAP]]()[%{{.*}}, %[[N]]]
// CHECK:         %[[A:.*]] = scf.for %{{.*}} = %{{.*}} to %[[SPLIT]] step %[[C2:.*]] iter_args
// CHECK:         %[[B:.*]] = scf.for %{{.*}} = %[[SPLIT]] to %[[N]] step %[[C2]] iter_args(%{{.*}} = %[[A]])
// CHECK:         return %[[B]] : f32
func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %main, %rest = transform.loop.split %loops {multiple = 4} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A loop whose step is not a constant cannot be split: a silenceable
// failure, reported at the transform.

func.func @dynamic_step(%m: memref<?xf32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %s {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot split the loop: the step is not a constant}}
    %main, %rest = transform.loop.split %loops {multiple = 4} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
