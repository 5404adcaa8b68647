// RUN: strata-opt %s --finalize-memref-to-llvm --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--finalize-memref-to-llvm

// A runtime function declared with another type is reported; the ops
// that need it stay.
// expected-error @+1 {{redefinition of reserved function 'free' of different type '!llvm.func<i32 (ptr)>' is prohibited}}
llvm.func @free(!llvm.ptr) -> i32
func.func @dealloc(%m: memref<8xf32>) {
  memref.dealloc %m : memref<8xf32>
  return
}

// -----

// Memory spaces other than signless integers have no address space.
// expected-error @unknown {{conversion of memref memory space 2 : si32 to integer address space failed. Consider adding memory space conversions.}}
func.func @space(%m: memref<4xf32, 2 : si32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32, 2 : si32>
  return %0 : f32
}

// -----

func.func @outside(%m: memref<4xi64>, %i: index, %v: i64) {
  // expected-error @+1 {{result not defined in region}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi64> {
  ^bb0(%old: i64):
    memref.atomic_yield %v : i64
  }
  return
}
