// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
func.func private @f(!llvm.array<4 x void>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.label'}}
func.func private @f(!llvm.array<4 x !llvm.label>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.array<4 x func<void ()>>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.token'}}
func.func private @f(!llvm.array<4 x token>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.metadata'}}
func.func private @f(!llvm.array<4 x metadata>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(!llvm.struct<(void)>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.token'}}
func.func private @f(!llvm.struct<"s", (i32, token)>)

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
func.func private @f(!llvm.func<i32 (void)>)

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.func<void (func<void ()>)>)

// -----

// expected-error @+1 {{invalid function result type: '!llvm.label'}}
func.func private @f(!llvm.func<label ()>)

// -----

// expected-error @+1 {{invalid function result type: '!llvm.metadata'}}
func.func private @f(!llvm.func<metadata ()>)

// -----

// expected-error @+2 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
// expected-error @+1 {{expected integer value}}
func.func private @f(!llvm.ptr<x>)

// -----

// expected-error @+1 {{unknown LLVM type: foo}}
func.func private @f(!llvm.foo)

// -----

// expected-error @+1 {{expected 'x'}}
func.func private @f(!llvm.array<4 i32>)

// -----

// expected-error @+1 {{expected ')'}}
func.func private @f(!llvm.func<i32 (i32, ..., i32)>)

// -----

// expected-error @+1 {{expected '('}}
func.func private @f(!llvm.struct<packed "a", (i32)>)

// -----

// expected-error @+1 {{expected '('}}
func.func private @f(!llvm.struct<"a", packed opaque>)

// -----

// expected-error @+1 {{expected '('}}
func.func private @f(!llvm.func<void>)
