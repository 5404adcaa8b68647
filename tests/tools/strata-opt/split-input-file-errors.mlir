// RUN: not strata-opt --allow-unregistered-dialect --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// A chunk that fails prints nothing, the others still print, and the exit
// code is 1. Diagnostics point at lines of the whole file.

// CHECK:      module {
// CHECK-NEXT:   "ok.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "also.ok"() : () -> ()
// CHECK-NEXT: }

"ok.op"() : () -> ()

// -----

// ERR: split-input-file-errors.mlir:[[@LINE+3]]:15: error: use of undeclared SSA value name
// ERR-NEXT: {{^}}%x = "bad.op"(%y) : (i32) -> i32
// ERR-NEXT: {{^}}              ^
%x = "bad.op"(%y) : (i32) -> i32

// -----

"also.ok"() : () -> ()
