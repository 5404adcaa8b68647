// RUN: strata-opt %s -convert-pdl-to-pdl-interp -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--convert-pdl-to-pdl-interp

// Two patterns on different roots share the name switch; each has its
// own checks below it.
module {
  pdl.pattern @neg_neg : benefit(3) {
    %x = pdl.operand
    %t = pdl.type
    %inner = pdl.operation "foo.neg"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %inner
    %outer = pdl.operation "foo.neg"(%r : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %outer {
      pdl.replace %outer with (%x : !pdl.value)
    }
  }
  pdl.pattern @swap : benefit(1) {
    %a = pdl.operand
    %b = pdl.operand
    %t = pdl.type : i64
    %op = pdl.operation "foo.sub"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %new = pdl.operation "foo.rsub"(%b, %a : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op with %new
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.switch_operation_name of %arg0 to ["foo.neg", "foo.sub"](^bb2, ^bb15) -> ^bb1
// CHECK-NEXT:   ^bb1:  // 21 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %2 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.operation -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.check_operation_name of %2 is "foo.neg" -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.check_operand_count of %2 is 1 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     pdl_interp.check_result_count of %2 is 1 -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %3 = pdl_interp.get_operand 0 of %2
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     %4 = pdl_interp.get_result 0 of %2
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
// CHECK-NEXT:   ^bb12:  // pred: ^bb11
// CHECK-NEXT:     pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb13, ^bb1
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %5 = pdl_interp.get_value_type of %4 : !pdl.type
// CHECK-NEXT:     %6 = pdl_interp.get_value_type of %1 : !pdl.type
// CHECK-NEXT:     pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb14, ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0, %2]), root("foo.neg") -> ^bb1
// CHECK-NEXT:   ^bb15:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 2 -> ^bb16, ^bb1
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb17, ^bb1
// CHECK-NEXT:   ^bb17:  // pred: ^bb16
// CHECK-NEXT:     %7 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %7 : !pdl.value -> ^bb18, ^bb1
// CHECK-NEXT:   ^bb18:  // pred: ^bb17
// CHECK-NEXT:     %8 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %8 : !pdl.value -> ^bb19, ^bb1
// CHECK-NEXT:   ^bb19:  // pred: ^bb18
// CHECK-NEXT:     %9 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %9 : !pdl.value -> ^bb20, ^bb1
// CHECK-NEXT:   ^bb20:  // pred: ^bb19
// CHECK-NEXT:     %10 = pdl_interp.get_value_type of %8 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %10 is i64 -> ^bb21, ^bb1
// CHECK-NEXT:   ^bb21:  // pred: ^bb20
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%9, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["foo.rsub"]), loc([%arg0]), root("foo.sub") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_type i64
// CHECK-NEXT:       %1 = pdl_interp.create_operation "foo.rsub"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
// CHECK-NEXT:       %2 = pdl_interp.get_results of %1 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg2 with (%2 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Variadic operands: the counts become at-least checks, highest first.
module {
  pdl.pattern : benefit(1) {
    %head = pdl.operand
    %rest = pdl.operands
    %op = pdl.operation "foo.call"(%head, %rest : !pdl.value, !pdl.range<value>)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern : benefit(2) {
    %a = pdl.operand
    %b = pdl.operand
    %rest = pdl.operands
    %op = pdl.operation "foo.call"(%a, %b, %rest : !pdl.value, !pdl.value, !pdl.range<value>)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.call" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb3:  // 4 preds: ^bb9, ^bb10, ^bb11, ^bb12
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %2 = pdl_interp.get_operands 2 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("foo.call") -> ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb10, ^bb3
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %3 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb3
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     %4 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.range<value> -> ^bb12, ^bb3
// CHECK-NEXT:   ^bb12:  // pred: ^bb11
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.call") -> ^bb3
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Attributes: a constant value, and one whose type is constrained.
module {
  pdl.pattern : benefit(1) {
    %zero = pdl.attribute = 0 : i64
    %ty = pdl.type : f32
    %scale = pdl.attribute : %ty
    %op = pdl.operation "foo.scale" {"offset" = %zero, "factor" = %scale}
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.scale" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_attribute "offset" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_attribute "factor" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_attribute %0 is 0 : i64 -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %2 = pdl_interp.get_attribute_type of %1
// CHECK-NEXT:     pdl_interp.check_type %2 is f32 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.scale") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Switch on constant types at the same position.
module {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i8
    %op = pdl.operation "foo.cast" -> (%t : !pdl.type)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern : benefit(1) {
    %t = pdl.type : i16
    %op = pdl.operation "foo.cast" -> (%t : !pdl.type)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern : benefit(1) {
    %t = pdl.type : i32
    %op = pdl.operation "foo.cast" -> (%t : !pdl.type)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.cast" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:     pdl_interp.switch_type %1 to [i8, i16, i32](^bb6, ^bb7, ^bb8) -> ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.cast") -> ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.cast") -> ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.cast") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Native constraints, one negated, one producing a value the rewrite uses.
module {
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %op = pdl.operation "foo.use"(%x : !pdl.value)
    pdl.apply_native_constraint "isConstantLike"(%x : !pdl.value) {isNegated = true}
    %attr = pdl.apply_native_constraint "pickAttr"(%op : !pdl.operation) : !pdl.attribute
    pdl.rewrite %op {
      %new = pdl.operation "foo.marked" {"tag" = %attr}
      pdl.erase %op
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.use" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.apply_constraint "pickAttr"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.apply_constraint "isConstantLike"(%1 : !pdl.value) {isNegated = true} -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.attribute, !pdl.operation) : benefit(1), generatedOps(["foo.marked"]), loc([%arg0]), root("foo.use") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.attribute, %arg1: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "foo.marked" {"tag" = %arg0} 
// CHECK-NEXT:       pdl_interp.erase %arg1
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Two roots sharing an operand: the second is found among its users.
module {
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %a = pdl.operation "foo.lo"(%x : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "foo.hi"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %a {
      %both = pdl.operation "foo.lohi"(%x : !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
      %r0 = pdl.result 0 of %both
      %r1 = pdl.result 1 of %both
      pdl.replace %a with (%r0 : !pdl.value)
      pdl.replace %b with (%r1 : !pdl.value)
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.lo" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %2 = pdl_interp.get_users of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %2 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operation_name of %arg1 is "foo.hi" -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 1 -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       %3 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %3, %0 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       %4 = pdl_interp.get_result 0 of %arg1
// CHECK-NEXT:       pdl_interp.is_not_null %4 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:     ^bb7:  // pred: ^bb6
// CHECK-NEXT:       %5 = pdl_interp.get_value_type of %4 : !pdl.type
// CHECK-NEXT:       %6 = pdl_interp.get_value_type of %1 : !pdl.type
// CHECK-NEXT:       pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb8, ^bb1
// CHECK-NEXT:     ^bb8:  // pred: ^bb7
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %6, %arg0, %arg1 : !pdl.value, !pdl.type, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["foo.lohi"]), loc([%arg0, %arg1]), root("foo.lo") -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation, %arg3: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "foo.lohi"(%arg0 : !pdl.value)  -> (%arg1, %arg1 : !pdl.type, !pdl.type)
// CHECK-NEXT:       %1 = pdl_interp.get_result 0 of %0
// CHECK-NEXT:       %2 = pdl_interp.get_result 1 of %0
// CHECK-NEXT:       pdl_interp.replace %arg2 with (%1 : !pdl.value)
// CHECK-NEXT:       pdl_interp.replace %arg3 with (%2 : !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Two roots without a given root: matching starts from the cheaper one.
module {
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %inner = pdl.operation "foo.inner"(%x : !pdl.value)
    %v = pdl.result 0 of %inner
    %first = pdl.operation "foo.first"(%v : !pdl.value)
    %second = pdl.operation "foo.second"(%v : !pdl.value)
    pdl.rewrite {
      pdl.erase %first
      pdl.erase %second
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.first" -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %2 = pdl_interp.get_users of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %2 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operation_name of %1 is "foo.inner" -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_operation_name of %arg1 is "foo.second" -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.check_operand_count of %1 is 1 -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is 1 -> ^bb6, ^bb1
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       pdl_interp.check_result_count of %1 is 0 -> ^bb7, ^bb1
// CHECK-NEXT:     ^bb7:  // pred: ^bb6
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb8, ^bb1
// CHECK-NEXT:     ^bb8:  // pred: ^bb7
// CHECK-NEXT:       %3 = pdl_interp.get_operand 0 of %1
// CHECK-NEXT:       pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb1
// CHECK-NEXT:     ^bb9:  // pred: ^bb8
// CHECK-NEXT:       %4 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb10, ^bb1
// CHECK-NEXT:     ^bb10:  // pred: ^bb9
// CHECK-NEXT:       %5 = pdl_interp.get_result 0 of %1
// CHECK-NEXT:       pdl_interp.are_equal %5, %0 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:     ^bb11:  // pred: ^bb10
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %arg0, %arg1]), root("foo.first") -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.erase %arg1
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
