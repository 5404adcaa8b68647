// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// scf.index_switch is rebuilt with buffer results, like scf.if: the cases
// that yield buffers of different layouts meet at the fully dynamic one.

func.func @f(%t: tensor<4xf32>, %i: index, %x: f32) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 2 {
    %w = tensor.insert %x into %t[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  case 5 {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> memref<4xf32, strided<[?], offset: ?>> 
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     case 5 {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
