// RUN: strata-opt %s --one-shot-bufferize | FileCheck %s

// scf.for, scf.if and scf.yield under one-shot-bufferize; our own inputs,
// expectations from mlir-opt 22.

func.func @accumulate(%acc: tensor<?xf64>, %n: index, %x: f64) -> tensor<?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> (tensor<?xf64>) {
    %old = tensor.extract %a[%i] : tensor<?xf64>
    %new = arith.addf %old, %x : f64
    %w = tensor.insert %new into %a[%i] : tensor<?xf64>
    scf.yield %w : tensor<?xf64>
  }
  return %r : tensor<?xf64>
}

func.func @loop_reads_init_after(%t: tensor<8xi16>, %v: i16, %ub: index) -> (tensor<8xi16>, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %t) -> (tensor<8xi16>) {
    %w = tensor.insert %v into %a[%i] : tensor<8xi16>
    scf.yield %w : tensor<8xi16>
  }
  %e = tensor.extract %t[%c0] : tensor<8xi16>
  return %r, %e : tensor<8xi16>, i16
}

func.func @choose(%c: i1, %t: tensor<3x3xf32>, %v: f32, %i: index) -> tensor<3x3xf32> {
  %r = scf.if %c -> (tensor<3x3xf32>) {
    %w = tensor.insert %v into %t[%i, %i] : tensor<3x3xf32>
    scf.yield %w : tensor<3x3xf32>
  } else {
    %e = tensor.empty() : tensor<3x3xf32>
    scf.yield %e : tensor<3x3xf32>
  }
  return %r : tensor<3x3xf32>
}

func.func @if_without_tensors(%c: i1, %t: tensor<4xf32>, %i: index) -> f32 {
  %r = scf.if %c -> (f32) {
    %e = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %e : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @accumulate(%arg0: tensor<?xf64>, %arg1: index, %arg2: f64) -> tensor<?xf64> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf64> to memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %0, %c0_0 : memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf64>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<?xf64, strided<[?], offset: ?>> to memref<?xf64>
// CHECK-NEXT:     %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<?xf64>) {
// CHECK-NEXT:       %3 = memref.load %arg4[%arg3] : memref<?xf64>
// CHECK-NEXT:       %4 = arith.addf %3, %arg2 : f64
// CHECK-NEXT:       memref.store %4, %arg4[%arg3] : memref<?xf64>
// CHECK-NEXT:       scf.yield %arg4 : memref<?xf64>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = bufferization.to_tensor %1 : memref<?xf64> to tensor<?xf64>
// CHECK-NEXT:     return %2 : tensor<?xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_reads_init_after(%arg0: tensor<8xi16>, %arg1: i16, %arg2: index) -> (tensor<8xi16>, i16) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xi16> to memref<8xi16, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<8xi16> to memref<8xi16, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi16>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<8xi16, strided<[?], offset: ?>> to memref<8xi16>
// CHECK-NEXT:     %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xi16>) {
// CHECK-NEXT:       memref.store %arg1, %arg4[%arg3] : memref<8xi16>
// CHECK-NEXT:       scf.yield %arg4 : memref<8xi16>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = bufferization.to_tensor %2 : memref<8xi16> to tensor<8xi16>
// CHECK-NEXT:     %4 = memref.load %0[%c0] : memref<8xi16, strided<[?], offset: ?>>
// CHECK-NEXT:     return %3, %4 : tensor<8xi16>, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @choose(%arg0: i1, %arg1: tensor<3x3xf32>, %arg2: f32, %arg3: index) -> tensor<3x3xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<3x3xf32> to memref<3x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %1 = scf.if %arg0 -> (memref<3x3xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// CHECK-NEXT:       memref.copy %0, %alloc : memref<3x3xf32, strided<[?, ?], offset: ?>> to memref<3x3xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3, %arg3] : memref<3x3xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<3x3xf32> to memref<3x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<3x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<3x3xf32> to memref<3x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<3x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = bufferization.to_tensor %1 : memref<3x3xf32, strided<[?, ?], offset: ?>> to tensor<3x3xf32>
// CHECK-NEXT:     return %2 : tensor<3x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_without_tensors(%arg0: i1, %arg1: tensor<4xf32>, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       %2 = memref.load %0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
