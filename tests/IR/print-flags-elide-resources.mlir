// RUN: strata-opt %s --mlir-elide-resource-strings-if-larger=10 | FileCheck %s
// RUN: strata-opt %s --mlir-elide-resource-strings-if-larger=0 | FileCheck %s --check-prefix=ZERO
// CONFORMANCE: pipeline=--mlir-elide-resource-strings-if-larger=10
// CONFORMANCE: pipeline=--mlir-elide-resource-strings-if-larger=0

// Resources whose value prints longer than the limit are left out, and
// with them groups left empty; the section stays.

// CHECK: dense_resource<blob1>
// CHECK:      {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     external: {
// CHECK-NEXT:       flag: true,
// CHECK-NEXT:       short: "abc"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// ZERO:      {-#
// ZERO-EMPTY:
// ZERO-NEXT: #-}
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    external: {
      flag: true,
      long: "a long string value",
      short: "abc"
    },
    other: {
      big: "0x0400000001000000"
    }
  }
#-}
