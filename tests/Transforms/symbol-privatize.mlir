// RUN: strata-opt %s --allow-unregistered-dialect --symbol-privatize=exclude=keep | FileCheck %s
// Top-level symbols become private except the excluded ones; nested tables
// are left alone.

module {
  func.func @f() { return }
  func.func @keep() { return }
  func.func nested @n() { return }
  module @inner {
    func.func @g() { return }
  }
  "u.op"() : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   func.func private @f() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @keep() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @n() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func @g() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "u.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
