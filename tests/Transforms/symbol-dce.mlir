// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s
// Dead private and nested symbols are erased; public ones and whatever
// live code references stay, through nested symbol tables.

module {
  func.func private @dead() { return }
  func.func private @used() { return }
  func.func @pub() {
    call @used() : () -> ()
    return
  }
  func.func nested @nest() { return }
  module @inner {
    func.func private @in_dead() { return }
    func.func nested @in_used() {
      call @in_helper() : () -> ()
      return
    }
    func.func private @in_helper() { return }
  }
  "u.ref"() {r = @inner::@in_used} : () -> ()
}

// -----

// A cycle of private functions nothing else uses is dead.
module {
  func.func private @a() {
    call @b() : () -> ()
    return
  }
  func.func private @b() {
    call @a() : () -> ()
    return
  }
  func.func @keep() { return }
}

// -----

// A private module and everything in it are dead when unreferenced.
module {
  module @m attributes {sym_visibility = "private"} {
    func.func @f() { return }
  }
  "u.op"() {refs = [@g]} : () -> ()
  func.func private @g() { return }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @used() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pub() {
// CHECK-NEXT:     call @used() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func nested @in_used() {
// CHECK-NEXT:       call @in_helper() : () -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @in_helper() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "u.ref"() {r = @inner::@in_used} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @keep() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.op"() {refs = [@g]} : () -> ()
// CHECK-NEXT:   func.func private @g() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
