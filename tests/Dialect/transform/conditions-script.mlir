// RUN: strata-opt %s --transform-check-conditions --verify-diagnostics

// A loop transform after the lowering that removed the loops: the checker
// reports the transform whose precondition cannot hold and what removed
// the ops it needs.

// expected-remark @below {{the final op set is}}
module {
  func.func @f(%m: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %m[%i] : memref<8xf32>
      memref.store %v, %m[%i] : memref<8xf32>
    }
    return
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
      %0 = transform.apply_registered_pass "convert-scf-to-cf" to %root : (!transform.any_op) -> !transform.any_op
      %loops = transform.structured.match ops{["scf.for"]} in %0 : (!transform.any_op) -> !transform.any_op
      // expected-error @below {{'transform.loop.unroll' requires one of {scf.for, affine.for}, but none can be present at this point}}
      // expected-note @below {{'scf.for' was removed by 'convert-scf-to-cf'}}
      transform.loop.unroll %loops {factor = 2} : !transform.any_op
      transform.yield
    }
  }
}
