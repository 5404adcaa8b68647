// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The checks a possible top-level transform op makes on its region.

// expected-error @below {{expects the entry block to have at least one argument}}
transform.sequence failures(suppress) {
^bb0:
}

// -----

// expected-error @below {{expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%x: index):
}

// -----

// expected-error @below {{expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @below {{argument #2 does not}}
transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op, %b: !transform.any_value, %c: f32):
}

// -----

transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{expects the type of the block argument to match the type of the operand}}
  transform.sequence %a : !transform.any_op failures(propagate) {
  ^bb1(%b: !transform.op<"func.func">):
  }
}

// -----

// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{expects operands to be provided for a nested op}}
  transform.alternatives {
  ^bb1(%b: !transform.any_op):
  }
}

// -----

// Handles consumed twice.

transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{result #0 has more than one potential consumer}}
  %m = transform.structured.match ops{["func.func"]} in %a : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.loop.unroll %m {factor = 2} : !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.loop.unroll %m {factor = 4} : !transform.any_op
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @eat(%h: !transform.any_op {transform.consumed})
  // expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-note @below {{used here as operand #0}}
    transform.include @eat failures(propagate) (%a) : (!transform.any_op) -> ()
    // expected-note @below {{used here as operand #0}}
    transform.loop.unroll %a {factor = 2} : !transform.any_op
  }
}

// -----

// expected-error @below {{expected children ops to implement TransformOpInterface}}
transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-note @below {{op without interface}}
  %c = arith.constant 1 : index
  transform.yield
}

// -----

// expected-error @below {{expects to have a terminator in the body}}
"transform.sequence"() <{failure_propagation_mode = 2 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({
^bb0(%a: !transform.any_op):
  transform.apply_cse to %a : !transform.any_op
}) : () -> ()

// -----

transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{expects terminator operands to have the same type as results of the operation}}
  %r = transform.alternatives %a : !transform.any_op -> !transform.any_op {
  ^bb1(%b: !transform.any_op):
    // expected-note @below {{terminator}}
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{expects the same number of results as the yield terminator has operands}}
  %r:2 = transform.foreach %a : !transform.any_op -> !transform.any_op, !transform.any_op {
  ^bb1(%b: !transform.any_op):
    transform.yield %b : !transform.any_op
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{expects co-indexed results and yield operands to have the same op/value/param type}}
  %r = transform.foreach %a : !transform.any_op -> !transform.op<"func.func"> {
  ^bb1(%b: !transform.any_op):
    transform.yield %b : !transform.any_op
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%a: !transform.any_op):
  // expected-error @below {{expected the type of the parameter attribute ('i64') to match the parameter type ('i8')}}
  %n = transform.num_associations %a : (!transform.any_op) -> !transform.param<i8>
}

// -----

// Named sequences and the symbol table holding them.

// expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
"test.not_a_table"() {transform.with_named_sequence} : () -> ()

// -----

// expected-error @below {{unknown attribute: "transform.misspelled"}}
module attributes {transform.misspelled} {}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @a(%h: !transform.any_op {transform.readonly}) {
    transform.include @b failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @b(%h: !transform.any_op {transform.readonly}) {
    transform.include @c failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
  // The error is at the sequence the search completes the cycle on.
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @c(%h: !transform.any_op {transform.readonly}) {
    transform.include @a failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected 'transform.yield' as terminator}}
  transform.named_sequence @no_yield(%h: !transform.any_op {transform.readonly}) {
    // expected-note @below {{terminator}}
    transform.apply_cse to %h : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @two(%h: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    // expected-error @below {{expected terminator to have as many operands as the parent op has results}}
    transform.yield %h : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @typed(%h: !transform.any_op {transform.readonly}) -> !transform.any_value {
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result}}
    transform.yield %h : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @declared(%h: !transform.any_op)
}

// -----

module attributes {transform.with_named_sequence} {
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{op does not reference a named transform sequence}}
    transform.include @missing failures(propagate) (%a) : (!transform.any_op) -> ()
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%h: !transform.op<"func.func"> {transform.readonly}) {
    transform.yield
  }
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{operand type mismatch: expected operand type '!transform.op<"func.func">', but provided '!transform.any_op' for operand number 0}}
    transform.include @callee failures(propagate) (%a) : (!transform.any_op) -> ()
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @unmarked(%h: !transform.any_op) {
    transform.yield
  }
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #0}}
    transform.include @unmarked failures(propagate) (%a) : (!transform.any_op) -> ()
  }
}

// -----

// The matchers and actions of foreach_match and collect_matching.

module attributes {transform.with_named_sequence} {
  func.func private @not_a_sequence()
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{unresolved matcher symbol @not_a_sequence}}
    transform.foreach_match in %a @not_a_sequence -> @not_a_sequence : (!transform.any_op) -> !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{unresolved action symbol @nowhere}}
    transform.foreach_match in %a @m -> @nowhere : (!transform.any_op) -> !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%h: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    transform.yield %h, %h : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{mismatching number of matcher results and action arguments between @m (2) and @act (1)}}
    transform.foreach_match in %a @m -> @act : (!transform.any_op) -> !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) -> !transform.any_param {
    %p = transform.param.constant 1 : i64 -> !transform.any_param
    transform.yield %p : !transform.any_param
  }
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{mismatching type interfaces for action result #0 of action @act and op result}}
    %r, %o = transform.foreach_match in %a @m -> @act : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%h: !transform.any_op) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.sequence failures(propagate) {
  ^bb0(%a: !transform.any_op):
    // expected-error @below {{expected the matcher argument to be marked readonly}}
    %r = transform.collect_matching @m in %a : (!transform.any_op) -> !transform.any_op
  }
}
