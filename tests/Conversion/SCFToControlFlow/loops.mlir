// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-scf-to-cf | FileCheck %s
// CONFORMANCE: pipeline=--convert-scf-to-cf
// CONFORMANCE: pipeline=--convert-scf-to-cf --mlir-print-debuginfo
// scf.for becomes a header block (induction variable and loop-carried
// values as arguments) comparing with `arith.cmpi slt` (`ult` when
// unsigned), a body stepping with `arith.addi`, and an exit block.

func.func @empty_loop(%lo: index, %hi: index, %step: index) {
  scf.for %iv = %lo to %hi step %step {
  }
  return
}

// -----

func.func @carried(%lo: index, %hi: index, %step: index, %x: f32, %y: i64) -> (f32, i64) {
  %r:2 = scf.for %iv = %lo to %hi step %step iter_args(%a = %x, %b = %y) -> (f32, i64) {
    %a2 = arith.mulf %a, %a : f32
    %i = arith.index_cast %iv : index to i64
    %b2 = arith.addi %b, %i : i64
    scf.yield %a2, %b2 : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

// -----

func.func @unsigned_i16(%lo: i16, %hi: i16, %step: i16) -> i16 {
  %r = scf.for unsigned %iv = %lo to %hi step %step iter_args(%s = %lo) -> (i16) : i16 {
    %n = arith.xori %s, %iv : i16
    scf.yield %n : i16
  }
  return %r : i16
}

// -----

func.func @nest(%n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %inner = scf.for %j = %i to %m step %c1 iter_args(%b = %acc) -> (index) {
      %p = arith.muli %i, %j : index
      %q = arith.addi %b, %p : index
      scf.yield %q : index
    }
    "test.use"(%inner) : (index) -> ()
    scf.yield %inner : index
  }
  "test.after"() : () -> ()
  return %r : index
}

// -----

func.func @multi_block_body(%lo: index, %hi: index, %step: index, %c: i1) {
  scf.for %iv = %lo to %hi step %step {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "test.a"(%iv) : (index) -> ()
      scf.yield
    ^bb2:
      "test.b"() : () -> ()
      scf.yield
    }
  }
  return
}

// -----

// The "after" region does work: a loop of two parts.
func.func @while_loop(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %limit : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// The "after" region only forwards its arguments: a do-while loop.
func.func @do_while(%init: i32, %f: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %init, %g = %f) : (i32, f32) -> (i32, f32) {
    %n = arith.muli %x, %x : i32
    %g2 = arith.addf %g, %g : f32
    %c = arith.cmpi sgt, %n, %x : i32
    scf.condition(%c) %n, %g2 : i32, f32
  } do {
  ^bb0(%a: i32, %b: f32):
    scf.yield %a, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// Different types before and after the condition; the "after" region
// yields a value it did not receive, so it is not a do-while.
func.func @while_types(%init: i64, %f: f32) -> f32 {
  %r = scf.while (%x = %init) : (i64) -> f32 {
    %c = arith.cmpi ne, %x, %x : i64
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%a: f32):
    %k = arith.constant 3 : i64
    scf.yield %k : i64
  }
  return %r : f32
}

// -----

func.func @while_no_values() {
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

// Discardable attributes of the loop do not carry over.
func.func @loop_attrs(%lo: index, %hi: index, %step: index) {
  scf.for %iv = %lo to %hi step %step {
    "test.x"(%iv) : (index) -> ()
  } {some.attr = 1 : i32, other}
  return
}

// -----

// A do-while loop in the "before" region of a while loop, an if in its
// "after" region.
func.func @nested_while(%a: i32, %b: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %inner = scf.while (%y = %x) : (i32) -> i32 {
      %c = arith.cmpi slt, %y, %x : i32
      scf.condition(%c) %y : i32
    } do {
    ^bb0(%z: i32):
      scf.yield %z : i32
    }
    %c2 = arith.cmpi eq, %inner, %x : i32
    scf.condition(%c2) %inner : i32
  } do {
  ^bb0(%w: i32):
    %p = scf.if %b -> i32 {
      scf.yield %w : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %p : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @empty_loop(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @carried(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i64) -> (f32, i64) {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i64)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32, %2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = arith.mulf %1, %1 : f32
// CHECK-NEXT:     %5 = arith.index_cast %0 : index to i64
// CHECK-NEXT:     %6 = arith.addi %2, %5 : i64
// CHECK-NEXT:     %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%7, %4, %6 : index, f32, i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1, %2 : f32, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unsigned_i16(%arg0: i16, %arg1: i16, %arg2: i16) -> i16 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg0 : i16, i16)
// CHECK-NEXT:   ^bb1(%0: i16, %1: i16):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi ult, %0, %arg1 : i16
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.xori %1, %0 : i16
// CHECK-NEXT:     %4 = arith.addi %0, %arg2 : i16
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : i16, i16)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nest(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %c0 : index, index)
// CHECK-NEXT:   ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%0, %1 : index, index)
// CHECK-NEXT:   ^bb3(%3: index, %4: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.muli %0, %3 : index
// CHECK-NEXT:     %7 = arith.addi %4, %6 : index
// CHECK-NEXT:     %8 = arith.addi %3, %c1 : index
// CHECK-NEXT:     cf.br ^bb3(%8, %7 : index, index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     "test.use"(%4) : (index) -> ()
// CHECK-NEXT:     %9 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%9, %4 : index, index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     "test.after"() : () -> ()
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @multi_block_body(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb7
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     cf.cond_br %arg3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.a"(%0) : (index) -> ()
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb7:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:     cf.br ^bb1(%3 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @do_while(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %2 = arith.muli %0, %0 : i32
// CHECK-NEXT:     %3 = arith.addf %1, %1 : f32
// CHECK-NEXT:     %4 = arith.cmpi sgt, %2, %0 : i32
// CHECK-NEXT:     cf.cond_br %4, ^bb1(%2, %3 : i32, f32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %2, %3 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_types(%arg0: i64, %arg1: f32) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i64)
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi ne, %0, %0 : i64
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%arg1 : f32), ^bb3
// CHECK-NEXT:   ^bb2(%2: f32):  // pred: ^bb1
// CHECK-NEXT:     %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:     cf.br ^bb1(%c3_i64 : i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_no_values() {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %0 = "test.cond"() : () -> i1
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop_attrs(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.x"(%0) : (index) -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested_while(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %0 : i32
// CHECK-NEXT:     cf.cond_br %2, ^bb2(%1 : i32), ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %3 = arith.cmpi eq, %1, %0 : i32
// CHECK-NEXT:     cf.cond_br %3, ^bb4(%1 : i32), ^bb9
// CHECK-NEXT:   ^bb4(%4: i32):  // pred: ^bb3
// CHECK-NEXT:     cf.cond_br %arg1, ^bb5, ^bb6
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb7(%4 : i32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb7(%arg0 : i32)
// CHECK-NEXT:   ^bb7(%5: i32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:     cf.br ^bb8
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     cf.br ^bb1(%5 : i32)
// CHECK-NEXT:   ^bb9:  // pred: ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
