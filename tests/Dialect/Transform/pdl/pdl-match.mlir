// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// pdl_match finds the ops a named pattern matches, in post-order walk
// order, nested in the operand's ops; the other patterns are not used.

module attributes {transform.with_named_sequence} {
  func.func @callee(%x: i32) -> i32 {
    return %x : i32
  }
  // CHECK-LABEL: func.func @caller
  func.func @caller(%x: i32) -> i32 {
    // expected-remark @below {{call of a single value}}
    %0 = func.call @callee(%x) : (i32) -> i32
    // expected-remark @below {{call of a single value}}
    %1 = func.call @callee(%0) : (i32) -> i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @unary_calls : benefit(1) {
        %arg = pdl.operand
        %t = pdl.type
        %call = pdl.operation "func.call"(%arg : !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %call with "transform.dialect"
      }
      pdl.pattern @adds : benefit(1) {
        %add = pdl.operation "arith.addi"
        pdl.rewrite %add with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %calls = transform.pdl_match @unary_calls in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %calls, "call of a single value" : !transform.any_op
      }
    }
    transform.yield
  }
}

// -----

// Without an operand, the block argument is the payload root; a pattern
// that does not exist is an error.

module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @returns : benefit(1) {
        %r = pdl.operation "func.return"
        pdl.rewrite %r with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        // expected-error @below {{could not find pattern '@missing'}}
        %none = transform.pdl_match @missing in %arg1 : (!transform.any_op) -> !transform.any_op
      }
    }
    transform.yield
  }
}
