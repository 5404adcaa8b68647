// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+2 {{expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: sometimes}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`}}
llvm.module_flags [#llvm.mlir.module_flag<sometimes, "a", 1 : i32>]

// -----

// expected-error @+1 {{only integer and string values are currently supported for unknown key '"a"'}}
llvm.module_flags [#llvm.mlir.module_flag<warning, "a", [1 : i32]>]

// -----

// expected-error @+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", 1 : i32>]

// -----

// expected-error @+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", "none">]

// -----

// expected-error @+1 {{'llvm.module_flags' op expected a module flag attribute}}
llvm.module_flags [#llvm.mlir.module_flag<max, "a", 1 : i32>, "b"]
