// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// Writing a forall's shared output in place and inserting the result back
// over all of it is no conflict; inserting an in-place update of a value
// over all of that value with tensor.insert_slice is one (the update goes
// to a copy).

func.func @forall_full(%t: tensor<8xi32>, %v: i32) -> tensor<8xi32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xi32>) {
    %f = linalg.fill ins(%v : i32) outs(%o : tensor<8xi32>) -> tensor<8xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[0] [8] [1] : tensor<8xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}

func.func @insert_full(%t: tensor<8xi32>, %v: i32) -> tensor<8xi32> {
  %f = linalg.fill ins(%v : i32) outs(%t : tensor<8xi32>) -> tensor<8xi32>
  %r = tensor.insert_slice %f into %t[0] [8] [1] : tensor<8xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @forall_full(%arg0: memref<8xi32, strided<[?], offset: ?>>, %arg1: i32) -> memref<8xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     scf.forall (%arg2) in (2) {
// CHECK-NEXT:       linalg.fill ins(%arg1 : i32) outs(%arg0 : memref<8xi32, strided<[?], offset: ?>>)
// CHECK-NEXT:       %subview = memref.subview %arg0[0] [8] [1] : memref<8xi32, strided<[?], offset: ?>> to memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %arg0, %subview : memref<8xi32, strided<[?], offset: ?>> to memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_full(%arg0: memref<8xi32, strided<[?], offset: ?>>, %arg1: i32) -> memref<8xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : i32) outs(%alloc : memref<8xi32>)
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [8] [1] : memref<8xi32, strided<[?], offset: ?>> to memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %alloc, %subview : memref<8xi32> to memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
