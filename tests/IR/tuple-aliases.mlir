// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Tuples of more than 16 types get `!tuple` aliases (builtin's alias
// interface), types before attributes of the same depth; a tuple of 16
// does not.

#map = affine_map<(d0) -> (d0)>
func.func @f(%arg0: tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>) -> tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>, f32> {
  %0 = "test.op"(%arg0) {m = #map, t = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i8>, l = loc(fused<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>>["x":1:1])} : (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>) -> tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>, f32>
  return %0 : tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>, f32>
}
"test.op"() {a = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>} : () -> ()

// CHECK: !tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1>
// CHECK-NEXT: !tuple1 = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i8>
// CHECK-NEXT: #loc = loc("x":1:1)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #loc1 = loc(fused<!tuple>[#loc])
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: !tuple) -> tuple<!tuple, f32> {
// CHECK-NEXT:     %0 = "test.op"(%arg0) {l = #loc1, m = #map, t = !tuple1} : (!tuple) -> tuple<!tuple, f32>
// CHECK-NEXT:     return %0 : tuple<!tuple, f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.op"() {a = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>} : () -> ()
// CHECK-NEXT: }
