// RUN: strata-opt %s --split-input-file --verify-diagnostics \
// RUN:   --transform-preload-library=transform-library-paths=%p/Inputs/library.mlir \
// RUN:   --transform-interpreter=entry-point=lib_entry
// RUN: not strata-opt %s --split-input-file \
// RUN:   --transform-preload-library=transform-library-paths=%p/Inputs/missing.mlir \
// RUN:   --transform-interpreter 2>&1 | FileCheck %s --check-prefix=MISSING

// The entry point comes from the preloaded library when the payload has
// none.

// expected-remark @below {{from the library}}
func.func @f() {
  return
}

// -----

// A declaration in the payload is defined by the library.

// expected-remark @below {{from the library}}
func.func @g() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @mark_functions(%root: !transform.any_op {transform.readonly})
}

// MISSING: error: '{{.*}}missing.mlir' is neither a file nor a directory
