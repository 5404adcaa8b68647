// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: not strata-opt %s --split-input-file --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not strata-opt %s --split-input-file --mlir-print-debuginfo --mlir-pretty-debuginfo 2>&1 | FileCheck %s --check-prefix=PRETTY
// The "see current operation" note: on the same line for a one-line op, on
// the next line for an op with regions; elements attributes of more than
// 16 elements elided; locations printed under --mlir-print-debuginfo (in
// the pretty form with --mlir-pretty-debuginfo); notes of a call-site
// location get no "called from" lines.

// PLAIN: error: 'func.return' op expects parent op 'func.func'
// PLAIN-NEXT: "func.return"() {a = dense<[{{.*}}]> : tensor<17xi32>
// PLAIN-NEXT: ^
// PLAIN-NEXT: note: see current operation: "func.return"() {a = dense_resource<__elided__> : tensor<17xi32>, b = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>} : () -> (){{$}}
// DEBUG: note: see current operation: "func.return"() {{.*}} : () -> () loc("{{.*}}current-op-note.mlir":[[@LINE+3]]:3)
// PRETTY: note: see current operation: "func.return"() {{.*}} : () -> () {{.*}}current-op-note.mlir:[[@LINE+2]]:3{{$}}
"builtin.module"() ({
  "func.return"() {a = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>, b = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]> : tensor<16xi32>} : () -> ()
}) : () -> ()

// -----

// PLAIN: error: 'func.func' op entry block must have 1 arguments to match function signature
// PLAIN: note: see current operation: {{$}}
// PLAIN-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
// PLAIN-NEXT:   "func.return"() : () -> ()
// PLAIN-NEXT: }) : () -> ()
func.func @f(i32) {
  return
}

// -----

// PLAIN: callee.mlir:1:1: error: 'builtin.module' op region should have no arguments
// PLAIN-NEXT: caller.mlir:2:2: note: called from
// PLAIN-NEXT: callee.mlir:1:1: note: see current operation: {{$}}
// PLAIN-NEXT: "builtin.module"() ({
// PLAIN-NEXT: ^bb0(%arg0: i32):
// PLAIN-NEXT: }) : () -> ()
// PLAIN-NOT: called from
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))

// -----

// A location with no file prints in front of the message, in the pretty
// form under --mlir-pretty-debuginfo.
// PLAIN: <unknown>:0: error: loc("named"): 'builtin.module' op region should have no arguments
// PRETTY: <unknown>:0: error: "named": 'builtin.module' op region should have no arguments
// PRETTY-NEXT: <unknown>:0: note: "named": see current operation: {{$}}
// PRETTY-NEXT: "builtin.module"() ({
// PRETTY-NEXT: ^bb0(%arg0: i32 "arg"):
// PRETTY-NEXT: }) : () -> () "named"
"builtin.module"() ({
^bb0(%a: i32 loc("arg")):
}) : () -> () loc("named")
