// RUN: strata-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: strata-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=bottom-up-from-terminators" | FileCheck %s
// CONFORMANCE: pipeline="--one-shot-bufferize=test-analysis-only"
// CONFORMANCE: pipeline="--one-shot-bufferize=test-analysis-only analysis-heuristic=bottom-up-from-terminators"

// Two writes into the same iteration argument: only one of them can be in
// place, and it must be the one yielded, whichever order the ops are
// decided in.

func.func @two_writes(%lb: index, %ub: index, %step: index, %a: f32, %b: f32, %i: index) -> (tensor<8xf32>, f32) {
  %e = tensor.empty() : tensor<8xf32>
  %r:2 = scf.for %iv = %lb to %ub step %step iter_args(%t = %e, %acc = %a) -> (tensor<8xf32>, f32) {
    %x = tensor.insert %a into %t[%i] : tensor<8xf32>
    %y = tensor.insert %b into %t[%iv] : tensor<8xf32>
    %v = tensor.extract %x[%iv] : tensor<8xf32>
    %s = arith.addf %v, %acc : f32
    scf.yield %y, %s : tensor<8xf32>, f32
  }
  return %r#0, %r#1 : tensor<8xf32>, f32
}

// Nested loops: the outer loop's init is decided before the inner ops.
func.func @nested(%lb: index, %ub: index, %step: index, %t: tensor<8xf32>, %a: f32) -> (tensor<8xf32>, f32) {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%o = %t) -> (tensor<8xf32>) {
    %s = scf.for %jv = %lb to %ub step %step iter_args(%n = %o) -> (tensor<8xf32>) {
      %w = tensor.insert %a into %t[%jv] : tensor<8xf32>
      %x = tensor.extract %w[%iv] : tensor<8xf32>
      %u = tensor.insert %x into %n[%jv] : tensor<8xf32>
      scf.yield %u : tensor<8xf32>
    }
    scf.yield %s : tensor<8xf32>
  }
  %f = tensor.extract %t[%lb] : tensor<8xf32>
  return %r, %f : tensor<8xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_writes(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32, %arg5: index) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %0, %arg8 = %arg3) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:       %inserted = tensor.insert %arg3 into %arg7[%arg5] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:       %inserted_0 = tensor.insert %arg4 into %arg7[%arg6] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:       %extracted = tensor.extract %inserted[%arg6] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:       %2 = arith.addf %extracted, %arg8 : f32
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted_0, %2 : tensor<8xf32>, f32
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %1#0, %1#1 : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<8xf32>, %arg4: f32) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (tensor<8xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (tensor<8xf32>) {
// CHECK-NEXT:         %inserted = tensor.insert %arg4 into %arg3[%arg7] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:         %extracted_0 = tensor.extract %inserted[%arg5] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:         %inserted_1 = tensor.insert %extracted_0 into %arg8[%arg7] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_1 : tensor<8xf32>
// CHECK-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg3[%arg0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
