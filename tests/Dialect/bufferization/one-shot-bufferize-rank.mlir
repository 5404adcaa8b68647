// RUN: strata-opt %s --one-shot-bufferize | FileCheck %s

// tensor.rank bufferizes to memref.rank of its operand's buffer; our own
// inputs, expectations from mlir-opt 22.

func.func @rank_unranked(%t: tensor<*xi8>) -> index {
  %r = tensor.rank %t : tensor<*xi8>
  return %r : index
}

func.func @rank_of_new_tensor(%n: index) -> index {
  %e = tensor.empty(%n) : tensor<?x3xf64>
  %r = tensor.rank %e : tensor<?x3xf64>
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @rank_unranked(%arg0: tensor<*xi8>) -> index {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<*xi8> to memref<*xi8>
// CHECK-NEXT:     %1 = memref.rank %0 : memref<*xi8>
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank_of_new_tensor(%arg0: index) -> index {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf64>
// CHECK-NEXT:     %0 = memref.rank %alloc : memref<?x3xf64>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
