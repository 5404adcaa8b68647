// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// scf.if replaced by the ops of one of its branches; a handle to an op
// moved out of the branch stays valid.

func.func @branches(%cond: i1, %a: f32, %b: f32) -> (f32, f32) {
  %r = scf.if %cond -> f32 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    %t = arith.mulf %a, %b : f32
    scf.yield %t : f32
  } {take_else}
  %q = scf.if %cond -> f32 {
    %u = arith.subf %a, %b : f32
    scf.yield %u : f32
  } else {
    scf.yield %b : f32
  }
  return %r, %q : f32, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %else_if = transform.structured.match ops{["scf.if"]} attributes {take_else} in %root : (!transform.any_op) -> !transform.any_op
    %mul = transform.structured.match ops{["arith.mulf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.scf.take_assumed_branch %else_if take_else_branch : (!transform.any_op) -> ()
    %ifs = transform.structured.match ops{["scf.if"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.scf.take_assumed_branch %ifs : (!transform.any_op) -> ()
    transform.annotate %mul "kept" : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = arith.mulf %arg1, %arg2 {kept} : f32
// CHECK-NEXT:     %1 = arith.subf %arg1, %arg2 : f32
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["scf.if"]} attributes {take_else} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["arith.mulf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.scf.take_assumed_branch %0 take_else_branch : (!transform.any_op) -> ()
// CHECK-NEXT:       %2 = transform.structured.match ops{["scf.if"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.scf.take_assumed_branch %2 : (!transform.any_op) -> ()
// CHECK-NEXT:       transform.annotate %1 "kept" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
