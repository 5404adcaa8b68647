// RUN: strata-opt %s --one-shot-bufferize="test-analysis-only bufferize-function-boundaries" -split-input-file | FileCheck %s

// An update of a block argument around a cycle of branches: in place when
// the branch back passes the updated value (each trip reads the previous
// trip's result), not when it passes the argument itself (each trip must
// read the value from before the cycle).

func.func @back_edge_passes_update(%x: f32, %v: f32, %i: index, %n: i1) -> tensor<4xf32> {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^loop(%f : tensor<4xf32>)
^loop(%a: tensor<4xf32>):
  %u = tensor.insert %v into %a[%i] : tensor<4xf32>
  cf.cond_br %n, ^loop(%u : tensor<4xf32>), ^exit(%u : tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// -----

func.func @back_edge_passes_argument(%x: f32, %v: f32, %i: index, %j: index) {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^loop(%f : tensor<4xf32>)
^loop(%a: tensor<4xf32>):
  %u = tensor.insert %v into %a[%i] : tensor<4xf32>
  %r = tensor.extract %u[%j] : tensor<4xf32>
  %c = arith.cmpf olt, %r, %x : f32
  cf.cond_br %c, ^loop(%a : tensor<4xf32>), ^exit
^exit:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @back_edge_passes_update(%arg0: f32, %arg1: f32, %arg2: index, %arg3: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     cf.br ^bb1(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:   ^bb1(%2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %2[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     cf.cond_br %arg3, ^bb1(%inserted : tensor<4xf32>), ^bb2(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "true"]}
// CHECK-NEXT:   ^bb2(%3: tensor<4xf32>):  // pred: ^bb1
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @back_edge_passes_argument(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     cf.br ^bb1(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:   ^bb1(%2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %2[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %3 = arith.cmpf olt, %extracted, %arg0 : f32
// CHECK-NEXT:     cf.cond_br %3, ^bb1(%2 : tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
