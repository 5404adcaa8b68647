// RUN: strata-opt %s --loop-invariant-code-motion | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' --mlir-disable-threading | FileCheck %s
// Hoisting of pure, speculatable loop-invariant ops: inner loops first,
// divisions only by known safe divisors, scf.for only with step 1.

func.func @licm(%lb: index, %ub: index, %step: index, %a: i32, %b: i32, %cond: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> (i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %d = arith.divsi %a, %b : i32
    %c7 = arith.constant 7 : i32
    %e = arith.divsi %a, %c7 : i32
    %v = func.call @ext(%a) : (i32) -> i32
    %z = arith.addi %v, %y : i32
    %c1 = arith.constant 1 : index
    %in = scf.for %j = %lb to %ub step %c1 iter_args(%t = %acc) -> (i32) {
      %w = arith.addi %a, %a : i32
      %t2 = arith.addi %t, %w : i32
      scf.yield %t2 : i32
    }
    %inv = scf.for %j = %lb to %ub step %c1 iter_args(%t = %a) -> (i32) {
      %t2 = arith.addi %t, %b : i32
      scf.yield %t2 : i32
    }
    %c2 = arith.constant 2 : index
    %inv2 = scf.for %j = %lb to %ub step %c2 iter_args(%t = %a) -> (i32) {
      %t2 = arith.addi %t, %b : i32
      scf.yield %t2 : i32
    }
    %q = scf.if %cond -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %s = arith.addi %z, %in : i32
    %s2 = arith.addi %s, %inv : i32
    %s3 = arith.addi %s2, %inv2 : i32
    %s4 = arith.addi %s3, %d : i32
    %s5 = arith.addi %s4, %e : i32
    %s6 = arith.addi %s5, %q : i32
    scf.yield %s6 : i32
  }
  return %r : i32
}
func.func private @ext(i32) -> i32

func.func @while_loop(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %inv = arith.muli %a, %b : i32
    %c = arith.cmpi slt, %x, %inv : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %inv2 = arith.addi %a, %b : i32
    %n = arith.addi %y, %inv2 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @nested_parallel(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    %k = arith.addi %lb, %ub : index
    %kk = arith.muli %k, %i : index
    scf.reduce
  }
  scf.forall (%i) in (%ub) {
    %k = arith.subi %ub, %lb : index
  }
  return
}
func.func @dead_inner(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %t = arith.addi %lb, %ub : index
    }
  }
  return
}

func.func @f(%lb: index, %ub: index, %a: i32, %v: vector<2xi32>) -> (i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
  %c1 = arith.constant 1 : index
  %r:6 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %a, %z = %a, %w = %a, %p = %v, %q = %v) -> (i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
    %m1 = arith.constant -1 : i32
    %0 = arith.divsi %a, %m1 : i32
    %1 = arith.divui %a, %m1 : i32
    %c0 = arith.constant 0 : i32
    %2 = arith.divui %a, %c0 : i32
    %3 = arith.ceildivsi %a, %m1 : i32
    %s = arith.constant dense<3> : vector<2xi32>
    %4 = arith.divsi %v, %s : vector<2xi32>
    %ns = arith.constant dense<[3, 0]> : vector<2xi32>
    %5 = arith.divui %v, %ns : vector<2xi32>
    scf.yield %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @licm(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i1) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %2 = arith.divsi %arg3, %c7_i32 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %3 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:     %4 = scf.for %arg6 = %arg0 to %arg1 step %c1 iter_args(%arg7 = %arg3) -> (i32) {
// CHECK-NEXT:       %7 = arith.addi %arg7, %arg4 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %5 = scf.if %arg5 -> (i32) {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %6 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %c0_i32) -> (i32) {
// CHECK-NEXT:       %7 = arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT:       %8 = func.call @ext(%arg3) : (i32) -> i32
// CHECK-NEXT:       %9 = arith.addi %8, %1 : i32
// CHECK-NEXT:       %10 = scf.for %arg8 = %arg0 to %arg1 step %c1 iter_args(%arg9 = %arg7) -> (i32) {
// CHECK-NEXT:         %18 = arith.addi %arg9, %3 : i32
// CHECK-NEXT:         scf.yield %18 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %11 = scf.for %arg8 = %arg0 to %arg1 step %c2 iter_args(%arg9 = %arg3) -> (i32) {
// CHECK-NEXT:         %18 = arith.addi %arg9, %arg4 : i32
// CHECK-NEXT:         scf.yield %18 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %12 = arith.addi %9, %10 : i32
// CHECK-NEXT:       %13 = arith.addi %12, %4 : i32
// CHECK-NEXT:       %14 = arith.addi %13, %11 : i32
// CHECK-NEXT:       %15 = arith.addi %14, %7 : i32
// CHECK-NEXT:       %16 = arith.addi %15, %2 : i32
// CHECK-NEXT:       %17 = arith.addi %16, %5 : i32
// CHECK-NEXT:       scf.yield %17 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @ext(i32) -> i32
// CHECK-NEXT:   func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg2, %0 : i32
// CHECK-NEXT:       scf.condition(%3) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %3 = arith.addi %arg2, %1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_parallel(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     scf.parallel (%arg2) = (%arg0) to (%arg1) step (%c1) {
// CHECK-NEXT:       %2 = arith.muli %0, %arg2 : index
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_inner(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: i32, %arg3: vector<2xi32>) -> (i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %0 = arith.divui %arg2, %c-1_i32 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %cst = arith.constant dense<3> : vector<2xi32>
// CHECK-NEXT:     %1 = arith.divsi %arg3, %cst : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[3, 0]> : vector<2xi32>
// CHECK-NEXT:     %2:6 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg2, %arg6 = %arg2, %arg7 = %arg2, %arg8 = %arg2, %arg9 = %arg3, %arg10 = %arg3) -> (i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:       %3 = arith.divsi %arg2, %c-1_i32 : i32
// CHECK-NEXT:       %4 = arith.divui %arg2, %c0_i32 : i32
// CHECK-NEXT:       %5 = arith.ceildivsi %arg2, %c-1_i32 : i32
// CHECK-NEXT:       %6 = arith.divui %arg3, %cst_0 : vector<2xi32>
// CHECK-NEXT:       scf.yield %3, %0, %4, %5, %1, %6 : i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2#0, %2#1, %2#2, %2#3, %2#4, %2#5 : i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
