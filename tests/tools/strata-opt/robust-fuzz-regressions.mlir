// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Inputs the fuzzer found to verify although mlir-opt rejects them (and
// whose printed form then failed to parse or verify again).

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires zero results}}
%0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> (i128)

// -----

"t.v"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.func' op requires zero operands}}
  "func.func"(%a) <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.return' op requires zero regions}}
"func.return"() ({}) : () -> ()

// -----

// expected-error @+1 {{'func.return' op requires zero results}}
%0 = "func.return"() : () -> (i32)

// -----

// expected-error @+1 {{'func.call' op requires zero regions}}
"func.call"() <{callee = @f}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.constant' op requires zero operands}}
%1 = "func.constant"(%0) <{value = @f}> : (i32) -> (() -> ())
%0 = "t.v"() : () -> i32
