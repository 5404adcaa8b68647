// RUN: strata-opt %s --split-input-file --remove-dead-values=canonicalize=false | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values=canonicalize=false
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(remove-dead-values{canonicalize=false})

// Without canonicalization, region branch ops keep their results and
// arguments: the values they forward only to dead ones become ub.poison.

func.func @while(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %p : i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }

// -----

func.func @while_dead_result(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %p : i32
    %m = arith.addi %q, %q : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_dead_result(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %arg0, %arg3 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.condition(%2) %arg2, %3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }

// -----

func.func @if_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %a : i32, i32
  } else {
    %s = arith.muli %a, %b : i32
    scf.yield %b, %s : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @if_results(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg2, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }

// -----

func.func @for(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = arith.addi %x, %x : i32
    %m = arith.addi %y, %x : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @for(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %0) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }

// -----

func.func @execute_region(%a: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x, %a : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @execute_region(%arg0: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : i32
// CHECK-NEXT: }

// -----

func.func @switch(%i: index, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a : i32, i32
  }
  default {
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.index_switch %arg0 -> i32, i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : i32
// CHECK-NEXT: }

// -----

func.func @whilecf(%a: i32, %n: i32, %m: memref<i32>) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    memref.store %q, %m[] : memref<i32>
    %n1 = arith.addi %p, %p : i32
    scf.yield %n1, %q : i32, i32
  }
  return
}

// CHECK-LABEL: func.func @whilecf(%arg0: i32, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: memref.store %arg4, %arg2[] : memref<i32>
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1, %arg4 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
