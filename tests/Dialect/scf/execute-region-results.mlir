// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Results of a multi-block scf.execute_region that every scf.yield gives as
// the same value defined outside are replaced by it, and unused results are
// dropped; the op is rebuilt without them. Found by utils/fuzz_passes.py.

func.func @one(%x: i8, %c: i1, %d: i1, %m: memref<i8>) -> i8 {
  %r = scf.if %c -> i8 {
    %3 = scf.execute_region -> i8 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %x : i8
    ^bb2:
      scf.yield %x : i8
    }
    scf.yield %3 : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @mixed(%x: i8, %y: i8, %c: i1, %d: i1, %m: memref<i8>) -> (i8, i8) {
  %r:2 = scf.if %c -> (i8, i8) {
    %3:2 = scf.execute_region -> (i8, i8) {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      %a = arith.addi %x, %y : i8
      scf.yield %x, %a : i8, i8
    ^bb2:
      %b = arith.muli %x, %y : i8
      scf.yield %x, %b : i8, i8
    }
    scf.yield %3#0, %3#1 : i8, i8
  } else {
    scf.yield %x, %x : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}
func.func @diff(%x: i8, %y: i8, %c: i1, %d: i1, %m: memref<i8>) -> i8 {
  %r = scf.if %c -> i8 {
    %3 = scf.execute_region -> i8 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %x : i8
    ^bb2:
      scf.yield %y : i8
    }
    scf.yield %3 : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @inner_same(%x: i8, %y: i8, %c: i1, %d: i1, %m: memref<i8>) -> i8 {
  %r = scf.if %c -> i8 {
    %3 = scf.execute_region -> i8 {
      %a = arith.addi %x, %y : i8
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %a : i8
    ^bb2:
      scf.yield %a : i8
    }
    scf.yield %3 : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @partial_same(%x: i8, %y: i8, %c: i1, %d: i1, %m: memref<i8>) -> (i8, i8) {
  %r:2 = scf.if %c -> (i8, i8) {
    %3:2 = scf.execute_region -> (i8, i8) {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %x, %y : i8, i8
    ^bb2:
      scf.yield %x, %x : i8, i8
    }
    scf.yield %3#0, %3#1 : i8, i8
  } else {
    scf.yield %x, %x : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}
func.func @noyield(%x: i8, %c: i1, %m: memref<i8>) -> i8 {
  %r = scf.if %c -> i8 {
    %3 = scf.execute_region -> i8 {
      cf.br ^bb1
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      cf.br ^bb1
    }
    scf.yield %3 : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @pos(%x: i8, %y: i8, %c: i1, %d: i1, %m: memref<i8>) -> (i8, i8, i8) {
  %r:3 = scf.if %c -> (i8, i8, i8) {
    %3:3 = scf.execute_region -> (i8, i8, i8) {
      %a = arith.addi %x, %y : i8
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %a, %y, %a : i8, i8, i8
    ^bb2:
      %b = arith.muli %x, %y : i8
      scf.yield %b, %y, %a : i8, i8, i8
    }
    scf.yield %3#0, %3#1, %3#2 : i8, i8, i8
  } else {
    scf.yield %x, %x, %x : i8, i8, i8
  }
  return %r#0, %r#1, %r#2 : i8, i8, i8
}
func.func @noinline(%x: i8, %m: memref<i8>) -> i8 {
  %3 = scf.execute_region -> i8 no_inline {
    memref.store %x, %m[] : memref<i8>
    scf.yield %x : i8
  }
  return %3 : i8
}
func.func @unused(%x: i8, %c: i1, %d: i1, %m: memref<i8>) {
  scf.if %c {
    %3 = scf.execute_region -> i8 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %x : i8
    ^bb2:
      scf.yield %x : i8
    }
  }
  return
}
func.func @unused_inner(%x: i8, %c: i1, %d: i1, %m: memref<i8>) {
  scf.if %c {
    %3 = scf.execute_region -> i8 {
      %a = arith.addi %x, %x : i8
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %x, %m[] : memref<i8>
      scf.yield %a : i8
    ^bb2:
      scf.yield %x : i8
    }
  }
  return
}
func.func @in_while(%x: i8) -> i8 {
  %0 = ub.poison : i1
  %2 = scf.while (%arg1 = %x) : (i8) -> (i8) {
    %3 = scf.execute_region -> i8 {
      %4 = ub.poison : i32
      cf.switch %4 : i32, [
        default: ^bb1,
        7: ^bb2
      ]
    ^bb1:
      cf.br ^bb1
    ^bb2:
      scf.yield %x : i8
    }
    scf.condition(%0) %3 : i8
  } do {
  ^bb0(%arg1: i8):
    scf.yield %arg1 : i8
  }
  return %2 : i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @one(%arg0: i8, %arg1: i1, %arg2: i1, %arg3: memref<i8>) -> i8 {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       scf.execute_region {
// CHECK-NEXT:         cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg3[] : memref<i8>
// CHECK-NEXT:         scf.yield
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         scf.yield
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i1, %arg4: memref<i8>) -> (i8, i8) {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (i8) {
// CHECK-NEXT:       %1 = scf.execute_region -> i8 {
// CHECK-NEXT:         cf.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg4[] : memref<i8>
// CHECK-NEXT:         %2 = arith.addi %arg0, %arg1 : i8
// CHECK-NEXT:         scf.yield %2 : i8
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         %3 = arith.muli %arg0, %arg1 : i8
// CHECK-NEXT:         scf.yield %3 : i8
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0, %0 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @diff(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i1, %arg4: memref<i8>) -> i8 {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (i8) {
// CHECK-NEXT:       %1 = scf.execute_region -> i8 {
// CHECK-NEXT:         cf.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg4[] : memref<i8>
// CHECK-NEXT:         scf.yield %arg0 : i8
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         scf.yield %arg1 : i8
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inner_same(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i1, %arg4: memref<i8>) -> i8 {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (i8) {
// CHECK-NEXT:       %1 = scf.execute_region -> i8 {
// CHECK-NEXT:         %2 = arith.addi %arg0, %arg1 : i8
// CHECK-NEXT:         cf.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg4[] : memref<i8>
// CHECK-NEXT:         scf.yield %2 : i8
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         scf.yield %2 : i8
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @partial_same(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i1, %arg4: memref<i8>) -> (i8, i8) {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (i8) {
// CHECK-NEXT:       %1 = scf.execute_region -> i8 {
// CHECK-NEXT:         cf.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg4[] : memref<i8>
// CHECK-NEXT:         scf.yield %arg1 : i8
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         scf.yield %arg0 : i8
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0, %0 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noyield(%arg0: i8, %arg1: i1, %arg2: memref<i8>) -> i8 {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (i8) {
// CHECK-NEXT:       %1 = scf.execute_region -> i8 {
// CHECK-NEXT:         cf.br ^bb1
// CHECK-NEXT:       ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:         memref.store %arg0, %arg2[] : memref<i8>
// CHECK-NEXT:         cf.br ^bb1
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pos(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i1, %arg4: memref<i8>) -> (i8, i8, i8) {
// CHECK-NEXT:     %0 = arith.select %arg2, %arg1, %arg0 : i8
// CHECK-NEXT:     %1:2 = scf.if %arg2 -> (i8, i8) {
// CHECK-NEXT:       %2:2 = scf.execute_region -> (i8, i8) {
// CHECK-NEXT:         %3 = arith.addi %arg0, %arg1 : i8
// CHECK-NEXT:         cf.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg4[] : memref<i8>
// CHECK-NEXT:         scf.yield %3, %3 : i8, i8
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         %4 = arith.muli %arg0, %arg1 : i8
// CHECK-NEXT:         scf.yield %4, %3 : i8, i8
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2#0, %2#1 : i8, i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0, %arg0 : i8, i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#0, %0, %1#1 : i8, i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noinline(%arg0: i8, %arg1: memref<i8>) -> i8 {
// CHECK-NEXT:     scf.execute_region no_inline {
// CHECK-NEXT:       memref.store %arg0, %arg1[] : memref<i8>
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused(%arg0: i8, %arg1: i1, %arg2: i1, %arg3: memref<i8>) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       scf.execute_region {
// CHECK-NEXT:         cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg3[] : memref<i8>
// CHECK-NEXT:         scf.yield
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         scf.yield
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_inner(%arg0: i8, %arg1: i1, %arg2: i1, %arg3: memref<i8>) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       scf.execute_region {
// CHECK-NEXT:         cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:         memref.store %arg0, %arg3[] : memref<i8>
// CHECK-NEXT:         scf.yield
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         scf.yield
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_while(%arg0: i8) -> i8 {
// CHECK-NEXT:     return %arg0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
