// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

func.func @ints_before_types() {
  // expected-error @+1 {{failed to parse parameter list for target extension type}}
  "test.op"() : () -> !llvm.target<"t", 3, f32>
  return
}

// -----

func.func @no_name() {
  // expected-error @+2 {{expected string}}
  // expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
  "test.op"() : () -> !llvm.target<f32>
  return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global external @not_global() : !llvm.target<"amx.tile">

// -----

// expected-error @+1 {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global external @initialized(1 : i32) : !llvm.target<"spirv.Queue">

// -----

llvm.func @zero() {
  // expected-error @+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"amx.tile">
  llvm.return
}

// -----

llvm.func @constant() {
  // expected-error @+1 {{'llvm.mlir.constant' op does not support target extension type.}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.target<"spirv.Queue">
  llvm.return
}

// -----

llvm.func @alloca(%n: i64) {
  // expected-error @+1 {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"amx.tile"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @load(%p: !llvm.ptr) {
  // expected-error @+1 {{result #0 must be LLVM type with size, but got '!llvm.target<"amx.tile">'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"amx.tile">
  llvm.return
}

// -----

llvm.func @atomic_load(%p: !llvm.ptr) {
  // expected-error @+1 {{unsupported type '!llvm.target<"spirv.Queue">' for atomic access}}
  %0 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"spirv.Queue">
  llvm.return
}

// -----

func.func @int_too_large() {
  // expected-error @+3 {{integer value too large}}
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse parameter list for target extension type}}
  "test.op"() : () -> !llvm.target<"t", 4294967296>
  return
}
