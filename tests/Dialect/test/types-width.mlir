// RUN: strata-opt %s -verify-diagnostics
// CONFORMANCE: skip (mlir-opt rejects the type without a message)

// expected-error @+1 {{test integer types are at most 8 bits wide, but got 9}}
func.func private @f(!test.int<signed, 9>)
