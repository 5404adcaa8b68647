// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// Regions, blocks, successors, forward references and result packs.

"u.graph"() ({
  %1 = "u.use"(%0) : (i32) -> i32
  %0 = "u.def"(%1) : (i32) -> i32
}) : () -> ()

"u.cfg"() ({
^entry(%a: i32, %b: f32):
  "u.br"(%a)[^next] : (i32) -> ()
^next(%c: i32):
  %r:3 = "u.triple"(%c) : (i32) -> (i32, i32, i32)
  "u.cond"(%r#0, %r#2)[^next, ^exit] : (i32, i32) -> ()
^exit:
  "u.ret"() : () -> ()
}) : () -> ()

"u.empty_region"() ({}) : () -> ()
"u.empty_block"() ({
^bb0:
}) : () -> ()
"u.two_regions"() ({
  "u.a"() : () -> ()
}, {
  "u.b"() : () -> ()
}) : () -> ()

%outer = "u.outer"() : () -> i64
"u.nested"() ({
  "u.inner"(%outer) ({
    %x = "u.x"(%outer) : (i64) -> i64
    "u.y"(%x) : (i64) -> ()
  }) : (i64) -> ()
}) : () -> ()

"u.props"() <{p = 1 : i32}> {a = 2 : i32} : () -> ()
%v:2 = "u.multi"() : () -> (i1, i1)
"u.unused"(%v#1) : (i1) -> ()
module @named attributes {u.attr} {
  module {
  }
}

// CHECK: module {
// CHECK-NEXT:   "u.graph"() ({
// CHECK-NEXT:     %2 = "u.use"(%3) : (i32) -> i32
// CHECK-NEXT:     %3 = "u.def"(%2) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "u.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %3:3 = "u.triple"(%2) : (i32) -> (i32, i32, i32)
// CHECK-NEXT:     "u.cond"(%3#0, %3#2)[^bb1, ^bb2] : (i32, i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "u.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.empty_region"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.empty_block"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.two_regions"() ({
// CHECK-NEXT:     "u.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "u.b"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %0 = "u.outer"() : () -> i64
// CHECK-NEXT:   "u.nested"() ({
// CHECK-NEXT:     "u.inner"(%0) ({
// CHECK-NEXT:       %2 = "u.x"(%0) : (i64) -> i64
// CHECK-NEXT:       "u.y"(%2) : (i64) -> ()
// CHECK-NEXT:     }) : (i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.props"() <{p = 1 : i32}> {a = 2 : i32} : () -> ()
// CHECK-NEXT:   %1:2 = "u.multi"() : () -> (i1, i1)
// CHECK-NEXT:   "u.unused"(%1#1) : (i1) -> ()
// CHECK-NEXT:   module @named attributes {u.attr} {
// CHECK-NEXT:     module {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
