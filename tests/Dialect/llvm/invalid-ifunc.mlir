// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @resolver() -> !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.mlir.global external @resolver() : !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op 'extern_weak' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc extern_weak @f : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must return a pointer}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr<2> @resolver

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @f : !llvm.func<void (i32)>, !llvm.ptr @resolver
llvm.func @wrong_args() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @f() : () -> ()
  llvm.return
}
