// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// func.func spellings: visibility with bodies, argument and result
// attributes on declarations and definitions, multiple and function-typed
// results, locations on arguments, and calls in every shape.

func.func private @p_body(%a: i32) -> i32 {
  return %a : i32
}
func.func nested @n_body() attributes {u.k = [1, 2]} {
  return
}
func.func private @decl_attrs(i32 {u.a, u.b = 2 : i8}, f32) -> (i32 {u.r}, f32 {u.s = "x"}, i1)
func.func @no_args_multi() -> (i32, (i32) -> i1, tuple<>) {
  %0 = "test.unreg"() : () -> i32
  %1 = func.constant @pred : (i32) -> i1
  %2 = "test.unreg2"() : () -> tuple<>
  return %0, %1, %2 : i32, (i32) -> i1, tuple<>
}
func.func private @pred(i32) -> i1
func.func @calls(%x: i32, %y: f32) {
  %0:3 = call @decl_attrs(%x, %y) : (i32, f32) -> (i32, f32, i1)
  %1 = call @pred(%0#0) : (i32) -> i1
  call @n_body() : () -> ()
  %2 = func.call @p_body(%x) {u.tag} : (i32) -> i32
  %f = constant @pred : (i32) -> i1
  %3 = call_indirect %f(%2) : (i32) -> i1
  return
}
func.func @empty_result_parens() -> () {
  return
}
func.func @arg_locs(%a: i32 loc("a.mlir":1:2), %b: i64) {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @p_body(%arg0: i32 loc("{{.*}}forms.mlir":6:27)) -> i32 {
// CHECK-NEXT:     return %arg0 : i32 loc("{{.*}}forms.mlir":7:3)
// CHECK-NEXT:   } loc("{{.*}}forms.mlir":6:1)
// CHECK-NEXT:   func.func nested @n_body() attributes {u.k = [1, 2]} {
// CHECK-NEXT:     return loc("{{.*}}forms.mlir":10:3)
// CHECK-NEXT:   } loc("{{.*}}forms.mlir":9:1)
// CHECK-NEXT:   func.func private @decl_attrs(i32 {u.a, u.b = 2 : i8}, f32) -> (i32 {u.r}, f32 {u.s = "x"}, i1) loc("{{.*}}forms.mlir":12:1)
// CHECK-NEXT:   func.func @no_args_multi() -> (i32, (i32) -> i1, tuple<>) {
// CHECK-NEXT:     %0 = "test.unreg"() : () -> i32 loc("{{.*}}forms.mlir":14:8)
// CHECK-NEXT:     %f = constant @pred : (i32) -> i1 loc("{{.*}}forms.mlir":15:8)
// CHECK-NEXT:     %1 = "test.unreg2"() : () -> tuple<> loc("{{.*}}forms.mlir":16:8)
// CHECK-NEXT:     return %0, %f, %1 : i32, (i32) -> i1, tuple<> loc("{{.*}}forms.mlir":17:3)
// CHECK-NEXT:   } loc("{{.*}}forms.mlir":13:1)
// CHECK-NEXT:   func.func private @pred(i32) -> i1 loc("{{.*}}forms.mlir":19:1)
// CHECK-NEXT:   func.func @calls(%arg0: i32 loc("{{.*}}forms.mlir":20:18), %arg1: f32 loc("{{.*}}forms.mlir":20:27)) {
// CHECK-NEXT:     %0:3 = call @decl_attrs(%arg0, %arg1) : (i32, f32) -> (i32, f32, i1) loc("{{.*}}forms.mlir":21:10)
// CHECK-NEXT:     %1 = call @pred(%0#0) : (i32) -> i1 loc("{{.*}}forms.mlir":22:8)
// CHECK-NEXT:     call @n_body() : () -> () loc("{{.*}}forms.mlir":23:3)
// CHECK-NEXT:     %2 = call @p_body(%arg0) {u.tag} : (i32) -> i32 loc("{{.*}}forms.mlir":24:8)
// CHECK-NEXT:     %f = constant @pred : (i32) -> i1 loc("{{.*}}forms.mlir":25:8)
// CHECK-NEXT:     %3 = call_indirect %f(%2) : (i32) -> i1 loc("{{.*}}forms.mlir":26:8)
// CHECK-NEXT:     return loc("{{.*}}forms.mlir":27:3)
// CHECK-NEXT:   } loc("{{.*}}forms.mlir":20:1)
// CHECK-NEXT:   func.func @empty_result_parens() {
// CHECK-NEXT:     return loc("{{.*}}forms.mlir":30:3)
// CHECK-NEXT:   } loc("{{.*}}forms.mlir":29:1)
// CHECK-NEXT:   func.func @arg_locs(%arg0: i32 loc("a.mlir":1:2), %arg1: i64 loc("{{.*}}forms.mlir":32:48)) {
// CHECK-NEXT:     return loc("{{.*}}forms.mlir":33:3)
// CHECK-NEXT:   } loc("{{.*}}forms.mlir":32:1)
// CHECK-NEXT: } loc("{{.*}}forms.mlir":0:0)
