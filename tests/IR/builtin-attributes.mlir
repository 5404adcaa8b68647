// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Builtin attributes round-trip through the custom form.

"u.ints"() {a = 1 : i32, b = -1 : i8, c = 255 : ui8, d = -128 : si8, e = 7 : index, f = 42, g = true, h = false, i = 1 : i1, j = 0 : i1, k = 170141183460469231731687303715884105727 : i128, l = -5 : i64, m = 0x10 : i16} : () -> ()
"u.floats"() {a = 1.0 : f32, b = 2.5 : f64, c = 0.1 : f32, d = 0.1 : f64, e = -0.0 : f32, f = 1.0e10 : f64, g = 3.14159265358979 : f64, h = 0x7F800000 : f32, i = 0xFF800000 : f32, j = 0x7FC00000 : f32, k = 1.5 : f16, l = 1.5 : bf16, m = 65504.0 : f16, n = 1.0e-7 : f32, o = 42.0, p = 0x3C00 : f16, q = 1.0 : f80, r = 1.0 : f128, s = 1.0e300 : f64, t = 0.0 : f8E4M3FN} : () -> ()
"u.strings"() {a = "hello", b = "", c = "tab\there", d = "quote\"q", e = "back\\slash", f = "\00\01\FF", g = "x" : i32, h = "unicode é"} : () -> ()
"u.containers"() {a = [], b = [1, "two", [3.0 : f32]], c = {}, d = {z = 1, a = 2, "quoted key" = 3}, e = unit, f = i32, g = tuple<i32>, h = @sym, i = @root::@nested::@leaf, j = @"quoted sym"} : () -> ()
"u.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : vector<2xi1>, f = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, g = dense<"str"> : tensor<2x!foo.str>, h = dense<["a", "b"]> : tensor<2x!foo.str>, i = dense<> : tensor<0xi32>, j = dense<5> : tensor<i8>, k = dense<[[1, 2]]> : tensor<1x2xi16>, l = dense<"0x0100000002000000"> : tensor<2xi32>, m = dense<1.5> : vector<4xf16>} : () -> ()
"u.arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.0, 2.5>, d = array<i1: true, false>, e = array<i8: -1>, f = array<f64: 0.5>, g = array<i16: 7, 8>} : () -> ()
"u.misc"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_set<(d0) : (d0 >= 0)>, c = strided<[4, 1], offset: 2>, d = strided<[?, 1]>, e = #foo<"opaque">, f = #foo.bar<1>, g = sparse<[[0, 1]], [2.0]> : tensor<2x2xf32>, h = dense_resource<blob1> : tensor<2xi32>, i = affine_map<() -> ()>, j = #foo.baz} : () -> ()
#attr_alias = [1, 2]
#map_alias = affine_map<(d0) -> (d0 * 2)>
"u.aliases"() {a = #attr_alias, b = #map_alias, c = #map_alias} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<() -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.ints"() {a = 1 : i32, b = -1 : i8, c = 255 : ui8, d = -128 : si8, e = 7 : index, f = 42 : i64, g = true, h = false, i = true, j = false, k = 170141183460469231731687303715884105727 : i128, l = -5 : i64, m = 16 : i16} : () -> ()
// CHECK-NEXT:   "u.floats"() {a = 1.000000e+00 : f32, b = 2.500000e+00 : f64, c = 1.000000e-01 : f32, d = 1.000000e-01 : f64, e = -0.000000e+00 : f32, f = 1.000000e+10 : f64, g = 3.14159265358979 : f64, h = 0x7F800000 : f32, i = 0xFF800000 : f32, j = 0x7FC00000 : f32, k = 1.500000e+00 : f16, l = 1.500000e+00 : bf16, m = 6.550400e+04 : f16, n = 1.000000e-07 : f32, o = 4.200000e+01 : f64, p = 1.000000e+00 : f16, q = 1.000000e+00 : f80, r = 1.000000e+00 : f128, s = 1.000000e+300 : f64, t = 0.000000e+00 : f8E4M3FN} : () -> ()
// CHECK-NEXT:   "u.strings"() {a = "hello", b = "", c = "tab\09here", d = "quote\22q", e = "back\\slash", f = "\00\01\FF", g = "x" : i32, h = "unicode \C3\A9"} : () -> ()
// CHECK-NEXT:   "u.containers"() {a = [], b = [1, "two", [3.000000e+00 : f32]], c = {}, d = {a = 2 : i64, "quoted key" = 3 : i64, z = 1 : i64}, e, f = i32, g = tuple<i32>, h = @sym, i = @root::@nested::@leaf, j = @"quoted sym"} : () -> ()
// CHECK-NEXT:   "u.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : vector<2xi1>, f = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, g = dense<"str"> : tensor<2x!foo.str>, h = dense<["a", "b"]> : tensor<2x!foo.str>, i = dense<> : tensor<0xi32>, j = dense<5> : tensor<i8>, k = dense<{{\[\[}}1, 2]]> : tensor<1x2xi16>, l = dense<[1, 2]> : tensor<2xi32>, m = dense<1.500000e+00> : vector<4xf16>} : () -> ()
// CHECK-NEXT:   "u.arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i1: true, false>, e = array<i8: -1>, f = array<f64: 5.000000e-01>, g = array<i16: 7, 8>} : () -> ()
// CHECK-NEXT:   "u.misc"() {a = #map, b = #set, c = strided<[4, 1], offset: 2>, d = strided<[?, 1]>, e = #foo<"opaque">, f = #foo.bar<1>, g = sparse<{{\[\[}}0, 1]], 2.000000e+00> : tensor<2x2xf32>, h = dense_resource<blob1> : tensor<2xi32>, i = #map1, j = #foo.baz} : () -> ()
// CHECK-NEXT:   "u.aliases"() {a = [1, 2], b = #map2, c = #map2} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
