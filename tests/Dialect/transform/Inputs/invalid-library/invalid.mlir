// A library that does not parse, with the diagnostic it gets: checked by
// the test that preloads it (preload-invalid-library.mlir).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected SSA operand}}
    transform.debug.emit_remark_at , "no handle" : !transform.any_op
    transform.yield
  }
}
