// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A mask setting every lane is dropped from transfers; other masks stay.
func.func @full_masks(%t: tensor<?x?xi16>, %m: memref<8x?xi16>, %i: index, %n: index) -> (vector<2x3xi16>, vector<[2]x3xi16>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 7 : i16
  %full = vector.constant_mask [2, 3] : vector<2x3xi1>
  %ones = arith.constant dense<true> : vector<[2]x3xi1>
  %part = vector.create_mask %n, %n : vector<2x3xi1>
  %0 = vector.transfer_read %t[%i, %c0], %pad, %full : tensor<?x?xi16>, vector<2x3xi16>
  %1 = vector.transfer_read %m[%c0, %i], %pad, %ones : memref<8x?xi16>, vector<[2]x3xi16>
  vector.transfer_write %1, %m[%i, %c0], %ones : vector<[2]x3xi16>, memref<8x?xi16>
  vector.transfer_write %0, %m[%i, %i], %part : vector<2x3xi16>, memref<8x?xi16>
  vector.transfer_write %0, %m[%c0, %i], %full {in_bounds = [true, false]} : vector<2x3xi16>, memref<8x?xi16>
  return %0, %1 : vector<2x3xi16>, vector<[2]x3xi16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @full_masks(%arg0: tensor<?x?xi16>, %arg1: memref<8x?xi16>, %arg2: index, %arg3: index) -> (vector<2x3xi16>, vector<[2]x3xi16>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %0 = vector.create_mask %arg3, %arg3 : vector<2x3xi1>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg2, %c0], %c7_i16 : tensor<?x?xi16>, vector<2x3xi16>
// CHECK-NEXT:     %2 = vector.transfer_read %arg1[%c0, %arg2], %c7_i16 {in_bounds = [true, false]} : memref<8x?xi16>, vector<[2]x3xi16>
// CHECK-NEXT:     vector.transfer_write %2, %arg1[%arg2, %c0] : vector<[2]x3xi16>, memref<8x?xi16>
// CHECK-NEXT:     vector.transfer_write %1, %arg1[%arg2, %arg2], %0 : vector<2x3xi16>, memref<8x?xi16>
// CHECK-NEXT:     vector.transfer_write %1, %arg1[%c0, %arg2] {in_bounds = [true, false]} : vector<2x3xi16>, memref<8x?xi16>
// CHECK-NEXT:     return %1, %2 : vector<2x3xi16>, vector<[2]x3xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
