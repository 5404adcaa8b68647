// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.func.replace_func_signature: arguments and results permuted,
// with their attributes, in the function, its returns and its calls.

func.func private @callee(%a: i32 {test.first}, %b: f32, %c: index {test.third}) -> (i32 {test.res0}, f32) {
  %x = arith.index_cast %c : index to i32
  %y = arith.addi %a, %x : i32
  return %y, %b : i32, f32
}

func.func @caller(%a: i32, %b: f32, %c: index, %p: i1) -> (i32, f32) {
  %r:2 = call @callee(%a, %b, %c) : (i32, f32, index) -> (i32, f32)
  %s:2 = scf.if %p -> (i32, f32) {
    %t:2 = func.call @callee(%r#0, %r#1, %c) : (i32, f32, index) -> (i32, f32)
    scf.yield %t#0, %t#1 : i32, f32
  } else {
    scf.yield %r#0, %r#1 : i32, f32
  }
  return %s#0, %s#1 : i32, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %m, %f = transform.func.replace_func_signature @callee args_interchange = [2, 0, 1] results_interchange = [1, 0] at %root {adjust_func_calls} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %f, "replaced" : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(%arg0: index {test.third}, %arg1: i32 {test.first}, %arg2: f32) -> (f32, i32 {test.res0}) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     %1 = arith.addi %arg1, %0 : i32
// CHECK-NEXT:     return %arg2, %1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i32, %arg1: f32, %arg2: index, %arg3: i1) -> (i32, f32) {
// CHECK-NEXT:     %0:2 = call @callee(%arg2, %arg0, %arg1) : (index, i32, f32) -> (f32, i32)
// CHECK-NEXT:     %1:2 = scf.if %arg3 -> (i32, f32) {
// CHECK-NEXT:       %2:2 = func.call @callee(%arg2, %0#1, %0#0) : (index, i32, f32) -> (f32, i32)
// CHECK-NEXT:       scf.yield %2#1, %2#0 : i32, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0#1, %0#0 : i32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#0, %1#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:       %transformed_module, %transformed_function = transform.func.replace_func_signature @callee args_interchange = [2, 0, 1] results_interchange = [1, 0] at %arg0 {adjust_func_calls} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.debug.emit_remark_at %transformed_function, "replaced" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// Without adjust_func_calls only the function changes.
func.func @only_function(%a: i32, %b: i64) -> i64 {
  %x = arith.extsi %a : i32 to i64
  %y = arith.muli %x, %b : i64
  return %y : i64
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %m, %f = transform.func.replace_func_signature @only_function args_interchange = [1, 0] results_interchange = [0] at %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @only_function(%arg0: i64, %arg1: i32) -> i64 {
// CHECK-NEXT:     %0 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:     %1 = arith.muli %0, %arg0 : i64
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:       %transformed_module, %transformed_function = transform.func.replace_func_signature @only_function args_interchange = [1, 0] results_interchange = [0] at %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// transform.func.deduplicate_func_args: the one call passes %a twice and
// %b twice.
func.func private @dup(%a: i32, %b: i64 {test.kept}, %c: i32, %d: i64) -> (i32, i64) {
  %x = arith.addi %a, %c : i32
  %y = arith.addi %b, %d : i64
  return %x, %y : i32, i64
}

func.func @dup_caller(%a: i32, %b: i64) -> (i32, i64) {
  %r:2 = call @dup(%a, %b, %a, %b) : (i32, i64, i32, i64) -> (i32, i64)
  return %r#0, %r#1 : i32, i64
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %m, %f = transform.func.deduplicate_func_args @dup at %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @dup(%arg0: i32, %arg1: i64 {test.kept}) -> (i32, i64) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i64
// CHECK-NEXT:     return %0, %1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dup_caller(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK-NEXT:     %0:2 = call @dup(%arg0, %arg1) : (i32, i64) -> (i32, i64)
// CHECK-NEXT:     return %0#0, %0#1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:       %transformed_module, %transformed_function = transform.func.deduplicate_func_args @dup at %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
