// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

func.func @if_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    "foo.then"() : () -> ()
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @if_false_noelse() {
  %f = arith.constant false
  scf.if %f {
    "foo.then"() : () -> ()
  }
  return
}
func.func @if_unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    "foo.then"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    "foo.else"() : () -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}
func.func @if_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "foo.then"() : () -> ()
  } else {
  }
  return
}
func.func @if_empty(%c: i1) {
  scf.if %c {
  }
  return
}
func.func @if_same_yield(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "foo.then"() : () -> ()
    scf.yield %a, %a : i32, i32
  } else {
    "foo.else"() : () -> ()
    scf.yield %a, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @if_cond_prop(%c: i1) {
  scf.if %c {
    "foo.then"(%c) : (i1) -> ()
  } else {
    "foo.else"(%c) : (i1) -> ()
  }
  return
}
func.func @if_nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "foo.then"() : () -> ()
    }
  }
  return
}
func.func @if_combine(%c: i1) {
  scf.if %c {
    "foo.a"() : () -> ()
  }
  scf.if %c {
    "foo.b"() : () -> ()
  }
  return
}
func.func @if_bool(%c: i1) -> i1 {
  %r = scf.if %c -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %f = arith.constant false
    scf.yield %f : i1
  }
  return %r : i1
}
func.func @combine_results(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = "foo.a"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %c -> i32 {
    %y = "foo.b"(%r) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %z = "foo.c"(%r) : (i32) -> i32
    scf.yield %z : i32
  }
  return %r, %s : i32, i32
}
func.func @combine_negated(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    "foo.a"() : () -> ()
  }
  scf.if %n {
    "foo.b"() : () -> ()
  }
  return
}
func.func @nested_results(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> i32 {
      %x = "foo.a"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @for_unsigned(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for unsigned %i = %c0 to %cm1 step %c1 iter_args(%x = %a) -> i32 : i8 {
    %y = "foo.op"(%x, %i) : (i32, i8) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @for_nested_yield(%cc: i1, %lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 {
    %y = scf.if %cc -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @for_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c10 to %c0 step %c1 iter_args(%x = %a) -> i32 {
    %y = "foo.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @for_one(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c10 iter_args(%x = %a) -> i32 {
    %y = "foo.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @for_fwd(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %c) -> (i32, i32, i32) {
    %w = "foo.op"(%y) : (i32) -> i32
    scf.yield %x, %w, %c : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @for_unused(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 {
    %w = arith.addi %a, %a : i32
    "foo.op"() : () -> ()
    scf.yield %w : i32
  }
  return
}
func.func @for_empty(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> i32 {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @for_same(%lb: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> i32 {
    %y = "foo.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @for_i32(%a: i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %c4 step %c3 : i32 {
    "foo.op"(%i) : (i32) -> ()
  }
  return
}
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %y = "foo.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @if_not(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    %x = "foo.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "foo.b"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @if_not_yield(%c: i1) -> i1 {
  %r = scf.if %c -> i1 {
    %f = arith.constant false
    "foo.a"() : () -> ()
    scf.yield %f : i1
  } else {
    %t = arith.constant true
    scf.yield %t : i1
  }
  return %r : i1
}
func.func @isw_case() -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %x = "foo.a"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "foo.b"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "foo.c"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @isw_default() {
  %c9 = arith.constant 9 : index
  scf.index_switch %c9
  case 1 {
    "foo.a"() : () -> ()
    scf.yield
  }
  default {
    "foo.c"() : () -> ()
  }
  return
}
func.func @exec_noinline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %y = "foo.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @if_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     "foo.then"() : () -> ()
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_false_noelse() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "foo.else"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_empty_else(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_empty(%arg0: i1) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_same_yield(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "foo.else"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_cond_prop(%arg0: i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.then"(%true) : (i1) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "foo.else"(%false) : (i1) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_combine(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.a"() : () -> ()
// CHECK-NEXT:       "foo.b"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_bool(%arg0: i1) -> i1 {
// CHECK-NEXT:     return %arg0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @combine_results(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:       %1 = "foo.a"() : () -> i32
// CHECK-NEXT:       %2 = "foo.b"(%1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = "foo.c"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %arg1, %1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @combine_negated(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.a"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "foo.b"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_results(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:     %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:       %3 = "foo.a"() : () -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_unsigned(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %0 = scf.for unsigned %arg1 = %c0_i8 to %c-1_i8 step %c1_i8 iter_args(%arg2 = %arg0) -> (i32)  : i8 {
// CHECK-NEXT:       %1 = "foo.op"(%arg2, %arg1) : (i32, i8) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_nested_yield(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT:       %1 = arith.select %arg0, %arg6, %arg4 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_one(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = "foo.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_fwd(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (i32) {
// CHECK-NEXT:       %1 = "foo.op"(%arg7) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg3, %0, %arg5 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "foo.op"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_empty(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_same(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_i32(%arg0: i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     scf.for %arg1 = %c0_i32 to %c4_i32 step %c3_i32  : i32 {
// CHECK-NEXT:       "foo.op"(%arg1) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_not(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = "foo.b"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = "foo.a"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_not_yield(%arg0: i1) -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.a"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @isw_case() -> i32 {
// CHECK-NEXT:     %0 = "foo.b"() : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @isw_default() {
// CHECK-NEXT:     "foo.c"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exec_noinline(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:       %1 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
