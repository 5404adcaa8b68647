// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{bit-vector must have at least a width of one}}
func.func @zero_width(%x: !smt.bv<0>) {
  return
}

// -----

// expected-error @below {{domain must be any SMT value type}}
func.func @array_domain(%x: !smt.array<[index -> !smt.int]>) {
  return
}

// -----

// expected-error @below {{range must be any SMT value type}}
func.func @array_range(%x: !smt.array<[!smt.int -> f32]>) {
  return
}

// -----

// expected-error @below {{domain types must be any non-function SMT type}}
func.func @func_domain(%x: !smt.func<(!smt.int, !smt.func<(!smt.int) !smt.int>) !smt.int>) {
  return
}

// -----

// expected-error @below {{range type must be any non-function SMT type}}
func.func @func_range(%x: !smt.func<(!smt.bool) i8>) {
  return
}

// -----

// expected-error @below {{sort parameter types must be any non-function SMT type}}
func.func @sort_param(%x: !smt.sort<"Box"[!smt.int, f16]>) {
  return
}

// -----

func.func @bv_attr_without_type() {
  // expected-error @below {{explicit bit-vector type required}}
  %c = smt.bv.constant #smt.bv<3>
  return
}

// -----

func.func @bv_attr_too_large() {
  // expected-error @below {{integer value out of range for given bit-vector type}}
  %c = smt.bv.constant #smt.bv<16> : !smt.bv<4>
  return
}

// -----

func.func @bv_attr_too_small() {
  // expected-error @below {{integer value out of range for given bit-vector type}}
  %c = smt.bv.constant #smt.bv<-9> : !smt.bv<4>
  return
}

// -----

func.func @bv_constant_type() {
  // expected-error @below {{inferred type(s) '!smt.bv<3>' are incompatible with return type(s) of operation '!smt.bv<4>'}}
  // expected-error @below {{failed to infer returned types}}
  %c = "smt.bv.constant"() <{value = #smt.bv<1> : !smt.bv<3>}> : () -> !smt.bv<4>
  return
}

// -----

func.func @concat_type(%a: !smt.bv<3>, %b: !smt.bv<5>) {
  // expected-error @below {{inferred type(s) '!smt.bv<8>' are incompatible with return type(s) of operation '!smt.bv<7>'}}
  // expected-error @below {{failed to infer returned types}}
  %c = "smt.bv.concat"(%a, %b) : (!smt.bv<3>, !smt.bv<5>) -> !smt.bv<7>
  return
}

// -----

func.func @extract_range(%a: !smt.bv<8>) {
  // expected-error @below {{range to be extracted is too big, expected range starting at index 6 of length 4 requires input width of at least 10, but the input width is only 8}}
  %e = smt.bv.extract %a from 6 : (!smt.bv<8>) -> !smt.bv<4>
  return
}

// -----

func.func @repeat_width(%a: !smt.bv<8>) {
  // expected-error @below {{result bit-vector width must be a multiple of the input bit-vector width}}
  %r = "smt.bv.repeat"(%a) : (!smt.bv<8>) -> !smt.bv<20>
  return
}

// -----

func.func @repeat_zero(%a: !smt.bv<8>) {
  // expected-error @below {{integer must be positive}}
  %r = smt.bv.repeat 0 times %a : !smt.bv<8>
  return
}

// -----

func.func @repeat_not_bv(%a: !smt.int) {
  // expected-error @below {{input must have bit-vector type}}
  %r = smt.bv.repeat 3 times %a : !smt.int
  return
}

// -----

func.func @eq_one_operand(%a: !smt.int) {
  // expected-error @below {{'inputs' must have at least size 2, but got 1}}
  %e = smt.eq %a : !smt.int
  return
}

// -----

func.func @distinct_no_operand() {
  // expected-error @below {{'inputs' must have at least size 2, but got 0}}
  %e = smt.distinct : !smt.bv<2>
  return
}

// -----

func.func @ite_types(%c: !smt.bool, %a: !smt.int, %b: !smt.bool) {
  // expected-error @below {{failed to verify that all of {thenValue, elseValue, result} have same type}}
  %r = "smt.ite"(%c, %a, %b) : (!smt.bool, !smt.int, !smt.bool) -> !smt.int
  return
}

// -----

func.func @apply_arity(%f: !smt.func<(!smt.int, !smt.int) !smt.bool>, %a: !smt.int) {
  // expected-error @below {{got 1 operands and 2 types}}
  %r = smt.apply_func %f(%a) : !smt.func<(!smt.int, !smt.int) !smt.bool>
  return
}

// -----

func.func @solver_smt_input(%a: !smt.int) {
  // expected-error @below {{operand #0 must be variadic of any non-smt type, but got '!smt.int'}}
  smt.solver(%a) : (!smt.int) -> () {
  ^bb0(%b: !smt.int):
  }
  return
}

// -----

func.func @solver_block_args(%a: i64) {
  // expected-error @below {{block argument types must match the types of the 'inputs'}}
  smt.solver(%a) : (i64) -> () {
  ^bb0(%b: i32):
  }
  return
}

// -----

func.func @solver_yield() -> i16 {
  // expected-error @below {{types of yielded values must match return values}}
  %r = smt.solver() : () -> i16 {
    %c = arith.constant 1 : i8
    smt.yield %c : i8
  }
  return %r : i16
}

// -----

func.func @check_regions() -> i8 {
  // expected-error @below {{types of yielded values in 'unknown' region must match return values}}
  %r = smt.check sat {
    %c = arith.constant 1 : i8
    smt.yield %c : i8
  } unknown {
    %c = arith.constant 1 : i16
    smt.yield %c : i16
  } unsat {
    %c = arith.constant 1 : i8
    smt.yield %c : i8
  } -> i8
  return %r : i8
}

// -----

func.func @check_arguments() {
  // expected-error @below {{region #1 should have no arguments}}
  smt.check sat {
  } unknown {
  ^bb0(%x: i1):
  } unsat {
  }
  return
}

// -----

func.func @push_negative() {
  // expected-error @below {{'smt.push' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  smt.push -3
  return
}

// -----

func.func @logic_outside() {
  // expected-error @below {{'smt.set_logic' op expects parent op 'smt.solver'}}
  smt.set_logic "QF_LIA"
  return
}

// -----

func.func @quantifier_names() -> !smt.bool {
  // expected-error @below {{number of bound variable names must match number of block arguments}}
  %q = smt.forall ["a", "b", "c"] {
  ^bb0(%a: !smt.bool):
    smt.yield %a : !smt.bool
  }
  return %q : !smt.bool
}

// -----

func.func @quantifier_no_pattern() -> !smt.bool {
  // expected-error @below {{patterns and the no_pattern attribute must not be specified at the same time}}
  %q = smt.exists no_pattern {
  ^bb0(%a: !smt.int):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%a: !smt.int):
    smt.yield %a : !smt.int
  }
  return %q : !smt.bool
}

// -----

func.func @quantifier_function_variable() -> !smt.bool {
  // expected-error @below {{bound variables must by any non-function SMT value}}
  %q = smt.forall {
  ^bb0(%g: !smt.func<(!smt.bool) !smt.bool>):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  }
  return %q : !smt.bool
}

// -----

func.func @quantifier_yield_type() -> !smt.bool {
  // expected-error @below {{yielded value must be of '!smt.bool' type}}
  %q = smt.exists {
  ^bb0(%a: !smt.int):
    smt.yield %a : !smt.int
  }
  return %q : !smt.bool
}

// -----

func.func @quantifier_yield_count() -> !smt.bool {
  // expected-error @below {{must have exactly one yielded value}}
  %q = smt.forall {
  ^bb0(%a: !smt.bool):
    smt.yield %a, %a : !smt.bool, !smt.bool
  }
  return %q : !smt.bool
}

// -----

func.func @pattern_arguments() -> !smt.bool {
  // expected-error @below {{block argument number and types of the 'body' and 'patterns' region #0 must match}}
  %q = smt.forall {
  ^bb0(%a: !smt.int):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%a: !smt.bool):
    smt.yield %a : !smt.bool
  }
  return %q : !smt.bool
}

// -----

func.func @pattern_empty() -> !smt.bool {
  // expected-error @below {{'patterns' region #1 must have at least one yielded value}}
  %q = smt.forall {
  ^bb0(%a: !smt.int):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%a: !smt.int):
    smt.yield %a : !smt.int
  }, {
  ^bb0(%a: !smt.int):
    smt.yield
  }
  return %q : !smt.bool
}

// -----

func.func @pattern_foreign_op() -> !smt.bool {
  // expected-error @below {{'patterns' region #0 may only contain SMT dialect operations}}
  %q = smt.exists {
  ^bb0(%a: !smt.int):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%a: !smt.int):
    // expected-note @below {{first non-SMT operation here}}
    %c = arith.constant 2 : index
    smt.yield %a : !smt.int
  }
  return %q : !smt.bool
}

// -----

func.func @pattern_binder() -> !smt.bool {
  // expected-error @below {{'patterns' region #0 must not contain any variable binding operations}}
  %q = smt.exists {
  ^bb0(%a: !smt.int):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%a: !smt.int):
    // expected-note @below {{first violating operation here}}
    %inner = smt.forall {
    ^bb0(%b: !smt.int):
      %f = smt.constant false
      smt.yield %f : !smt.bool
    }
    smt.yield %inner : !smt.bool
  }
  return %q : !smt.bool
}

// -----

func.func @bv2int_keyword(%a: !smt.bv<4>) {
  // expected-error @below {{expected ':'}}
  %i = smt.bv2int %a unsigned : !smt.bv<4>
  return
}

// -----

func.func @not_operand(%a: !smt.int) {
  // expected-error @below {{'smt.not' op operand #0 must be , but got '!smt.int'}}
  %n = "smt.not"(%a) : (!smt.int) -> !smt.bool
  return
}

// -----

func.func @apply_not_a_function(%a: !smt.bv<3>) {
  // expected-error @below {{custom op 'smt.apply_func' 'func' must be , but got '!smt.bv<3>'}}
  %r = smt.apply_func %a(%a) : !smt.bv<3>
  return
}

// -----

func.func @concat_one_type(%a: !smt.bv<3>) {
  // expected-error @below {{custom op 'smt.bv.concat' number of operands and types do not match: got 2 operands and 3 types}}
  %c = smt.bv.concat %a, %a : !smt.bv<3>, !smt.bv<3>, !smt.bv<3>
  return
}
