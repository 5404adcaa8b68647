// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// CONFORMANCE: pipeline=--mlir-print-debuginfo
// An empty file name in the point form `"":line:col` reads as `-` (the
// name of standard input), as in MLIR; the other forms keep it empty, so
// the two spellings of a point are different locations.

"u.point"() : () -> () loc("":1:2)
"u.range"() : () -> () loc("":1:2 to 3:4)
"u.line"() : () -> () loc("":3)
"u.name"() : () -> () loc("")
"u.fused"() : () -> () loc(fused["":5:6, "-":5:6, "":5:6 to 5:6])

// CHECK: "u.point"() : () -> () loc([[P:#loc[0-9]*]])
// CHECK: "u.range"() : () -> () loc([[R:#loc[0-9]*]])
// CHECK: "u.line"() : () -> () loc([[L:#loc[0-9]*]])
// CHECK: "u.name"() : () -> () loc([[N:#loc[0-9]*]])
// CHECK: "u.fused"() : () -> () loc([[F:#loc[0-9]*]])
// CHECK-DAG: [[P]] = loc("-":1:2)
// CHECK-DAG: [[R]] = loc("":1:2 to 3:4)
// CHECK-DAG: [[L]] = loc("":3:0)
// CHECK-DAG: [[N]] = loc("")
// CHECK-DAG: [[F]] = loc(fused[[[F1:#loc[0-9]*]], [[F2:#loc[0-9]*]]])
// CHECK-DAG: [[F1]] = loc("-":5:6)
// CHECK-DAG: [[F2]] = loc("":5:6)
