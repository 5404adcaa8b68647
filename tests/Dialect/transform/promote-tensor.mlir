// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.promote_tensor: a new allocation in the given
// memory space (sized by the value's dynamic dimensions), after the
// value's definition or at the start of its block, and a copy into it
// when a use may read the value (a structured op reads an operand only if
// its body does); the value's uses take the promoted one.

// CHECK-LABEL: func.func @promote_arg(
// CHECK-SAME:    %[[A:.*]]: tensor<?x8xf32>, %[[B:.*]]: tensor<8x?xf32>, %[[C:.*]]: tensor<?x?xf32>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = tensor.dim %[[C]], %[[C0]] : tensor<?x?xf32>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[D1:.*]] = tensor.dim %[[C]], %[[C1]] : tensor<?x?xf32>
// CHECK-NEXT:    %[[AC:.*]] = bufferization.alloc_tensor(%[[D0]], %[[D1]]) {memory_space = #gpu.address_space<workgroup>} : tensor<?x?xf32>
// CHECK-NEXT:    %[[PC:.*]] = bufferization.materialize_in_destination %[[C]] in %[[AC]]
// CHECK-NEXT:    %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DA:.*]] = tensor.dim %[[A]], %[[C0B]] : tensor<?x8xf32>
// CHECK-NEXT:    %[[AA:.*]] = bufferization.alloc_tensor(%[[DA]]) {memory_space = 3 : i64} : tensor<?x8xf32>
// CHECK-NEXT:    %[[PA:.*]] = bufferization.materialize_in_destination %[[A]] in %[[AA]]
// CHECK-NEXT:    linalg.matmul ins(%[[PA]], %[[B]] : tensor<?x8xf32>, tensor<8x?xf32>) outs(%[[PC]] : tensor<?x?xf32>)
func.func @promote_arg(%a: tensor<?x8xf32>, %b: tensor<8x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %lhs = transform.get_operand %mm[0] : (!transform.any_op) -> !transform.any_value
    %p = transform.structured.promote_tensor to 3 %lhs : !transform.any_value
    %init = transform.get_operand %mm[2] : (!transform.any_op) -> !transform.any_value
    %q = transform.structured.promote_tensor to #gpu.address_space<workgroup> %init : !transform.any_value
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @promote_result(
// CHECK-NEXT:    tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:    %[[E:.*]] = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4x4xf32>
// CHECK-NEXT:    %[[ADD:.*]] = linalg.add ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) outs(%[[E]] : tensor<4x4xf32>)
// CHECK-NEXT:    %[[R:.*]] = bufferization.alloc_tensor() : tensor<4x4xf32>
// CHECK-NEXT:    %[[P:.*]] = bufferization.materialize_in_destination %[[ADD]] in %[[R]]
// CHECK-NEXT:    linalg.mul ins(%[[P]], %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) outs(%[[E]] : tensor<4x4xf32>)
func.func @promote_result(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>, %z: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.add ins(%x, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.mul ins(%0, %z : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.get_result %add[0] : (!transform.any_op) -> !transform.any_value
    %p = transform.structured.promote_tensor %r : !transform.any_value
    %e = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    %ev = transform.get_result %e[0] : (!transform.any_op) -> !transform.any_value
    %q = transform.structured.promote_tensor to 2 %ev : !transform.any_value
    transform.yield
  }
}

// -----

func.func @not_a_tensor(%i: index) -> index {
  %0 = arith.addi %i, %i : index
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %add[0] : (!transform.any_op) -> !transform.any_value
    // expected-error @below {{non-tensor type: <block argument> of type 'index' at index: 0}}
    %p = transform.structured.promote_tensor to 1 %v : !transform.any_value
    transform.yield
  }
}
