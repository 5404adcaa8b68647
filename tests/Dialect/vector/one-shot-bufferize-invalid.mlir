// RUN: strata-opt %s --one-shot-bufferize="copy-before-write" --verify-diagnostics
// CONFORMANCE: pipeline=--one-shot-bufferize=copy-before-write

// A masked op cannot write a copy made inside its mask.
func.func @masked_copy(%t: tensor<8xf32>, %v: vector<8xf32>, %m: vector<8xi1>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'vector.mask' op body must bufferize in-place}}
  %w = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<8xf32>, tensor<8xf32> } : vector<8xi1> -> tensor<8xf32>
  return %w : tensor<8xf32>
}
