// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// scf.forall and tensor.parallel_insert_slice under one-shot-bufferize: the
// shared outputs bufferize in place, each parallel_insert_slice becomes a
// copy into a view of the output's buffer, and a write in the parallel body
// to a buffer defined outside of it gets a private copy. Our own inputs,
// expectations from mlir-opt 22.

func.func @fill_rows(%t: tensor<8x4xf32>, %v: f32, %n: index) -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}

func.func @two_outputs(%a: tensor<8xf32>, %b: tensor<16xi32>, %x: tensor<2xf32>, %y: tensor<4xi32>) -> (tensor<8xf32>, tensor<16xi32>) {
  %0:2 = scf.forall (%i, %j) = (0, 0) to (4, 2) step (1, 1) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<16xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %y into %p[%j] [4] [1] : tensor<4xi32> into tensor<16xi32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %0#0, %0#1 : tensor<8xf32>, tensor<16xi32>
}

func.func @private_buffer(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
    %e = tensor.extract_slice %f[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

func.func @single_iteration(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
    %e = tensor.extract_slice %f[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

func.func @output_read_after(%t: tensor<8xf32>, %x: tensor<2xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %r = tensor.extract %t[%c0] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @fill_rows(%arg0: memref<8x4xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<8x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg3, 0] [1, 4] [1, 1] : memref<8x4xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       linalg.fill ins(%arg1 : f32) outs(%subview : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:       %subview_0 = memref.subview %arg0[%arg3, 0] [1, 4] [1, 1] : memref<8x4xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_outputs(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<16xi32, strided<[?], offset: ?>>, %arg2: memref<2xf32, strided<[?], offset: ?>>, %arg3: memref<4xi32, strided<[?], offset: ?>>) -> (memref<8xf32, strided<[?], offset: ?>>, memref<16xi32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     scf.forall (%arg4, %arg5) in (4, 2) {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg4] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %arg2, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg1[%arg5] [4] [1] : memref<16xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %arg3, %subview_0 : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT:     return %arg0, %arg1 : memref<8xf32, strided<[?], offset: ?>>, memref<16xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @private_buffer(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     scf.forall (%arg3) in (4) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT:       %subview = memref.subview %alloc[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg0[%arg3] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single_iteration(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     scf.forall (%arg3) in (1) {
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<8xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:       %subview = memref.subview %arg1[%arg3] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg0[%arg3] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @output_read_after(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>) -> (memref<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     scf.forall (%arg2) in (4) {
// CHECK-NEXT:       %subview = memref.subview %alloc[%arg2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %arg1, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
