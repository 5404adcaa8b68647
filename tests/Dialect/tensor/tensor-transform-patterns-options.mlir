// RUN: strata-opt %s --test-tensor-transform-patterns=test-expand-shape-bubbling --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s

// The options print sorted by name, as mlir-opt prints them.

module {}

// CHECK: test-tensor-transform-patterns{test-drop-redundant-insert-slice-rank-expansion=false test-expand-shape-bubbling=true test-fold-consecutive-insert-extract-slice=false test-fold-constant-extract-slice=false test-fold-extract-from-collapse-shape=false test-reassociative-reshape-folding=false
