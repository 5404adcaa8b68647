// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

// A call into a public function links its operands to the callee's
// arguments: an operand the callee does not use is dead at the call.

func.func @pub(%a: i1, %b: i32) -> i32 {
  return %b : i32
}
func.func @caller(%i: index, %b: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i1, i32
  case 0 {
    %t = arith.constant true
    memref.store %b, %m[] : memref<i32>
    scf.yield %t, %b : i1, i32
  }
  default {
    %f = arith.constant false
    scf.yield %f, %b : i1, i32
  }
  %c = call @pub(%r#0, %r#1) : (i1, i32) -> i32
  return %c : i32
}

// -----

// A loop left without iteration arguments is replaced whole: the
// producers of its initial values go when nothing else uses them.

func.func @loop(%lb: index, %ub: index, %s: index, %m: memref<4xi32>, %i: index) {
  %a = ub.poison : i1
  %b = ub.poison : i32
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i1, i32) {
    %p = ub.poison : i1
    scf.yield %p, %y : i1, i32
  }
  memref.store %r#1, %m[%i] : memref<4xi32>
  return
}

// -----

// Ops moved out of an scf.if on a constant are canonicalized too: an
// alloca only stored to goes.

func.func @a(%arg1: index, %c: i1) -> index {
  %alloca = memref.alloca() : memref<3xindex>
  memref.store %arg1, %alloca[%arg1] : memref<3xindex>
  %0 = scf.if %c -> (index) {
    %alloca2 = memref.alloca() : memref<3xindex>
    memref.store %arg1, %alloca2[%arg1] : memref<3xindex>
    scf.yield %arg1 : index
  } else {
    scf.yield %arg1 : index
  }
  return %0 : index
}
func.func @b(%arg1: index) -> index {
  %true = arith.constant true
  %0 = scf.if %true -> (index) {
    %alloca2 = memref.alloca() : memref<3xindex>
    memref.store %arg1, %alloca2[%arg1] : memref<3xindex>
    %x = arith.addi %arg1, %arg1 : index
    scf.yield %x : index
  } else {
    scf.yield %arg1 : index
  }
  return %0 : index
}

// -----

// A loop result that only ever holds its initial value is replaced by it
// where used; the loop itself stays, as the canonicalization visits each
// op once.

func.func @forwarded(%lb: index, %ub: index, %s: index, %v: index, %w: index) -> (index, index) {
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%x = %v, %y = %w) -> (index, index) {
    %n = arith.addi %y, %y : index
    scf.yield %v, %n : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// Two iteration arguments with the same initial and yielded values become
// one; the rewrite inside the loop revisits it, which then loses the
// other argument.

func.func @duplicates(%lb: index, %ub: index, %v: index, %m: memref<index>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %c1 iter_args(%x = %v, %y = %v) -> (index, index) {
    memref.store %iv, %m[] : memref<index>
    %n = arith.addi %x, %y : index
    scf.yield %n, %n : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// A loop that runs once is inlined before its forwarded values are.

func.func @once(%v: index, %m: memref<index>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %iv = %c0 to %c1 step %c1 iter_args(%x = %v) -> (index) {
    memref.store %iv, %m[] : memref<index>
    scf.yield %v : index
  }
  return %r : index
}

// -----

// A multi-block scf.execute_region directly in a function is inlined into
// it, even when its result is unused.

func.func private @effect() -> i32

func.func @blocks(%c: i1) {
  %r = scf.execute_region -> i32 {
    %a = func.call @effect() : () -> i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @pub(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: index, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT:     %0:2 = scf.index_switch %arg0 -> i1, i32 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:       %2 = ub.poison : i1
// CHECK-NEXT:       scf.yield %2, %arg1 : i1, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %2 = ub.poison : i1
// CHECK-NEXT:       scf.yield %2, %arg1 : i1, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = call @pub(%0#0, %arg1) : (i1, i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<4xi32>, %arg4: index) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     memref.store %0, %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a(%arg0: index, %arg1: i1) -> index {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<3xindex>
// CHECK-NEXT:     memref.store %arg0, %alloca[%arg0] : memref<3xindex>
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %alloca_0 = memref.alloca() : memref<3xindex>
// CHECK-NEXT:       memref.store %arg0, %alloca_0[%arg0] : memref<3xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: index) -> index {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @forwarded(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index) {
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (index, index) {
// CHECK-NEXT:       %1 = arith.addi %arg7, %arg7 : index
// CHECK-NEXT:       scf.yield %arg3, %1 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg3, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @duplicates(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<index>) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg2) -> (index) {
// CHECK-NEXT:       memref.store %arg4, %arg3[] : memref<index>
// CHECK-NEXT:       %1 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @once(%arg0: index, %arg1: memref<index>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %c0, %arg1[] : memref<index>
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @effect() -> i32
// CHECK-NEXT:   func.func @blocks(%arg0: i1) {
// CHECK-NEXT:     %0 = call @effect() : () -> i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = ub.poison : i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
