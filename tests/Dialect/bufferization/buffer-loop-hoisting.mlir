// RUN: strata-opt %s -allow-unregistered-dialect --buffer-loop-hoisting --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--buffer-loop-hoisting

// Allocations leave sequential loops whose bodies define none of their
// operands and through whose terminators their aliases do not flow.

func.func @a(%lb: index, %ub: index, %s: index, %buf: memref<2xf32>, %n: index) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    %v = memref.subview %b[0][1][1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    %d = memref.alloc(%n) : memref<?xf32>
    %e = memref.alloc(%i) : memref<?xf32>
    %c = memref.cast %a : memref<2xf32> to memref<?xf32>
    %x = memref.alloca() : memref<2xf32>
    %y = memref.realloc %it : memref<2xf32> to memref<2xf32>
    "test.use"(%v, %c, %d, %e, %x, %y) : (memref<1xf32, strided<[1]>>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<2xf32>, memref<2xf32>) -> ()
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @b(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    %j = arith.addi %lb, %lb : index
    scf.for %k = %lb to %ub step %s {
      %a = memref.alloc(%j) : memref<?xf32>
      %b = memref.alloc(%k) : memref<?xf32>
      %cc = memref.alloc() : memref<3xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
      %s2 = arith.select %c, %cc, %cc : memref<3xf32>
      "test.use"(%s2) : (memref<3xf32>) -> ()
    }
  }
  %w = scf.while (%q = %lb) : (index) -> index {
    %t = memref.alloc() : memref<2xf32>
    %cond = arith.cmpi slt, %q, %ub : index
    scf.condition(%cond) %q : index
  } do {
  ^bb0(%q2: index):
    %t2 = memref.alloc() : memref<2xf32>
    scf.yield %q2 : index
  }
  return
}

// -----

func.func @a(%lb: index, %ub: index, %s: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    %q = scf.if %c -> memref<2xf32> {
      scf.yield %a : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    "test.use"(%q) : (memref<2xf32>) -> ()
    %v = memref.subview %b[0][1][1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    %w = memref.cast %v : memref<1xf32, strided<[1]>> to memref<1xf32, strided<[?], offset: ?>>
    "test.use"(%w) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
    scf.yield %it : memref<2xf32>
  }
  %r2 = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    %d = memref.alloc() : memref<2xf32>
    %s2 = arith.select %c, %b, %it : memref<2xf32>
    %v = memref.subview %d[0][2][1] : memref<2xf32> to memref<2xf32, strided<[1]>>
    %w = memref.cast %v : memref<2xf32, strided<[1]>> to memref<2xf32>
    %z = scf.if %c -> memref<2xf32> {
      scf.yield %w : memref<2xf32>
    } else {
      scf.yield %s2 : memref<2xf32>
    }
    scf.yield %z : memref<2xf32>
  }
  "test.use"(%r, %r2) : (memref<2xf32>, memref<2xf32>) -> ()
  return %r : memref<2xf32>
}
func.func @c(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.for %k = %lb to %ub step %s {
      %a = memref.alloc() : memref<3xf32>
      "test.use"(%a) : (memref<3xf32>) -> ()
    }
    scf.reduce
  }
  affine.for %k = 0 to 10 {
    %a = memref.alloc() : memref<3xf32>
    "test.use"(%a) : (memref<3xf32>) -> ()
  }
  scf.if %c {
    scf.for %k = %lb to %ub step %s {
      %a = memref.alloc() : memref<3xf32>
      "test.use"(%a) : (memref<3xf32>) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: index) -> memref<2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg4) : memref<?xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc_1[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT:       %alloc_2 = memref.alloc(%arg5) : memref<?xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:       %1 = memref.realloc %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       "test.use"(%subview, %cast, %alloc_0, %alloc_2, %alloca, %1) : (memref<1xf32, strided<[1]>>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT:       scf.yield %alloc_1 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT:       %alloc_2 = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT:       scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:         %alloc_3 = memref.alloc(%arg5) : memref<?xf32>
// CHECK-NEXT:         "test.use"(%alloc_2, %alloc_3) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         %2 = arith.select %arg3, %alloc, %alloc : memref<3xf32>
// CHECK-NEXT:         "test.use"(%2) : (memref<3xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = scf.while (%arg4 = %arg0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg4 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: index):
// CHECK-NEXT:       scf.yield %arg4 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (memref<2xf32>) {
// CHECK-NEXT:       %2 = scf.if %arg3 -> (memref<2xf32>) {
// CHECK-NEXT:         scf.yield %alloc : memref<2xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg6 : memref<2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.use"(%2) : (memref<2xf32>) -> ()
// CHECK-NEXT:       %subview = memref.subview %alloc_0[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT:       %cast = memref.cast %subview : memref<1xf32, strided<[1]>> to memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       "test.use"(%cast) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:       scf.yield %arg6 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (memref<2xf32>) {
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %2 = arith.select %arg3, %alloc_1, %arg6 : memref<2xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc_2[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32>
// CHECK-NEXT:       %3 = scf.if %arg3 -> (memref<2xf32>) {
// CHECK-NEXT:         scf.yield %cast : memref<2xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %2 : memref<2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%0, %1) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:     scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT:       scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:         "test.use"(%alloc_0) : (memref<3xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:       "test.use"(%alloc) : (memref<3xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg3 {
// CHECK-NEXT:       %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:         "test.use"(%alloc_0) : (memref<3xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
