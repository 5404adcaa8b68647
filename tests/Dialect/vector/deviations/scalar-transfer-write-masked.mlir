// RUN: strata-opt %s -test-scalar-vector-transfer-lowering | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 rewrites the write inside `vector.mask` into an extract and a store, which `vector.mask` rejects: its output does not verify)

// A one-element write masked by `vector.mask` is left alone.
func.func @masked_write(%m: memref<?xf32>, %i: index, %v: vector<1xf32>, %mask: vector<1xi1>) {
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<1xf32>, memref<?xf32> } : vector<1xi1>
  return
}

// CHECK-LABEL: func.func @masked_write(
// CHECK-NEXT:    vector.mask %arg3 { vector.transfer_write %arg2, %arg0[%arg1] : vector<1xf32>, memref<?xf32> } : vector<1xi1>
// CHECK-NEXT:    return
