// RUN: strata-opt %s --split-input-file --convert-scf-to-cf --verify-diagnostics
// CONFORMANCE: pipeline=--convert-scf-to-cf
// scf.forall with outputs does not lower: the conversion fails and the IR
// is left unchanged.

func.func @forall_outputs(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// -----

// The error rolls back what was converted before it.
func.func @rollback(%c: i1, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.if %c {
    "test.then"() : () -> ()
  }
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
