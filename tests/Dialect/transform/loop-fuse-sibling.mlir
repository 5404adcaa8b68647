// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Two loops with the same bounds and step, fused into the second: the
// first loop's iteration arguments, body and results come first.

// CHECK-LABEL: func.func @sums
// CHECK-SAME:    (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>, %[[INIT:.*]]: f32)
// CHECK:         %[[R:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[X:.*]] = %[[INIT]], %[[Y:.*]] = %[[INIT]]) -> (f32, f32) {
// CHECK-NEXT:      %[[VA:.*]] = memref.load %[[A]][%[[I]]] : memref<16xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[X]], %[[VA]] : f32
// CHECK-NEXT:      %[[VB:.*]] = memref.load %[[B]][%[[I]]] : memref<16xf32>
// CHECK-NEXT:      %[[P:.*]] = arith.mulf %[[Y]], %[[VB]] : f32
// CHECK-NEXT:      scf.yield %[[S]], %[[P]] : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : f32, f32
func.func @sums(%a: memref<16xf32>, %b: memref<16xf32>, %init: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %init) -> f32 {
    %v = memref.load %a[%i] : memref<16xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %t = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %init) -> f32 {
    %v = memref.load %b[%i] : memref<16xf32>
    %n = arith.mulf %acc, %v : f32
    scf.yield %n : f32
  }
  return %s, %t : f32, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %first into %second : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Loops without iteration arguments, the second fused into the first.

// CHECK-LABEL: func.func @stores
// CHECK-SAME:    (%[[A:.*]]: memref<8xf32>, %[[B:.*]]: memref<8xf32>, %[[X:.*]]: f32)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      memref.store %[[X]], %[[B]][%[[I]]] : memref<8xf32>
// CHECK-NEXT:      memref.store %[[X]], %[[A]][%[[I]]] : memref<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @stores(%a: memref<8xf32>, %b: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c2 {
    memref.store %x, %a[%i] : memref<8xf32>
  }
  scf.for %j = %c0 to %c8 step %c2 {
    memref.store %x, %b[%j] : memref<8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %second into %first : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Two foralls with shared outputs.

// CHECK-LABEL: func.func @foralls
// CHECK-SAME:    (%[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>, %[[X:.*]]: f32)
// CHECK-NEXT:    %[[R:.*]]:2 = scf.forall (%[[I:.*]]) in (8) shared_outs(%[[OA:.*]] = %[[A]], %[[OB:.*]] = %[[B]]) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:      %[[T0:.*]] = tensor.from_elements %[[X]] : tensor<1xf32>
// CHECK-NEXT:      %[[T1:.*]] = tensor.from_elements %[[X]] : tensor<1xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %[[T0]] into %[[OA]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:        tensor.parallel_insert_slice %[[T1]] into %[[OB]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : tensor<8xf32>, tensor<8xf32>
func.func @foralls(%a: tensor<8xf32>, %b: tensor<8xf32>, %x: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r0 = scf.forall (%i) in (8) shared_outs(%o = %a) -> (tensor<8xf32>) {
    %t = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %r1 = scf.forall (%i) in (8) shared_outs(%o = %b) -> (tensor<8xf32>) {
    %t = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r0, %r1 : tensor<8xf32>, tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %first into %second : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
