// RUN: strata-translate --mlir-to-llvmir %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unsupported data layout key "dlti.default_memory_space"}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = 1 : ui64>} {}

// -----

// expected-error @+1 {{unsupported data layout for non-signless integer 'si32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<si32 = dense<32> : vector<1xi64>>} {}

// -----

// expected-error @+1 {{unsupported type in data layout: 'bf16'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<16> : vector<1xi64>>} {}
