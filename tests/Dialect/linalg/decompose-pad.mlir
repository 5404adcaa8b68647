// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.linalg.decompose_pad: pads whose padding value
// is defined outside them as a filled tensor.empty of the result's sizes
// with the source inserted at the low padding (static and dynamic).

func.func @pads(%s: tensor<5x7xf32>, %p: f32, %d: tensor<?x3xi32>, %n: index, %q: i32) -> (tensor<8x8xf32>, tensor<?x5xi32>) {
  %0 = tensor.pad %s low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<5x7xf32> to tensor<8x8xf32>
  %1 = tensor.pad %d low[%n, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %q : i32
  } : tensor<?x3xi32> to tensor<?x5xi32>
  return %0, %1 : tensor<8x8xf32>, tensor<?x5xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.decompose_pad
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @pads(%arg0: tensor<5x7xf32>, %arg1: f32, %arg2: tensor<?x3xi32>, %arg3: index, %arg4: i32) -> (tensor<8x8xf32>, tensor<?x5xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %1[1, 0] [5, 7] [1, 1] : tensor<5x7xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg2, %c0 : tensor<?x3xi32>
// CHECK-NEXT:     %2 = arith.addi %dim, %arg3 : index
// CHECK-NEXT:     %3 = arith.addi %2, %c1 : index
// CHECK-NEXT:     %4 = tensor.empty(%3) : tensor<?x5xi32>
// CHECK-NEXT:     %5 = linalg.fill ins(%arg4 : i32) outs(%4 : tensor<?x5xi32>) -> tensor<?x5xi32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg2, %c0 : tensor<?x3xi32>
// CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %arg2 into %5[%arg3, 2] [%dim_0, 3] [1, 1] : tensor<?x3xi32> into tensor<?x5xi32>
// CHECK-NEXT:     return %inserted_slice, %inserted_slice_1 : tensor<8x8xf32>, tensor<?x5xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.linalg.decompose_pad
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
