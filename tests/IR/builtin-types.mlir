// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Every builtin type round-trips through the custom form.

"u.integers"() : () -> (i1, i8, i16, i32, i64, i128, i7, i1024, si8, ui8, si64, ui32, index)
"u.floats"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, bf16, f16, tf32, f32, f64, f80, f128)
"u.misc"() : () -> (none, complex<f32>, complex<i32>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>>)
"u.functions"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i64, f64), (() -> ()) -> ((i1) -> i1))
"u.vectors"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]x8xf32>, vector<f32>, vector<1x1xi1>)
"u.tensors"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?x4xi32>, tensor<*xf32>, tensor<0x?x?xindex>, tensor<2xf32, "enc">, tensor<4x4xcomplex<f64>>)
"u.memrefs"() : () -> (memref<f32>, memref<4xf32>, memref<?x4xf32, 1>, memref<*xf32>, memref<*xf32, 3>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, memref<8xi8, "gpu">, memref<4xf32, strided<[1], offset: 5>, 2>)
"u.opaque"() : () -> (!foo<"bar">, !foo.bar, !foo.baz<1, 2>, !foo<"a b c">)
!alias = i32
!tuple_alias = tuple<i32, i32>
"u.aliases"() : () -> (!alias, !tuple_alias)
"u.nested"() : () -> (tensor<2xvector<4xf32>>, memref<2xvector<4xi8>>, vector<2xindex>, memref<?xcomplex<f32>>)

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:13 = "u.integers"() : () -> (i1, i8, i16, i32, i64, i128, i7, i1024, si8, ui8, si64, ui32, index)
// CHECK-NEXT:   %1:18 = "u.floats"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, bf16, f16, tf32, f32, f64, f80, f128)
// CHECK-NEXT:   %2:6 = "u.misc"() : () -> (none, complex<f32>, complex<i32>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>>)
// CHECK-NEXT:   %3:4 = "u.functions"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i64, f64), (() -> ()) -> ((i1) -> i1))
// CHECK-NEXT:   %4:6 = "u.vectors"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]x8xf32>, vector<f32>, vector<1x1xi1>)
// CHECK-NEXT:   %5:7 = "u.tensors"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?x4xi32>, tensor<*xf32>, tensor<0x?x?xindex>, tensor<2xf32, "enc">, tensor<4x4xcomplex<f64>>)
// CHECK-NEXT:   %6:10 = "u.memrefs"() : () -> (memref<f32>, memref<4xf32>, memref<?x4xf32, 1>, memref<*xf32>, memref<*xf32, 3>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, #map>, memref<8xi8, "gpu">, memref<4xf32, strided<[1], offset: 5>, 2>)
// CHECK-NEXT:   %7:4 = "u.opaque"() : () -> (!foo<"bar">, !foo.bar, !foo.baz<1, 2>, !foo<"a b c">)
// CHECK-NEXT:   %8:2 = "u.aliases"() : () -> (i32, tuple<i32, i32>)
// CHECK-NEXT:   %9:4 = "u.nested"() : () -> (tensor<2xvector<4xf32>>, memref<2xvector<4xi8>>, vector<2xindex>, memref<?xcomplex<f32>>)
// CHECK-NEXT: }
// CHECK-EMPTY:
