// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file --mlir-print-op-generic | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file -convert-pdl-to-pdl-interp | FileCheck %s --check-prefix=INTERP
// CONFORMANCE: skip (`matches_terminator` and `{keep}` are Strata's forms of proposals of Lücke's thesis)

// A wildcard marked as one that may match a terminator, and a replacement
// that keeps the replaced op, round-trip; converted to pdl_interp, the
// replacement keeps its `keep`.

// CHECK-LABEL: pdl.pattern @marked
// CHECK:         %[[W:.*]] = operation matches_terminator(%{{.*}} : !pdl.value)
// CHECK:         rewrite %[[W]]
// CHECK:           replace %[[W]] with(%{{.*}} : !pdl.value) {keep}
// INTERP-LABEL: pdl_interp.func @pdl_generated_rewriter
// INTERP:         pdl_interp.replace %{{.*}} with (%{{.*}} : !pdl.value) {keep}
pdl.pattern @marked : benefit(1) {
  %v = pdl.operand
  %t = pdl.type
  %w = pdl.operation matches_terminator (%v : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %w {
    pdl.replace %w with (%v : !pdl.value) {keep}
  }
}

