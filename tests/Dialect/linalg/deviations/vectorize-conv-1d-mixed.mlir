// RUN: strata-opt %s --transform-interpreter --verify-diagnostics
// CONFORMANCE: skip (mlir-opt 22 builds an invalid vector.outerproduct here; see docs/deviations.md)

// linalg.conv_1d with inputs narrower than its output: vectorized as
// outer products, the inputs would have to be extended first, which
// mlir-opt 22 does not do (its vector.outerproduct of i8 into i32 fails
// verification). Strata does not vectorize it.

func.func @conv_1d_i8(%in: memref<6xi8>, %k: memref<3xi8>, %out: memref<4xi32>) {
  // expected-error @below {{Attempted to vectorize, but failed}}
  linalg.conv_1d ins(%in, %k : memref<6xi8>, memref<3xi8>) outs(%out : memref<4xi32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_1d"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}
