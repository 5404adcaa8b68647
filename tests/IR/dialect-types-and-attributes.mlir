// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Types and attributes of unregistered dialects: pretty forms that stay
// pretty, bodies that need the opaque `dialect<"...">` form, nesting of
// brackets and strings inside bodies.

"u.types"() : () -> (!u.plain, !u.params<1, i32>, !u<"opaque body">, !u.nested<<[{()}]>>, !u.str<"a>b">, !u<"x">, !u.dots.in.name, !u<"">) 
"u.attrs"() {a = #u.plain, b = #u.params<1, "two", [3]>, c = #u<"opaque body">, d = #u.nested<{a = <b>}>, e = #u.str<"}>">, f = #u<"1">, g = #u<"with space">, h = #u.t<i32> : i64} : () -> ()
"u.in_types"() {a = tensor<2x!u.elem>, b = memref<4xf32, 3>, c = vector<3xf32>, d = tuple<!u.a, !u<"b c">>, e = (!u.x) -> !u.y, f = complex<f16>} : () -> ()
"u.mixed"() {a = [#u.one, !u.two, #u<"t h r e e">], b = {k = #u.k<"v">}} : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0:8 = "u.types"() : () -> (!u.plain, !u.params<1, i32>, !u<"opaque body">, !u.nested<<[{()}]>>, !u.str<"a>b">, !u<"x">, !u.dots.in.name, !u<"">)
// CHECK-NEXT:   "u.attrs"() {a = #u.plain, b = #u.params<1, "two", [3]>, c = #u<"opaque body">, d = #u.nested<{a = <b>}>, e = #u.str<"}>">, f = #u<"1">, g = #u<"with space">, h = #u.t<i32> : i64} : () -> ()
// CHECK-NEXT:   "u.in_types"() {a = tensor<2x!u.elem>, b = memref<4xf32, 3>, c = vector<3xf32>, d = tuple<!u.a, !u<"b c">>, e = (!u.x) -> !u.y, f = complex<f16>} : () -> ()
// CHECK-NEXT:   "u.mixed"() {a = [#u.one, !u.two, #u<"t h r e e">], b = {k = #u.k<"v">}} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
