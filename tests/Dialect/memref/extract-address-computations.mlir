// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.memref.extract_address_computations: a load or
// store at non-zero indices accesses index 0 of a one-element subview at
// those indices (constants folded into the subview's static offsets);
// accesses at index 0 and 0-D ones stay.

// CHECK-LABEL: func.func @load_store(
// CHECK-SAME:    %[[M:[^:]*]]: memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>>, %[[I:[^:]*]]: index, %[[V:[^:]*]]: f32)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[S0:.*]] = memref.subview %[[M]][3, %[[I]], 0] [1, 1, 1] [1, 1, 1] : memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>> to memref<1x1x1xf32, strided<[?, 16, 2], offset: ?>>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[S0]][%[[C0]], %[[C0]], %[[C0]]] : memref<1x1x1xf32, strided<[?, 16, 2], offset: ?>>
// CHECK-NEXT:    %[[S1:.*]] = memref.subview %[[M]][%[[I]], 0, 3] [1, 1, 1] [1, 1, 1]
// CHECK-NEXT:    memref.store %[[V]], %[[S1]][%[[C0]], %[[C0]], %[[C0]]] {nontemporal = true} : memref<1x1x1xf32, strided<[?, 16, 2], offset: ?>>
// CHECK-NEXT:    %[[Y:.*]] = memref.load %[[M]][%[[C0]], %[[C0]], %[[C0]]] : memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>>
// CHECK-NEXT:    arith.addf %[[X]], %[[Y]] : f32

// CHECK-LABEL: func.func @scalar(
// CHECK-NEXT:    memref.store %{{.*}}, %{{.*}}[] : memref<f32>
func.func @load_store(%m: memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>>, %i: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3, %i, %c0] : memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>>
  memref.store %v, %m[%i, %c0, %c3] {nontemporal = true} : memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>>
  %y = memref.load %m[%c0, %c0, %c0] : memref<4x8x?xf32, strided<[?, 16, 2], offset: 5>>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @scalar(%m: memref<f32>, %v: f32) {
  memref.store %v, %m[] : memref<f32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.memref.extract_address_computations
    } : !transform.any_op
    transform.yield
  }
}
