// RUN: strata-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics
// A module's data layout entries keyed by builtin types: an integer for
// index; dense i64 ABI and preferred alignments for integers and floats;
// no entry for other builtin types. Reported at the module, without the
// op note.

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "x">} {}

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, dense<32> : vector<1xi64>>>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<f64, 64 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = 64>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, dense<[32, 64]> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi32>>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, dense<[32, 64]> : tensor<2xsi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : tensor<2xsi64>>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, array<i64: 32, 64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = array<i64: 32, 64>>} {}

// -----

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i32, dense<[32, 64, 8]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64, 8]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i32, dense<> : tensor<0xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<> : tensor<0xi64>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i16, dense<[16, 8]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<2xi64>, i16 = dense<[16, 8]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[-1, 8]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[-1, 8]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<memref<2xf32> = 32>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<4xf32> = 32>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!u.t = 32>} {}

// -----

// expected-error @+1 {{the 'builtin' dialect does not support identifier data layout entries}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"builtin.key" = 32>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 1 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle", i32 = 1>} {}

// -----

// A gpu.module's data layout is verified as a module's.
// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
gpu.module @g attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {}
