// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func private @decl(i32, i64 {foo.a = 1 : i64}) -> (f32 {foo.b}, i1)
func.func private @decl(i32, i64 {foo.a = 1}) -> (f32 {foo.b}, i1)

// Named arguments on a declaration are accepted and dropped.
// CHECK-LABEL: func.func private @named_decl(i32, f32)
func.func private @named_decl(%a: i32, %b: f32)

// CHECK-LABEL: func.func nested @nested_decl()
// CHECK-NOT: ->
func.func nested @nested_decl() -> ()

// CHECK-LABEL: func.func private @single_result(i32) -> i32
func.func private @single_result(i32) -> (i32)

// A single function-typed result keeps its parentheses.
// CHECK-LABEL: func.func private @fn_result() -> ((i32) -> i32)
func.func private @fn_result() -> ((i32) -> i32)

// CHECK-LABEL: func.func private @fn_result_attr() -> ((i32) -> i32 {foo.z})
func.func private @fn_result_attr() -> ((i32) -> i32 {foo.z})

// CHECK-LABEL: func.func private @empty_fn_result() -> (() -> ())
func.func private @empty_fn_result() -> (() -> ())

// CHECK-LABEL: func.func private @attrs() attributes {foo.x = false}
func.func private @attrs() attributes {foo.x = false}

// CHECK-LABEL: func.func public @explicit_public() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func public @explicit_public() {
  return
}

// CHECK-LABEL: func.func @"quoted name"(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
func.func @"quoted name"(%x: i32) -> i32 {
  return %x : i32
}

// CHECK-LABEL: func.func @arg_attrs(%arg0: i32 {foo.x = "y"}, %arg1: f32) -> (i32 {foo.r}, f32)
// CHECK-SAME:    attributes {aa, no_inline, "q q" = 1 : i64, zz} {
// CHECK-NEXT:    return %arg0, %arg1 : i32, f32
func.func @arg_attrs(%a: i32 {foo.x = "y"}, %b: f32) -> (i32 {foo.r}, f32)
    attributes {zz, no_inline, aa, "q q" = 1} {
  func.return %a, %b : i32, f32
}

// Argument and result attribute arrays may also be written as attributes.
// CHECK-LABEL: func.func private @attr_arrays(i32 {foo.c}, i32) -> i32
func.func private @attr_arrays(i32, i32) -> i32 attributes {arg_attrs = [{foo.c}, {}], res_attrs = [{}]}

// CHECK-LABEL: func.func private @empty_attr_arrays(i32, i32)
func.func private @empty_attr_arrays(i32, i32) attributes {arg_attrs = [{}, {}]}

// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: i64, %arg2: (i32) -> i32) -> i32 {
func.func @calls(%a: i32, %b: i64, %f: (i32) -> i32) -> i32 {
  // CHECK-NEXT: %0:2 = call @decl(%arg0, %arg1) {x = 1 : i64} : (i32, i64) -> (f32, i1)
  %r:2 = func.call @decl(%a, %b) {x = 1} : (i32, i64) -> (f32, i1)
  // CHECK-NEXT: call @nested_decl() : () -> ()
  call @nested_decl() : () -> ()
  // CHECK-NEXT: %1 = call @single_result(%arg0) {arg_attrs = [{foo.a}], no_inline} : (i32) -> i32
  %s = call @single_result(%a) {no_inline, arg_attrs = [{foo.a}]} : (i32) -> i32
  // CHECK-NEXT: %2 = call_indirect %arg2(%1) : (i32) -> i32
  %t = func.call_indirect %f(%s) : (i32) -> i32
  // CHECK-NEXT: %3 = call_indirect %arg2(%2) {res_attrs = [{foo.r}], z = 2 : i64} : (i32) -> i32
  %u = call_indirect %f(%t) {z = 2, res_attrs = [{foo.r}]} : (i32) -> i32
  // CHECK-NEXT: %f = constant @single_result : (i32) -> i32
  %c = func.constant @single_result : (i32) -> i32
  // CHECK-NEXT: %f_0 = constant {z = 1 : i64} @decl : (i32, i64) -> (f32, i1)
  %d = constant {z = 1} @decl : (i32, i64) -> (f32, i1)
  // CHECK-NEXT: %4 = call_indirect %f(%3) : (i32) -> i32
  %v = call_indirect %c(%u) : (i32) -> i32
  // CHECK-NEXT: return {z} %4 : i32
  return {z} %v : i32
}

// The entry block's label is not printed, later ones are.
// CHECK-LABEL: func.func @blocks(%arg0: i1) -> i1 {
// CHECK-NEXT:    return %arg0 : i1
// CHECK-NEXT:  ^bb1(%0: i1):
// CHECK-NEXT:    return %0 : i1
// CHECK-NEXT:  }
func.func @blocks(%c: i1) -> i1 {
  return %c : i1
^bb1(%d: i1):
  return %d : i1
}

// Generic forms print in the custom syntax.
// CHECK-LABEL: func.func private @generic(i32) -> i32
"func.func"() <{function_type = (i32) -> i32, sym_name = "generic", sym_visibility = "private"}> ({
}) : () -> ()

// CHECK-LABEL: func.func @generic_body(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @generic(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
"func.func"() <{function_type = (i32) -> i32, sym_name = "generic_body"}> ({
^bb0(%x: i32):
  %0 = "func.call"(%x) <{callee = @generic}> : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
