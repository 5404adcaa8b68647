// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --lower-affine --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s --check-prefix=OUT
// CONFORMANCE: skip (mlir-opt 22 folds the quotient to 0: docs/deviations.md)
// `(x - x mod s)` is a multiple of `s`: its remainder by `s` is 0, but its
// quotient is `x floordiv s`, not 0 as mlir-opt 22 folds it to.

func.func private @printI64(i64)
func.func private @printNewline()

// CHECK-LABEL: func.func @quotient
// CHECK: affine.apply
// CHECK-NOT: arith.constant 0 : index
func.func @quotient(%x: index, %s: index) -> index {
  %q = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) floordiv s1)> ()[%x, %s]
  return %q : index
}

func.func @main() {
  %x = arith.constant 7 : index
  %s = arith.constant 3 : index
  %q = func.call @quotient(%x, %s) : (index, index) -> index
  %i = arith.index_cast %q : index to i64
  // OUT: 2
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
