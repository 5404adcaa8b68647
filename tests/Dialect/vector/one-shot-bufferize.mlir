// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// Transfers, gathers and scatters on tensors become the same ops on their
// base's buffer; a masked write stays in its mask, in place.

func.func @read_twice(%t: tensor<8x8xf32>, %i: index, %pad: f32) -> (vector<4xf32>, vector<2x2xf32>) {
  %a = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %b = vector.transfer_read %t[%i, %i], %pad : tensor<8x8xf32>, vector<2x2xf32>
  return %a, %b : vector<4xf32>, vector<2x2xf32>
}

// -----

func.func @write_in_place(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index) -> tensor<?xf32> {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %w : tensor<?xf32>
}

// -----

// The original is read after the write: the write goes to a copy.
func.func @write_out_of_place(%t: tensor<16xf32>, %v: vector<4xf32>, %i: index, %pad: f32) -> (tensor<16xf32>, vector<4xf32>) {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32>
  %r = vector.transfer_read %t[%i], %pad : tensor<16xf32>, vector<4xf32>
  return %w, %r : tensor<16xf32>, vector<4xf32>
}

// -----

func.func @gather_scatter(%t: tensor<16xf32>, %idx: vector<4xi32>, %m: vector<4xi1>, %pass: vector<4xf32>) -> (vector<4xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %t[%c0] [%idx], %m, %pass : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %t[%c0] [%idx], %m, %g : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %g, %s : vector<4xf32>, tensor<16xf32>
}

// -----

func.func @masked(%t: tensor<?xf32>, %v: vector<8xf32>, %i: index, %m: vector<8xi1>, %pad: f32) -> (tensor<?xf32>, vector<8xf32>) {
  %r = vector.mask %m { vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %w = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
  return %w, %r : tensor<?xf32>, vector<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @read_twice(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32) -> (vector<4xf32>, vector<2x2xf32>) {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true]} : memref<8x8xf32, strided<[?, ?], offset: ?>>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<8x8xf32, strided<[?, ?], offset: ?>>, vector<2x2xf32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_in_place(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     vector.transfer_write %arg1, %arg0[%arg2] : vector<4xf32>, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_out_of_place(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: index, %arg3: f32) -> (memref<16xf32>, vector<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
// CHECK-NEXT:     vector.transfer_write %arg1, %alloc[%arg2] : vector<4xf32>, memref<16xf32>
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2], %arg3 : memref<16xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @gather_scatter(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> (vector<4xf32>, memref<16xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.gather %arg0[%c0] [%arg1], %arg2, %arg3 : memref<16xf32, strided<[?], offset: ?>>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     vector.scatter %arg0[%c0] [%arg1], %arg2, %0 : memref<16xf32, strided<[?], offset: ?>>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     return %0, %arg0 : vector<4xf32>, memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: vector<8xf32>, %arg2: index, %arg3: vector<8xi1>, %arg4: f32) -> (memref<?xf32, strided<[?], offset: ?>>, vector<8xf32>) {
// CHECK-NEXT:     %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg2], %arg4 : memref<?xf32, strided<[?], offset: ?>>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT:     vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%arg2] : vector<8xf32>, memref<?xf32, strided<[?], offset: ?>> } : vector<8xi1>
// CHECK-NEXT:     return %arg0, %0 : memref<?xf32, strided<[?], offset: ?>>, vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
