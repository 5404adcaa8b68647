// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --check-prefix=PRETTY
// Locations used as attribute values get `#loc` aliases even without debug
// info and without any other aliased attribute in the module; the
// attributes of a function's arguments are not visited for aliases (used
// nowhere else, their locations print inline).

func.func @f(%arg0: i32 {test.a = loc("arg":1:1)}, %arg1: i32 {test.b = loc("only_arg":4:4)}) -> i32 attributes {x = {nested = loc("n":2:2), arr = [[loc("deep":3:3)]]}, y = loc(callsite(callsite("a" at "b":1:1) at fused["c":2:2, "b":1:1]))} {
  %0 = "test.foo"(%arg0) {l = loc("arg":1:1), m = loc("x":1:2 to 5:6), n = loc(fused<"meta">["q":1:1]), o = loc(unknown), p = loc("y":1:1 to :5), q = loc("name"("f":7:8))} : (i32) -> i32
  return %0 : i32
}

// CHECK: #loc = loc("deep":3:3)
// CHECK-NEXT: #loc1 = loc("n":2:2)
// CHECK-NEXT: #loc2 = loc("a")
// CHECK-NEXT: #loc3 = loc("b":1:1)
// CHECK-NEXT: #loc4 = loc("c":2:2)
// CHECK-NEXT: #loc5 = loc("arg":1:1)
// CHECK-NEXT: #loc6 = loc("x":1:2 to 5:6)
// CHECK-NEXT: #loc7 = loc("q":1:1)
// CHECK-NEXT: #loc8 = loc(unknown)
// CHECK-NEXT: #loc9 = loc("y":1:1 to :5)
// CHECK-NEXT: #loc10 = loc("f":7:8)
// CHECK-NEXT: #loc11 = loc(callsite(#loc2 at #loc3))
// CHECK-NEXT: #loc12 = loc(fused[#loc4, #loc3])
// CHECK-NEXT: #loc13 = loc(fused<"meta">[#loc7])
// CHECK-NEXT: #loc14 = loc("name"(#loc10))
// CHECK-NEXT: #loc15 = loc(callsite(#loc11 at #loc12))
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 {test.a = #loc5}, %arg1: i32 {test.b = loc("only_arg":4:4)}) -> i32 attributes {x = {arr = {{\[\[}}#loc]], nested = #loc1}, y = #loc15} {
// CHECK-NEXT:     %0 = "test.foo"(%arg0) {l = #loc5, m = #loc6, n = #loc13, o = #loc8, p = #loc9, q = #loc14} : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// DEBUG: #loc2 = loc("{{.*}}location-attributes.mlir":9:14)
// DEBUG-NEXT: #loc3 = loc("{{.*}}location-attributes.mlir":9:52)
// DEBUG-NEXT: #loc4 = loc("deep":3:3)
// DEBUG-NEXT: #loc5 = loc("n":2:2)
// DEBUG-NEXT: #loc6 = loc("a")
// DEBUG-NEXT: #loc7 = loc("b":1:1)
// DEBUG-NEXT: #loc8 = loc("c":2:2)
// DEBUG-NEXT: #loc10 = loc("arg":1:1)
// DEBUG-NEXT: #loc11 = loc("x":1:2 to 5:6)
// DEBUG-NEXT: #loc12 = loc("q":1:1)
// DEBUG-NEXT: #loc13 = loc(unknown)
// DEBUG-NEXT: #loc14 = loc("y":1:1 to :5)
// DEBUG-NEXT: #loc15 = loc("f":7:8)
// DEBUG-NEXT: #loc17 = loc(callsite(#loc6 at #loc7))
// DEBUG-NEXT: #loc18 = loc(fused[#loc8, #loc7])
// DEBUG-NEXT: #loc19 = loc(fused<"meta">[#loc12])
// DEBUG-NEXT: #loc20 = loc("name"(#loc15))
// DEBUG-NEXT: #loc21 = loc(callsite(#loc17 at #loc18))
// DEBUG-NEXT: module {
// DEBUG-NEXT:   func.func @f(%arg0: i32 {test.a = #loc10} loc("{{.*}}location-attributes.mlir":9:14), %arg1: i32 {test.b = loc("only_arg":4:4)} loc("{{.*}}location-attributes.mlir":9:52)) -> i32 attributes {x = {arr = {{\[\[}}#loc4]], nested = #loc5}, y = #loc21} {
// DEBUG-NEXT:     %0 = "test.foo"(%arg0) {l = #loc10, m = #loc11, n = #loc19, o = #loc13, p = #loc14, q = #loc20} : (i32) -> i32 loc(#loc9)
// DEBUG-NEXT:     return %0 : i32 loc(#loc16)
// DEBUG-NEXT:   } loc(#loc1)
// DEBUG-NEXT: } loc(#loc)
// DEBUG-NEXT: #loc = loc("{{.*}}location-attributes.mlir":0:0)
// DEBUG-NEXT: #loc1 = loc("{{.*}}location-attributes.mlir":9:1)
// DEBUG-NEXT: #loc9 = loc("{{.*}}location-attributes.mlir":10:8)
// DEBUG-NEXT: #loc16 = loc("{{.*}}location-attributes.mlir":11:3)

// PRETTY: #loc4 = deep:3:3
// PRETTY: #loc13 = [unknown]
// PRETTY: #loc19 = <"meta">[#loc12]
// PRETTY: #loc20 = "name"(#loc15)
// PRETTY-NEXT: #loc21 = #loc17
// PRETTY-NEXT:  at #loc18
// PRETTY-NEXT: module {
// PRETTY-NEXT:   func.func @f(%arg0: i32 {test.a = #loc10} {{.*}}location-attributes.mlir:9:14, %arg1: i32 {test.b = only_arg:4:4} {{.*}}location-attributes.mlir:9:52) -> i32 attributes {x = {arr = {{\[\[}}#loc4]], nested = #loc5}, y = #loc21} {
