// RUN: strata-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-arith-to-llvm
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--convert-cf-to-llvm
// Ops are folded before their patterns against their operands as the
// conversion's deferred replacements leave them: an operand folded to a
// constant earlier in the same conversion is still the folded op's result,
// so its user does not fold.

func.func @chain() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c3 : i32
  return %1 : i32
}

// -----

func.func @compare_then_extend(%i: index) -> i32 {
  %0 = arith.cmpi ult, %i, %i : index
  %1 = arith.extui %0 : i1 to i32
  return %1 : i32
}

// -----

// Operands that were constants before the conversion still fold.
func.func @original_constants(%v: vector<4xf32>, %s: f32) -> (vector<4xf32>, f32, i32) {
  %c = arith.constant dense<1.0> : vector<4xf32>
  %c1 = arith.constant 1.0 : f32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.mulf %v, %c : vector<4xf32>
  %1 = arith.mulf %s, %c1 : f32
  %2 = arith.addi %c4, %c5 : i32
  return %0, %1, %2 : vector<4xf32>, f32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mul %3, %2 : i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @compare_then_extend(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %1 = llvm.zext %0 : i1 to i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @original_constants(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, f32, i32) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(9 : i32) : i32
// CHECK-NEXT:     return %arg0, %arg1, %4 : vector<4xf32>, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
