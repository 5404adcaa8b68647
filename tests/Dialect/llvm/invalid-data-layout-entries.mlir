// RUN: strata-opt %s -split-input-file -verify-diagnostics
// A module's data layout entries keyed by LLVM types: pointers take
// [size, abi, preferred(, index)], empty literal structs [abi(, preferred)],
// types without a layout interface none.

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = 64>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64.0, 64.0, 64.0]> : vector<3xf64>>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr<1>' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64, 64]> : vector<4xi64>, !llvm.ptr<1> = dense<[64, 64, 64, 64, 1]> : vector<5xi64>>} {}

// -----

// expected-error @+1 {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi32>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 128, 64]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[32, 64, 32]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{unexpected layout attribute for struct '!llvm.struct<(i32)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<[32, 64]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{unexpected layout attribute for struct '!llvm.struct<"id", ()>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<"id", ()> = dense<[32, 64]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.struct<()>' to be a dense integer elements attribute of 1 or 2 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = 32>} {}

// -----

// expected-error @+1 {{expected i64 entries for '!llvm.struct<()>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64]> : vector<2xi32>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 32]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.void = 32>} {}

// -----

// expected-error @+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.func<void ()> = 7>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32, !llvm.ptr<1> = dense<[64, 64, 32]> : vector<3xi64>>} {}
