// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Two loops outlined under one name: the second function is renamed. The
// values used from above become arguments in the order a post-order walk
// meets them; the index constant is also cloned into the function.

// CHECK-LABEL: func.func @body
// CHECK-SAME:    (%[[X:.*]]: f32, %[[M:.*]]: memref<8xf32>, %{{.*}}: index, %[[N:.*]]: index, %{{.*}}: index) {
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT:      memref.store %[[X]], %[[M]][%[[I]]] : memref<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @body_0
// CHECK-SAME:    (%{{.*}}: memref<8xf32>, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: f32) -> f32 {
// CHECK:         %[[R:.*]] = scf.for
// CHECK:         return %[[R]] : f32
// CHECK-LABEL: func.func @two_loops
// CHECK-SAME:    (%[[M:.*]]: memref<8xf32>, %[[N:.*]]: index, %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      func.call @body(%[[X]], %[[M]], %[[C0]], %[[N]], %[[C1]]) : (f32, memref<8xf32>, index, index, index) -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> f32 {
// CHECK-NEXT:      %[[V:.*]] = func.call @body_0(%[[M]], %[[C0]], %[[N]], %[[C1]], %[[X]]) : (memref<8xf32>, index, index, index, f32) -> f32
// CHECK-NEXT:      scf.yield %[[V]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f32
func.func @two_loops(%m: memref<8xf32>, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%i] : memref<8xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %v = memref.load %m[%i] : memref<8xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %funcs, %calls = transform.loop.outline %loops {func_name = "body"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// An scf.execute_region in a loop, outlined: the loop's induction
// variable and iteration argument are arguments, and the name is free.

// CHECK-LABEL: func.func @inner
// CHECK-SAME:    (%[[ACC:.*]]: index, %[[I:.*]]: index) -> index {
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> index {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[ACC]], %[[I]] : index
// CHECK-NEXT:      scf.yield %[[S]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : index
// CHECK-LABEL: func.func @region
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (index) {
// CHECK-NEXT:      %[[E:.*]] = scf.execute_region -> index {
// CHECK-NEXT:        %[[C:.*]] = func.call @inner(%[[A]], %[[J]]) : (index, index) -> index
// CHECK-NEXT:        scf.yield %[[C]] : index
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[E]] : index
func.func @region(%a: index, %b: index) -> index {
  %0 = scf.for %i = %a to %b step %a iter_args(%acc = %a) -> index {
    %1 = scf.execute_region -> index {
      %2 = arith.addi %acc, %i : index
      scf.yield %2 : index
    }
    scf.yield %1 : index
  }
  return %0 : index
}

func.func private @other(index) -> index

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["scf.execute_region"]} in %root : (!transform.any_op) -> !transform.any_op
    %f, %call = transform.loop.outline %r {func_name = "inner"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
