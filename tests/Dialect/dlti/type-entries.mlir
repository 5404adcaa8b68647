// RUN: strata-opt %s -split-input-file | FileCheck %s
// Data layout entries keyed by builtin types that mlir-opt accepts: index
// with any integer (or boolean), integers and floats with one or two dense
// i64 alignments (splat, tensor or vector, preferred >= ABI compared
// unsigned), and string keys of no loaded dialect.

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, i1 = dense<8> : vector<1xi64>, i32 = dense<[32, 64]> : vector<2xi64>, i64 = dense<64> : vector<2xi64>, f16 = dense<[16, 32]> : tensor<2xi64>, f64 = dense<[[64, 64]]> : vector<1x2xi64>, bf16 = dense<[0, 0]> : vector<2xi64>, i8 = dense<[8, -1]> : vector<2xi64>, "u.key" = 32, "foo" = "bar", "dlti.endianness" = "little">} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i32>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = true>} {}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, i1 = dense<8> : vector<1xi64>, i32 = dense<[32, 64]> : vector<2xi64>, i64 = dense<64> : vector<2xi64>, f16 = dense<[16, 32]> : tensor<2xi64>, f64 = dense<64> : vector<1x2xi64>, bf16 = dense<0> : vector<2xi64>, i8 = dense<[8, -1]> : vector<2xi64>, "u.key" = 32 : i64, "foo" = "bar", "dlti.endianness" = "little">} {
// CHECK: // -----
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i32>} {
// CHECK: // -----
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = true>} {
