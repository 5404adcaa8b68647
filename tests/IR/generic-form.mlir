// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// The generic form prints every op, including builtin ones, in quotes.

module @m attributes {u.flag} {
  %0 = "u.def"() {value = 3 : i64} : () -> index
  "u.region"(%0) <{prop = [1, 2]}> ({
  ^bb0(%arg: index):
    "u.term"(%arg)[^bb1] : (index) -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : (index) -> ()
  module {
  }
}

// CHECK: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:   %0 = "u.def"() {value = 3 : i64} : () -> index
// CHECK-NEXT:   "u.region"(%0) <{prop = [1, 2]}> ({
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     "u.term"(%arg0)[^bb1] : (index) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "u.end"() : () -> ()
// CHECK-NEXT:   }) : (index) -> ()
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {u.flag} : () -> ()
// CHECK-EMPTY:
