// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A gather or scatter on a memref at indices 0, 1, 2, ... is a masked
// load or store at the offsets; with a constant mask, a plain one.
func.func @contiguous(%base: memref<8x?xi16>, %mask: vector<4xi1>, %p: vector<4xi16>, %i: index, %j: index) -> (vector<4xi16>, vector<4xi16>) {
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
  %step = vector.step : vector<4xindex>
  %all = vector.constant_mask [4] : vector<4xi1>
  %g0 = vector.gather %base[%i, %j][%idx], %mask, %p : memref<8x?xi16>, vector<4xi64>, vector<4xi1>, vector<4xi16> into vector<4xi16>
  %g1 = vector.gather %base[%j, %i][%step], %all, %p : memref<8x?xi16>, vector<4xindex>, vector<4xi1>, vector<4xi16> into vector<4xi16>
  vector.scatter %base[%i, %i][%step], %mask, %p : memref<8x?xi16>, vector<4xindex>, vector<4xi1>, vector<4xi16>
  vector.scatter %base[%j, %j][%idx], %all, %g1 : memref<8x?xi16>, vector<4xi64>, vector<4xi1>, vector<4xi16>
  return %g0, %g1 : vector<4xi16>, vector<4xi16>
}

// -----

// Other index sequences and tensor bases stay gathers and scatters.
func.func @not_contiguous(%m: memref<?xf32>, %t: tensor<?xf32>, %mask: vector<3xi1>, %p: vector<3xf32>, %i: index) -> (vector<3xf32>, vector<3xf32>) {
  %idx = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %step = vector.step : vector<3xindex>
  %g0 = vector.gather %m[%i][%idx], %mask, %p : memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  %g1 = vector.gather %t[%i][%step], %mask, %p : tensor<?xf32>, vector<3xindex>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g0, %g1 : vector<3xf32>, vector<3xf32>
}

// -----

// Masked loads and stores with an all-clear mask read the pass-thru
// value and store nothing.
func.func @all_clear(%m: memref<?xf32>, %p: vector<3xf32>, %i: index) -> vector<3xf32> {
  %none = arith.constant dense<false> : vector<3xi1>
  %l = vector.maskedload %m[%i], %none, %p : memref<?xf32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  vector.maskedstore %m[%i], %none, %l : memref<?xf32>, vector<3xi1>, vector<3xf32>
  return %l : vector<3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @contiguous(%arg0: memref<8x?xi16>, %arg1: vector<4xi1>, %arg2: vector<4xi16>, %arg3: index, %arg4: index) -> (vector<4xi16>, vector<4xi16>) {
// CHECK-NEXT:     %0 = vector.maskedload %arg0[%arg3, %arg4], %arg1, %arg2 : memref<8x?xi16>, vector<4xi1>, vector<4xi16> into vector<4xi16>
// CHECK-NEXT:     %1 = vector.load %arg0[%arg4, %arg3] : memref<8x?xi16>, vector<4xi16>
// CHECK-NEXT:     vector.maskedstore %arg0[%arg3, %arg3], %arg1, %arg2 : memref<8x?xi16>, vector<4xi1>, vector<4xi16>
// CHECK-NEXT:     vector.store %1, %arg0[%arg4, %arg4] : memref<8x?xi16>, vector<4xi16>
// CHECK-NEXT:     return %0, %1 : vector<4xi16>, vector<4xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_contiguous(%arg0: memref<?xf32>, %arg1: tensor<?xf32>, %arg2: vector<3xi1>, %arg3: vector<3xf32>, %arg4: index) -> (vector<3xf32>, vector<3xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT:     %0 = vector.step : vector<3xindex>
// CHECK-NEXT:     %1 = vector.gather %arg0[%arg4] [%cst], %arg2, %arg3 : memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
// CHECK-NEXT:     %2 = vector.gather %arg1[%arg4] [%0], %arg2, %arg3 : tensor<?xf32>, vector<3xindex>, vector<3xi1>, vector<3xf32> into vector<3xf32>
// CHECK-NEXT:     return %1, %2 : vector<3xf32>, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @all_clear(%arg0: memref<?xf32>, %arg1: vector<3xf32>, %arg2: index) -> vector<3xf32> {
// CHECK-NEXT:     return %arg1 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
