// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(canonicalize))
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo
// Canonicalization: constants are deduplicated and hoisted to the start of
// the entry block of their isolated region (met constants end up in reverse
// order), dead pure ops go, unreachable blocks go, casts fold.

func.func @hoist_and_dedup(%x: i32) -> (i32, i32, i32) {
  %a = "foo.op"(%x) : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %b = "foo.op"(%a) : (i32) -> i32
  %c2 = arith.constant 2 : i32
  %c1b = arith.constant 1 : i32
  %s = "foo.use"(%c1, %c2, %c1b) : (i32, i32, i32) -> i32
  %d = "foo.op"(%c2) : (i32) -> i32
  %c3 = arith.constant 3 : i32
  return %s, %d, %c3 : i32, i32, i32
}

// -----

func.func @constants_already_first() -> (i32, i64, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 1 : i64
  %f = arith.constant 1.0 : f32
  %c1b = arith.constant 1 : i32
  "foo.use"(%c1b) : (i32) -> ()
  return %c1, %c2, %f : i32, i64, f32
}

// -----

func.func @dead_code(%x: i32, %y: f32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.constant 7 : i64
  %d = arith.addf %y, %y : f32
  %e = arith.cmpi slt, %b, %x : i32
  %side = "foo.side_effect"() : () -> i32
  return %x : i32
}

// -----

// Constants used in regions of unregistered ops stay in those regions
// (they may be isolated); the others go to the function's entry block.
func.func @nested_regions(%x: i32) {
  %c1 = arith.constant 1 : i32
  "foo.region"() ({
    %c2 = arith.constant 2 : i32
    %c1b = arith.constant 1 : i32
    %dead = arith.addi %c2, %c2 : i32
    "foo.use"(%c2, %c1b, %c1) : (i32, i32, i32) -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  %c3 = arith.constant 3 : i32
  "foo.use"(%c3) : (i32) -> ()
  return
}

// -----

func.func @unreachable_blocks(%x: i32) -> i32 {
  "foo.br"(%x)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  "foo.use"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  %c = arith.constant 4 : i32
  %d = arith.addi %c, %c : i32
  "foo.br"(%d)[^bb3] : (i32) -> ()
^bb3(%y: i32):
  "foo.br"(%y)[^bb2] : (i32) -> ()
}

// -----

func.func private @callee(i32) -> i32

func.func @casts(%x: i32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %x : i32 to f32
  %3 = builtin.unrealized_conversion_cast %x : i32 to i32
  %4 = func.call @callee(%1) : (i32) -> i32
  %5 = func.call @callee(%3) : (i32) -> i32
  %6 = builtin.unrealized_conversion_cast %2 : f32 to f32
  return %4, %6 : i32, f32
}

// -----

func.func @multi_block_constants(%x: i1) -> i32 {
  "foo.cond_br"(%x)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %c5 = arith.constant 5 : i32
  "foo.br"(%c5)[^bb3] : (i32) -> ()
^bb2:
  %c6 = arith.constant 6 : i32
  %c5b = arith.constant 5 : i32
  "foo.use"(%c5b) : (i32) -> ()
  "foo.br"(%c6)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}

// -----

module {
  func.func @in_nested_module() -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0b = arith.constant 0 : index
    "foo.use"(%c0b) : (index) -> ()
    return %c1 : index
  }
  "foo.op"() ({
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 2 : index
    "foo.use"(%c2, %c3) : (index, index) -> ()
  }) : () -> ()
}

// -----

// An indirect call of a known function becomes a direct call.
func.func private @callee(i32) -> i32
func.func @indirect_call(%x: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %g = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) {attr = 1} : (i32) -> i32
  %s = func.call_indirect %g(%r) : (i32) -> i32
  "foo.use"(%g) : ((i32) -> i32) -> ()
  return %s : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @hoist_and_dedup(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = "foo.op"(%0) : (i32) -> i32
// CHECK-NEXT:     %2 = "foo.use"(%c1_i32, %c2_i32, %c1_i32) : (i32, i32, i32) -> i32
// CHECK-NEXT:     %3 = "foo.op"(%c2_i32) : (i32) -> i32
// CHECK-NEXT:     return %2, %3, %c3_i32 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constants_already_first() -> (i32, i64, f32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     "foo.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:     return %c1_i32, %c1_i64, %cst : i32, i64, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dead_code(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:     %0 = "foo.side_effect"() : () -> i32
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested_regions(%arg0: i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:       "foo.use"(%c2_i32, %c1_i32_0, %c1_i32) : (i32, i32, i32) -> ()
// CHECK-NEXT:       "foo.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "foo.use"(%c3_i32) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unreachable_blocks(%arg0: i32) -> i32 {
// CHECK-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callee(i32) -> i32
// CHECK-NEXT:   func.func @casts(%arg0: i32) -> (i32, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT:     %1 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:     %2 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %1, %0 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @multi_block_constants(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     "foo.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"(%c5_i32)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%c5_i32) : (i32) -> ()
// CHECK-NEXT:     "foo.br"(%c6_i32)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_nested_module() -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     "foo.use"(%c0) : (index) -> ()
// CHECK-NEXT:     return %c1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     "foo.use"(%c2, %c2) : (index, index) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callee(i32) -> i32
// CHECK-NEXT:   func.func @indirect_call(%arg0: i32) -> i32 {
// CHECK-NEXT:     %f = constant @callee : (i32) -> i32
// CHECK-NEXT:     %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = call @callee(%0) : (i32) -> i32
// CHECK-NEXT:     "foo.use"(%f) : ((i32) -> i32) -> ()
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
