// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// A function whose several returns give a cast of its argument: the
// returns take the argument's buffer, the casts stay unused, and a caller
// sees a result equivalent to its operand. Our own inputs, expectations
// from mlir-opt 22.

func.func private @pick(%t: tensor<?xf32>, %c: i1, %a: index, %b: index) -> (tensor<5xf32>, index) {
  %s = tensor.cast %t : tensor<?xf32> to tensor<5xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %s, %a : tensor<5xf32>, index
^bb2:
  return %s, %b : tensor<5xf32>, index
}

func.func @caller(%t: tensor<?xf32>, %c: i1, %a: index, %b: index) -> (tensor<5xf32>, index) {
  %r, %k = func.call @pick(%t, %c, %a, %b) : (tensor<?xf32>, i1, index, index) -> (tensor<5xf32>, index)
  return %r, %k : tensor<5xf32>, index
}

// CHECK: module {
// CHECK-NEXT:   func.func private @pick(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: index, %arg3: index) -> (memref<?xf32, strided<[?], offset: ?>>, index) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0, %arg2 : memref<?xf32, strided<[?], offset: ?>>, index
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg0, %arg3 : memref<?xf32, strided<[?], offset: ?>>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: index, %arg3: index) -> (memref<?xf32, strided<[?], offset: ?>>, index) {
// CHECK-NEXT:     %0:2 = call @pick(%arg0, %arg1, %arg2, %arg3) : (memref<?xf32, strided<[?], offset: ?>>, i1, index, index) -> (memref<?xf32, strided<[?], offset: ?>>, index)
// CHECK-NEXT:     %cast = memref.cast %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0#0, %0#1 : memref<?xf32, strided<[?], offset: ?>>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
