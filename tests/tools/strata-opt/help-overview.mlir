// RUN: strata-opt --help | FileCheck %s
// CONFORMANCE: skip (checks the help text, not IR)
// The help starts with mlir-opt's OVERVIEW line, then the usage.

// CHECK: {{^}}OVERVIEW: MLIR modular optimizer driver
// CHECK: {{^}}USAGE: strata-opt [options] <input file>
