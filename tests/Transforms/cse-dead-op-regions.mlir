// RUN: strata-opt %s --allow-unregistered-dialect --cse --mlir-print-debuginfo | FileCheck %s
// CONFORMANCE: pipeline=-allow-unregistered-dialect --cse --mlir-print-debuginfo

// CSE simplifies an op's regions before it finds the op dead: the constant
// inside the dead `scf.if` is merged into the equal one above, which takes
// its location (it had none), and only then does the `scf.if` go.

// CHECK-LABEL: func.func @dead_if
// CHECK: arith.constant 0 : index loc([[A:#loc[0-9]*]])
// CHECK-NOT: scf.if
// CHECK: [[A]] = loc("a.mlir":1:1)
func.func @dead_if(%c: i1, %m: memref<4xi32>) {
  %zero = arith.constant 0 : index loc(unknown)
  %v = memref.load %m[%zero] : memref<4xi32>
  "test.use"(%v) : (i32) -> ()
  %r = scf.if %c -> (index) {
    %a = arith.constant 0 : index loc("a.mlir":1:1)
    %s = index.add %a, %a
    scf.yield %s : index
  } else {
    scf.yield %zero : index
  }
  return
}
