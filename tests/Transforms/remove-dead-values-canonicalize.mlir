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
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<4xi32>, %arg4: index) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     memref.store %0, %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
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
