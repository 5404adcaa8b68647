// RUN: strata-opt %s -allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries" -split-input-file -verify-diagnostics

// An unranked tensor is never copied: an op writing it in place before a
// later read of the same buffer cannot be bufferized.

func.func private @updates(%t: tensor<*xi32>)

func.func @unranked_write_then_read(%t: tensor<*xi32>) -> tensor<*xi32> {
  // expected-error @below{{not bufferizable under the given constraints: cannot avoid RaW conflict}}
  func.call @updates(%t) : (tensor<*xi32>) -> ()
  return %t : tensor<*xi32>
}

// -----

// A tensor whose elements cannot be the elements of a memref.

func.func @bad_elements() -> tensor<2x!foo.bar> {
  // expected-error @below{{cannot bufferize value of type 'tensor<2x!foo.bar>': element type '!foo.bar' is not a valid memref element type}}
  // expected-error @below{{failed to bufferize op}}
  %t = tensor.empty() : tensor<2x!foo.bar>
  return %t : tensor<2x!foo.bar>
}
