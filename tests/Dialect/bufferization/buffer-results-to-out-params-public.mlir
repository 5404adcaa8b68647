// RUN: strata-opt %s --buffer-results-to-out-params=modify-public-functions | FileCheck %s
// CONFORMANCE: pipeline=--buffer-results-to-out-params=modify-public-functions

// With modify-public-functions, public functions change too; declarations
// still do not.

func.func @pub(%m: memref<5xf32>) -> (memref<5xf32>, index) {
  %c = arith.constant 5 : index
  return %m, %c : memref<5xf32>, index
}

func.func private @decl() -> memref<5xf32>

func.func @user(%m: memref<5xf32>) -> index {
  %0, %1 = call @pub(%m) : (memref<5xf32>) -> (memref<5xf32>, index)
  %2 = call @decl() : () -> memref<5xf32>
  memref.copy %2, %0 : memref<5xf32> to memref<5xf32>
  return %1 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @pub(%arg0: memref<5xf32>, %arg1: memref<5xf32>) -> index {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     return %c5 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl() -> memref<5xf32>
// CHECK-NEXT:   func.func @user(%arg0: memref<5xf32>) -> index {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %0 = call @pub(%arg0, %alloc) : (memref<5xf32>, memref<5xf32>) -> index
// CHECK-NEXT:     %1 = call @decl() : () -> memref<5xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
