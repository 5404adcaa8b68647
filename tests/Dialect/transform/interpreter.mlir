// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter

// Navigation, counting and remarks on ops and values.

// expected-remark @below {{3 : i64}}
func.func @nav(%a: i32, %b: i32) -> i32 {
  // expected-remark @below {{adds}}
  // expected-remark @below {{result}}
  // expected-note @below {{value handle points to an op result #0}}
  // expected-remark @below {{first}}
  %0 = arith.addi %a, %b : i32
  // expected-remark @below {{adds}}
  // expected-remark @below {{result}}
  // expected-note @below {{value handle points to an op result #0}}
  %1 = arith.addi %0, %a : i32
  // expected-remark @below {{muls}}
  %2 = arith.muli %1, %b : i32
  return %2 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %adds, "adds" : !transform.any_op
    %n = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{count 2 : i64}}
    transform.debug.emit_param_as_remark %n, "count" : !transform.param<i64>
    %r = transform.get_result %adds[0] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %r, "result" : !transform.any_value
    %t = transform.get_type %r : (!transform.any_value) -> !transform.type
    // expected-remark @below {{i32, i32}}
    transform.debug.emit_param_as_remark %t : !transform.type
    %first, %second = transform.split_handle %adds : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %first, "first" : !transform.any_op
    %users = transform.get_consumers_of_result %second[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %users, "muls" : !transform.any_op
    %f = transform.get_parent_op %adds {deduplicate} : (!transform.any_op) -> !transform.any_op
    %nf = transform.num_associations %f : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1 : i64}}
    transform.debug.emit_param_as_remark %nf : !transform.param<i64>
    %all = transform.merge_handles %adds, %first : !transform.any_op
    %dedup = transform.merge_handles deduplicate %adds, %first : !transform.any_op
    %c1 = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    %c2 = transform.num_associations %dedup : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %c1 at %f : !transform.param<i64>, !transform.any_op
    %both = transform.merge_handles %c1, %c2 : !transform.param<i64>
    // expected-remark @below {{3 : i64, 2 : i64}}
    transform.debug.emit_param_as_remark %both : !transform.param<i64>
    transform.yield
  }
}

// -----

// Matchers, collect_matching and foreach_match walk in post-order.

// expected-remark @below {{collected}}
// expected-remark @below {{acted}}
func.func @walk(%x: index) -> index {
  // expected-remark @below {{collected}}
  // expected-remark @below {{acted}}
  %0 = arith.addi %x, %x : index
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_add_or_func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi", "func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "acted" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %m = transform.collect_matching @match_add_or_func in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %m, "collected" : !transform.any_op
    %r = transform.foreach_match in %root
        @match_add_or_func -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Suppressed silenceable failures let the rest of the sequence run; the
// failing op's results are empty.

func.func @two_muls(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %muls = transform.structured.match ops{["arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %h:3 = transform.split_handle %muls : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      %n = transform.num_associations %h#0 : (!transform.any_op) -> !transform.param<i64>
      // expected-remark @below {{0 : i64}}
      transform.debug.emit_param_as_remark %n : !transform.param<i64>
    }
    transform.yield
  }
}

// -----

// A consumed handle invalidates the handles to ops nested in its payload.

// expected-note @below {{ancestor payload op}}
func.func @consumed(%x: i32) -> i32 {
  // expected-note @below {{nested payload op}}
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-note @below {{handle to invalidated ops}}
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them}}
    %g = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %add, "unreachable" : !transform.any_op
    transform.yield
  }
}

// -----

// Includes, named sequences in nested modules, and foreach.

func.func @loops(%n: index) {
  // expected-remark @below {{loop}}
  scf.for %i = %n to %n step %n {
  }
  // expected-remark @below {{loop}}
  scf.for %j = %n to %n step %n {
  }
  return
}

module attributes {transform.with_named_sequence} {
  module @lib attributes {transform.with_named_sequence} {
    transform.named_sequence @mark(%op: !transform.any_op {transform.readonly}) {
      transform.debug.emit_remark_at %op, "loop" : !transform.any_op
      transform.yield
    }
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %loops : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      transform.include @lib::@mark failures(propagate) (%loop) : (!transform.any_op) -> ()
    }
    transform.yield
  }
}
