// RUN: strata-opt %s --arith-emulate-wide-int --split-input-file --verify-diagnostics
// CONFORMANCE: skip (mlir-opt 22 creates invalid ops on 0-d vectors: docs/deviations.md)
// 0-d vectors of wide integers are not emulated: the ops using them
// cannot be legalized.

func.func @zero_d(%a: vector<i32>) -> vector<i32> {
  // expected-error@+1 {{failed to legalize operation 'arith.extsi' that was explicitly marked illegal}}
  %0 = arith.extsi %a : vector<i32> to vector<i64>
  %1 = arith.trunci %0 : vector<i64> to vector<i32>
  return %1 : vector<i32>
}
