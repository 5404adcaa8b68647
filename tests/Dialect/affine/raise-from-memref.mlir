// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --affine-raise-from-memref | FileCheck %s
// CONFORMANCE: pipeline=--affine-raise-from-memref
// CONFORMANCE: pipeline=--affine-raise-from-memref --canonicalize

// memref.load and memref.store become affine.load and affine.store when
// each index is built from constants, loop induction variables and valid
// symbols by arith.addi and arith.muli (a product needs a symbolic or
// constant side). Symbols are numbered before dims are looked for.

func.func @indices(%m: memref<64x64xf32>, %n: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = arith.muli %i, %c3 : index
      %b = arith.addi %a, %j : index
      %c = arith.addi %n, %b : index
      %v = memref.load %m[%b, %c] : memref<64x64xf32>
      %s = arith.muli %n, %j : index
      memref.store %v, %m[%s, %c3] : memref<64x64xf32>
    }
  }
  return
}

// -----

func.func @not_affine(%m: memref<64xf32>, %k: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %p = arith.muli %i, %j : index
      %v = memref.load %m[%p] : memref<64xf32>
      %d = arith.divui %i, %k : index
      memref.store %v, %m[%d] : memref<64xf32>
    }
  }
  %r = affine.for %i = 0 to 8 iter_args(%x = %k) -> index {
    %v = memref.load %m[%x] : memref<64xf32>
    "test.use"(%v) : (f32) -> ()
    affine.yield %x : index
  }
  return
}

// -----

func.func @zero_d_and_symbols(%m: memref<f32>, %a: memref<?xf32>, %s: index, %t: index) {
  %v = memref.load %m[] : memref<f32>
  %i = arith.addi %s, %t : index
  memref.store %v, %a[%i] : memref<?xf32>
  scf.for %k = %s to %t step %s {
    %w = memref.load %a[%k] : memref<?xf32>
    "test.use"(%w) : (f32) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @indices(%arg0: memref<64x64xf32>, %arg1: index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 16 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 16 {
// CHECK-NEXT:         %0 = arith.muli %arg2, %c3 : index
// CHECK-NEXT:         %1 = arith.addi %0, %arg3 : index
// CHECK-NEXT:         %2 = arith.addi %arg1, %1 : index
// CHECK-NEXT:         %3 = affine.load %arg0[%arg2 * 3 + %arg3, %arg2 * 3 + %arg3 + symbol(%arg1)] : memref<64x64xf32>
// CHECK-NEXT:         %4 = arith.muli %arg1, %arg3 : index
// CHECK-NEXT:         affine.store %3, %arg0[%arg3 * symbol(%arg1), 3] : memref<64x64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_affine(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         %1 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:         %2 = memref.load %arg0[%1] : memref<64xf32>
// CHECK-NEXT:         %3 = arith.divui %arg2, %arg1 : index
// CHECK-NEXT:         memref.store %2, %arg0[%3] : memref<64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.for %arg2 = 0 to 8 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT:       "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:       affine.yield %arg3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zero_d_and_symbols(%arg0: memref<f32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %0 = affine.load %arg0[] : memref<f32>
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:     affine.store %0, %arg1[symbol(%arg2) + symbol(%arg3)] : memref<?xf32>
// CHECK-NEXT:     scf.for %arg4 = %arg2 to %arg3 step %arg2 {
// CHECK-NEXT:       %2 = memref.load %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT:       "test.use"(%2) : (f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
