// RUN: strata-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s
// CONFORMANCE: translate=--mlir-to-llvmir

// expected-error @below {{expected an array attribute for a module level asm}}
module attributes {llvm.module_asm = "nop"} {}

// -----

// expected-error @below {{expected a string attribute for each entry of a module level asm}}
module attributes {llvm.module_asm = ["nop", 1 : i32]} {}
