// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// A cast to an unranked tensor that needs a copy copies its ranked
// source: no allocation has the unranked shape.

func.func private @consume(tensor<*xi32>)

func.func @cast_constant() {
  %t = arith.constant dense<[4, 5]> : tensor<2xi32>
  %u = tensor.cast %t : tensor<2xi32> to tensor<*xi32>
  func.call @consume(%u) : (tensor<*xi32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[4, 5]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func private @consume(memref<*xi32>)
// CHECK-NEXT:   func.func @cast_constant() {
// CHECK-NEXT:     %0 = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<2xi32> to memref<2xi32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xi32> to memref<*xi32>
// CHECK-NEXT:     call @consume(%cast) : (memref<*xi32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
