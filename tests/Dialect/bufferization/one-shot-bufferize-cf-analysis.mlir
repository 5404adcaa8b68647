// RUN: strata-opt %s --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries test-analysis-only

// Around a cycle of blocks, a write into a buffer defined before the
// cycle conflicts with the reads of later trips: it is out of place.

func.func @write_outside_def(%t: tensor<4xf32>, %x: f32, %i: index) {
  cf.br ^loop
^loop:
  %w = tensor.insert %x into %t[%i] : tensor<4xf32>
  %e = tensor.extract %w[%i] : tensor<4xf32>
  %c = "test.cond"(%e) : (f32) -> i1
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}

// -----

// Defined inside the cycle: each trip writes its own value in place.
func.func @write_inside_def(%x: f32, %i: index) {
  cf.br ^loop
^loop:
  %t = bufferization.alloc_tensor() : tensor<4xf32>
  %w = tensor.insert %x into %t[%i] : tensor<4xf32>
  %e = tensor.extract %w[%i] : tensor<4xf32>
  %c = "test.cond"(%e) : (f32) -> i1
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}

// -----

// A value passed around the cycle stays in place; the value read after
// the loop is the last one.
func.func @carried(%t: tensor<4xf32>, %x: f32, %i: index) -> tensor<4xf32> {
  cf.br ^loop(%t : tensor<4xf32>)
^loop(%a: tensor<4xf32>):
  %w = tensor.insert %x into %a[%i] : tensor<4xf32>
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^loop(%w : tensor<4xf32>), ^exit(%w : tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @write_outside_def(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %0 = "test.cond"(%extracted) : (f32) -> i1
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_inside_def(%arg0: f32, %arg1: index) {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg0 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %1 = "test.cond"(%extracted) : (f32) -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @carried(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:   ^bb1(%0: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %1 = "test.cond"() : () -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb1(%inserted : tensor<4xf32>), ^bb2(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "true"]}
// CHECK-NEXT:   ^bb2(%2: tensor<4xf32>):  // pred: ^bb1
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
