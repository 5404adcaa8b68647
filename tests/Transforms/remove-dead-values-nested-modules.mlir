// RUN: strata-opt %s --allow-unregistered-dialect --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

// Functions of nested symbol tables: private functions whose uses are all
// calls lose their dead arguments and results, whatever the nesting; a
// public function of a private module keeps its signature.

module {
  module @inner attributes {sym_visibility = "private"} {
    func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
      %s = arith.addi %a, %b : i32
      return %s, %a : i32, i32
    }
    func.func @pub(%a: i32, %b: i32) -> (i32, i32) {
      %s = arith.addi %a, %b : i32
      return %s, %a : i32, i32
    }
    func.func @caller(%x: i32) -> i32 {
      %r:2 = call @callee(%x, %x) : (i32, i32) -> (i32, i32)
      %q:2 = call @pub(%x, %x) : (i32, i32) -> (i32, i32)
      return %r#0 : i32
    }
  }
  func.func @top(%x: i32) -> i32 {
    %r:2 = "test.nested_ref"(%x) {ref = @inner::@pub} : (i32) -> (i32, i32)
    %d = arith.muli %x, %x : i32
    return %r#1 : i32
  }
  module {
    func.func private @g(%a: i32) -> i32 {
      %c = arith.constant 3 : i32
      return %c : i32
    }
    func.func @h(%x: i32) -> i32 {
      %r = call @g(%x) : (i32) -> i32
      return %r : i32
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   module @inner attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func private @callee(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:       %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:       return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @pub(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:       %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:       return %0, %arg0 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:       %0 = call @callee(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:       %1:2 = call @pub(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:       return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @top(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0:2 = "test.nested_ref"(%arg0) {ref = @inner::@pub} : (i32) -> (i32, i32)
// CHECK-NEXT:     return %0#1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func private @g() -> i32 {
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       return %c3_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT:       %0 = call @g() : () -> i32
// CHECK-NEXT:       return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
