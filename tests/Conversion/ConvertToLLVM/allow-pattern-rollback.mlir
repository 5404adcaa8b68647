// RUN: strata-opt %s --split-input-file --convert-to-llvm | FileCheck %s --check-prefix=ROLLBACK
// RUN: strata-opt %s --split-input-file --convert-to-llvm=allow-pattern-rollback=false | FileCheck %s --check-prefix=ONESHOT
// RUN: strata-opt %s --split-input-file --convert-scf-to-cf=allow-pattern-rollback=false --convert-to-llvm=allow-pattern-rollback=false | FileCheck %s --check-prefix=LOWERED
// CONFORMANCE: pipeline=--convert-to-llvm=allow-pattern-rollback=false
// CONFORMANCE: pipeline=--convert-scf-to-cf=allow-pattern-rollback=false
// Without rollback, each op's conversion is final once the op is legal:
// replacements are not deferred, so an op folded before its patterns sees
// the constants its operands were folded to in the same conversion.

func.func @fold_sees_replacements(%x: i64) -> i64 {
  %a = arith.constant 6 : i64
  %b = arith.constant 7 : i64
  %p = arith.muli %a, %b : i64
  %q = arith.subi %p, %a : i64
  %r = arith.addi %q, %x : i64
  return %r : i64
}

// -----

func.func @loop(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %t = arith.addf %acc, %acc : f32
    scf.yield %t : f32
  }
  return %s : f32
}

// ROLLBACK: module {
// ROLLBACK-NEXT:   llvm.func @fold_sees_replacements(%arg0: i64) -> i64 {
// ROLLBACK-NEXT:     %0 = llvm.mlir.constant(6 : i64) : i64
// ROLLBACK-NEXT:     %1 = llvm.mlir.constant(7 : i64) : i64
// ROLLBACK-NEXT:     %2 = llvm.mlir.constant(42 : i64) : i64
// ROLLBACK-NEXT:     %3 = llvm.sub %2, %0 : i64
// ROLLBACK-NEXT:     %4 = llvm.add %3, %arg0 : i64
// ROLLBACK-NEXT:     llvm.return %4 : i64
// ROLLBACK-NEXT:   }
// ROLLBACK-NEXT: }
// ROLLBACK-EMPTY:
// ROLLBACK-NEXT: // -----
// ROLLBACK-NEXT: module {
// ROLLBACK-NEXT:   llvm.func @loop(%arg0: i64, %arg1: f32) -> f32 {
// ROLLBACK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// ROLLBACK-NEXT:     %1 = llvm.mlir.constant(0 : index) : i64
// ROLLBACK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// ROLLBACK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// ROLLBACK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// ROLLBACK-NEXT:     %5 = scf.for %arg2 = %2 to %0 step %4 iter_args(%arg3 = %arg1) -> (f32) {
// ROLLBACK-NEXT:       %6 = llvm.fadd %arg3, %arg3 : f32
// ROLLBACK-NEXT:       scf.yield %6 : f32
// ROLLBACK-NEXT:     }
// ROLLBACK-NEXT:     llvm.return %5 : f32
// ROLLBACK-NEXT:   }
// ROLLBACK-NEXT: }
// ROLLBACK-EMPTY:

// ONESHOT: module {
// ONESHOT-NEXT:   llvm.func @fold_sees_replacements(%arg0: i64) -> i64 {
// ONESHOT-NEXT:     %0 = llvm.mlir.constant(6 : i64) : i64
// ONESHOT-NEXT:     %1 = llvm.mlir.constant(7 : i64) : i64
// ONESHOT-NEXT:     %2 = llvm.mlir.constant(42 : i64) : i64
// ONESHOT-NEXT:     %3 = llvm.mlir.constant(36 : i64) : i64
// ONESHOT-NEXT:     %4 = llvm.add %arg0, %3 : i64
// ONESHOT-NEXT:     llvm.return %4 : i64
// ONESHOT-NEXT:   }
// ONESHOT-NEXT: }
// ONESHOT-EMPTY:
// ONESHOT-NEXT: // -----
// ONESHOT-NEXT: module {
// ONESHOT-NEXT:   llvm.func @loop(%arg0: i64, %arg1: f32) -> f32 {
// ONESHOT-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// ONESHOT-NEXT:     %1 = llvm.mlir.constant(0 : index) : i64
// ONESHOT-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// ONESHOT-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// ONESHOT-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// ONESHOT-NEXT:     %5 = scf.for %arg2 = %2 to %0 step %4 iter_args(%arg3 = %arg1) -> (f32) {
// ONESHOT-NEXT:       %6 = llvm.fadd %arg3, %arg3 : f32
// ONESHOT-NEXT:       scf.yield %6 : f32
// ONESHOT-NEXT:     }
// ONESHOT-NEXT:     llvm.return %5 : f32
// ONESHOT-NEXT:   }
// ONESHOT-NEXT: }
// ONESHOT-EMPTY:

// LOWERED: module {
// LOWERED-NEXT:   llvm.func @fold_sees_replacements(%arg0: i64) -> i64 {
// LOWERED-NEXT:     %0 = llvm.mlir.constant(6 : i64) : i64
// LOWERED-NEXT:     %1 = llvm.mlir.constant(7 : i64) : i64
// LOWERED-NEXT:     %2 = llvm.mlir.constant(42 : i64) : i64
// LOWERED-NEXT:     %3 = llvm.mlir.constant(36 : i64) : i64
// LOWERED-NEXT:     %4 = llvm.add %arg0, %3 : i64
// LOWERED-NEXT:     llvm.return %4 : i64
// LOWERED-NEXT:   }
// LOWERED-NEXT: }
// LOWERED-EMPTY:
// LOWERED-NEXT: // -----
// LOWERED-NEXT: module {
// LOWERED-NEXT:   llvm.func @loop(%arg0: i64, %arg1: f32) -> f32 {
// LOWERED-NEXT:     %0 = llvm.mlir.constant(0 : index) : i64
// LOWERED-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// LOWERED-NEXT:     llvm.br ^bb1(%0, %arg1 : i64, f32)
// LOWERED-NEXT:   ^bb1(%2: i64, %3: f32):  // 2 preds: ^bb0, ^bb2
// LOWERED-NEXT:     %4 = llvm.icmp "slt" %2, %arg0 : i64
// LOWERED-NEXT:     llvm.cond_br %4, ^bb2, ^bb3
// LOWERED-NEXT:   ^bb2:  // pred: ^bb1
// LOWERED-NEXT:     %5 = llvm.fadd %3, %3 : f32
// LOWERED-NEXT:     %6 = llvm.add %2, %1 : i64
// LOWERED-NEXT:     llvm.br ^bb1(%6, %5 : i64, f32)
// LOWERED-NEXT:   ^bb3:  // pred: ^bb1
// LOWERED-NEXT:     llvm.return %3 : f32
// LOWERED-NEXT:   }
// LOWERED-NEXT: }
// LOWERED-EMPTY:
