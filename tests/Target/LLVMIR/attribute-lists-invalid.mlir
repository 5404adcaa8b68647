// RUN: strata-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s
// CONFORMANCE: translate=--mlir-to-llvmir

// Malformed passthrough and target-specific attribute lists: each entry is
// a name, or a name and its value; integer attributes need a value, the
// others take none.

// expected-error @below {{expected 'passthrough' to contain string or array attributes}}
llvm.func @not_a_name() attributes {passthrough = [42]}

// -----

// expected-error @below {{expected 'passthrough' to contain string or array attributes}}
llvm.func @three() attributes {passthrough = [["a", "b", "c"]]}

// -----

// expected-error @below {{expected arrays within 'passthrough' to contain two strings}}
llvm.func @not_strings() attributes {passthrough = [["a", 1]]}

// -----

// expected-error @below {{LLVM attribute 'allocsize' expects a value}}
llvm.func @no_value() attributes {passthrough = ["allocsize"]}

// -----

// expected-error @below {{LLVM attribute 'noinline' does not expect a value, found '1'}}
llvm.func @value() attributes {passthrough = [["noinline", "1"]]}

// -----

// expected-error @below {{expected 'target_specific_attrs' to contain string or array attributes}}
llvm.mlir.global external @pair_of_one() {target_specific_attrs = [["a"]]} : f64

// -----

// expected-error @below {{expected arrays within 'target_specific_attrs' to contain two strings}}
llvm.mlir.global external @not_strings() {target_specific_attrs = [[1, "x"]]} : f64

// -----

// expected-error @below {{LLVM attribute 'memory' expects a value}}
llvm.mlir.global external @memory() {target_specific_attrs = ["memory"]} : f64

// -----

// expected-error @below {{LLVM attribute 'nosync' does not expect a value, found 'yes'}}
llvm.mlir.global external @nosync() {target_specific_attrs = [["nosync", "yes"]]} : f64
