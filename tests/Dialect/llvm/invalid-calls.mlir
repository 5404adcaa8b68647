// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @indirect_one_type(%f: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %f(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @direct_two_types(%a: i32) {
  // expected-error @+2 {{expected '('}}
  // expected-error @+1 {{custom op 'llvm.call' expected direct call to have 1 trailing type}}
  llvm.call @callee(%a) : !llvm.ptr, (i32) -> ()
  llvm.return
}

// -----

llvm.func @no_function_type(%f: !llvm.ptr, %a: i32) {
  // expected-error @+2 {{expected '('}}
  // expected-error @+1 {{custom op 'llvm.call' expected trailing function type}}
  llvm.call %f(%a) : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @two_results(%f: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  %0:2 = llvm.call %f() : !llvm.ptr, () -> (i32, i64)
  llvm.return
}

// -----

llvm.func @void_result(%f: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.call' expected a non-void result type}}
  llvm.call %f() : !llvm.ptr, () -> !llvm.void
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @bundle_types(%a: i32, %b: i64) {
  // expected-error @+1 {{custom op 'llvm.call' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call @callee() ["one"(%a, %b : i32)] : () -> ()
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @bundle_tags(%a: i32, %b: i32) {
  // expected-error @+1 {{expected 2 operand bundle tags, but actually got 3}}
  "llvm.call"(%a, %b) <{callee = @callee, op_bundle_sizes = array<i32: 1, 1>, op_bundle_tags = ["x", "y", "z"], operandSegmentSizes = array<i32: 0, 2>}> : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @var_callee_not_variadic(%a: i32) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call @vararg(%a) vararg(!llvm.func<void (i32)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @var_callee_too_many(%a: i32) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  llvm.call @vararg(%a) vararg(!llvm.func<void (i32, f32, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @var_callee_param(%f: !llvm.ptr, %a: i32, %b: f64) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'f32' != 'f64'}}
  llvm.call %f(%a, %b) vararg(!llvm.func<void (i32, f32, ...)>) : !llvm.ptr, (i32, f64) -> ()
  llvm.return
}

// -----

llvm.func @var_callee_void(%f: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call %f(%a) vararg(!llvm.func<i8 (i32, ...)>) : !llvm.ptr, (i32) -> ()
  llvm.return
}

// -----

llvm.func @var_callee_result(%f: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i8' != 'i16'}}
  %0 = llvm.call %f(%a) vararg(!llvm.func<i8 (i32, ...)>) : !llvm.ptr, (i32) -> i16
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
// The var_callee_type of an invoke is checked before its unwind block.
llvm.func @invoke_var_callee(%a: i32) attributes {personality = @__gxx_personality_v0} {
  // expected-error @+1 {{'llvm.invoke' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
