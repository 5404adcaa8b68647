// RUN: strata-translate --mlir-to-llvmir --verify-diagnostics %s
// mlir-translate 22 crashes (in LLVM's intrinsic signature matching) when an
// overloaded intrinsic is called with too few arguments; Strata reports
// that the call matches none of the overloads, as for other mismatches.

llvm.func @overload_count(%p: !llvm.ptr) {
  // expected-error@below {{call intrinsic signature void (ptr, ptr) to overloaded intrinsic "llvm.memcpy" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.memcpy"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
