// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Every op of the dialect, in a matcher and two rewriters. The arith
// constant loads the arith dialect, so that mlir-opt knows arith.addi
// infers its result types.

arith.constant true
module @patterns {
  pdl_interp.func @matcher(%root: !pdl.operation) {
    %c = pdl_interp.get_operand 0 of %root
    %ops = pdl_interp.get_operands of %root : !pdl.range<value>
    %op1 = pdl_interp.get_operands 1 of %root : !pdl.value
    %r = pdl_interp.get_result 0 of %root
    %rs = pdl_interp.get_results of %root : !pdl.range<value>
    %rs1 = pdl_interp.get_results 1 of %root : !pdl.range<value>
    %a = pdl_interp.get_attribute "value" of %root
    %at = pdl_interp.get_attribute_type of %a
    %d = pdl_interp.get_defining_op of %c : !pdl.value
    %t = pdl_interp.get_value_type of %c : !pdl.type
    %ts = pdl_interp.get_value_type of %ops : !pdl.range<type>
    %u = pdl_interp.get_users of %r : !pdl.value
    %e = pdl_interp.extract 0 of %u : !pdl.operation
    pdl_interp.is_not_null %d : !pdl.operation -> ^bb1, ^end
  ^bb1:
    pdl_interp.check_operation_name of %root is "test.op" -> ^bb2, ^end
  ^bb2:
    pdl_interp.check_operand_count of %root is at_least 1 -> ^bb3, ^end
  ^bb3:
    pdl_interp.check_result_count of %root is 2 -> ^bb4, ^end
  ^bb4:
    pdl_interp.check_attribute %a is 5 : i32 -> ^bb5, ^end
  ^bb5:
    pdl_interp.check_type %t is i32 -> ^bb6, ^end
  ^bb6:
    pdl_interp.check_types %ts are [i32, i64] -> ^bb7, ^end
  ^bb7:
    pdl_interp.are_equal %c, %op1 : !pdl.value -> ^bb8, ^end
  ^bb8:
    pdl_interp.apply_constraint "cst"(%root : !pdl.operation) -> ^bb9, ^end
  ^bb9:
    %x = pdl_interp.apply_constraint "cst2"(%root : !pdl.operation) : !pdl.attribute {isNegated = true} -> ^bb10, ^end
  ^bb10:
    pdl_interp.switch_operation_name of %root to ["a.b", "c.d"](^bb11, ^end) -> ^end
  ^bb11:
    pdl_interp.switch_operand_count of %root to dense<[1, 2]> : vector<2xi32>(^bb12, ^end) -> ^end
  ^bb12:
    pdl_interp.switch_result_count of %root to dense<[0]> : vector<1xi32>(^bb13) -> ^end
  ^bb13:
    pdl_interp.switch_attribute %a to [0 : i32, unit](^bb14, ^end) -> ^end
  ^bb14:
    pdl_interp.switch_type %t to [i32, i64](^bb15, ^end) -> ^end
  ^bb15:
    pdl_interp.switch_types %ts to [[i32], [i64, i32]](^bb16, ^end) -> ^end
  ^bb16:
    pdl_interp.foreach %o : !pdl.operation in %u {
      %q = pdl_interp.get_result 0 of %o
      pdl_interp.continue
    } -> ^bb17
  ^bb17:
    pdl_interp.record_match @rewriters::@success(%root, %c : !pdl.operation, !pdl.value) : benefit(1), generatedOps(["foo.op"]), loc([%root]), root("test.op") -> ^bb18
  ^bb18:
    pdl_interp.record_match @rewriters::@success2 : benefit(2), loc([%root, %d]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @success(%root: !pdl.operation, %v: !pdl.value) {
      %a = pdl_interp.create_attribute 7 : i64
      %t = pdl_interp.create_type i32
      %ts = pdl_interp.create_types [i32, f32]
      %rg = pdl_interp.create_range %t, %ts : !pdl.type, !pdl.range<type>
      %rg2 = pdl_interp.create_range : !pdl.range<value>
      %op = pdl_interp.create_operation "foo.op"(%v : !pdl.value) {"k" = %a} -> (%rg : !pdl.range<type>)
      %op2 = pdl_interp.create_operation "foo.op2"
      %op3 = pdl_interp.create_operation "arith.addi"(%v, %v : !pdl.value, !pdl.value) -> <inferred>
      %res = pdl_interp.apply_rewrite "rw"(%op : !pdl.operation) : !pdl.value
      pdl_interp.apply_rewrite "rw2"(%op : !pdl.operation)
      pdl_interp.replace %root with (%v, %res : !pdl.value, !pdl.value)
      pdl_interp.replace %op2 with ()
      pdl_interp.erase %op
      pdl_interp.finalize
    }
    pdl_interp.func @success2() {
      pdl_interp.branch ^b
    ^b:
      pdl_interp.finalize
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   module @patterns {
// CHECK-NEXT:     pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:       %1 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %2 = pdl_interp.get_operands 1 of %arg0 : !pdl.value
// CHECK-NEXT:       %3 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:       %4 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %5 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %6 = pdl_interp.get_attribute "value" of %arg0
// CHECK-NEXT:       %7 = pdl_interp.get_attribute_type of %6
// CHECK-NEXT:       %8 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:       %9 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:       %10 = pdl_interp.get_value_type of %1 : !pdl.range<type>
// CHECK-NEXT:       %11 = pdl_interp.get_users of %3 : !pdl.value
// CHECK-NEXT:       %12 = pdl_interp.extract 0 of %11 : !pdl.operation
// CHECK-NEXT:       pdl_interp.is_not_null %8 : !pdl.operation -> ^bb1, ^bb19
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb19
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb3, ^bb19
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_result_count of %arg0 is 2 -> ^bb4, ^bb19
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.check_attribute %6 is 5 : i32 -> ^bb5, ^bb19
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       pdl_interp.check_type %9 is i32 -> ^bb6, ^bb19
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       pdl_interp.check_types %10 are [i32, i64] -> ^bb7, ^bb19
// CHECK-NEXT:     ^bb7:  // pred: ^bb6
// CHECK-NEXT:       pdl_interp.are_equal %0, %2 : !pdl.value -> ^bb8, ^bb19
// CHECK-NEXT:     ^bb8:  // pred: ^bb7
// CHECK-NEXT:       pdl_interp.apply_constraint "cst"(%arg0 : !pdl.operation) -> ^bb9, ^bb19
// CHECK-NEXT:     ^bb9:  // pred: ^bb8
// CHECK-NEXT:       %13 = pdl_interp.apply_constraint "cst2"(%arg0 : !pdl.operation) : !pdl.attribute {isNegated = true} -> ^bb10, ^bb19
// CHECK-NEXT:     ^bb10:  // pred: ^bb9
// CHECK-NEXT:       pdl_interp.switch_operation_name of %arg0 to ["a.b", "c.d"](^bb11, ^bb19) -> ^bb19
// CHECK-NEXT:     ^bb11:  // pred: ^bb10
// CHECK-NEXT:       pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb12, ^bb19) -> ^bb19
// CHECK-NEXT:     ^bb12:  // pred: ^bb11
// CHECK-NEXT:       pdl_interp.switch_result_count of %arg0 to dense<0> : vector<1xi32>(^bb13) -> ^bb19
// CHECK-NEXT:     ^bb13:  // pred: ^bb12
// CHECK-NEXT:       pdl_interp.switch_attribute %6 to [0 : i32, unit](^bb14, ^bb19) -> ^bb19
// CHECK-NEXT:     ^bb14:  // pred: ^bb13
// CHECK-NEXT:       pdl_interp.switch_type %9 to [i32, i64](^bb15, ^bb19) -> ^bb19
// CHECK-NEXT:     ^bb15:  // pred: ^bb14
// CHECK-NEXT:       pdl_interp.switch_types %10 to {{\[\[}}i32], [i64, i32]](^bb16, ^bb19) -> ^bb19
// CHECK-NEXT:     ^bb16:  // pred: ^bb15
// CHECK-NEXT:       pdl_interp.foreach %arg1 : !pdl.operation in %11 {
// CHECK-NEXT:         %14 = pdl_interp.get_result 0 of %arg1
// CHECK-NEXT:         pdl_interp.continue
// CHECK-NEXT:       } -> ^bb17
// CHECK-NEXT:     ^bb17:  // pred: ^bb16
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@success(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), generatedOps(["foo.op"]), loc([%arg0]), root("test.op") -> ^bb18
// CHECK-NEXT:     ^bb18:  // pred: ^bb17
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@success2 : benefit(2), loc([%arg0, %8]) -> ^bb19
// CHECK-NEXT:     ^bb19:  // 22 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb10, ^bb11, ^bb11, ^bb12, ^bb13, ^bb13, ^bb14, ^bb14, ^bb15, ^bb15, ^bb18
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     module @rewriters {
// CHECK-NEXT:       pdl_interp.func @success(%arg0: !pdl.operation, %arg1: !pdl.value) {
// CHECK-NEXT:         %0 = pdl_interp.create_attribute 7 : i64
// CHECK-NEXT:         %1 = pdl_interp.create_type i32
// CHECK-NEXT:         %2 = pdl_interp.create_types [i32, f32]
// CHECK-NEXT:         %3 = pdl_interp.create_range %1, %2 : !pdl.type, !pdl.range<type> 
// CHECK-NEXT:         %4 = pdl_interp.create_range : !pdl.range<value>
// CHECK-NEXT:         %5 = pdl_interp.create_operation "foo.op"(%arg1 : !pdl.value) {"k" = %0}  -> (%3 : !pdl.range<type>)
// CHECK-NEXT:         %6 = pdl_interp.create_operation "foo.op2" 
// CHECK-NEXT:         %7 = pdl_interp.create_operation "arith.addi"(%arg1, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
// CHECK-NEXT:         %8 = pdl_interp.apply_rewrite "rw"(%5 : !pdl.operation) : !pdl.value
// CHECK-NEXT:         pdl_interp.apply_rewrite "rw2"(%5 : !pdl.operation)
// CHECK-NEXT:         pdl_interp.replace %arg0 with (%arg1, %8 : !pdl.value, !pdl.value)
// CHECK-NEXT:         pdl_interp.replace %6 with ()
// CHECK-NEXT:         pdl_interp.erase %5
// CHECK-NEXT:         pdl_interp.finalize
// CHECK-NEXT:       }
// CHECK-NEXT:       pdl_interp.func @success2() {
// CHECK-NEXT:         pdl_interp.branch ^bb1
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         pdl_interp.finalize
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
