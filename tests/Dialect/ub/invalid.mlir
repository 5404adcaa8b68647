// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @poison_without_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return
}

// -----

func.func @poison_value_kind() {
  // expected-error @+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @poison_no_result() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @unknown_attribute() {
  // expected-error @+1 {{unknown attribute `poisoned` in dialect `ub`}}
  %0 = ub.poison <#ub.poisoned> : i32
  return
}

// -----

func.func @unreachable_operands(%x: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (i32) -> ()
}

// -----

func.func @unreachable_results() {
  // expected-error @+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> i32
}

// -----

func.func @unreachable_not_last() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}
