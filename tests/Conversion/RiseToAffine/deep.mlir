// CONFORMANCE: skip (rise is not an MLIR dialect)
// Programs nesting deeper than the lowering's limit (1000 applications or
// element accesses) get a diagnostic rather than running out of stack;
// just under it they lower, on the thread pool's threads too.
// RUN: python3 %S/Inputs/rise_chain_gen.py transposes 450 | strata-opt --convert-rise-to-affine | FileCheck %s --check-prefix=TRANSPOSES
// RUN: python3 %S/Inputs/rise_chain_gen.py transposes 100000 | not strata-opt --convert-rise-to-affine 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: python3 %S/Inputs/rise_chain_gen.py lambdas 990 | strata-opt --convert-rise-to-affine | FileCheck %s --check-prefix=LAMBDAS
// RUN: python3 %S/Inputs/rise_chain_gen.py lambdas 1001 | not strata-opt --convert-rise-to-affine 2>&1 | FileCheck %s --check-prefix=DEEP
// The rewriting strategies on the immutable IR (rise-elevate) go through
// and drop a chain of 100000 applications without running out of stack:
// RUN: python3 %S/Inputs/rise_chain_gen.py transposes 100000 | strata-opt --rise-elevate='strategy=fuse' | FileCheck %s --check-prefix=ELEVATE
// RUN: python3 %S/Inputs/rise_chain_gen.py transposes 100000 | not strata-opt --rise-elevate='strategy=map-interchange' 2>&1 | FileCheck %s --check-prefix=NOINTERCHANGE

// An even number of transposes reads the matrix as it is.
// TRANSPOSES-LABEL: func.func @first
// TRANSPOSES: affine.load %arg0[%arg2, %arg3]
// TRANSPOSES-NOT: rise.

// LAMBDAS-LABEL: func.func @first
// LAMBDAS-NEXT: affine.for %arg2 = 0 to 4 {
// LAMBDAS-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// LAMBDAS-NEXT: affine.store %0, %arg1[%arg2] : memref<4xf32>

// ELEVATE-LABEL: func.func @first
// ELEVATE: rise.out
// NOINTERCHANGE: error: rise-elevate: the strategy 'map-interchange' does not apply

// DEEP: error: the program nests more than 1000 applications or element accesses deep
