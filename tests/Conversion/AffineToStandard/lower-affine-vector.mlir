// RUN: strata-opt %s --split-input-file --lower-affine | FileCheck %s
// CONFORMANCE: pipeline=--lower-affine

func.func @vector_load_store(%m: memref<64xf32>, %i: index) {
  %0 = affine.vector_load %m[%i * 8] : memref<64xf32>, vector<8xf32>
  affine.vector_store %0, %m[%i + 1] : memref<64xf32>, vector<8xf32>
  return
}

// -----

func.func @vector_load_store_2d(%m: memref<16x32xf32>, %n: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 step 4 {
      %0 = affine.vector_load %m[%i, %j] : memref<16x32xf32>, vector<4xf32>
      affine.vector_store %0, %n[%i, %j floordiv 2] : memref<16x32xf32>, vector<4xf32>
    }
  }
  return
}

// -----

func.func @vector_load_2d_vector(%m: memref<8x8xf32>, %i: index) -> vector<2x4xf32> {
  %0 = affine.vector_load %m[%i, 0] : memref<8x8xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @vector_load_store(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c8 overflow<nsw> : index
// CHECK-NEXT:     %1 = vector.load %arg0[%0] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:     vector.store %1, %arg0[%2] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vector_load_store_2d(%arg0: memref<16x32xf32>, %arg1: memref<16x32xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c16 step %c1 {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c32 = arith.constant 32 : index
// CHECK-NEXT:       %c4 = arith.constant 4 : index
// CHECK-NEXT:       scf.for %arg3 = %c0_0 to %c32 step %c4 {
// CHECK-NEXT:         %0 = vector.load %arg0[%arg2, %arg3] : memref<16x32xf32>, vector<4xf32>
// CHECK-NEXT:         %c2 = arith.constant 2 : index
// CHECK-NEXT:         %c0_1 = arith.constant 0 : index
// CHECK-NEXT:         %c-1 = arith.constant -1 : index
// CHECK-NEXT:         %1 = arith.cmpi slt, %arg3, %c0_1 : index
// CHECK-NEXT:         %2 = arith.subi %c-1, %arg3 : index
// CHECK-NEXT:         %3 = arith.select %1, %2, %arg3 : index
// CHECK-NEXT:         %4 = arith.divsi %3, %c2 : index
// CHECK-NEXT:         %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT:         %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT:         vector.store %0, %arg1[%arg2, %6] : memref<16x32xf32>, vector<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vector_load_2d_vector(%arg0: memref<8x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1, %c0] : memref<8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
