// RUN: not strata-opt %s -test-create-vector-broadcast -allow-unregistered-dialect 2>&1 | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 builds an invalid vector.transpose from ill-formed broadcast dimensions and fails verification)

// The operand does not match the result's non-broadcast dimensions: an
// error on the op, the IR left as it is.
func.func @ill_formed(%v: vector<3x2xf32>) -> vector<3x5xf32> {
  // CHECK: error: 'test_create_broadcast' op has an operand that does not match the result's non-broadcast dimensions
  %0 = "test_create_broadcast"(%v) {broadcast_dims = array<i64: 1>} : (vector<3x2xf32>) -> vector<3x5xf32>
  return %0 : vector<3x5xf32>
}
