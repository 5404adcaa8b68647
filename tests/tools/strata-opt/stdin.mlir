// RUN: strata-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect - < %s | FileCheck %s
// RUN: not strata-opt --allow-unregistered-dialect < %S/Inputs/undeclared.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK:      module {
// CHECK-NEXT:   "from.stdin"() : () -> ()
// CHECK-NEXT: }
"from.stdin"() : () -> ()

// Standard input is named <stdin> in diagnostics.
// ERR: <stdin>:2:13: error: use of undeclared SSA value name
