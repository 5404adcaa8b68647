// RUN: strata-opt %s --one-shot-bufferize --verify-diagnostics
// CONFORMANCE: pipeline=--one-shot-bufferize

// A select with a tensor of conditions chooses element by element: there
// is no buffer to choose.
func.func @elementwise(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{only i1 condition values are supported}}
  // expected-error @below {{failed to bufferize op}}
  %r = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %r : tensor<4xf32>
}
