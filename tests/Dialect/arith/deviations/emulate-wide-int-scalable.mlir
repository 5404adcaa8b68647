// RUN: strata-opt %s --arith-emulate-wide-int --split-input-file --verify-diagnostics
// CONFORMANCE: skip (mlir-opt 22 turns scalable vectors into fixed-size ones: docs/deviations.md)
// Scalable vectors of wide integers are not emulated: the ops using them
// cannot be legalized.

func.func @scalable_values(%a: vector<[4]xi32>) -> vector<[4]xi32> {
  // expected-error@+1 {{failed to legalize operation 'arith.extsi' that was explicitly marked illegal}}
  %0 = arith.extsi %a : vector<[4]xi32> to vector<[4]xi64>
  %1 = arith.muli %0, %0 : vector<[4]xi64>
  %2 = arith.trunci %1 : vector<[4]xi64> to vector<[4]xi32>
  return %2 : vector<[4]xi32>
}

// -----

// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func @scalable_signature(%a: vector<2x[4]xi64>) -> vector<2x[4]xi64> {
  return %a : vector<2x[4]xi64>
}
