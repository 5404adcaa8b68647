// CONFORMANCE: skip (rise is not an MLIR dialect)
// Each type error of the rise dialect, with the types that disagree.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{array length must be at least one}}
func.func @zero_length(%x: !rise.array<0, scalar<f32>>) {
  return
}

// -----

// expected-error @below {{scalar must wrap a type that is not a rise type}}
func.func @scalar_of_rise(%x: !rise.scalar<!rise.scalar<f32>>) {
  return
}

// -----

// expected-error @below {{array element must be a rise data type}}
func.func @array_of_functions(%x: !rise.array<2, fun<scalar<f32> -> scalar<f32>>>) {
  return
}

// -----

// expected-error @below {{tuple components must be rise data types}}
func.func @tuple_of_builtin(%x: !rise.tuple<f32, scalar<f32>>) {
  return
}

// -----

// expected-error @below {{function argument and result must be rise types}}
func.func @fun_of_builtin(%x: !rise.fun<f32 -> scalar<f32>>) {
  return
}

// -----

// expected-error @below {{nat must not be negative}}
func.func @negative_nat() attributes {n = #rise.nat<-1>} {
  return
}

// -----

func.func @apply_wrong_argument(%f: !rise.fun<scalar<i32> -> scalar<i32>>, %a: !rise.array<4, scalar<f32>>) {
  // expected-error @below {{'rise.apply' op expects argument #0 of type '!rise.scalar<i32>', but got '!rise.array<4, scalar<f32>>'}}
  %b = "rise.apply"(%f, %a) : (!rise.fun<scalar<i32> -> scalar<i32>>, !rise.array<4, scalar<f32>>) -> !rise.scalar<i32>
  return
}

// -----

func.func @apply_too_many(%f: !rise.fun<scalar<i32> -> scalar<i32>>, %a: !rise.scalar<i32>) {
  // expected-error @below {{'rise.apply' op applies 2 arguments to a function of type '!rise.fun<scalar<i32> -> scalar<i32>>', which takes 1}}
  %b = "rise.apply"(%f, %a, %a) : (!rise.fun<scalar<i32> -> scalar<i32>>, !rise.scalar<i32>, !rise.scalar<i32>) -> !rise.scalar<i32>
  return
}

// -----

func.func @apply_too_many_custom(%f: !rise.fun<scalar<i32> -> scalar<i32>>, %a: !rise.scalar<i32>) {
  // expected-error @below {{function type '!rise.fun<scalar<i32> -> scalar<i32>>' takes 1 arguments, but 2 are applied}}
  %b = rise.apply %f, %a, %a : !rise.fun<scalar<i32> -> scalar<i32>>
  return
}

// -----

func.func @apply_wrong_result(%f: !rise.fun<scalar<i32> -> fun<scalar<i32> -> scalar<i32>>>, %a: !rise.scalar<i32>) {
  // expected-error @below {{'rise.apply' op result type '!rise.scalar<i32>' does not match the applied function's result type '!rise.fun<scalar<i32> -> scalar<i32>>'}}
  %b = "rise.apply"(%f, %a) : (!rise.fun<scalar<i32> -> fun<scalar<i32> -> scalar<i32>>>, !rise.scalar<i32>) -> !rise.scalar<i32>
  return
}

// -----

func.func @apply_nothing(%f: !rise.fun<scalar<i32> -> scalar<i32>>) {
  // expected-error @below {{'rise.apply' op expects at least one argument}}
  %b = "rise.apply"(%f) : (!rise.fun<scalar<i32> -> scalar<i32>>) -> !rise.scalar<i32>
  return
}

// -----

func.func @apply_not_a_function(%a: !rise.scalar<i32>) {
  // expected-error @below {{'rise.apply' op operand #0 must be rise function type, but got '!rise.scalar<i32>'}}
  %b = "rise.apply"(%a, %a) : (!rise.scalar<i32>, !rise.scalar<i32>) -> !rise.scalar<i32>
  return
}

// -----

func.func @lambda_parameter_type() {
  // expected-error @below {{'rise.lambda' op expects parameter #0 of type '!rise.scalar<i32>', but got '!rise.scalar<f32>'}}
  %f = "rise.lambda"() ({
  ^bb0(%x: !rise.scalar<f32>):
    "rise.return"(%x) : (!rise.scalar<f32>) -> ()
  }) : () -> !rise.fun<scalar<i32> -> scalar<f32>>
  return
}

// -----

func.func @lambda_too_many_parameters() {
  // expected-error @below {{'rise.lambda' op has 2 parameters, but its type '!rise.fun<scalar<f32> -> scalar<f32>>' takes 1}}
  %f = "rise.lambda"() ({
  ^bb0(%x: !rise.scalar<f32>, %y: !rise.scalar<f32>):
    "rise.return"(%x) : (!rise.scalar<f32>) -> ()
  }) : () -> !rise.fun<scalar<f32> -> scalar<f32>>
  return
}

// -----

func.func @lambda_too_many_parameters_custom() {
  // expected-error @below {{function type '!rise.fun<scalar<f32> -> scalar<f32>>' has fewer parameters than the lambda's 2}}
  %f = rise.lambda (%x, %y) : !rise.fun<scalar<f32> -> scalar<f32>> {
    rise.return %x : !rise.scalar<f32>
  }
  return
}

// -----

func.func @lambda_without_parameters() {
  // expected-error @below {{'rise.lambda' op expects at least one parameter}}
  %f = "rise.lambda"() ({
    %c = rise.literal 1.0 : f32
    "rise.return"(%c) : (!rise.scalar<f32>) -> ()
  }) : () -> !rise.fun<scalar<f32> -> scalar<f32>>
  return
}

// -----

func.func @lambda_returns_wrong_type() {
  // expected-error @below {{'rise.lambda' op returns a value of type '!rise.scalar<f32>', but its type '!rise.fun<scalar<f32> -> scalar<i32>>' gives the result type '!rise.scalar<i32>'}}
  %f = rise.lambda (%x) : !rise.fun<scalar<f32> -> scalar<i32>> {
    rise.return %x : !rise.scalar<f32>
  }
  return
}

// -----

func.func @pattern_result_type() {
  // expected-error @below {{'rise.map' op result type '!rise.fun<scalar<f32> -> scalar<f32>>' does not match the type '!rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>' its parameters give}}
  %m = "rise.map"() <{n = #rise.nat<4>, s = #rise.scalar<f32>, t = #rise.scalar<f32>}> : () -> !rise.fun<scalar<f32> -> scalar<f32>>
  return
}

// -----

func.func @pattern_zero_length() {
  // expected-error @below {{custom op 'rise.mapSeq' requires parameter 'n' to be at least 1, but got 0}}
  %m = rise.mapSeq #rise.nat<0> #rise.scalar<f32> #rise.scalar<f32>
  return
}

// -----

func.func @pattern_zero_step() {
  // expected-error @below {{custom op 'rise.slide' requires parameter 'sp' to be at least 1, but got 0}}
  %m = rise.slide #rise.nat<4> #rise.nat<3> #rise.nat<0> #rise.scalar<f32>
  return
}

// -----

func.func @pattern_type_parameter() {
  // expected-error @below {{custom op 'rise.zip' requires a data type parameter 't'}}
  %m = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.nat<4>
  return
}

// -----

func.func @pattern_missing_parameter() {
  // expected-error @below {{'rise.fst' op requires attribute 't'}}
  %m = "rise.fst"() <{s = #rise.scalar<f32>}> : () -> !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
  return
}

// -----

func.func @embed_argument_type(%a: !rise.scalar<f32>) {
  // expected-error @below {{'rise.embed' op expects body argument #0 of type 'f32' (operand type '!rise.scalar<f32>' unwrapped), but got 'i32'}}
  %r = rise.embed(%a) : (!rise.scalar<f32>) -> !rise.scalar<i32> {
  ^bb0(%x: i32):
    rise.return %x : i32
  }
  return
}

// -----

func.func @embed_returns_wrong_type(%a: !rise.scalar<f32>) {
  // expected-error @below {{'rise.embed' op returns a value of type 'f32', but its result type '!rise.scalar<i32>' wraps 'i32'}}
  %r = rise.embed(%a) : (!rise.scalar<f32>) -> !rise.scalar<i32> {
  ^bb0(%x: f32):
    rise.return %x : f32
  }
  return
}

// -----

func.func @embed_holds_rise_ops(%a: !rise.scalar<f32>) {
  // expected-error @below {{'rise.embed' op expects no Rise ops in its body but its terminator, but holds 'rise.literal'}}
  %r = rise.embed(%a) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
  ^bb0(%x: f32):
    %c = rise.literal 1.0 : f32
    rise.return %x : f32
  }
  return
}

// -----

func.func @embed_of_array(%a: !rise.array<2, scalar<f32>>) {
  // expected-error @below {{'rise.embed' op operand #0 must be variadic of rise scalar type, but got '!rise.array<2, scalar<f32>>'}}
  %r = rise.embed(%a) : (!rise.array<2, scalar<f32>>) -> !rise.scalar<f32> {
  ^bb0(%x: f32):
    rise.return %x : f32
  }
  return
}

// -----

func.func @literal_type() {
  // expected-error @below {{'rise.literal' op result type '!rise.scalar<f64>' does not match the value's type '!rise.scalar<f32>'}}
  %c = "rise.literal"() <{value = 1.0 : f32}> : () -> !rise.scalar<f64>
  return
}

// -----

func.func @literal_string() {
  // expected-error @below {{custom op 'rise.literal' expected an integer or floating-point attribute}}
  %c = rise.literal "s"
  return
}

// -----

func.func @literal_string_generic() {
  // expected-error @below {{invalid properties {value = "s"} for op rise.literal}}
  %c = "rise.literal"() <{value = "s"}> : () -> !rise.scalar<none>
  return
}

// -----

func.func @in_type(%m: memref<4xf32>) {
  // expected-error @below {{'rise.in' op result type '!rise.array<3, scalar<f32>>' does not match the type '!rise.array<4, scalar<f32>>' of memref 'memref<4xf32>'}}
  %a = "rise.in"(%m) : (memref<4xf32>) -> !rise.array<3, scalar<f32>>
  return
}

// -----

func.func @in_dynamic(%m: memref<?xf32>) {
  // expected-error @below {{expected a statically shaped memref with the identity layout, but got 'memref<?xf32>'}}
  %a = rise.in %m : memref<?xf32>
  return
}

// -----

func.func @out_type(%m: memref<4xf32>, %v: !rise.array<4, scalar<i32>>) {
  // expected-error @below {{'rise.out' op stores a value of type '!rise.array<4, scalar<i32>>' into memref 'memref<4xf32>', which holds '!rise.array<4, scalar<f32>>'}}
  "rise.out"(%m, %v) : (memref<4xf32>, !rise.array<4, scalar<i32>>) -> ()
  return
}

// -----

func.func @return_outside() {
  %c = rise.literal 1.0 : f32
  // expected-error @below {{'rise.return' op expects parent op to be one of 'rise.lambda, rise.embed'}}
  rise.return %c : !rise.scalar<f32>
}
