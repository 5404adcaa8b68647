// RUN: strata-opt --allow-unregistered-dialect %s -o %t
// RUN: FileCheck %s < %t
// RUN: rm -f %t.failed
// RUN: not strata-opt --allow-unregistered-dialect %S/Inputs/undeclared.mlir -o %t.failed
// RUN: not ls %t.failed
// A failed run leaves an output that is not a regular file alone (as root,
// removing `-o /dev/null` would delete the device).
// RUN: rm -f %t.devnull && ln -s /dev/null %t.devnull
// RUN: not strata-opt --allow-unregistered-dialect %S/Inputs/undeclared.mlir -o %t.devnull
// RUN: test -L %t.devnull

// CHECK:      module {
// CHECK-NEXT:   "to.file"() : () -> ()
// CHECK-NEXT: }
"to.file"() : () -> ()
