// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s
// With --mlir-print-local-scope no aliases are defined or used: attributes,
// types and locations print in place.

#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 - 2 >= 0)>
#named = [1, 2, 3]
!ty = !u.long_type<"some parameters">
#loc = loc("file.mlir":3:4)
"u.a"() {m = #map, s = #set, n = #named, t = !ty, l = affine_map<(d0, d1) -> (d1)>} : () -> () loc(#loc)
"u.b"(%x) : (!ty) -> () loc(fused<#map>["a.mlir":1:1, "b.mlir":2:2])
%x = "u.c"() : () -> !ty loc(callsite("x.mlir":1:1 at #loc))
"u.d"() {d = distinct[0]<{a = 1}>, e = distinct[1]<[]>, f = memref<2xf32, #map>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "u.a"() {l = affine_map<(d0, d1) -> (d1)>, m = affine_map<(d0) -> (d0 + 1)>, n = [1, 2, 3], s = affine_set<(d0) : (d0 - 2 >= 0)>, t = !u.long_type<"some parameters">} : () -> () loc("file.mlir":3:4)
// CHECK-NEXT:   "u.b"(%0) : (!u.long_type<"some parameters">) -> () loc(fused<affine_map<(d0) -> (d0 + 1)>>["a.mlir":1:1, "b.mlir":2:2])
// CHECK-NEXT:   %0 = "u.c"() : () -> !u.long_type<"some parameters"> loc(callsite("x.mlir":1:1 at "file.mlir":3:4))
// CHECK-NEXT:   "u.d"() {d = distinct[0]<{a = 1 : i64}>, e = distinct[1]<[]>, f = memref<2xf32, affine_map<(d0) -> (d0 + 1)>>} : () -> () loc("{{.*}}print-flags-local-scope.mlir":13:1)
// CHECK-NEXT: } loc("{{.*}}print-flags-local-scope.mlir":0:0)
