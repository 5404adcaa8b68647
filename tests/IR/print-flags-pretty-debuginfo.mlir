// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s
// --mlir-pretty-debuginfo: locations print without `loc(...)`; an op's own
// location prints in place, nested ones through aliases; call sites break
// the line unless a named callee is called from a file location.

"u.unknown"() : () -> () loc(unknown)
"u.file"() : () -> () loc("file.mlir":10:20)
"u.range"() : () -> () loc("file.mlir":1:2 to 3:4)
"u.name"() : () -> () loc("name"("child.mlir":1:1))
"u.callsite"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"u.named_callsite"() : () -> () loc(callsite("fn"("f.mlir":1:1) at "caller.mlir":3:3))
"u.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"u.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
"u.block_args"() ({
^bb0(%a: i32 loc("arg.mlir":5:5)):
  "u.x"() : () -> () loc("x.mlir":1:1)
}) : () -> () loc("outer.mlir":1:1)

// CHECK: #loc12 = arg.mlir:5:5
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.unknown"() : () -> () [unknown]
// CHECK-NEXT:   "u.file"() : () -> () file.mlir:10:20
// CHECK-NEXT:   "u.range"() : () -> () file.mlir:1:2 to 3:4
// CHECK-NEXT:   "u.name"() : () -> () "name"(#loc4)
// CHECK-NEXT:   "u.callsite"() : () -> () #loc5
// CHECK-NEXT:  at #loc6
// CHECK-NEXT:   "u.named_callsite"() : () -> () #loc16 at #loc8
// CHECK-NEXT:   "u.fused"() : () -> () [#loc9, #loc10]
// CHECK-NEXT:   "u.fused_meta"() : () -> () <"meta">[#loc9]
// CHECK-NEXT:   "u.block_args"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 arg.mlir:5:5):
// CHECK-NEXT:     "u.x"() : () -> () x.mlir:1:1
// CHECK-NEXT:   }) : () -> () outer.mlir:1:1
// CHECK-NEXT: } {{.*}}print-flags-pretty-debuginfo.mlir:0:0
// CHECK-NEXT: #loc = {{.*}}print-flags-pretty-debuginfo.mlir:0:0
// CHECK-NEXT: #loc1 = [unknown]
// CHECK-NEXT: #loc2 = file.mlir:10:20
// CHECK-NEXT: #loc3 = file.mlir:1:2 to 3:4
// CHECK-NEXT: #loc4 = child.mlir:1:1
// CHECK-NEXT: #loc5 = callee.mlir:1:1
// CHECK-NEXT: #loc6 = caller.mlir:2:2
// CHECK-NEXT: #loc7 = f.mlir:1:1
// CHECK-NEXT: #loc8 = caller.mlir:3:3
// CHECK-NEXT: #loc9 = a.mlir:1:1
// CHECK-NEXT: #loc10 = b.mlir:2:2
// CHECK-NEXT: #loc11 = outer.mlir:1:1
// CHECK-NEXT: #loc13 = x.mlir:1:1
// CHECK-NEXT: #loc14 = "name"(#loc4)
// CHECK-NEXT: #loc15 = #loc5
// CHECK-NEXT:  at #loc6
// CHECK-NEXT: #loc16 = "fn"(#loc7)
// CHECK-NEXT: #loc17 = [#loc9, #loc10]
// CHECK-NEXT: #loc18 = <"meta">[#loc9]
// CHECK-NEXT: #loc19 = #loc16 at #loc8
// CHECK-EMPTY:
