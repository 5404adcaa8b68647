// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=region-simplify=disabled
// The test dialect's folds and patterns under canonicalize: ops folding to
// their operands, an op erased by its pattern, an op without memory effect
// or only allocating its result is dead when unused, a pattern that builds
// an arith constant; constants move behind the other operands of a
// commutative op (the trait's fold); test.br forwards its operands, so
// unused block arguments are dropped.

func.func @folds(%a: i32, %b: i32) -> (i32, i32, i32) {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  %0 = "test.op_with_region_fold"(%a) ({
    "test.op_with_region_terminator"() : () -> ()
  }) : (i32) -> i32
  %1:2 = "test.op_with_variadic_results_and_folder"(%0, %b) : (i32, i32) -> (i32, i32)
  %2 = "test.test_effects_result"() : () -> i32
  return %1#0, %1#1, %0 : i32, i32, i32
}

// -----

func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = "test.op_commutative"(%c2, %a, %c1, %b) : (i32, i32, i32, i32) -> i32
  %1 = "test.op_commutative"(%a, %b, %c2, %c1) : (i32, i32, i32, i32) -> i32
  %2 = "test.op_commutative"(%c1, %c2, %c1, %c2) : (i32, i32, i32, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @canonicalizable() -> i32 {
  %0 = "test.dialect_canonicalizable"() : () -> i32
  return %0 : i32
}

// -----

func.func @branch(%a: i32, %b: i32) -> i32 {
  "test.br"(%a, %b, %a)[^bb1] : (i32, i32, i32) -> ()
^bb1(%x: i32, %y: i32, %z: i32):
  return %y : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @folds(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     return %arg0, %arg1, %arg0 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @commutative(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = "test.op_commutative"(%arg0, %arg1, %c2_i32, %c1_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:     %1 = "test.op_commutative"(%arg0, %arg1, %c2_i32, %c1_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:     %2 = "test.op_commutative"(%c1_i32, %c2_i32, %c1_i32, %c2_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:     return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @canonicalizable() -> i32 {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     return %c42_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @branch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     "test.br"(%arg1)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
