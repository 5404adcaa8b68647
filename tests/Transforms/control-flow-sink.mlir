// RUN: strata-opt %s --control-flow-sink --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(control-flow-sink)' --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s
// CONFORMANCE: pipeline=--control-flow-sink
// Sinking of ops without memory effects into the regions of scf.if and
// scf.index_switch (regions run at most once) when every user is inside;
// loops and scf.execute_region (unknown invocation bounds) are not targets.

func.func @then_and_else(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %1, %3 : i32
    scf.yield %x : i32
  } else {
    scf.yield %2 : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %0 : i32
  }
  return %r : i32
}

func.func @used_in_both(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    %y = arith.addi %0, %1 : i32
    scf.yield %y : i32
  }
  %s = arith.addi %r, %1 : i32
  return %s : i32
}

func.func @effects(%c: i1, %m: memref<i32>, %a: i32) {
  %v = memref.load %m[] : memref<i32>
  %w = arith.addi %v, %a : i32
  %u = "test.unregistered"(%a) : (i32) -> i32
  scf.if %c {
    memref.store %w, %m[] : memref<i32>
    memref.store %u, %m[] : memref<i32>
  }
  return
}

func.func @region_ops(%c: i1, %a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %l = scf.for %i = %a to %b step %a iter_args(%acc = %a) -> index {
    %s = arith.addi %acc, %0 : index
    scf.yield %s : index
  }
  %k = arith.muli %a, %a : index
  %r = scf.if %c -> index {
    scf.for %j = %a to %b step %a {
      %t = arith.addi %k, %j : index
      "test.use"(%t) : (index) -> ()
    }
    scf.yield %l : index
  } else {
    scf.yield %a : index
  }
  return %r : index
}

func.func @nested_ifs(%c: i1, %d: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %a : i32
  %r = scf.if %c -> i32 {
    %in = scf.if %d -> i32 {
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    %s = arith.addi %in, %2 : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @constant_condition(%a: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %r = scf.if %true -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

func.func @switch(%i: index, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %0 : i32
  }
  case 5 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %2 : i32
  }
  return %r : i32
}

func.func @loops_are_not_targets(%a: index, %b: index, %c: i1) {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %a, %b : index
  scf.for %i = %a to %b step %a {
    "test.use"(%0) : (index) -> ()
  }
  scf.while : () -> () {
    "test.use"(%1) : (index) -> ()
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @no_else(%c: i1, %a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.constant 3 : i32
  scf.if %c {
    %2 = arith.addi %0, %1 : i32
    "test.use"(%2) : (i32) -> ()
  }
  return
}

module @inner {
  func.func @in_nested_module(%c: i1, %a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %r = scf.if %c -> i32 {
      scf.yield %0 : i32
    } else {
      scf.yield %a : i32
    }
    return %r : i32
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @then_and_else(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %3 = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:       %4 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:       %5 = arith.addi %4, %3 : i32
// CHECK-NEXT:       scf.yield %5 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.execute_region -> i32 {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @used_in_both(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = arith.addi %0, %1 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = arith.addi %2, %1 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @effects(%arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT:     %0 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT:     %1 = "test.unregistered"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:       memref.store %2, %arg1[] : memref<i32>
// CHECK-NEXT:       memref.store %1, %arg1[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @region_ops(%arg0: i1, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT:     %2 = scf.if %arg0 -> (index) {
// CHECK-NEXT:       %3 = scf.for %arg3 = %arg1 to %arg2 step %arg1 iter_args(%arg4 = %arg1) -> (index) {
// CHECK-NEXT:         %4 = arith.addi %arg4, %0 : index
// CHECK-NEXT:         scf.yield %4 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.for %arg3 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT:         %4 = arith.addi %1, %arg3 : index
// CHECK-NEXT:         "test.use"(%4) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_ifs(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = arith.subi %arg2, %arg2 : i32
// CHECK-NEXT:       %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:         %4 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:         %5 = arith.muli %4, %4 : i32
// CHECK-NEXT:         scf.yield %5 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = arith.addi %2, %1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_condition(%arg0: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.if %true -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 5 {
// CHECK-NEXT:       %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loops_are_not_targets(%arg0: index, %arg1: index, %arg2: i1) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       "test.use"(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       "test.use"(%1) : (index) -> ()
// CHECK-NEXT:       scf.condition(%arg2)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_else(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:       "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @in_nested_module(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:       %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:         %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:         scf.yield %1 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg1 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
