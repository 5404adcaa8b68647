// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.mlir.global external @data() {addr_space = 0 : i32} : i32

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @data : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func extern_weak @weak()

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @weak : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @data() {addr_space = 0 : i32} : i32

llvm.mlir.alias external @data_alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @data : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @data_alias : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @+1 {{'llvm.linker_options' op attribute 'options' failed to satisfy constraint: string array attribute}}
llvm.linker_options ["-l", 3]

// -----

// expected-error @+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [1 : i64]>]

// -----

// expected-error @+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", "none">]
