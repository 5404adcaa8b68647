// RUN: strata-opt %s --transform-interpreter --allow-unregistered-dialect --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.irdl.collect_matching: ops of any name whose operands,
// results and attributes satisfy the one IRDL operation definition, in
// the payload and in the functions nested in it.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %m = transform.irdl.collect_matching in %root : (!transform.any_op) -> (!transform.any_op) {
    ^bb0(%arg: !transform.any_op):
      irdl.dialect @d {
        irdl.operation @binary {
          %int = irdl.base "!builtin.integer"
          %idx = irdl.is index
          %kind = irdl.any
          irdl.operands(lhs: %int, rhs: %int, extra: %idx)
          irdl.results(res: %int)
          irdl.attributes {"kind" = %kind}
        }
      }
    }
    transform.debug.emit_remark_at %m, "binary" : !transform.any_op
    transform.yield
  }

  func.func @payload(%a: i32, %b: i32, %i: index, %f: f32) {
    // expected-remark @below {{binary}}
    %0 = "test.add"(%a, %b, %i) {kind = 1} : (i32, i32, index) -> i32
    // No attribute.
    %1 = "test.add"(%a, %b, %i) : (i32, i32, index) -> i32
    // A float operand.
    %2 = "test.add"(%f, %b, %i) {kind = 1} : (f32, i32, index) -> i32
    // Too few operands.
    %3 = "test.add"(%a, %b) {kind = 1} : (i32, i32) -> i32
    // expected-remark @below {{binary}}
    %4 = "other.mul"(%b, %a, %i) {kind = "x"} : (i32, i32, index) -> i32
    return
  }
}

// CHECK: module attributes {transform.with_named_sequence} {
// CHECK-NEXT:   transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:     %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
// CHECK-NEXT:     ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:       irdl.dialect @d {
// CHECK-NEXT:         irdl.operation @binary {
// CHECK-NEXT:           %1 = irdl.base "!builtin.integer" 
// CHECK-NEXT:           %2 = irdl.is index 
// CHECK-NEXT:           %3 = irdl.any
// CHECK-NEXT:           irdl.operands(lhs: %1, rhs: %1, extra: %2)
// CHECK-NEXT:           irdl.results(res: %1)
// CHECK-NEXT:           irdl.attributes {"kind" = %3}
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.debug.emit_remark_at %0, "binary" : !transform.any_op
// CHECK-NEXT:     transform.yield 
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @payload(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) {
// CHECK-NEXT:     %0 = "test.add"(%arg0, %arg1, %arg2) {kind = 1 : i64} : (i32, i32, index) -> i32
// CHECK-NEXT:     %1 = "test.add"(%arg0, %arg1, %arg2) : (i32, i32, index) -> i32
// CHECK-NEXT:     %2 = "test.add"(%arg3, %arg1, %arg2) {kind = 1 : i64} : (f32, i32, index) -> i32
// CHECK-NEXT:     %3 = "test.add"(%arg0, %arg1) {kind = 1 : i64} : (i32, i32) -> i32
// CHECK-NEXT:     %4 = "other.mul"(%arg1, %arg0, %arg2) {kind = "x"} : (i32, i32, index) -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
