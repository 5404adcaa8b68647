// RUN: strata-opt %s -allow-unregistered-dialect --buffer-results-to-out-params --split-input-file --verify-diagnostics

// expected-error @below {{cannot create out param for result with unsupported layout}}
func.func private @layout() -> memref<4xf32, strided<[2]>> {
  %0 = "test.source"() : () -> memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}

// -----

func.func private @dynamic(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @caller(%n: index) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @dynamic(%n) : (index) -> memref<?xf32>
  "test.sink"(%0) : (memref<?xf32>) -> ()
  return
}
