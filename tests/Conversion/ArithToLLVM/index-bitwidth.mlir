// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s
// CONFORMANCE: pipeline=--convert-arith-to-llvm=index-bitwidth=32

// index-bitwidth sets the width index converts to.
func.func @index32(%i: index, %a: i64) -> index {
  %c = arith.constant 3 : index
  %0 = arith.addi %i, %c : index
  %1 = arith.index_cast %a : i64 to index
  %2 = arith.index_cast %0 : index to i32
  "test.use"(%1, %2) : (index, i32) -> ()
  return %0 : index
}

// CHECK: func.func @index32(%arg0: index, %arg1: i64) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT:   %2 = llvm.add %0, %1 : i32
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// CHECK-NEXT:   %4 = llvm.trunc %arg1 : i64 to i32
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// CHECK-NEXT:   "test.use"(%5, %2) : (index, i32) -> ()
// CHECK-NEXT:   return %3 : index
// CHECK-NEXT: }
