// RUN: strata-opt %s --split-input-file --verify-diagnostics --mlir-disable-threading
// CONFORMANCE: skip (checks diagnostics and remarks)
// `test.verifiers` reports each successful run of its verifier and of its
// region verifier: the verifier runs before the ops inside, the region
// verifier after them (and not when they fail). The dialect rejects
// `test.invalid_attr` on ops, arguments and results.

func.func @both_run(%a: i32) {
  // expected-remark@+2 {{success run of verifier}}
  // expected-remark@+1 {{success run of region verifier}}
  "test.verifiers"(%a) ({
    %0 = arith.constant 1 : i32
  }) : (i32) -> ()
  return
}

// -----

func.func @operand_first(%a: index) {
  // expected-error@+1 {{'test.verifiers' op operand #0 must be 32-bit signless integer, but got 'index'}}
  "test.verifiers"(%a) ({
    %0 = arith.constant 1 : i32
  }) : (index) -> ()
  return
}

// -----

func.func @inner_fails(%a: i32) {
  // expected-remark@+1 {{success run of verifier}}
  "test.verifiers"(%a) ({
    %0 = arith.constant 1 : i32
    // expected-error@+1 {{'test.verifiers' op requires one region}}
    "test.verifiers"(%0) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
module attributes {test.invalid_attr} {}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func private @arg(i32 {test.invalid_attr})

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func private @res() -> (i32 {test.invalid_attr})

// -----

func.func @mixed_operands(%t: tensor<f32>, %f: f32) {
  // expected-error@+1 {{'test.mixed_normal_variadic_operand' op operand #3 must be variadic of tensor of any type values, but got 'f32'}}
  "test.mixed_normal_variadic_operand"(%t, %t, %t, %f, %t) : (tensor<f32>, tensor<f32>, tensor<f32>, f32, tensor<f32>) -> ()
  return
}

// -----

func.func @mixed_results() {
  // expected-error@+1 {{'test.mixed_normal_variadic_result' op result #1 must be tensor of any type values, but got 'f32'}}
  %0:3 = "test.mixed_normal_variadic_result"() : () -> (tensor<f32>, f32, tensor<f32>)
  return
}
