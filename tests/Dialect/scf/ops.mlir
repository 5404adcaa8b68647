// RUN: strata-opt %s | strata-opt | FileCheck %s

func.func @loops(%lb: index, %ub: index, %step: index, %n: i32, %x: f32) -> f32 {
  // A loop without iter_args: the yield is implicit.
  scf.for %i = %lb to %ub step %step {
    %0 = arith.addi %i, %i : index
  }
  // Integer bounds print the type; `unsigned` comparison.
  scf.for unsigned %i = %n to %n step %n : i32 {
    %0 = arith.muli %i, %n : i32
  }
  // Loop-carried values.
  %sum:2 = scf.for %i = %lb to %ub step %step iter_args(%acc = %x, %k = %n) -> (f32, i32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next, %k : f32, i32
  } {tag = "loop"}
  // A single result written without parentheses.
  %one = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> f32 {
    scf.yield %acc : f32
  }
  // Nested loops, an explicit empty yield, attributes.
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %i to %ub step %step {
      scf.yield
    }
  }
  scf.for %i = %lb to %ub step %step {
  } {unsignedCmp}
  return %one : f32
}

func.func @conditionals(%c: i1, %x: f32, %n: i32) -> (f32, i32) {
  scf.if %c {
    %0 = arith.addf %x, %x : f32
  }
  scf.if %c {
    %0 = arith.addf %x, %x : f32
  } else {
    %1 = arith.addi %n, %n : i32
  }
  %a = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    %y = arith.mulf %x, %x : f32
    scf.yield %y : f32
  }
  %b:2 = scf.if %c -> (f32, i32) {
    scf.yield %a, %n : f32, i32
  } else {
    scf.yield %x, %n : f32, i32
  } {note}
  // An empty else region is kept.
  scf.if %c {
  } else {
  }
  return %b#0, %b#1 : f32, i32
}

func.func @while_loops(%c: i1, %x: f32, %n: i32) -> f32 {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    %d = arith.addf %b, %b : f32
    scf.yield %d : f32
  }
  %s:2 = scf.while (%a = %x, %k = %n) : (f32, i32) -> (i32, f32) {
    scf.condition(%c) %k, %a : i32, f32
  } do {
  ^bb0(%k2: i32, %a2: f32):
    scf.yield %a2, %k2 : f32, i32
  } attributes {unroll = 2 : i64}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %r : f32
}

func.func @regions(%x: f32, %n: i32, %i: index) -> f32 {
  %r = scf.execute_region -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  %p:2 = scf.execute_region -> (f32, i32) no_inline {
    scf.yield %x, %n : f32, i32
  } {kind = "keep"}
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %i -> f32
  case 0 {
    scf.yield %x : f32
  }
  case 7 {
    %z = arith.mulf %x, %x : f32
    scf.yield %z : f32
  }
  default {
    scf.yield %r : f32
  }
  scf.index_switch %i {marked}
  case -3 {
    scf.yield
  }
  default {
  }
  %t:2 = scf.index_switch %i -> f32, i32
  default {
    scf.yield %x, %n : f32, i32
  }
  return %s : f32
}

func.func @parallel_loops(%lb: index, %ub: index, %step: index, %x: f32, %n: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %0 = arith.addi %i, %j : index
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rhs: f32):
      %s = arith.addf %l, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  %q:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%x, %n) -> (f32, i32) {
    scf.reduce(%x, %n : f32, i32) {
    ^bb0(%l: f32, %rhs: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rhs: i32):
      %m = arith.maxsi %l, %rhs : i32
      scf.reduce.return %m : i32
    }
  } {mark}
  return %r : f32
}

func.func @forall_loops(%ub: index, %step: index, %t: tensor<8xf32>, %u: tensor<?xi32>) -> tensor<8xf32> {
  scf.forall (%i) in (4) {
    %0 = arith.addi %i, %ub : index
  }
  scf.forall (%i, %j) in (%ub, 8) {
  }
  scf.forall (%i) = (2) to (%ub) step (%step) {
  }
  scf.forall (%i, %j) = (0, 0) to (%ub, 16) step (1, 1) {
  }
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  %s:2 = scf.forall (%i) = (1) to (9) step (2) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<?xi32>) {
  } {mapping = []}
  return %r : tensor<8xf32>
}

// Lower bounds and steps defined by constants print in the `in` form.
func.func @forall_constant_bounds(%ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  }
  scf.forall (%i) = (%c1) to (%ub) step (%c1) {
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> f32 {
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for unsigned %arg5 = %arg3 to %arg3 step %arg3  : i32 {
// CHECK-NEXT:       %2 = arith.muli %arg5, %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4, %arg7 = %arg3) -> (f32, i32) {
// CHECK-NEXT:       %2 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT:       scf.yield %2, %arg7 : f32, i32
// CHECK-NEXT:     } {tag = "loop"}
// CHECK-NEXT:     %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (f32) {
// CHECK-NEXT:       scf.yield %arg6 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       scf.for %arg6 = %arg5 to %arg1 step %arg2 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for unsigned %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conditionals(%arg0: i1, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.if %arg0 -> (f32, i32) {
// CHECK-NEXT:       scf.yield %0, %arg2 : f32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1, %arg2 : f32, i32
// CHECK-NEXT:     } {note}
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#0, %1#1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_loops(%arg0: i1, %arg1: f32, %arg2: i32) -> f32 {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg1) : (f32) -> f32 {
// CHECK-NEXT:       scf.condition(%arg0) %arg3 : f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: f32):
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (f32, i32) -> (i32, f32) {
// CHECK-NEXT:       scf.condition(%arg0) %arg4, %arg3 : i32, f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT:       scf.yield %arg4, %arg3 : f32, i32
// CHECK-NEXT:     } attributes {unroll = 2 : i64}
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       scf.condition(%arg0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: f32, %arg1: i32, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = scf.execute_region -> f32 {
// CHECK-NEXT:       %4 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.execute_region -> (f32, i32) no_inline {
// CHECK-NEXT:       scf.yield %arg0, %arg1 : f32, i32
// CHECK-NEXT:     } {kind = "keep"}
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.index_switch %arg2 -> f32 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       scf.yield %arg0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 7 {
// CHECK-NEXT:       %4 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg2 {marked} 
// CHECK-NEXT:     case -3 {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     %3:2 = scf.index_switch %arg2 -> f32, i32 
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg0, %arg1 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT:     scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:       scf.reduce(%arg3 : f32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT:       scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         scf.reduce.return %arg6 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT:         %2 = arith.maxsi %arg6, %arg7 : i32
// CHECK-NEXT:         scf.reduce.return %2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     } {mark}
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall_loops(%arg0: index, %arg1: index, %arg2: tensor<8xf32>, %arg3: tensor<?xi32>) -> tensor<8xf32> {
// CHECK-NEXT:     scf.forall (%arg4) in (4) {
// CHECK-NEXT:       %2 = arith.addi %arg4, %arg0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4, %arg5) in (%arg0, 8) {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4) = (2) to (%arg0) step (%arg1) {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4, %arg5) in (%arg0, 16) {
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg2) -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.forall (%arg4) = (1) to (9) step (2) shared_outs(%arg5 = %arg2, %arg6 = %arg3) -> (tensor<8xf32>, tensor<?xi32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     } {mapping = []}
// CHECK-NEXT:     return %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall_constant_bounds(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg1) = (%c1) to (%arg0) step (%c1) {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
