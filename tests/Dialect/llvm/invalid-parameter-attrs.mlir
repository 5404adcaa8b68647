// RUN: strata-opt %s -split-input-file -verify-diagnostics

// The checks of `llvm.*` parameter attributes on function arguments and
// results, for LLVM functions and builtin ones alike.

// expected-error @+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @f(%a: i64 {llvm.nonnull})

// -----

// expected-error @+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @f(%a: !llvm.ptr {llvm.noalias = 1 : i32})

// -----

// expected-error @+1 {{"llvm.byval" should be a type attribute}}
llvm.func @f(%a: !llvm.ptr {llvm.byval = 4 : i64})

// -----

// expected-error @+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @f(%a: f64 {llvm.zeroext})

// -----

// expected-error @+1 {{"llvm.dereferenceable" should be an integer attribute}}
func.func private @f(%a: !llvm.ptr {llvm.dereferenceable = "x"})

// -----

// expected-error @+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @f() -> (f32 {llvm.noalias})

// -----

// expected-error @+1 {{"llvm.sret" is not a valid result attribute}}
llvm.func @f() -> (!llvm.ptr {llvm.sret = i32})

// -----

// expected-error @+1 {{expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @f() -> (!llvm.void {llvm.noundef})

// -----

// Attributes on values of non-LLVM types, and unknown names, are not checked.
func.func private @f(%a: tensor<4xf32> {llvm.noalias}, %b: !llvm.ptr {llvm.something = 3 : i32})

// -----

llvm.func @f(%x: vector<2xi64>) {
  // expected-error @+1 {{'llvm.inttoptr' op expected op to return a single LLVM pointer type}}
  %0 = "llvm.inttoptr"(%x) <{dereferenceable = #llvm.dereferenceable<bytes = 8>}> : (vector<2xi64>) -> vector<2x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{struct is missing required parameter: bytes}}
  %0 = llvm.load %p dereferenceable<mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i64
  llvm.return
}
