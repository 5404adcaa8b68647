// REQUIRES: z3
// RUN: strata-pdll %S/../../../crates/dialects/arith/canonicalize.pdll -o %t.mlir
// RUN: strata-pdl-check %t.mlir --dialect-constraints 2>&1 | FileCheck %s --allow-empty

// Strata's own PDL patterns (arith's canonicalizations in PDLL) pass the
// structural checks and the dialect-constraint check.

// CHECK-NOT: {{error|warning}}
