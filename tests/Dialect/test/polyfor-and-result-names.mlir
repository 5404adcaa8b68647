// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// `test.polyfor` names its region arguments after its `arg_names`
// attribute (sanitized: a space becomes `_`, other invalid characters
// their hex code, a leading digit gets `_`); `test.custom_result_name`
// names its results after `names`. Name locations win over both with
// --mlir-use-nameloc-as-prefix (see print-flags-nameloc-hints.mlir).

func.func @polyfor() {
  "test.polyfor"() ({
  ^bb0(%a: index, %b: index, %c: index):
    "t.use"(%a, %c) : (index, index) -> ()
  }) {arg_names = ["i", "j", "k"]} : () -> ()
  "test.polyfor"() ({
  ^bb0(%a: index, %b: index, %c: index):
    "t.use"(%b) : (index) -> ()
  }) {arg_names = ["x y", "9", "a#b\C3\A9"]} : () -> ()
  test.polyfor %u, %v {
    "t.use"(%u, %v) : (index, index) -> ()
  }
  return
}

func.func @results(%a: i32) -> i32 {
  %0:3 = "test.custom_result_name"(%a) {names = ["p", "", "p"]} : (i32) -> (i32, i32, i32)
  %1 = "test.custom_result_name"(%0#0, %0#1, %0#2) {names = ["sum"]} : (i32, i32, i32) -> i32
  return %1 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @polyfor() {
// CHECK-NEXT:     test.polyfor %i, %j, %k {
// CHECK-NEXT:       "t.use"(%i, %k) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.polyfor %x_y, %_9, %a23bC3A9 {
// CHECK-NEXT:       "t.use"(%_9) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     test.polyfor %arg0, %arg1 {
// CHECK-NEXT:       "t.use"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @results(%arg0: i32) -> i32 {
// CHECK-NEXT:     %p:2, %p_0 = "test.custom_result_name"(%arg0) <{names = ["p", "", "p"]}> : (i32) -> (i32, i32, i32)
// CHECK-NEXT:     %sum = "test.custom_result_name"(%p#0, %p#1, %p_0) <{names = ["sum"]}> : (i32, i32, i32) -> i32
// CHECK-NEXT:     return %sum : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
