// The script of to-library-run.mlir: the nest marked `gemm` to libxsmm.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %nest = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    transform.to_library %nest "libxsmm" : !transform.any_op
    transform.yield
  }
}
