// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo
// scf.while canonicalization: the condition forwarded to the after region
// is true there; unused results with unused after arguments are dropped.

func.func @condition_truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    %n = "test.next"(%p, %q) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}
func.func @condition_truth_used(%a: i32) -> (i32, i1) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    %n = "test.next"(%p, %q) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i1
}
func.func @unused_result(%a: i32, %b: f32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %f = "test.f"(%x) : (i32) -> f32
    scf.condition(%c) %x, %f : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  } attributes {keep}
  return %r#0 : i32
}
func.func @duplicated(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @duplicated_pairs(%a: i32, %b: f32) -> (i32, f32, i32, f32) {
  %r:4 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32, i32, f32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %x, %y, %x, %y : i32, f32, i32, f32
  } do {
  ^bb0(%p: i32, %q: f32, %s: i32, %t: f32):
    %n = "test.next"(%p, %q, %s, %t) : (i32, f32, i32, f32) -> i32
    %m = "test.f"(%t) : (f32) -> f32
    scf.yield %n, %m : i32, f32
  } attributes {keep}
  return %r#0, %r#1, %r#2, %r#3 : i32, f32, i32, f32
}

// CHECK-LABEL: func.func @condition_truth(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @condition_truth_used(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i1) {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1, %1 : i32, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i1):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_result(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: %2 = "test.f"(%arg2) : (i32) -> f32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } attributes {keep}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @duplicated(
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @duplicated_pairs(
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg3, %arg2, %arg3) : (i32, f32, i32, f32) -> i32
// CHECK-NEXT: %2 = "test.f"(%arg3) : (f32) -> f32
// CHECK-NEXT: scf.yield %1, %2 : i32, f32
// CHECK-NEXT: } attributes {keep}
// CHECK-NEXT: return %0#0, %0#1, %0#0, %0#1 : i32, f32, i32, f32
// CHECK-NEXT: }
