// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// bufferization.writable = false keeps an argument from being written in
// place; the dialect's argument attributes go once arguments are buffers.
func.func @guarded(%keep: tensor<3xi32> {bufferization.writable = false}, %free: tensor<3xi32> {bufferization.writable = true}, %v: i32, %i: index) -> (tensor<3xi32>, tensor<3xi32>) {
  %a = tensor.insert %v into %keep[%i] : tensor<3xi32>
  %b = tensor.insert %v into %free[%i] : tensor<3xi32>
  return %a, %b : tensor<3xi32>, tensor<3xi32>
}

func.func @other_attrs(%t: tensor<2xf32> {bufferization.access = "read", test.tag = 1 : i32}, %i: index) -> f32 {
  %e = tensor.extract %t[%i] : tensor<2xf32>
  return %e : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @guarded(%arg0: memref<3xi32, strided<[?], offset: ?>>, %arg1: memref<3xi32, strided<[?], offset: ?>>, %arg2: i32, %arg3: index) -> (memref<3xi32>, memref<3xi32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<3xi32, strided<[?], offset: ?>> to memref<3xi32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg3] : memref<3xi32>
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg3] : memref<3xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3xi32> to memref<3xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %arg1 : memref<3xi32>, memref<3xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other_attrs(%arg0: memref<2xf32, strided<[?], offset: ?>> {bufferization.access = "read", test.tag = 1 : i32}, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
