// RUN: strata-opt %s --split-input-file --test-memref-bound-check --verify-diagnostics | FileCheck %s
// CONFORMANCE: skip (the errors are checked with --verify-diagnostics)

// Accesses that may leave a memref's static bounds are reported per
// dimension and side: subscripts computed by affine.apply ops, loop
// bounds that are themselves computed, steps, divisions, dynamic sizes
// (whose upper bound mlir-opt compares as the most negative integer, so
// any access exceeds it), affine.parallel loops and semi-affine
// subscripts. The IR is unchanged.

// CHECK-LABEL: func.func @shifted
func.func @shifted(%m: memref<10x20xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %v = affine.load %m[%i, %k] : memref<10x20xf32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #2}}
      %w = affine.load %m[%i - 1, %j] : memref<10x20xf32>
      // expected-error@-1 {{'affine.load' op memref out of lower bound access along dimension #1}}
      affine.store %v, %m[%i, %j] : memref<10x20xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @computed_bounds
func.func @computed_bounds(%m: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 step 8 {
    %lb = affine.apply affine_map<(d0) -> (d0)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%lb) to affine_map<(d0) -> (d0 + 8)>(%lb) {
      %v = affine.load %m[%j] : memref<64xf32>
      %w = affine.load %m[%j floordiv 2 + 32] : memref<64xf32>
      %x = affine.load %m[(%j + 1) mod 64] : memref<64xf32>
      %y = affine.load %m[%j + %i floordiv 4] : memref<64xf32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
    }
  }
  affine.for %i = 0 to %n {
    %d = memref.alloc(%n) : memref<?x4xf32>
    %v = affine.load %d[%i + 100, %i mod 5] : memref<?x4xf32>
    // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
    // expected-error@-2 {{'affine.load' op memref out of upper bound access along dimension #2}}
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel_and_semi_affine
func.func @parallel_and_semi_affine(%m: memref<16x16xf32>, %s: index) {
  affine.parallel (%i, %j) = (0, 0) to (16, 17) {
    %v = affine.load %m[%i, %j] : memref<16x16xf32>
    // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #2}}
  }
  affine.for %i = 0 to 4 {
    %k = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%s]
    %v = affine.load %m[%k, %i] : memref<16x16xf32>
    // expected-error@-1 {{getMemRefRegion: compose affine map failed}}
  }
  return
}
