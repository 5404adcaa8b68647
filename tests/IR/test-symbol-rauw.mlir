// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-symbol-rauw | FileCheck %s

// Renames run innermost first; references are renamed at the component
// naming the symbol, wherever in a nested reference it is, and inside
// arrays, distinct attributes and dialect attributes.

// CHECK: #[[D:.+]] = distinct[0]<@new_callee>
// CHECK-LABEL: module @new_outer
// CHECK: func.func nested @new_leaf()
// CHECK: func.func private @new_callee()
// CHECK: "test.op"() {a = [@new_outer::@new_leaf], b = #[[D]], c = #test.sub_elements_access<@new_callee, @new_outer, [@other]>}
// CHECK: "test.op"() {d = @new_outer::@keep}
module {
  module @outer attributes {sym.new_name = "new_outer"} {
    func.func nested @leaf() attributes {sym.new_name = "new_leaf"}
    func.func nested @keep()
  }
  func.func private @callee() attributes {sym.new_name = "new_callee"}
  func.func private @other()
  func.func @user() {
    "test.op"() {a = [@outer::@leaf], b = distinct[0]<@callee>, c = #test.sub_elements_access<@callee, @outer, [@other]>} : () -> ()
    "test.op"() {d = @outer::@keep} : () -> ()
    return
  }
}

// -----

// With a potentially unknown symbol table in the module nothing changes.

// CHECK-LABEL: func.func private @stays
// CHECK: "test.op"() {r = @stays}
module {
  func.func private @stays() attributes {sym.new_name = "renamed"}
  "test.op"() {r = @stays} : () -> ()
  "unknown.table"() ({
  }) : () -> ()
}
