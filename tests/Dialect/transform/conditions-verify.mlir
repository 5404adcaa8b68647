// RUN: strata-opt %s --verify-conditions \
// RUN:   --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,scf-for-to-while,lower-affine,convert-bufferization-to-memref,canonicalize)' \
// RUN:   | FileCheck %s

// Each pass of a tensor-to-loops pipeline is checked as it runs against
// its declared conditions: bufferization introduces memrefs, the linalg
// lowering loops with loads and stores, deallocation a dealloc, the loop
// conversion whiles; none introduces a kind it does not declare, so the
// pipeline runs to the end (output as mlir-opt's).

// CHECK-LABEL: func.func @add(
// CHECK-NOT:     linalg.
// CHECK-NOT:     scf.for
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK:         scf.while
// CHECK:           arith.cmpi slt
// CHECK:           scf.condition
// CHECK:         scf.while
// CHECK:           %[[A:.*]] = memref.load %arg0
// CHECK:           %[[B:.*]] = memref.load %arg1
// CHECK:           %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK:           memref.store %[[S]], %[[ALLOC]]
// CHECK:         %[[X:.*]] = memref.load %[[ALLOC]][%arg2, %arg2]
// CHECK:         memref.dealloc %[[ALLOC]] : memref<4x8xf32>
// CHECK:         return %[[X]] : f32
func.func @add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %x = tensor.extract %r[%i, %i] : tensor<4x8xf32>
  return %x : f32
}
