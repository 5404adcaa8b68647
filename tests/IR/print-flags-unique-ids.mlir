// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-unique-ssa-ids | FileCheck %s
// With --mlir-print-unique-ssa-ids, value and block numbers are not reused
// across sibling regions or isolated ops.

func.func @first(%a: i32) -> i32 {
  %0 = "u.op"(%a) : (i32) -> i32
  "u.region"() ({
  ^bb0(%x: i32):
    %1 = "u.inner"(%x) : (i32) -> i32
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }, {
    %2 = "u.other"() : () -> i32
  }) : () -> ()
  return %0 : i32
}

func.func @second(%b: i32) -> i32 {
  %0 = "u.op"(%b) : (i32) -> i32
  "u.br"()[^bb1] : () -> ()
^bb1:
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @first(%arg1: i32) -> i32 {
// CHECK-NEXT:     %1 = "u.op"(%arg1) : (i32) -> i32
// CHECK-NEXT:     "u.region"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %3 = "u.inner"(%arg2) : (i32) -> i32
// CHECK-NEXT:       "u.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "u.end"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %2 = "u.other"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "u.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     "u.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
