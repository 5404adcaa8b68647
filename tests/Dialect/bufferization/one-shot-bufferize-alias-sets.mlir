// RUN: strata-opt %s -allow-unregistered-dialect --one-shot-bufferize="test-analysis-only dump-alias-sets" -split-input-file | FileCheck %s

// Alias sets as the analysis grows them: an in-place fill joins its init,
// an op without the interface (never in place) starts a set of its own.

func.func @fills_and_unknown(%x: f32, %y: f32, %i: index) -> (f32, tensor<6xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %u = "foo.opaque"(%a) : (tensor<6xf32>) -> tensor<6xf32>
  %b = linalg.fill ins(%y : f32) outs(%a : tensor<6xf32>) -> tensor<6xf32>
  %r = tensor.extract %u[%i] : tensor<6xf32>
  return %r, %b : f32, tensor<6xf32>
}

// -----

// Block arguments: by region and block, tensors only.

func.func @branches(%t: tensor<3xf32>, %c: i1, %v: f32, %i: index) -> tensor<3xf32> {
  cf.cond_br %c, ^a(%t : tensor<3xf32>), ^b(%i : index)
^a(%x: tensor<3xf32>):
  %w = tensor.insert %v into %x[%i] : tensor<3xf32>
  cf.br ^b(%i : index)
^b(%j: index):
  return %t : tensor<3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @fills_and_unknown(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, tensor<6xf32>) {
// CHECK-NEXT:     %0 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%3", "%1", "%0"]]} : tensor<6xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%3", "%1", "%0"]]} ins(%arg0 : f32) outs(%0 : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT:     %2 = "foo.opaque"(%1) {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%2"]]} : (tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%3", "%1", "%0"]]} ins(%arg1 : f32) outs(%1 : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT:     %extracted = tensor.extract %2[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<6xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["none", "true"]} %extracted, %3 : f32, tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @branches(%arg0: tensor<3xf32>, %arg1: i1, %arg2: f32, %arg3: index) -> tensor<3xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0", "%arg0"]], {{\[\[}}"%0", "%arg0"]], []]]} {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<3xf32>), ^bb2(%arg3 : index) {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK-NEXT:   ^bb1(%0: tensor<3xf32>):  // pred: ^bb0
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"]]} : tensor<3xf32>
// CHECK-NEXT:     cf.br ^bb2(%arg3 : index)
// CHECK-NEXT:   ^bb2(%1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["false"]} %arg0 : tensor<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
