// RUN: strata-opt %s -allow-unregistered-dialect --buffer-deallocation-simplification --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--buffer-deallocation-simplification

// The aliasing questions look through the arguments of non-entry blocks
// at the operands every predecessor passes: an argument that receives the
// same new allocation from each predecessor is that allocation, so it is
// not a function argument, and a dealloc of it that retains it (and a
// function argument) goes.

func.func @same_alloc_both_preds(%c: i1, %n: index, %out: memref<?xi8>) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%alloc, %c : memref<?xi8>, i1)
^right:
  cf.br ^join(%alloc, %c : memref<?xi8>, i1)
^join(%m: memref<?xi8>, %own: i1):
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xi8> -> memref<i8>, index, index, index
  %r:2 = bufferization.dealloc (%base : memref<i8>) if (%own) retain (%m, %out : memref<?xi8>, memref<?xi8>)
  cf.br ^exit(%m, %r#0 : memref<?xi8>, i1)
^exit(%e: memref<?xi8>, %eown: i1):
  memref.copy %e, %out : memref<?xi8> to memref<?xi8>
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %e : memref<?xi8> -> memref<i8>, index, index, index
  bufferization.dealloc (%b2 : memref<i8>) if (%eown)
  return
}

// -----

// When the predecessors pass different buffers, one of them a function
// argument, the argument may be the other function argument: the dealloc
// stays.

func.func @different_per_pred(%c: i1, %n: index, %a: memref<?xi8>, %out: memref<?xi8>) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%alloc, %c : memref<?xi8>, i1)
^right:
  cf.br ^join(%a, %c : memref<?xi8>, i1)
^join(%m: memref<?xi8>, %own: i1):
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xi8> -> memref<i8>, index, index, index
  %r:2 = bufferization.dealloc (%base : memref<i8>) if (%own) retain (%m, %out : memref<?xi8>, memref<?xi8>)
  "test.use"(%r#0, %r#1) : (i1, i1) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @same_alloc_both_preds(%arg0: i1, %arg1: index, %arg2: memref<?xi8>) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xi8>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%alloc, %arg0 : memref<?xi8>, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%alloc, %arg0 : memref<?xi8>, i1)
// CHECK-NEXT:   ^bb3(%0: memref<?xi8>, %1: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4(%0, %1 : memref<?xi8>, i1)
// CHECK-NEXT:   ^bb4(%2: memref<?xi8>, %3: i1):  // pred: ^bb3
// CHECK-NEXT:     memref.copy %2, %arg2 : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %2 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<i8>) if (%3)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @different_per_pred(%arg0: i1, %arg1: index, %arg2: memref<?xi8>, %arg3: memref<?xi8>) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xi8>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%alloc, %arg0 : memref<?xi8>, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg2, %arg0 : memref<?xi8>, i1)
// CHECK-NEXT:   ^bb3(%0: memref<?xi8>, %1: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT:     %2:2 = bufferization.dealloc (%base_buffer : memref<i8>) if (%1) retain (%0, %arg3 : memref<?xi8>, memref<?xi8>)
// CHECK-NEXT:     "test.use"(%2#0, %2#1) : (i1, i1) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
