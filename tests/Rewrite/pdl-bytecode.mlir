// RUN: strata-opt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--test-pdl-bytecode-pass

// Patterns in the pdl_interp dialect applied by the bytecode interpreter
// under the greedy driver; the `@patterns` module is removed, `@ir` is
// rewritten.

// Swap the operands of "test.pair" ops whose first operand comes from a
// "test.first" op, by creating a new op and replacing the old one.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.pair" -> ^bb1, ^end
  ^bb1:
    pdl_interp.check_operand_count of %root is 2 -> ^bb2, ^end
  ^bb2:
    %lhs = pdl_interp.get_operand 0 of %root
    %def = pdl_interp.get_defining_op of %lhs : !pdl.value
    pdl_interp.is_not_null %def : !pdl.operation -> ^bb3, ^end
  ^bb3:
    pdl_interp.check_operation_name of %def is "test.first" -> ^bb4, ^end
  ^bb4:
    %rhs = pdl_interp.get_operand 1 of %root
    pdl_interp.record_match @rewriters::@swap(%root, %lhs, %rhs : !pdl.operation, !pdl.value, !pdl.value) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @swap(%root : !pdl.operation, %lhs : !pdl.value, %rhs : !pdl.value) {
      %ty = pdl_interp.create_type i64
      %attr = pdl_interp.create_attribute "swapped"
      %new = pdl_interp.create_operation "test.pair_swapped"(%rhs, %lhs : !pdl.value, !pdl.value) {"note" = %attr} -> (%ty : !pdl.type)
      %res = pdl_interp.get_result 0 of %new
      pdl_interp.replace %root with (%res : !pdl.value)
      pdl_interp.finalize
    }
  }
}

// CHECK-LABEL: module @ir
// CHECK: %[[A:.*]] = "test.first"() : () -> i32
// CHECK: %[[B:.*]] = "test.second"() : () -> i32
// CHECK: %[[S:.*]] = "test.pair_swapped"(%[[B]], %[[A]]) {note = "swapped"} : (i32, i32) -> i64
// CHECK: "test.use"(%[[S]]) : (i64) -> ()
// CHECK: %[[K:.*]] = "test.pair"(%[[B]], %[[A]]) : (i32, i32) -> i64
// CHECK: "test.use"(%[[K]]) : (i64) -> ()
module @ir {
  %a = "test.first"() : () -> i32
  %b = "test.second"() : () -> i32
  %p = "test.pair"(%a, %b) : (i32, i32) -> i64
  "test.use"(%p) : (i64) -> ()
  %q = "test.pair"(%b, %a) : (i32, i32) -> i64
  "test.use"(%q) : (i64) -> ()
}

// -----

// The best match wins: two patterns on one root, recorded in the order
// of the matcher, the higher benefit is applied. Result types of a
// created arith op are inferred.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["arith.addi", "test.dead"](^add, ^dead) -> ^end
  ^add:
    %x = pdl_interp.get_operand 0 of %root
    %y = pdl_interp.get_operand 1 of %root
    pdl_interp.are_equal %x, %y : !pdl.value -> ^twice, ^end
  ^twice:
    pdl_interp.record_match @rewriters::@to_sub(%root, %x : !pdl.operation, !pdl.value) : benefit(1), loc([%root]), root("arith.addi") -> ^best
  ^best:
    pdl_interp.record_match @rewriters::@to_mul(%root, %x : !pdl.operation, !pdl.value) : benefit(5), loc([%root]), root("arith.addi") -> ^end
  ^dead:
    pdl_interp.record_match @rewriters::@erase(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @to_sub(%root : !pdl.operation, %x : !pdl.value) {
      %new = pdl_interp.create_operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> <inferred>
      %r = pdl_interp.get_results of %new : !pdl.range<value>
      pdl_interp.replace %root with (%r : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @to_mul(%root : !pdl.operation, %x : !pdl.value) {
      %ty = pdl_interp.get_value_type of %x : !pdl.type
      %two = pdl_interp.create_attribute 2 : i32
      %c = pdl_interp.create_operation "arith.constant" {"value" = %two} -> <inferred>
      %cv = pdl_interp.get_result 0 of %c
      %new = pdl_interp.create_operation "arith.muli"(%x, %cv : !pdl.value, !pdl.value) -> <inferred>
      %r = pdl_interp.get_results of %new : !pdl.range<value>
      pdl_interp.replace %root with (%r : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @erase(%root : !pdl.operation) {
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%[[V:.*]]: i32, %[[W:.*]]: i32)
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[V]], %[[TWO]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[V]], %[[W]] : i32
// CHECK-NEXT: return %[[M]], %[[S]] : i32, i32
module @ir {
  func.func @f(%v: i32, %w: i32) -> (i32, i32) {
    %0 = arith.addi %v, %v : i32
    %1 = arith.addi %v, %w : i32
    "test.dead"() : () -> ()
    return %0, %1 : i32, i32
  }
}

// -----

// Ranges and iteration in the matcher: each user of the results of a
// "test.source" op with a single operand is a match; one is rewritten per
// application, until none is left. Result types are checked as a range.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.source" -> ^bb1, ^end
  ^bb1:
    %results = pdl_interp.get_results of %root : !pdl.range<value>
    %types = pdl_interp.get_value_type of %results : !pdl.range<type>
    pdl_interp.check_types %types are [i32, f32] -> ^bb2, ^end
  ^bb2:
    %users = pdl_interp.get_users of %results : !pdl.range<value>
    pdl_interp.foreach %user : !pdl.operation in %users {
      pdl_interp.check_operation_name of %user is "test.user" -> ^one, ^next
    ^one:
      pdl_interp.check_operand_count of %user is 1 -> ^rec, ^next
    ^rec:
      pdl_interp.record_match @rewriters::@retag(%user : !pdl.operation) : benefit(1), loc([%root]) -> ^next
    ^next:
      pdl_interp.continue
    } -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @retag(%user : !pdl.operation) {
      %operands = pdl_interp.get_operands of %user : !pdl.range<value>
      %new = pdl_interp.create_operation "test.user_tagged"(%operands : !pdl.range<value>)
      pdl_interp.erase %user
      pdl_interp.finalize
    }
  }
}

// CHECK-LABEL: module @ir
// CHECK-NEXT: "test.user_tagged"(%[[R:.*]]#0) : (i32) -> ()
// CHECK-NEXT: "test.user_tagged"(%[[R]]#1) : (f32) -> ()
// CHECK-NEXT: %[[R]]:2 = "test.source"() : () -> (i32, f32)
// CHECK-NEXT: "test.user"(%[[R]]#1, %[[R]]#0) : (f32, i32) -> ()
module @ir {
  %0:2 = "test.source"() : () -> (i32, f32)
  "test.user"(%0#0) : (i32) -> ()
  "test.user"(%0#1, %0#0) : (f32, i32) -> ()
  "test.user"(%0#1) : (f32) -> ()
}
