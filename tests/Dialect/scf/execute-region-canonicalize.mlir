// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

func.func @multi_block_in_func(%c: i1, %a: i32, %b: i32) -> i32 {
  "foo.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "foo.then"() : () -> ()
    scf.yield %a : i32
  ^bb2:
    %x = "foo.else"() : () -> i32
    scf.yield %x : i32
  }
  "foo.after"(%r) : (i32) -> ()
  return %r : i32
}

func.func @multi_block_no_results(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "foo.a"() : () -> ()
    scf.yield
  ^bb2:
    "foo.b"() : () -> ()
    scf.yield
  }
  return
}

func.func @nested_execute_regions(%c: i1) -> i64 {
  %r = scf.execute_region -> i64 {
    %v = "foo.v"() : () -> i64
    %s = scf.execute_region -> i64 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %v : i64
    ^bb2:
      %w = "foo.w"() : () -> i64
      scf.yield %w : i64
    }
    cf.br ^bb3(%s : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  return %r : i64
}

func.func @multi_block_in_if(%c: i1, %d: i1) -> i32 {
  %r = scf.if %d -> i32 {
    %s = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "foo.x"() : () -> i32
      scf.yield %x : i32
    ^bb2:
      %y = "foo.y"() : () -> i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    %z = "foo.z"() : () -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @multi_block_no_inline(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "foo.x"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "foo.y"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @multi_block_in_unknown_op(%c: i1) {
  "foo.region"() ({
    %s = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "foo.x"() : () -> i32
      scf.yield %x : i32
    ^bb2:
      %y = "foo.y"() : () -> i32
      scf.yield %y : i32
    }
    "foo.use"(%s) : (i32) -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @multi_block_in_llvm_func_like(%c: i1) {
  %s = scf.execute_region -> index {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.constant 1 : index
    scf.yield %x : index
  ^bb2:
    %y = arith.constant 1 : index
    scf.yield %y : index
  }
  "foo.use"(%s) : (index) -> ()
  return
}
llvm.func @in_llvm_func(%c: i1) -> i32 {
  %s = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "foo.x"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "foo.y"() : () -> i32
    scf.yield %y : i32
  }
  llvm.return %s : i32
}
func.func @yield_in_nested_region_not_rewritten(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.if %c {
      "foo.a"() : () -> ()
    }
    scf.yield
  ^bb2:
    "foo.b"() : () -> ()
    cf.br ^bb1
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @multi_block_in_func(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     "foo.before"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.then"() : () -> ()
// CHECK-NEXT:     cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.else"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "foo.after"(%1) : (i32) -> ()
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block_no_results(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_execute_regions(%arg0: i1) -> i64 {
// CHECK-NEXT:     %0 = "foo.v"() : () -> i64
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%0 : i64), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = "foo.w"() : () -> i64
// CHECK-NEXT:     cf.br ^bb2(%1 : i64)
// CHECK-NEXT:   ^bb2(%2: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block_in_if(%arg0: i1, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %1 = scf.execute_region -> i32 {
// CHECK-NEXT:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         %2 = "foo.x"() : () -> i32
// CHECK-NEXT:         scf.yield %2 : i32
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         %3 = "foo.y"() : () -> i32
// CHECK-NEXT:         scf.yield %3 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = "foo.z"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block_no_inline(%arg0: i1) -> i32 {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %1 = "foo.x"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %2 = "foo.y"() : () -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block_in_unknown_op(%arg0: i1) {
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:       %0 = scf.execute_region -> i32 {
// CHECK-NEXT:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         %1 = "foo.x"() : () -> i32
// CHECK-NEXT:         scf.yield %1 : i32
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         %2 = "foo.y"() : () -> i32
// CHECK-NEXT:         scf.yield %2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:       "foo.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block_in_llvm_func_like(%arg0: i1) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     "foo.use"(%c1) : (index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @in_llvm_func(%arg0: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.x"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "foo.y"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @yield_in_nested_region_not_rewritten(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.a"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
