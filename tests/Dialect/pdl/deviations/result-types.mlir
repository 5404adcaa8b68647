// RUN: strata-opt %s -split-input-file -verify-diagnostics
// CONFORMANCE: skip (mlir-opt judges pdl.operation names only for dialects the input happens to load; see docs/deviations.md)

// No op of the func dialect appears outside the pattern: mlir-opt has not
// loaded func, treats "func.constant" as unknown and accepts the pattern,
// which then cannot build the op (it takes one result, whose type nothing
// gives). Strata knows every registered op and reports it.
pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-error@below {{must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'func.constant' does not implement InferTypeOpInterface}}
    %const = operation "func.constant"
  }
}
