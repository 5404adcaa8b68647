// RUN: strata-opt %s -allow-unregistered-dialect --buffer-hoisting --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--buffer-hoisting

// Allocations move up to the block dominating all values that may be
// their buffer, not above their operands and not out of loops.

func.func @a(%c: i1, %n: index, %lb: index, %ub: index, %s: index) {
  scf.if %c {
    %a = memref.alloc() : memref<2xf32>
    %d = memref.alloc(%n) : memref<?xf32>
    "test.use"(%a, %d) : (memref<2xf32>, memref<?xf32>) -> ()
    scf.for %i = %lb to %ub step %s {
      %b = memref.alloc() : memref<2xf32>
      %e = memref.alloc(%i) : memref<?xf32>
      "test.use"(%b, %e) : (memref<2xf32>, memref<?xf32>) -> ()
    }
  }
  %r = scf.if %c -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    scf.yield %x : memref<2xf32>
  } else {
    %y = memref.alloca() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  %w = scf.execute_region -> memref<2xf32> {
    %z = memref.alloc() : memref<2xf32>
    scf.yield %z : memref<2xf32>
  }
  "test.use"(%w) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @a(%c: i1, %x: memref<2xf32>) {
  %k = arith.constant 1 : index
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : memref<2xf32>)
^bb2:
  "test.op"() : () -> ()
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  "test.use"(%1) : (memref<2xf32>) -> ()
  return
}
func.func @b(%c: i1, %x: memref<?xf32>, %n: index) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : memref<?xf32>)
^bb2:
  %m = arith.addi %n, %n : index
  %0 = memref.alloc(%m) : memref<?xf32>
  cf.br ^bb3(%0 : memref<?xf32>)
^bb3(%1: memref<?xf32>):
  "test.use"(%1) : (memref<?xf32>) -> ()
  return
}
func.func @c(%c: i1, %x: memref<2xf32>) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}
func.func @d(%c: i1, %n: index) {
  "test.op"() : () -> ()
  %r = scf.if %c -> memref<?xf32> {
    %m = arith.addi %n, %n : index
    %0 = memref.alloc(%m) : memref<?xf32>
    scf.yield %0 : memref<?xf32>
  } else {
    %1 = memref.alloc(%n) : memref<?xf32>
    scf.yield %1 : memref<?xf32>
  }
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %alloc_2 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:       "test.use"(%alloc_1, %alloc_2) : (memref<2xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:         %alloc_3 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:         %alloc_4 = memref.alloc(%arg5) : memref<?xf32>
// CHECK-NEXT:         "test.use"(%alloc_3, %alloc_4) : (memref<2xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %alloc : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT:       scf.yield %alloca : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %1 = scf.execute_region -> memref<2xf32> {
// CHECK-NEXT:       scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%1) : (memref<2xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : memref<2xf32>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:     cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT:   ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: i1, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : memref<?xf32>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:     %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT:     cf.br ^bb3(%alloc : memref<?xf32>)
// CHECK-NEXT:   ^bb3(%1: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "test.use"(%1) : (memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d(%arg0: i1, %arg1: index) {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:       %alloc_0 = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT:       scf.yield %alloc_0 : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %alloc : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%0) : (memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
