// RUN: not strata-opt --split-input-file %s 2>&1 | FileCheck %s

// Tabs are expanded to multiples of 8 in the source line and the caret line.
// CHECK: diagnostic-locations.mlir:[[@LINE+3]]:7: error: 'builtin.module' op requires zero results
// CHECK-NEXT: {{^}}        %0 = "builtin.module"() ({
// CHECK-NEXT: {{^}}             ^
	%0 = "builtin.module"() ({
}) : () -> i32

// -----

// A location without a file position is printed before the message.
// CHECK: <unknown>:0: error: loc("named"): 'builtin.module' op region should have no arguments
// CHECK-NEXT: <unknown>:0: note: loc("named"): see current operation:
"builtin.module"() ({
^bb0(%arg0: i32):
}) : () -> () loc("named")

// -----

// A call site shows its callee, then a note per caller; positions in
// other files show no source line.
// CHECK: callee.mlir:7:3: error: 'builtin.module' op region should have no arguments
// CHECK-NEXT: caller.mlir:9:1: note: called from
// CHECK-NEXT: callee.mlir:7:3: note: see current operation:
"builtin.module"() ({
^bb0(%arg0: i32):
}) : () -> () loc(callsite("callee.mlir":7:3 at "caller.mlir":9:1))
