// RUN: not strata-opt --split-input-file --verify-diagnostics %S/Inputs/invalid-regexes.mlir 2>&1 | FileCheck %s
// CONFORMANCE: skip (checks the diagnostics of malformed expectations)
// A malformed regex in an expectation is reported in the words of LLVM's
// regex library.

// CHECK: invalid-regexes.mlir:1:4: error: invalid regex: parentheses not balanced
// CHECK: invalid-regexes.mlir:5:4: error: invalid regex: brackets ([ ]) not balanced
// CHECK: invalid-regexes.mlir:9:4: error: invalid regex: parentheses not balanced
