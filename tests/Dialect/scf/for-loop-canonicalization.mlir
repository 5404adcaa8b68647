// RUN: strata-opt %s --scf-for-loop-canonicalization | FileCheck %s
// CONFORMANCE: pipeline=--scf-for-loop-canonicalization
// Dimensions of loop-carried tensors and memrefs whose shape the loop preserves are read from the initial values.

func.func @dim_of_iter_arg(%t: tensor<?x?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %acc = %c0) -> (tensor<?x?xf32>, index) {
    %d = tensor.dim %a, %c0 : tensor<?x?xf32>
    %s = arith.addi %acc, %d : index
    scf.yield %a, %s : tensor<?x?xf32>, index
  }
  return %r#1 : index
}
func.func @dim_of_result(%t: tensor<?x?xf32>, %u: tensor<2x2xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?x?xf32>) {
    %b = tensor.insert_slice %u into %a[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
    scf.yield %b : tensor<?x?xf32>
  }
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @nested_loops(%m: memref<?xf32>, %t: tensor<?xf32>, %n: index, %f: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<?xf32>) {
      %d = tensor.dim %b, %c0 : tensor<?xf32>
      %e = tensor.insert %f into %b[%d] : tensor<?xf32>
      scf.yield %b : tensor<?xf32>
    }
    scf.yield %in : tensor<?xf32>
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  %k = memref.dim %m, %c0 : memref<?xf32>
  %s = arith.addi %d, %k : index
  return %s : index
}
func.func @not_preserving(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.empty(%i) : tensor<?xf32>
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  %x = arith.addi %c1, %c1 : index
  %y = arith.addi %d, %x : index
  return %y : index
}
func.func @memref_iter(%m: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<?xf32>) {
    %d = memref.dim %a, %c0 : memref<?xf32>
    %v = memref.load %a[%d] : memref<?xf32>
    memref.store %v, %a[%i] : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  %d = memref.dim %r, %c0 : memref<?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_of_iter_arg(%arg0: tensor<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %c0) -> (tensor<?x?xf32>, index) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %1 = arith.addi %arg4, %dim : index
// CHECK-NEXT: scf.yield %arg3, %1 : tensor<?x?xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_result(%arg0: tensor<?x?xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_loops(%arg0: memref<?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: f32) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.addi %dim, %dim_0 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_preserving(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %2 = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT: scf.yield %2 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %0, %c0 : tensor<?xf32>
// CHECK-NEXT: %1 = arith.addi %dim, %c2 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_iter(%arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<?xf32>) {
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%dim_0] : memref<?xf32>
// CHECK-NEXT: memref.store %1, %arg3[%arg2] : memref<?xf32>
// CHECK-NEXT: scf.yield %arg3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
