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
func.func @nested_loops(%m: memref<?xf32>, %t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<?xf32>) {
      %d = tensor.dim %b, %c0 : tensor<?xf32>
      %e = tensor.insert %d into %b[%j] : tensor<?xf32>
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

