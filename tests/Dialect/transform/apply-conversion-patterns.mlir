// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter -allow-unregistered-dialect

// A full conversion of one function with the test patterns: the op marked
// `replace_with_new_op` becomes a `test.new_op` with converted types, and
// its old uses go through a cast. The other function is not a target and
// keeps its op.

// CHECK-LABEL: func.func @converted
// CHECK-SAME:    (%[[T:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[IN:.*]] = builtin.unrealized_conversion_cast %[[T]] : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:    %[[NEW:.*]] = "test.new_op"(%[[IN]]) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:    %[[OUT:.*]] = builtin.unrealized_conversion_cast %[[NEW]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:    return %[[OUT]] : tensor<4xf32>
// CHECK-LABEL: func.func @untouched
// CHECK-NEXT:    "test.foo"() {replace_with_new_op = "test.bar"} : () -> tensor<2xi32>
func.func @converted(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) {replace_with_new_op = "test.bar"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @untouched() -> tensor<2xi32> {
  %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} attributes{sym_name = "converted"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.transform.test_conversion_patterns
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {legal_ops = ["func.func", "func.return", "test.new_op"]} : !transform.any_op
    transform.yield
  }
}

// -----

// A partial conversion of the ops of an scf.for body only (the target is
// not isolated); the handle to the converted op follows it to its
// replacement with `preserve_handles`.

// CHECK-LABEL: func.func @loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[NEW:.*]] = "test.new_op"() {converted} : () -> memref<3xf32>
// CHECK-NEXT:      %[[CAST:.*]] = builtin.unrealized_conversion_cast %[[NEW]] : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT:      "test.use"(%[[CAST]]) : (tensor<3xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OLD:.*]] = "test.foo"() {replace_with_new_op = "test.bar"} : () -> tensor<3xf32>
// CHECK-NEXT:    "test.use"(%[[OLD]]) : (tensor<3xf32>) -> ()
func.func @loop(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> tensor<3xf32>
    "test.use"(%0) : (tensor<3xf32>) -> ()
  }
  %1 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> tensor<3xf32>
  "test.use"(%1) : (tensor<3xf32>) -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %foo = transform.structured.match ops{["test.foo"]} in %loop : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %loop {
      transform.apply_conversion_patterns.transform.test_conversion_patterns
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {legal_ops = ["test.new_op"], partial_conversion, preserve_handles} : !transform.any_op
    transform.annotate %foo "converted" : !transform.any_op
    transform.yield
  }
}

// -----

// Lowering to LLVM with the dialects' patterns and the LLVM type converter
// (32-bit indices).

// CHECK-LABEL: llvm.func @lowered
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = llvm.add %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[M:.*]] = llvm.mul %[[S]], %[[A]] : i32
// CHECK-NEXT:    llvm.return %[[M]] : i32
// CHECK:         memref_to_llvm_type_converter {index_bitwidth = 32 : i64}
func.func @lowered(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %a : index
  return %1 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

// scf to cf inside one function, with memrefs lowered by the LLVM
// patterns of memref in the same conversion.

// CHECK-LABEL: func.func @branchy
// CHECK-SAME:    (%[[C:.*]]: i1, %[[M:.*]]: memref<4xf32>, %[[X:.*]]: f32)
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %[[M]] : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[I:.*]] = builtin.unrealized_conversion_cast %[[C1]] : index to i64
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    %[[G:.*]] = llvm.getelementptr inbounds|nuw %[[P]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    llvm.store %[[X]], %[[G]] : f32, !llvm.ptr
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func @branchy(%c: i1, %m: memref<4xf32>, %x: f32) {
  %i = arith.constant 1 : index
  scf.if %c {
    memref.store %x, %m[%i] : memref<4xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.scf.scf_to_control_flow
      transform.apply_conversion_patterns.dialect_to_llvm "memref"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["cf", "llvm"], illegal_dialects = ["scf", "memref"], partial_conversion} : !transform.any_op
    transform.yield
  }
}
