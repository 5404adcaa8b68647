// RUN: strata-opt %s --resolve-ranked-shaped-type-result-dims --verify-diagnostics --split-input-file

// A dim out of the rank of a reifying op's result is reported on that op
// and stays.
func.func @out_of_rank(%n: index) -> index {
  %c2 = arith.constant 2 : index
  // expected-error@+1 {{'tensor.empty' op invalid dimension}}
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %d = tensor.dim %e, %c2 : tensor<4x?xf32>
  return %d : index
}
