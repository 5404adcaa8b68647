// RUN: strata-opt %s -convert-pdl-to-pdl-interp -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--convert-pdl-to-pdl-interp

// An external rewrite takes the root and its arguments.
module {
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %op = pdl.operation "foo.op"(%x : !pdl.value)
    pdl.rewrite %op with "lowerFooOp"(%x : !pdl.value)
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.value) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "lowerFooOp"(%arg0, %arg1 : !pdl.operation, !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Result types: given constants, inferred by the created op, taken from
// the replaced op. (The function loads the arith dialect in mlir-opt,
// which infers arith.addi's types only then: see docs/deviations.md.)
module {
  func.func @uses_arith(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %y = pdl.operand
    %t = pdl.type
    %op = pdl.operation "foo.add"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %sum = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value)
      %f = pdl.type : f16
      %c = pdl.operation "foo.const" -> (%f : !pdl.type)
      %rep = pdl.operation "foo.copy"(%x : !pdl.value)
      pdl.replace %op with %rep
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.add" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %2 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi", "foo.const", "foo.copy"]), loc([%arg0]), root("foo.add") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
// CHECK-NEXT:       %1 = pdl_interp.create_type f16
// CHECK-NEXT:       %2 = pdl_interp.create_operation "foo.const"  -> (%1 : !pdl.type)
// CHECK-NEXT:       %3 = pdl_interp.get_results of %arg2 : !pdl.range<value>
// CHECK-NEXT:       %4 = pdl_interp.get_value_type of %3 : !pdl.range<type>
// CHECK-NEXT:       %5 = pdl_interp.create_operation "foo.copy"(%arg0 : !pdl.value)  -> (%4 : !pdl.range<type>)
// CHECK-NEXT:       %6 = pdl_interp.get_results of %5 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg2 with (%6 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @uses_arith(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Values, ranges, attributes and native rewrites inside a rewrite.
module {
  pdl.pattern : benefit(5) {
    %args = pdl.operands
    %types = pdl.types
    %op = pdl.operation "foo.pack"(%args : !pdl.range<value>) -> (%types : !pdl.range<type>)
    pdl.rewrite %op {
      %name = pdl.attribute = "packed"
      %extra = pdl.apply_native_rewrite "makeType"(%op : !pdl.operation) : !pdl.type
      %all = pdl.range %types, %extra : !pdl.range<type>, !pdl.type
      %new = pdl.operation "foo.pack2"(%args : !pdl.range<value>) {"name" = %name} -> (%all : !pdl.range<type>)
      %rs = pdl.results of %new
      %last = pdl.result 0 of %new
      pdl.replace %op with (%rs : !pdl.range<value>)
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.pack" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:     %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %1, %2 : !pdl.operation, !pdl.range<type>, !pdl.range<value>) : benefit(5), generatedOps(["foo.pack2"]), loc([%arg0]), root("foo.pack") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.range<type>, %arg2: !pdl.range<value>) {
// CHECK-NEXT:       %0 = pdl_interp.create_attribute "packed"
// CHECK-NEXT:       %1 = pdl_interp.apply_rewrite "makeType"(%arg0 : !pdl.operation) : !pdl.type
// CHECK-NEXT:       %2 = pdl_interp.create_range %arg1, %1 : !pdl.range<type>, !pdl.type 
// CHECK-NEXT:       %3 = pdl_interp.create_operation "foo.pack2"(%arg2 : !pdl.range<value>) {"name" = %0}  -> (%2 : !pdl.range<type>)
// CHECK-NEXT:       %4 = pdl_interp.get_results of %3 : !pdl.range<value>
// CHECK-NEXT:       %5 = pdl_interp.get_result 0 of %3
// CHECK-NEXT:       pdl_interp.replace %arg0 with (%4 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

// Replacing an op without results by another op erases it.
module {
  pdl.pattern : benefit(1) {
    %op = pdl.operation "foo.sink"
    pdl.rewrite %op {
      %new = pdl.operation "foo.sink2"
      pdl.replace %op with %new
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.sink" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["foo.sink2"]), loc([%arg0]), root("foo.sink") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:       %2 = pdl_interp.create_operation "foo.sink2"  -> (%1 : !pdl.range<type>)
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
