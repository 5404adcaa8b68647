// RUN: strata-opt %s --buffer-results-to-out-params=hoist-static-allocs | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 crashes: docs/deviations.md)
// An allocation returned as two results: mlir-opt erases it for the first
// out-param and then crashes reading the erased value for the second.
// Strata hoists it into the first out-param and copies that into the
// second.

func.func private @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func.func private @twice(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>) {
// CHECK-NEXT:    memref.copy %[[A]], %[[B]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
