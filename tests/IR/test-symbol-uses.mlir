// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -test-symbol-uses | FileCheck %s

// References inside distinct attributes and nested arrays count; a use
// through a nested reference counts for every symbol on its path; the
// unused external function is erased.

// CHECK-NOT: @unused
// expected-remark@below {{unused function successfully erased}}
module {
  // expected-remark@below {{symbol has 2 uses}}
  module @outer {
    // expected-remark@below {{symbol has 1 uses}}
    func.func nested @leaf()
  }
  // expected-remark@below {{symbol has 2 uses}}
  func.func private @callee()
  // expected-remark@below {{symbol has no uses}}
  func.func private @unused()
  // expected-remark@below {{symbol has no uses}}
  // expected-remark@below {{symbol contains 4 nested references}}
  // expected-remark@below {{found use of symbol : @callee : "callee"}}
  func.func @user() attributes {test.ref = @callee} {
    // expected-remark@below {{found use of symbol : @outer::@leaf : "leaf"}}
    // expected-remark@below {{found use of symbol : @outer::@leaf : "outer"}}
    "test.op"() {refs = [[@outer::@leaf]]} : () -> ()
    // expected-remark@below {{found use of symbol : @callee : "callee"}}
    // expected-remark@below {{found use of symbol : @outer : "outer"}}
    "test.op"() {a = distinct[0]<@callee>, b = @outer} : () -> ()
    return
  }
}

// -----

// An op of an unknown dialect with one region may be a symbol table: the
// uses inside cannot be known, and the walk stops.

module {
  // expected-remark@below {{symbol contains an unknown nested operation that 'may' define a new symbol table}}
  func.func @opaque() {
    "unknown.scope"() ({
      "unknown.op"() {ref = @opaque} : () -> ()
    }) : () -> ()
    return
  }
  func.func private @not_reached()
}
