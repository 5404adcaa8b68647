// RUN: strata-translate --mlir-to-llvmir --verify-diagnostics %s
// CONFORMANCE: translate=--mlir-to-llvmir

// The bounds of `llvm.intr.get.active.lane.mask` are parsed as integer
// types.

llvm.func @lanes(%base: i64, %n: vector<2xi64>) -> vector<2xi1> {
  // expected-error @below {{invalid kind of type specified: expected builtin.integer, but found 'vector<2xi64>'}}
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<2xi64> to vector<2xi1>
  llvm.return %0 : vector<2xi1>
}
