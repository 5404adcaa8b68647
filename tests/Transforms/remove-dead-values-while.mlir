// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

// The canonicalization that follows the cleanup visits an scf.while once:
// a result that only ever holds a value from outside is replaced by it
// where used, and the loop keeps its arguments.

func.func @while_forwarded(%c: i1, %v: index, %w: index, %m: memref<index>) -> index {
  %r:3 = scf.while (%a = %v, %b = %w) : (index, index) -> (index, index, index) {
    %x = arith.addi %a, %a : index
    scf.condition(%c) %v, %b, %b : index, index, index
  } do {
  ^bb0(%p: index, %q: index, %s: index):
    memref.store %s, %m[] : memref<index>
    %n = arith.addi %q, %s : index
    scf.yield %p, %n : index, index
  }
  return %r#0 : index
}

// -----

// Dead arguments and results go from the loop in place: the poison values
// that were forwarded to them stay.

func.func @while_dead(%c: i1, %v: index, %m: memref<index>) {
  %p = ub.poison : index
  %r = scf.while (%a = %p) : (index) -> index {
    %q = ub.poison : index
    scf.condition(%c) %q : index
  } do {
  ^bb0(%x: index):
    memref.store %v, %m[] : memref<index>
    %y = ub.poison : index
    scf.yield %y : index
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @while_forwarded(%arg0: i1, %arg1: index, %arg2: index, %arg3: memref<index>) -> index {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1:3 = scf.while (%arg4 = %0, %arg5 = %arg2) : (index, index) -> (index, index, index) {
// CHECK-NEXT:       scf.condition(%arg0) %arg1, %arg5, %arg5 : index, index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index, %arg6: index):
// CHECK-NEXT:       memref.store %arg6, %arg3[] : memref<index>
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT:       %3 = ub.poison : index
// CHECK-NEXT:       scf.yield %3, %2 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_dead(%arg0: i1, %arg1: index, %arg2: memref<index>) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %1 = ub.poison : index
// CHECK-NEXT:       scf.condition(%arg0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       memref.store %arg1, %arg2[] : memref<index>
// CHECK-NEXT:       %1 = ub.poison : index
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
