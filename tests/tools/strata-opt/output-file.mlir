// RUN: strata-opt --allow-unregistered-dialect %s -o %t
// RUN: FileCheck %s < %t
// RUN: rm -f %t.failed
// RUN: not strata-opt --allow-unregistered-dialect %S/Inputs/undeclared.mlir -o %t.failed
// RUN: not ls %t.failed

// CHECK:      module {
// CHECK-NEXT:   "to.file"() : () -> ()
// CHECK-NEXT: }
"to.file"() : () -> ()
