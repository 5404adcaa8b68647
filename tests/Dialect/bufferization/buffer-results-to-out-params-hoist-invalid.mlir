// RUN: strata-opt %s -allow-unregistered-dialect --buffer-results-to-out-params=hoist-dynamic-allocs --split-input-file --verify-diagnostics

// A size that is not an argument of the function cannot be passed by
// callers.
func.func private @constant_size() -> memref<?xf32> {
  %c = arith.constant 3 : index
  %0 = memref.alloc(%c) : memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @caller() {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @constant_size() : () -> memref<?xf32>
  "test.sink"(%0) : (memref<?xf32>) -> ()
  return
}

// -----

// Nor can a buffer that is not an allocation.
func.func private @not_alloc(%n: index) -> memref<?xf32> {
  %0 = "test.source"(%n) : (index) -> memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @caller(%n: index) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @not_alloc(%n) : (index) -> memref<?xf32>
  "test.sink"(%0) : (memref<?xf32>) -> ()
  return
}
