// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-scf-to-cf | FileCheck %s
// CONFORMANCE: pipeline=--convert-scf-to-cf
// CONFORMANCE: pipeline=--convert-scf-to-cf --mlir-print-debuginfo
// scf.parallel becomes a nest of loops, one per dimension, with the
// reductions inlined into the innermost body; scf.forall without outputs
// goes through scf.parallel, its static bounds becoming constants.

func.func @parallel_2d(%lo: index, %hi: index, %step: index) {
  scf.parallel (%i, %j) = (%lo, %hi) to (%hi, %lo) step (%step, %step) {
    "test.body"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduce(%lo: index, %hi: index, %step: index, %f: f32, %n: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lo) to (%hi) step (%step) init (%f, %n) -> (f32, i32) {
    %x = "test.value"(%i) : (index) -> f32
    %y = arith.index_cast %i : index to i32
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %p = arith.addi %l, %r : i32
      scf.reduce.return %p : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

func.func @parallel_3d_reduce(%lo: index, %hi: index, %step: index, %f: f32) -> f32 {
  %r = scf.parallel (%i, %j, %k) = (%lo, %lo, %lo) to (%hi, %hi, %hi) step (%step, %step, %step) init (%f) -> f32 {
    %x = "test.value"(%i, %j, %k) : (index, index, index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

func.func @parallel_nested(%lo: index, %hi: index, %step: index) {
  scf.parallel (%i) = (%lo) to (%hi) step (%step) {
    scf.parallel (%j) = (%i) to (%hi) step (%step) {
      "test.body"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @forall_static(%n: index) {
  scf.forall (%i, %j) in (8, %n) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

func.func @forall_bounds(%lo: index, %hi: index) {
  scf.forall (%i, %j) = (%lo, 2) to (%hi, 10) step (3, %lo) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @parallel_2d(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg1 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = "test.value"(%0) : (index) -> f32
// CHECK-NEXT:     %5 = arith.index_cast %0 : index to i32
// CHECK-NEXT:     %6 = arith.maximumf %1, %4 : f32
// CHECK-NEXT:     %7 = arith.addi %2, %5 : i32
// CHECK-NEXT:     %8 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%8, %6, %7 : index, f32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1, %2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @parallel_3d_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb9
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT:   ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb8
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     cf.br ^bb5(%arg0, %4 : index, f32)
// CHECK-NEXT:   ^bb5(%6: index, %7: f32):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT:     %8 = arith.cmpi slt, %6, %arg1 : index
// CHECK-NEXT:     cf.cond_br %8, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %9 = "test.value"(%0, %3, %6) : (index, index, index) -> f32
// CHECK-NEXT:     %10 = arith.addf %7, %9 : f32
// CHECK-NEXT:     %11 = arith.addi %6, %arg2 : index
// CHECK-NEXT:     cf.br ^bb5(%11, %10 : index, f32)
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %12 = arith.addi %3, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%12, %7 : index, f32)
// CHECK-NEXT:   ^bb8:  // pred: ^bb3
// CHECK-NEXT:     %13 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%13, %4 : index, f32)
// CHECK-NEXT:   ^bb9:  // pred: ^bb1
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @parallel_nested(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @forall_static(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c8 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @forall_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c2 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c10 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %arg0 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c3 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
