// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s

// One tensor as two outputs of one op: the second would overwrite what the
// first result holds, so it is a new buffer.
// CHECK-LABEL: func.func @same_tensor_two_outputs
// CHECK: linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK: return {__equivalent_func_args__ = [1, -1]
#map = affine_map<(d0) -> (d0)>
func.func @same_tensor_two_outputs(%a: tensor<?xf32> {bufferization.writable = true},
                                   %b: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%b, %b : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %x : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// The results of a call to a declaration may be its argument's buffer:
// reading one after the call writes it in place would conflict.
// CHECK-LABEL: func.func @declaration_results_may_alias
// CHECK-SAME: {bufferization.access = "read"}
// CHECK: call @opaque(%{{.*}}) {__inplace_operands_attr__ = ["false"]}
func.func private @opaque(tensor<?xf32>) -> (tensor<4xf32>, tensor<8xf32>)
func.func @declaration_results_may_alias(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0, %1 = func.call @opaque(%t) : (tensor<?xf32>) -> (tensor<4xf32>, tensor<8xf32>)
  %e = tensor.extract %1[%c0] : tensor<8xf32>
  return %e : f32
}

// -----

// A function calling itself is analyzed without knowing its callee: the
// call may read, write and return its operands, and the function's
// arguments get no access marks.
// CHECK-LABEL: func.func @calls_itself
// CHECK-SAME: (%{{.*}}: tensor<?xf32>, %{{.*}}: tensor<?xf32>)
// CHECK: call @calls_itself(%{{.*}}, %{{.*}}) {__inplace_operands_attr__ = ["false", "false"]}
func.func @calls_itself(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = call @calls_itself(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}
