// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --one-shot-bufferize

func.func @unrestricted(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @below {{to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{op was not bufferized}}
  %0 = "test.opaque"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
