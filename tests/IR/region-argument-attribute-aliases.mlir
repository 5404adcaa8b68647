// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s

// Attributes on a function's entry block arguments get no aliases of their
// own: they print inline unless the same attribute is aliased through a
// use elsewhere (a declaration's signature, an op's attributes). Distinct
// attributes are numbered in the order of the aliased uses.

// CHECK: #distinct = distinct[0]<43 : i32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NOT: #map1
// CHECK-LABEL: func.func private @decl
// CHECK-SAME: {a.y = #map}
func.func private @decl(tensor<4xf32> {a.y = affine_map<(d0) -> (d0 + 1)>})

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: tensor<4xf32> {a.t = affine_map<(d0) -> (d0)>, a.x = distinct[1]<42 : i32>}, %arg1: tensor<4xf32> {a.y = #map})
func.func @f(%a: tensor<4xf32> {a.x = distinct[0]<42 : i32>, a.t = affine_map<(d0) -> (d0)>},
             %b: tensor<4xf32> {a.y = affine_map<(d0) -> (d0 + 1)>}) {
  // CHECK: "test.op"() {b = #distinct}
  "test.op"() {b = distinct[1]<43 : i32>} : () -> ()
  return
}
