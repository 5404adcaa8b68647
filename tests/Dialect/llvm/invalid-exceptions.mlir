// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @foo(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  llvm.return %a : i32
}

// -----

llvm.func @f() {
  // expected-error @+1 {{llvm.landingpad needs to be in a function with a personality}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p()
llvm.func @f() attributes {personality = @p} {
  // expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}
