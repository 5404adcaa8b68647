// A library of named sequences for preload.mlir.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @mark_functions(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "from the library" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @lib_entry(%root: !transform.any_op {transform.readonly}) {
    transform.include @mark_functions failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
