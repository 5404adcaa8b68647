// RUN: strata-opt %s -allow-unregistered-dialect -convert-scf-to-cf -split-input-file | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -convert-scf-to-cf=allow-pattern-rollback=0 -split-input-file | FileCheck %s

// The llvm dialect's attributes of a loop (and only those) move to its
// latch branch: the back edge of an scf.for, of a while loop's "after"
// region, or the condition of a do-while loop.
#unroll = #llvm.loop_annotation<unroll = <count = 4 : i32>>
#vec = #llvm.loop_annotation<vectorize = <disable = true>>
func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %x: i32) -> i32 {
  scf.for %i = %lb to %ub step %s {
    "test.use"(%i) : (index) -> ()
  } {llvm.loop_annotation = #unroll, other = 1 : i32}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  } attributes {llvm.loop_annotation = #vec}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {llvm.loop_annotation = #unroll}
  return %r : i32
}

// CHECK: #loop_unroll = #llvm.loop_unroll<count = 4 : i32>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = true>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.use"(%0) : (index) -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index) {llvm.loop_annotation = #loop_annotation}
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb4(%arg4 : i32)
// CHECK-NEXT:   ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:     cf.cond_br %arg3, ^bb5(%3 : i32), ^bb6
// CHECK-NEXT:   ^bb5(%4: i32):  // pred: ^bb4
// CHECK-NEXT:     %5 = arith.addi %4, %4 : i32
// CHECK-NEXT:     cf.br ^bb4(%5 : i32) {llvm.loop_annotation = #loop_annotation1}
// CHECK-NEXT:   ^bb6:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb7:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT:     cf.cond_br %arg3, ^bb7, ^bb8 {llvm.loop_annotation = #loop_annotation}
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
