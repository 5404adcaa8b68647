// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter

func.func @different_steps(%m: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  // expected-error @below {{operations cannot be fused}}
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %x, %m[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c2 {
    memref.store %x, %m[%i] : memref<8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %first into %second : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @used_in_between(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error @below {{user of results of target should be properly dominated by source}}
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %init) -> f32 {
    scf.yield %a : f32
  }
  %u = arith.addf %r, %r : f32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %u) -> f32 {
    scf.yield %a : f32
  }
  return %s : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %first into %second : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @operand_after_source(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %init) -> f32 {
    scf.yield %a : f32
  }
  %u = arith.addf %r, %r : f32
  // expected-error @below {{operands of target should be properly dominated by source}}
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %u) -> f32 {
    scf.yield %a : f32
  }
  return %s : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %second into %first : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_siblings(%m: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error @below {{target and source are not in the same block}}
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %x, %m[%j] : memref<8xf32>
    }
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner, %outer = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused = transform.loop.fuse_sibling %inner into %outer : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
