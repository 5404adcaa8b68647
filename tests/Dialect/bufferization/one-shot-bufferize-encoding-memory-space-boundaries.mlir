// RUN: strata-opt %s -allow-unregistered-dialect --one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries allow-unknown-ops" -split-input-file | FileCheck %s

// With use-encoding-for-memory-space and function boundaries, function
// arguments and results are in the memory space their encoding names, as
// are new allocations, constant globals and buffers of unknown origin.

func.func @elements(%x: f32, %y: f32) -> tensor<2xf32, 2 : i64> {
  %g = tensor.from_elements %x, %y : tensor<2xf32, 2 : i64>
  return %g : tensor<2xf32, 2 : i64>
}

// -----

func.func @cst_and_unknown(%t: tensor<6xi32, 5 : i64>, %i: index) -> (i32, i32) {
  %c = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32, 5 : i64>
  %a = tensor.extract %c[%i] : tensor<6xi32, 5 : i64>
  %u = "test.make"() : () -> tensor<6xi32, 7 : i64>
  %b = tensor.extract %u[%i] : tensor<6xi32, 7 : i64>
  %e = tensor.insert %a into %t[%i] : tensor<6xi32, 5 : i64>
  %d = tensor.extract %e[%i] : tensor<6xi32, 5 : i64>
  %s = arith.addi %b, %d : i32
  return %a, %s : i32, i32
}

// -----

func.func @empty_no_encoding(%n: index) -> tensor<?xf16> {
  %e = tensor.empty(%n) : tensor<?xf16>
  %f = "test.fill"(%e) : (tensor<?xf16>) -> tensor<?xf16>
  return %f : tensor<?xf16>
}

// -----

func.func @boundary(%t: tensor<8xf32, 3 : i64>, %v: f32) -> tensor<8xf32, 3 : i64> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<8xf32, 3 : i64>
  return %r : tensor<8xf32, 3 : i64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @elements(%arg0: f32, %arg1: f32) -> memref<2xf32, 2> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32, 2>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0] : memref<2xf32, 2>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1] : memref<2xf32, 2>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xf32, 2> to memref<2xf32, strided<[?], offset: ?>, 2>
// CHECK-NEXT:     return %alloc : memref<2xf32, 2>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_6xi32 : memref<6xi32, 5> = dense<[1, 2, 3, 4, 5, 6]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @cst_and_unknown(%arg0: memref<6xi32, strided<[?], offset: ?>, 5>, %arg1: index) -> (i32, i32) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_6xi32 : memref<6xi32, 5>
// CHECK-NEXT:     %1 = memref.load %0[%arg1] : memref<6xi32, 5>
// CHECK-NEXT:     %2 = "test.make"() : () -> tensor<6xi32, 7 : i64>
// CHECK-NEXT:     %3 = bufferization.to_buffer %2 : tensor<6xi32, 7 : i64> to memref<6xi32, strided<[?], offset: ?>, 7>
// CHECK-NEXT:     %4 = memref.load %3[%arg1] : memref<6xi32, strided<[?], offset: ?>, 7>
// CHECK-NEXT:     memref.store %1, %arg0[%arg1] : memref<6xi32, strided<[?], offset: ?>, 5>
// CHECK-NEXT:     %5 = memref.load %arg0[%arg1] : memref<6xi32, strided<[?], offset: ?>, 5>
// CHECK-NEXT:     %6 = arith.addi %4, %5 : i32
// CHECK-NEXT:     return %1, %6 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty_no_encoding(%arg0: index) -> memref<?xf16, strided<[?], offset: ?>> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf16>
// CHECK-NEXT:     %0 = bufferization.to_tensor %alloc : memref<?xf16> to tensor<?xf16>
// CHECK-NEXT:     %1 = "test.fill"(%0) : (tensor<?xf16>) -> tensor<?xf16>
// CHECK-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf16> to memref<?xf16, strided<[?], offset: ?>>
// CHECK-NEXT:     return %2 : memref<?xf16, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @boundary(%arg0: memref<8xf32, strided<[?], offset: ?>, 3>, %arg1: f32) -> memref<8xf32, strided<[?], offset: ?>, 3> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>, 3>
// CHECK-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>, 3>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
