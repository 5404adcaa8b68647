// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// A file range whose end equals its start prints as the plain start
// position; any other range keeps its end.

"u.same_col"() : () -> () loc("r.mlir":4:7 to :7)
"u.same_both"() : () -> () loc("r.mlir":9:3 to 9:3)
"u.other_col"() : () -> () loc("r.mlir":4:7 to :8)
"u.other_line"() : () -> () loc("r.mlir":4:7 to 5:7)

// CHECK: "u.same_col"() : () -> () loc([[A:#loc[0-9]*]])
// CHECK: "u.same_both"() : () -> () loc([[B:#loc[0-9]*]])
// CHECK: "u.other_col"() : () -> () loc([[C:#loc[0-9]*]])
// CHECK: "u.other_line"() : () -> () loc([[D:#loc[0-9]*]])
// CHECK: [[A]] = loc("r.mlir":4:7)
// CHECK: [[B]] = loc("r.mlir":9:3)
// CHECK: [[C]] = loc("r.mlir":4:7 to :8)
// CHECK: [[D]] = loc("r.mlir":4:7 to 5:7)
