// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))" --split-input-file --verify-diagnostics

// Run on a function, the pass cannot add the helper the general case
// needs.
func.func @several(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  // expected-error @below {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error @below {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @simple(%a: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}
