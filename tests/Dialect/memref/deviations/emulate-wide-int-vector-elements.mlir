// RUN: strata-opt %s --memref-emulate-wide-int --verify-diagnostics
// CONFORMANCE: skip (mlir-opt 22 creates an invalid memref.load: docs/deviations.md)
// Memrefs whose elements are vectors of wide integers are not converted,
// so their loads and stores cannot be legalized.

func.func @vector_elements() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xvector<2xi64>>
  // expected-error@+1 {{failed to legalize operation 'memref.load' that was explicitly marked illegal}}
  %v = memref.load %m[%c0] : memref<2xvector<2xi64>>
  return
}
