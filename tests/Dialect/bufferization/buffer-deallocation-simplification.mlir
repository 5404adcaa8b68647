// RUN: strata-opt %s -allow-unregistered-dialect --buffer-deallocation-simplification --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--buffer-deallocation-simplification

// Which buffers are certainly the same allocation, or certainly not,
// decides which memrefs and retained values a dealloc can drop or split.

func.func @f(%x: memref<4xf32>, %y: memref<4xf32>, %c0: i1, %c1: i1, %c2: i1) -> i1 {
  %v0 = memref.subview %x[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %0 = bufferization.dealloc (%x, %v0, %y : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>) if (%c0, %c1, %c2) retain (%x : memref<4xf32>)
  return %0 : i1
}
func.func @g(%x: memref<4xf32>, %c0: i1, %c1: i1, %c2: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %0:2 = bufferization.dealloc (%x, %a : memref<4xf32>, memref<4xf32>) if (%c0, %c1) retain (%x, %a : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @h(%x: memref<4xf32>, %c0: i1, %c1: i1, %c2: i1) -> (i1) {
  %a = memref.alloc() : memref<4xf32>
  %0 = bufferization.dealloc (%x, %a : memref<4xf32>, memref<4xf32>) if (%c0, %c1) retain (%x : memref<4xf32>)
  return %0 : i1
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) -> (i1, i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%a, %c : memref<4xf32>, memref<4xf32>) if (%true, %true) retain (%a, %b : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @g(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%a, %b : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

func.func @g(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> (i1) {
  %0:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%a, %b : memref<4xf32>, memref<4xf32>)
  return %0#0 : i1
}
func.func @h(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> (i1) {
  %0:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%b, %a : memref<4xf32>, memref<4xf32>)
  return %0#0 : i1
}
func.func @k(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> (i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %c) retain (%b, %a : memref<4xf32>, memref<4xf32>)
  return %0#0 : i1
}

// -----

func.func private @src() -> memref<4xf32>
func.func @a(%x: memref<4xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %s = call @src() : () -> memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %0:3 = bufferization.dealloc (%a, %s, %b : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %c) retain (%x, %s, %a : memref<4xf32>, memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @b(%x: memref<4xf32>, %c: i1) -> (i1, i1) {
  %s = call @src() : () -> memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  %a2 = memref.alloc() : memref<4xf32>
  %0:2 = bufferization.dealloc (%r, %a2 : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%x, %s : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @c(%x: memref<4xf32>, %c: i1) -> (i1) {
  %a = memref.alloc() : memref<4xf32>
  %s = "test.id"(%a) : (memref<4xf32>) -> memref<4xf32>
  %v = memref.cast %a : memref<4xf32> to memref<?xf32>
  %0 = bufferization.dealloc (%a, %x : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%s : memref<4xf32>)
  %1 = bufferization.dealloc (%v : memref<?xf32>) if (%c) retain (%a : memref<4xf32>)
  return %0 : i1
}
func.func @d(%x: memref<4xf32>, %c: i1) -> (i1) {
  cf.cond_br %c, ^b1, ^b2
^b1:
  %a = memref.alloc() : memref<4xf32>
  cf.br ^b3(%a : memref<4xf32>)
^b2:
  cf.br ^b3(%x : memref<4xf32>)
^b3(%m: memref<4xf32>):
  %a2 = memref.alloc() : memref<4xf32>
  %0 = bufferization.dealloc (%m, %a2 : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%x : memref<4xf32>)
  return %0 : i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1, %arg4: i1) -> i1 {
// CHECK-NEXT:     %0 = bufferization.dealloc (%arg1 : memref<4xf32>) if (%arg4) retain (%arg0 : memref<4xf32>)
// CHECK-NEXT:     %1 = arith.ori %0, %arg3 : i1
// CHECK-NEXT:     %2 = arith.ori %1, %arg2 : i1
// CHECK-NEXT:     return %2 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>, %arg1: i1, %arg2: i1, %arg3: i1) -> (i1, i1) {
// CHECK-NEXT:     return %arg1, %arg2 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<4xf32>, %arg1: i1, %arg2: i1, %arg3: i1) -> i1 {
// CHECK-NEXT:     return %arg1 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) -> (i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0, %arg2 : memref<4xf32>, memref<4xf32>) if (%true, %true) retain (%arg0, %arg1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %true, %0#1 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> (i1, i1) {
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg0, %arg1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %0#0, %0#1 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> i1 {
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg0, %arg1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %0#0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> i1 {
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg1, %arg0 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %0#0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @k(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<4xf32>) if (%true, %arg2) retain (%arg1, %arg0 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %0#0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @src() -> memref<4xf32>
// CHECK-NEXT:   func.func @a(%arg0: memref<4xf32>, %arg1: i1, %arg2: i1) -> (i1, i1, i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0 = call @src() : () -> memref<4xf32>
// CHECK-NEXT:     %1:3 = bufferization.dealloc (%alloc, %0 : memref<4xf32>, memref<4xf32>) if (%arg1, %arg2) retain (%arg0, %0, %alloc : memref<4xf32>, memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %1#0, %1#1, %1#2 : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: memref<4xf32>, %arg1: i1) -> (i1, i1) {
// CHECK-NEXT:     %0 = call @src() : () -> memref<4xf32>
// CHECK-NEXT:     %1 = scf.if %arg1 -> (memref<4xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = bufferization.dealloc (%1 : memref<4xf32>) if (%arg1) retain (%arg0, %0 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %2#0, %2#1 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: memref<4xf32>, %arg1: i1) -> i1 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0 = "test.id"(%alloc) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.dealloc (%alloc : memref<4xf32>) if (%arg1) retain (%0 : memref<4xf32>)
// CHECK-NEXT:     %2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1) retain (%0 : memref<4xf32>)
// CHECK-NEXT:     %3 = arith.ori %1, %2 : i1
// CHECK-NEXT:     return %3 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d(%arg0: memref<4xf32>, %arg1: i1) -> i1 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     cf.br ^bb3(%alloc : memref<4xf32>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg0 : memref<4xf32>)
// CHECK-NEXT:   ^bb3(%0: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %1 = bufferization.dealloc (%0 : memref<4xf32>) if (%arg1) retain (%arg0 : memref<4xf32>)
// CHECK-NEXT:     return %1 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
