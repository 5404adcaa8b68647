// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Location attributes next to other aliases: all aliases are sorted by
// depth, then by name, and numbered per name in order of first use.

#map = affine_map<(d0) -> (d0)>
"test.op"() {a = loc("x":1:2), b = [loc("y":3:4 to 5:6), loc(fused["a":1:1, "b":2:2])], c = loc(callsite("foo" at "bar":1:1)), d = loc("name"("f":7:8)), e = #map, f = loc("x":1:2), g = loc(unknown), h = loc("a":1:1 to :5), i = affine_set<(d0) : (d0 >= 0)>, j = distinct[0]<loc("zz")>} : () -> ()
"test.op"() {a = loc(fused<"meta">["q":1:1]), b = loc("zz")} : () -> () loc("op":1:1)

// CHECK: #loc = loc("x":1:2)
// CHECK-NEXT: #loc1 = loc("y":3:4 to 5:6)
// CHECK-NEXT: #loc2 = loc("a":1:1)
// CHECK-NEXT: #loc3 = loc("b":2:2)
// CHECK-NEXT: #loc4 = loc("foo")
// CHECK-NEXT: #loc5 = loc("bar":1:1)
// CHECK-NEXT: #loc6 = loc("f":7:8)
// CHECK-NEXT: #loc7 = loc(unknown)
// CHECK-NEXT: #loc8 = loc("a":1:1 to :5)
// CHECK-NEXT: #loc9 = loc("zz")
// CHECK-NEXT: #loc10 = loc("q":1:1)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #distinct = distinct[0]<#loc9>
// CHECK-NEXT: #loc11 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc12 = loc(callsite(#loc4 at #loc5))
// CHECK-NEXT: #loc13 = loc("name"(#loc6))
// CHECK-NEXT: #loc14 = loc(fused<"meta">[#loc10])
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.op"() {a = #loc, b = [#loc1, #loc11], c = #loc12, d = #loc13, e = #map, f = #loc, g = #loc7, h = #loc8, i = #set, j = #distinct} : () -> ()
// CHECK-NEXT:   "test.op"() {a = #loc14, b = #loc9} : () -> ()
// CHECK-NEXT: }
