// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

func.func @unused_result(%i: index, %a: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %x = "foo.x"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  default {
    %y = "foo.y"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %r#0 : i32
}
func.func @only_default(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  default {
    %y = "foo.y"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @same_value(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @all_unused(%i: index) {
  %r = scf.index_switch %i -> i32
  case 1 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  default {
    %y = arith.constant 2 : i32
    scf.yield %y : i32
  }
  return
}
func.func @empty_cases(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
func.func @mixed(%i: index, %a: i32, %b: i64) -> (i32, i64, i32, i64) {
  %r:4 = scf.index_switch %i -> i32, i64, i32, i64
  case 1 {
    %x = "foo.x"() : () -> i32
    scf.yield %x, %b, %a, %b : i32, i64, i32, i64
  }
  case 5 {
    %z = "foo.z"() : () -> i32
    scf.yield %z, %b, %z, %b : i32, i64, i32, i64
  }
  default {
    %y = "foo.y"() : () -> i32
    scf.yield %y, %b, %a, %b : i32, i64, i32, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i64, i32, i64
}
func.func @unused_mid(%i: index, %a: i32, %b: i64) -> (i32, i32) {
  %r:3 = scf.index_switch %i -> i32, i64, i32
  case 1 {
    %x = "foo.x"() : () -> i32
    scf.yield %x, %b, %a : i32, i64, i32
  }
  default {
    %y = "foo.y"() : () -> i32
    %w = "foo.w"() : () -> i64
    scf.yield %y, %w, %y : i32, i64, i32
  }
  return %r#0, %r#2 : i32, i32
}
func.func @same_inner(%i: index) -> i32 {
  %c = arith.constant 3 : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    "foo.side"() : () -> ()
    scf.yield %c : i32
  }
  default {
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @in_loop(%i: index, %lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %st iter_args(%acc = %init) -> f32 {
    %s:2 = scf.index_switch %i -> f32, index
    case 0 {
      scf.yield %acc, %iv : f32, index
    }
    case 2 {
      %n = "foo.n"(%acc) : (f32) -> f32
      scf.yield %n, %iv : f32, index
    }
    default {
      scf.yield %acc, %iv : f32, index
    }
    "foo.use"(%s#1) : (index) -> ()
    scf.yield %s#0 : f32
  }
  return %r : f32
}
func.func @constant_and_unused(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r:2 = scf.index_switch %c2 -> i32, i32
  case 2 {
    %x = "foo.x"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  default {
    scf.yield %a, %a : i32, i32
  }
  return %r#0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @unused_result(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %1 = "foo.x"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = "foo.y"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @only_default(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = "foo.y"() : () -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_value(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @all_unused(%arg0: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_cases(%arg0: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: index, %arg1: i32, %arg2: i64) -> (i32, i64, i32, i64) {
// CHECK-NEXT:     %0:2 = scf.index_switch %arg0 -> i32, i32 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %1 = "foo.x"() : () -> i32
// CHECK-NEXT:       scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 5 {
// CHECK-NEXT:       %1 = "foo.z"() : () -> i32
// CHECK-NEXT:       scf.yield %1, %1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = "foo.y"() : () -> i32
// CHECK-NEXT:       scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %arg2, %0#1, %arg2 : i32, i64, i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_mid(%arg0: index, %arg1: i32, %arg2: i64) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = scf.index_switch %arg0 -> i32, i32 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %1 = "foo.x"() : () -> i32
// CHECK-NEXT:       scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = "foo.y"() : () -> i32
// CHECK-NEXT:       %2 = "foo.w"() : () -> i64
// CHECK-NEXT:       scf.yield %1, %1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_inner(%arg0: index) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     scf.index_switch %arg0 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       "foo.side"() : () -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg4) -> (f32) {
// CHECK-NEXT:       %1 = scf.index_switch %arg0 -> f32 
// CHECK-NEXT:       case 0 {
// CHECK-NEXT:         scf.yield %arg6 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       case 2 {
// CHECK-NEXT:         %2 = "foo.n"(%arg6) : (f32) -> f32
// CHECK-NEXT:         scf.yield %2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       default {
// CHECK-NEXT:         scf.yield %arg6 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       "foo.use"(%arg5) : (index) -> ()
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_and_unused(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "foo.x"() : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
