// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// The transform op naming the same patterns.
func.func @transform_op(%m: memref<?xf32>, %i: index, %x: f32) -> f32 {
  %v = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %e = vector.extract %v[1] : f32 from vector<4xf32>
  %b = vector.broadcast %x : f32 to vector<1xf32>
  vector.store %b, %m[%i] : memref<?xf32>, vector<1xf32>
  return %e : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.sink_mem_ops
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @transform_op(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c1 overflow<nsw> : index
// CHECK-NEXT:     %1 = memref.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.sink_mem_ops
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
