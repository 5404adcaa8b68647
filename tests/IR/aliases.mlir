// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Alias generation: names and numbering per kind (#map, #set, #loc, distinct,
// dialect aliases), ordering of definitions, aliases used inside other
// aliases, and user aliases that are not kept.

#user_alias = [1, 2]
!user_type = !u.some<"type">
"u.maps"() {a = affine_map<(d0) -> (d0)>, b = affine_map<(d0, d1) -> (d0 + d1)>, c = affine_map<(d0) -> (d0)>, d = affine_set<(d0) : (d0 >= 0)>, e = affine_set<(d0) : (d0 == 0)>} : () -> ()
"u.nested"() {a = memref<4xf32, affine_map<(d0) -> (d0 + 2)>>, b = [affine_map<(d0) -> (d0 + 2)>, affine_map<(d0) -> (d0 * 3)>], c = #user_alias} : () -> ()
"u.types"(%a) : (!user_type) -> ()
%a = "u.def"() : () -> !user_type
"u.distinct"() {a = distinct[0]<unit>, b = distinct[5]<[1]>, c = distinct[0]<unit>, d = distinct[2]<affine_map<(d0) -> (d0 * 3)>>} : () -> ()
"u.tuple"() {a = tuple<i32, f32, i64, tuple<i1>>, b = !u.t<tuple<i8>>} : () -> ()
"u.strided"() {a = memref<4x4xf32, strided<[4, 1], offset: ?>>, b = memref<2xf32, strided<[2]>>} : () -> ()
"u.dense_types"() {a = dense<1> : tensor<2xi32>, b = tensor<2x3xcomplex<f32>>, c = vector<[4]x2xi1>} : () -> ()
"u.repeated"() {a = affine_map<(d0, d1, d2) -> (d2, d1, d0)>, b = affine_map<(d0, d1, d2) -> (d2, d1, d0)>, c = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> ()

// CHECK: #distinct = distinct[0]<[1]>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT: #distinct1 = distinct[1]<#map3>
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.maps"() {a = #map, b = #map1, c = #map, d = #set, e = #set1} : () -> ()
// CHECK-NEXT:   "u.nested"() {a = memref<4xf32, #map2>, b = [#map2, #map3], c = [1, 2]} : () -> ()
// CHECK-NEXT:   "u.types"(%0) : (!u.some<"type">) -> ()
// CHECK-NEXT:   %0 = "u.def"() : () -> !u.some<"type">
// CHECK-NEXT:   "u.distinct"() {a = distinct[2]<>, b = #distinct, c = distinct[2]<>, d = #distinct1} : () -> ()
// CHECK-NEXT:   "u.tuple"() {a = tuple<i32, f32, i64, tuple<i1>>, b = !u.t<tuple<i8>>} : () -> ()
// CHECK-NEXT:   "u.strided"() {a = memref<4x4xf32, strided<[4, 1], offset: ?>>, b = memref<2xf32, strided<[2]>>} : () -> ()
// CHECK-NEXT:   "u.dense_types"() {a = dense<1> : tensor<2xi32>, b = tensor<2x3xcomplex<f32>>, c = vector<[4]x2xi1>} : () -> ()
// CHECK-NEXT:   "u.repeated"() {a = #map4, b = #map4, c = #map5} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
