// RUN: strata-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s

llvm.func @unknown() {
  // expected-error@below {{could not find LLVM intrinsic: "llvm.no_such_intrinsic"}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.no_such_intrinsic"() : () -> ()
  llvm.return
}

// -----

// A suffix names an overload only of an overloaded intrinsic.
llvm.func @suffix_of_fixed(%i: i32) {
  // expected-error@below {{could not find LLVM intrinsic: "llvm.riscv.sha256sig0.i32"}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.riscv.sha256sig0.i32"(%i) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @overload_kind(%i: i16) {
  // expected-error@below {{call intrinsic signature i16 (i16, i16) to overloaded intrinsic "llvm.pow" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.pow"(%i, %i) : (i16, i16) -> i16
  llvm.return
}

// -----

llvm.func @overload_mismatch(%a: f32, %b: f64) {
  // expected-error@below {{call intrinsic signature float (float, double) to overloaded intrinsic "llvm.copysign" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.copysign"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @fixed_result(%i: i32) {
  // expected-error@below {{intrinsic call returns i64 but "llvm.riscv.sha256sig0" actually returns i32}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.riscv.sha256sig0"(%i) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @fixed_count(%i: i32) {
  // expected-error@below {{intrinsic call has 2 operands but "llvm.riscv.sha256sig0" expects 1}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.riscv.sha256sig0"(%i, %i) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @fixed_operand(%v: vector<4xf32>, %i: i64) {
  // expected-error@below {{intrinsic call operand #2 has type i64 but "llvm.x86.sse41.round.ss" expects i32}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.x86.sse41.round.ss"(%v, %v, %i) : (vector<4xf32>, vector<4xf32>, i64) -> vector<4xf32>
  llvm.return
}
