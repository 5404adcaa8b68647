// RUN: strata-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s
// Elements attributes with more elements than the limit print as
// `dense_resource<__elided__>`; the others, and non-elements attributes,
// print in full.

"u.dense"() {small = dense<[1, 2]> : tensor<2xi32>, large = dense<[1, 2, 3]> : tensor<3xi32>, splat = dense<0.0> : tensor<100xf32>, scalar = dense<4> : tensor<i8>, strs = dense<["a", "b", "c"]> : tensor<3x!u.s>, empty = dense<> : tensor<0xi32>} : () -> ()
"u.other"() {sparse = sparse<[[0], [1], [2]], [1, 2, 3]> : tensor<4xi32>, small_sparse = sparse<[[0]], [5]> : tensor<4xi32>, arr = array<i32: 1, 2, 3, 4>, list = [1, 2, 3], res = dense_resource<blob> : tensor<4xi8>} : () -> ()
"u.typed"() {v = dense<[1.0, 2.0, 3.0]> : vector<3xf16>, c = dense<[(1, 2), (3, 4), (5, 6)]> : tensor<3xcomplex<i8>>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000001020304"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "u.dense"() {empty = dense<> : tensor<0xi32>, large = dense_resource<__elided__> : tensor<3xi32>, scalar = dense<4> : tensor<i8>, small = dense<[1, 2]> : tensor<2xi32>, splat = dense<0.000000e+00> : tensor<100xf32>, strs = dense_resource<__elided__> : tensor<3x!u.s>} : () -> ()
// CHECK-NEXT:   "u.other"() {arr = array<i32: 1, 2, 3, 4>, list = [1, 2, 3], res = dense_resource<blob> : tensor<4xi8>, small_sparse = sparse<0, 5> : tensor<4xi32>, sparse = dense_resource<__elided__> : tensor<4xi32>} : () -> ()
// CHECK-NEXT:   "u.typed"() {c = dense_resource<__elided__> : tensor<3xcomplex<i8>>, v = dense_resource<__elided__> : vector<3xf16>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob: "0x0400000001020304"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
