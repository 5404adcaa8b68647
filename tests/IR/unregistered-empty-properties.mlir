// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// An unregistered op keeps an empty properties dictionary it was written
// with, in both printed forms.

// CHECK-LABEL: func.func @props
// CHECK: "u.empty"() <{}> : () -> ()
// CHECK: "u.none"() : () -> ()
// CHECK: "u.full"() <{k = 3 : i8}> {d = 1 : i32} : () -> ()
// GENERIC: "u.empty"() <{}> : () -> ()
// GENERIC: "u.none"() : () -> ()
// GENERIC: "u.full"() <{k = 3 : i8}> {d = 1 : i32} : () -> ()
func.func @props() {
  "u.empty"() <{}> : () -> ()
  "u.none"() : () -> ()
  "u.full"() <{k = 3 : i8}> {d = 1 : i32} : () -> ()
  return
}
