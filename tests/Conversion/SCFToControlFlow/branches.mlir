// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-scf-to-cf | FileCheck %s
// CONFORMANCE: pipeline=--convert-scf-to-cf
// CONFORMANCE: pipeline=--convert-scf-to-cf --mlir-print-debuginfo
// scf.if, scf.execute_region and scf.index_switch become branches to their
// inlined regions, which branch on to a block carrying the results.

func.func @if_then(%c: i1) {
  "test.before"() : () -> ()
  scf.if %c {
    "test.then"() : () -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

func.func @if_else_results(%c: i1, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2, %b : i32, f32
  } else {
    %b2 = arith.negf %b : f32
    scf.yield %a, %b2 : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

func.func @if_nested(%c: i1, %d: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    scf.yield %s : i32
  } else {
    scf.if %d {
      "test.side"() : () -> ()
    } else {
      "test.other"() : () -> ()
    }
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @execute_region(%c: i1, %a: i32) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    scf.yield %x : i32
  ^bb2:
    %y = arith.constant 7 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @execute_region_void() {
  scf.execute_region {
    "test.inside"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @switch(%i: index, %a: i32) -> (i32, i1) {
  %r:2 = scf.index_switch %i -> i32, i1
  case 0 {
    %t = arith.constant true
    scf.yield %a, %t : i32, i1
  }
  case -3 {
    %n = arith.subi %a, %a : i32
    %f = arith.constant false
    scf.yield %n, %f : i32, i1
  }
  case 100 {
    %f = arith.constant false
    scf.yield %a, %f : i32, i1
  }
  default {
    %t = arith.constant true
    %z = arith.constant 0 : i32
    scf.yield %z, %t : i32, i1
  }
  return %r#0, %r#1 : i32, i1
}

// -----

func.func @switch_default_only(%i: index) {
  scf.index_switch %i
  default {
    "test.default"() : () -> ()
    scf.yield
  }
  return
}

// -----

// Case values are cast to i32, so these two become equal (a splat).
func.func @switch_truncated(%i: index) {
  scf.index_switch %i
  case 5 {
    "test.five"() : () -> ()
    scf.yield
  }
  case 4294967301 {
    "test.big"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

// Regions of other ops are converted too.
func.func @in_other_region(%c: i1) {
  "test.region"() ({
    scf.if %c {
      "test.then"() : () -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @if_then(%arg0: i1) {
// CHECK-NEXT:     "test.before"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.then"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "test.after"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_else_results(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%0, %arg2 : i32, f32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.negf %arg2 : f32
// CHECK-NEXT:     cf.br ^bb3(%arg1, %1 : i32, f32)
// CHECK-NEXT:   ^bb3(%2: i32, %3: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %2, %3 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb6
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb4(%arg2 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT:   ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb10(%0 : i32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg1, ^bb7, ^bb8
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     "test.side"() : () -> ()
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb8:  // pred: ^bb6
// CHECK-NEXT:     "test.other"() : () -> ()
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb9:  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:     cf.br ^bb10(%arg2 : i32)
// CHECK-NEXT:   ^bb10(%1: i32):  // 2 preds: ^bb5, ^bb9
// CHECK-NEXT:     cf.br ^bb11
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @execute_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     "test.before"() : () -> ()
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb3
// CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb4(%0 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     cf.br ^bb4(%c7_i32 : i32)
// CHECK-NEXT:   ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @execute_region_void() {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.inside"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch(%arg0: index, %arg1: i32) -> (i32, i1) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb4,
// CHECK-NEXT:       0: ^bb1,
// CHECK-NEXT:       4294967293: ^bb2,
// CHECK-NEXT:       100: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.br ^bb5(%arg1, %true : i32, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.br ^bb5(%1, %false : i32, i1)
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     cf.br ^bb5(%arg1, %false_0 : i32, i1)
// CHECK-NEXT:   ^bb4:  // pred: ^bb0
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.br ^bb5(%c0_i32, %true_1 : i32, i1)
// CHECK-NEXT:   ^bb5(%2: i32, %3: i1):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     return %2, %3 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_default_only(%arg0: index) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb1]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.default"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_truncated(%arg0: index) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       5: ^bb1,
// CHECK-NEXT:       5: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.five"() : () -> ()
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.big"() : () -> ()
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_other_region(%arg0: i1) {
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "test.then"() : () -> ()
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
