// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Waits for nothing, waits whose token is unused and waits on one token
// disappear; dependencies on waits for nothing are dropped.

// CHECK-LABEL: func.func @waits
// CHECK-SAME:    (%[[T:.*]]: !gpu.async.token, %[[U:.*]]: !gpu.async.token)
// CHECK-NEXT:    gpu.wait [%[[T]], %[[U]]]
// CHECK-NEXT:    %[[M:.*]], %[[A:.*]] = gpu.alloc async [%[[T]]] () : memref<4xf32>
// CHECK-NEXT:    return %[[M]], %[[A]]
func.func @waits(%t: !gpu.async.token, %u: !gpu.async.token) -> (memref<4xf32>, !gpu.async.token) {
  gpu.wait
  %none = gpu.wait async
  %unused = gpu.wait async [%t, %u]
  gpu.wait [%none, %t, %u]
  %one = gpu.wait async [%t]
  %m, %a = gpu.alloc async [%one] () : memref<4xf32>
  return %m, %a : memref<4xf32>, !gpu.async.token
}
