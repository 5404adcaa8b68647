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

// -----

func.func @rotate(%p: tensor<3xi64>, %q: tensor<3xi64>, %n: index) -> (tensor<3xi64>, tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %p, %y = %q) -> (tensor<3xi64>, tensor<3xi64>) {
    // expected-error @below {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %y, %x : tensor<3xi64>, tensor<3xi64>
  }
  return %r#0, %r#1 : tensor<3xi64>, tensor<3xi64>
}

// -----

func.func @into_argument(%dest: tensor<5xi32>, %v: i32) -> tensor<5xi32> {
  %e = tensor.empty() : tensor<5xi32>
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %e[%c1] : tensor<5xi32>
  // expected-error @below {{not bufferizable under the given constraints: would write to read-only buffer}}
  %r = bufferization.materialize_in_destination %w in %dest : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %r : tensor<5xi32>
}
