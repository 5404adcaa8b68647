// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// The generic form of ops with regions, successors, properties, attributes
// and locations, including registered ops with custom forms.

module @named attributes {u.attr = 1 : i32} {
  func.func private @decl(i32) -> i64 attributes {u.y = "private"}
  func.func @body(%a: i32, %b: i1) -> i32 attributes {u.x} {
    %r = func.call @body(%a, %b) : (i32, i1) -> i32
    "u.cond"(%b)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    "u.br"(%a)[^bb3] : (i32) -> ()
  ^bb2:
    "u.br"(%r)[^bb3] : (i32) -> ()
  ^bb3(%v: i32):
    return %v : i32
  }
  "u.props"() <{p = 1 : i32, q = [true]}> {d = "x"} : () -> ()
  "u.regions"() ({
    "u.a"() : () -> ()
  }, {
  ^bb0(%x: index):
    "u.b"(%x) : (index) -> ()
  }, {
  }) : () -> ()
}

// CHECK: "builtin.module"() <{sym_name = "named"}> ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) {u.y = "private"} : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "body"}> ({
// CHECK-NEXT:   ^bb0(%arg1: i32, %arg2: i1):
// CHECK-NEXT:     %0 = "func.call"(%arg1, %arg2) <{callee = @body}> : (i32, i1) -> i32
// CHECK-NEXT:     "u.cond"(%arg2)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "u.br"(%arg1)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "u.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) {u.x} : () -> ()
// CHECK-NEXT:   "u.props"() <{p = 1 : i32, q = [true]}> {d = "x"} : () -> ()
// CHECK-NEXT:   "u.regions"() ({
// CHECK-NEXT:     "u.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     "u.b"(%arg0) : (index) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {u.attr = 1 : i32} : () -> ()
// CHECK-EMPTY:
