// RUN: strata-opt %s --mem2reg --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(mem2reg{region-simplify=false})' --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s
// CONFORMANCE: pipeline=--mem2reg
// Promotion of memref.alloca slots of one element: block arguments at the
// (pruned) merge points, ub.poison before any store, and the slots that
// stay in memory (other uses, uses in nested regions, several elements).

func.func @diamond(%c: i1, %a: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  memref.store %x, %m[] : memref<i32>
  cf.br ^bb2
^bb2:
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

func.func @uninitialized() -> (f32, vector<4xi32>, index) {
  %m = memref.alloca() : memref<f32>
  %n = memref.alloca() : memref<vector<4xi32>>
  %k = memref.alloca() : memref<index>
  %v = memref.load %m[] : memref<f32>
  %w = memref.load %n[] : memref<vector<4xi32>>
  %i = memref.load %k[] : memref<index>
  return %v, %w, %i : f32, vector<4xi32>, index
}

func.func @shapes(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %a, %m[%c0] : memref<2xi32>
  %v = memref.load %m[%c1] : memref<2xi32>
  %m1 = memref.alloca() : memref<1x1xi32>
  memref.store %v, %m1[%c0, %c0] : memref<1x1xi32>
  %v1 = memref.load %m1[%c0, %c0] : memref<1x1xi32>
  return %v1 : i32
}

func.func @loop(%n: index, %a: i32) -> (i32, i32) {
  %m = memref.alloca() : memref<i32>
  %s = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0 : index)
^h(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^b, ^e
^b:
  %v = memref.load %m[] : memref<i32>
  %w = arith.addi %v, %v : i32
  memref.store %w, %m[] : memref<i32>
  memref.store %v, %s[] : memref<i32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2 : index)
^e:
  %r = memref.load %m[] : memref<i32>
  %t = memref.load %s[] : memref<i32>
  return %r, %t : i32, i32
}

func.func @not_promoted(%c: i1, %a: i32, %d: index) -> (memref<i32>, i32) {
  %escapes = memref.alloca() : memref<i32>
  memref.store %a, %escapes[] : memref<i32>
  %nested = memref.alloca() : memref<i32>
  memref.store %a, %nested[] : memref<i32>
  scf.if %c {
    memref.store %a, %nested[] : memref<i32>
  }
  %v = memref.load %nested[] : memref<i32>
  %dynamic = memref.alloca(%d) : memref<?xi32>
  memref.store %a, %dynamic[%d] : memref<?xi32>
  %unused = memref.alloca() : memref<i32>
  return %escapes, %v : memref<i32>, i32
}

func.func @store_of_loaded(%a: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  %p = memref.alloca() : memref<memref<i32>>
  %q = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  %v = memref.load %m[] : memref<i32>
  memref.store %v, %m[] : memref<i32>
  memref.store %m, %p[] : memref<memref<i32>>
  %w = memref.load %m[] : memref<i32>
  memref.store %w, %q[] : memref<i32>
  %u = memref.load %q[] : memref<i32>
  return %u : i32
}

func.func @in_region(%lb: index, %ub: index, %a: i32) {
  scf.for %i = %lb to %ub step %lb {
    %m = memref.alloca() : memref<i32>
    memref.store %a, %m[] : memref<i32>
    %v = memref.load %m[] : memref<i32>
    "test.use"(%v) : (i32) -> ()
  }
  return
}

func.func @unreachable_and_switch(%f: i32, %a: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  cf.switch %f : i32, [
    default: ^d,
    1: ^one
  ]
^one:
  memref.store %a, %m[] : memref<i32>
  cf.br ^d
^d:
  %v = memref.load %m[] : memref<i32>
  return %v : i32
^dead:
  %u = memref.load %m[] : memref<i32>
  return %u : i32
}

func.func @foreign_terminator(%a: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  "test.br"()[^bb1] : () -> ()
^bb1:
  memref.store %a, %m[] : memref<i32>
  "test.br"()[^bb2] : () -> ()
^bb2:
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

module @inner {
  func.func @nested(%a: i32) -> i32 {
    %m = memref.alloca() : memref<i32>
    memref.store %a, %m[] : memref<i32>
    %v = memref.load %m[] : memref<i32>
    return %v : i32
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @diamond(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @uninitialized() -> (f32, vector<4xi32>, index) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = ub.poison : vector<4xi32>
// CHECK-NEXT:     %2 = ub.poison : f32
// CHECK-NEXT:     return %2, %1, %0 : f32, vector<4xi32>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shapes(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca[%c0] : memref<2xi32>
// CHECK-NEXT:     %0 = memref.load %alloca[%c1] : memref<2xi32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg1, %0 : index, i32, i32)
// CHECK-NEXT:   ^bb1(%1: index, %2: i32, %3: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %4 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:     cf.cond_br %4, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %5 = arith.addi %2, %2 : i32
// CHECK-NEXT:     %6 = arith.addi %1, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%6, %5, %2 : index, i32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %2, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_promoted(%arg0: i1, %arg1: i32, %arg2: index) -> (memref<i32>, i32) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg1, %alloca_0[] : memref<i32>
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.store %arg1, %alloca_0[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.load %alloca_0[] : memref<i32>
// CHECK-NEXT:     %alloca_1 = memref.alloca(%arg2) : memref<?xi32>
// CHECK-NEXT:     memref.store %arg1, %alloca_1[%arg2] : memref<?xi32>
// CHECK-NEXT:     %alloca_2 = memref.alloca() : memref<i32>
// CHECK-NEXT:     return %alloca, %0 : memref<i32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @store_of_loaded(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_region(%arg0: index, %arg1: index, %arg2: i32) {
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       "test.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable_and_switch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2(%0 : i32),
// CHECK-NEXT:       1: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @foreign_terminator(%arg0: i32) -> i32 {
// CHECK-NEXT:     "test.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @nested(%arg0: i32) -> i32 {
// CHECK-NEXT:       return %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
