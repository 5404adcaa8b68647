// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize='max-num-rewrites=3 max-iterations=1' | FileCheck %s
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=0'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=0 max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=0 top-down=false max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=0 region-simplify=disabled max-iterations=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=0 test-convergence'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=1 max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=1 top-down=false max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=1 region-simplify=disabled max-iterations=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=1 test-convergence'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=2 max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=2 top-down=false max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=2 region-simplify=disabled max-iterations=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=2 test-convergence'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=3'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=3 max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=3 top-down=false max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=3 region-simplify=disabled max-iterations=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=3 test-convergence'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=5'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=5 max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=5 top-down=false max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=5 region-simplify=disabled max-iterations=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=5 test-convergence'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=8'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=8 max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=8 top-down=false max-iterations=1'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=8 region-simplify=disabled max-iterations=2'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=8 test-convergence'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(func.func(canonicalize{max-num-rewrites=1 max-iterations=1}))'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(builtin.module(canonicalize{max-num-rewrites=1 max-iterations=1 top-down=false}))'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(func.func(canonicalize{max-num-rewrites=4 max-iterations=1}))'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(builtin.module(canonicalize{max-num-rewrites=4 max-iterations=1 top-down=false}))'
// `max-num-rewrites` bounds the pattern applications of one iteration over
// the whole tree the pass runs on: functions, nested modules and isolated
// ops inside functions share one count, in walk order (top-down: first
// function first; bottom-up: last first). Folds and erasures of dead ops
// do not count; constants are uniqued everywhere when an iteration starts,
// even in bodies the limit keeps from being processed.

func.func @f1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.addi %b, %c1 : i32
  %d = arith.subi %c, %c2 : i32
  return %d : i32
}
module @inner {
  func.func @g1(%x: i32) -> i32 {
    %c3 = arith.constant 3 : i32
    %a = arith.addi %x, %c3 : i32
    %b = arith.addi %a, %c3 : i32
    %c = arith.addi %b, %c3 : i32
    return %c : i32
  }
  func.func @g2(%x: index, %y: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %y step %c1 iter_args(%acc = %x) -> index {
      %c5 = arith.constant 5 : index
      %a = arith.addi %acc, %c5 : index
      %b = arith.addi %a, %c5 : index
      scf.yield %b : index
    }
    return %r : index
  }
}
func.func @f2(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.subi %x, %c1 : i32
  %b = arith.subi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  %d = arith.addi %c, %c1 : i32
  return %d : i32
}

// -----

func.func @h(%x: i32, %c: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  "test.isolated_region"(%c) ({
    ^bb0(%i: index):
    %c2 = arith.constant 2 : i32
    %y = "foo.get"() : () -> i32
    %p = arith.addi %y, %c2 : i32
    %q = arith.addi %p, %c2 : i32
    "foo.use"(%q) : (i32) -> ()
    "test.finish"() : () -> ()
  }) : (index) -> ()
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %z = arith.addi %b, %c1 : i32
    scf.yield %z : i32
  } else {
    scf.yield %x : i32
  }
  %s = arith.addi %r, %c1 : i32
  return %s : i32
}
func.func @k(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.subi %x, %c1 : i32
  %t = arith.constant false
  cf.cond_br %t, ^bb1, ^bb2(%a : i32)
^bb1:
  %u = arith.addi %a, %c1 : i32
  cf.br ^bb2(%u : i32)
^bb2(%v: i32):
  %w = arith.subi %v, %c1 : i32
  "test.isolated_regions"() ({
    %c7 = arith.constant 7 : i32
    %y = "foo.get"() : () -> i32
    %p = arith.subi %y, %c7 : i32
    %q = arith.subi %p, %c7 : i32
    "foo.use"(%q) : (i32) -> ()
  }, {
    %c8 = arith.constant 8 : i32
    %y = "foo.get"() : () -> i32
    %p = arith.addi %y, %c8 : i32
    %q = arith.addi %p, %c8 : i32
    "foo.use"(%q) : (i32) -> ()
  }) : () -> ()
  return %w : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f1(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @g1(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:       %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:       %2 = arith.addi %1, %c3_i32 : i32
// CHECK-NEXT:       return %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @g2(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:       %c5 = arith.constant 5 : index
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:         %1 = arith.addi %arg3, %c5 : index
// CHECK-NEXT:         %2 = arith.addi %1, %c5 : index
// CHECK-NEXT:         scf.yield %2 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       return %0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %1 = arith.subi %0, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT:     %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     test.isolated_region %arg1 {
// CHECK-NEXT:       %3 = "foo.get"() : () -> i32
// CHECK-NEXT:       %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:       %4 = arith.addi %3, %c4_i32 : i32
// CHECK-NEXT:       "foo.use"(%4) : (i32) -> ()
// CHECK-NEXT:       "test.finish"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @k(%arg0: i32) -> i32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:     cf.cond_br %false, ^bb1, ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     cf.br ^bb2(%1 : i32)
// CHECK-NEXT:   ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %3 = arith.subi %2, %c1_i32 : i32
// CHECK-NEXT:     test.isolated_regions {
// CHECK-NEXT:       %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:       %4 = "foo.get"() : () -> i32
// CHECK-NEXT:       %5 = arith.subi %4, %c7_i32 : i32
// CHECK-NEXT:       %6 = arith.subi %5, %c7_i32 : i32
// CHECK-NEXT:       "foo.use"(%6) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:       %4 = "foo.get"() : () -> i32
// CHECK-NEXT:       %5 = arith.addi %4, %c8_i32 : i32
// CHECK-NEXT:       %6 = arith.addi %5, %c8_i32 : i32
// CHECK-NEXT:       "foo.use"(%6) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
