// RUN: strata-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s
// RUN: not strata-opt --allow-unregistered-dialect --no-implicit-module %S/Inputs/two-ops.mlir 2>&1 | FileCheck %s --check-prefix=TWO

// A single top-level op is printed as is, without a module around it.
// CHECK:      {{^}}"solo.op"() : () -> (){{$}}
// CHECK-NOT: module
"solo.op"() : () -> ()

// TWO: two-ops.mlir:0:0: error: source must contain a single top-level operation, found: 2
