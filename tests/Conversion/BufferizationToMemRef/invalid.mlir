// RUN: strata-opt %s -split-input-file -verify-diagnostics -convert-bufferization-to-memref
// CONFORMANCE: pipeline=-convert-bufferization-to-memref

// A clone to a layout no identity-layout allocation casts to (a static
// stride of 2 over contiguous rows) cannot be lowered.
func.func @static_stride(%m: memref<8xf32, strided<[2]>>) -> memref<8xf32, strided<[2]>> {
  // expected-error@+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %0 = bufferization.clone %m : memref<8xf32, strided<[2]>> to memref<8xf32, strided<[2]>>
  return %0 : memref<8xf32, strided<[2]>>
}

// -----

// Other bufferization ops are not converted by this pass.
func.func @to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'bufferization.to_tensor' that was explicitly marked illegal}}
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
