// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

func.func @unused_before_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    %n = "foo.next"(%z) : (i32) -> i32
    scf.yield %n, %z : i32, i32
  }
  return %r : i32
}
func.func @cmp_cond(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    %d = arith.cmpi slt, %z, %b : i32
    %n = "foo.next"(%z, %d) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @invariant(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "foo.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    %n = "foo.next"(%z) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}
func.func @invariant_yielded(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%z: i32, %w: i32):
    %n = "foo.next"(%z, %w) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @align(%a: i32, %b: i64) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "foo.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %n:2 = "foo.next"(%p, %q) : (i64, i32) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}
func.func @cmp_cond_inverse_and_swapped(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi ult, %b, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    %d = arith.cmpi uge, %b, %z : i32
    %e = arith.cmpi ult, %b, %z : i32
    %f = arith.cmpi ult, %z, %b : i32
    %g = arith.cmpi eq, %b, %z : i32
    %n = "foo.next"(%z, %d, %e, %f, %g) : (i32, i1, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @invariant_through_after_arg(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "foo.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%z: i32, %w: i32):
    %n = "foo.next"(%z, %w) : (i32, i32) -> i32
    scf.yield %n, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @nothing_to_do(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "foo.cond"(%x) : (i32) -> i1
    %v = "foo.v"(%x) : (i32) -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%z: i32):
    %n = "foo.next"(%z) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @rotate3(%a: i32, %b: i64, %c: i16) -> (i64, i16, i32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %c) : (i32, i64, i16) -> (i64, i16, i32) {
    %k = "foo.cond"(%x, %y, %z) : (i32, i64, i16) -> i1
    scf.condition(%k) %y, %z, %x : i64, i16, i32
  } do {
  ^bb0(%p: i64, %q: i16, %s: i32):
    %n:3 = "foo.next"(%p, %q, %s) : (i64, i16, i32) -> (i32, i64, i16)
    scf.yield %n#0, %n#1, %n#2 : i32, i64, i16
  }
  return %r#0, %r#1, %r#2 : i64, i16, i32
}
func.func @all_unused_before_args(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    %c = "foo.cond"() : () -> i1
    scf.condition(%c)
  } do {
    %n = "foo.next"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @unused_before_arg(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "foo.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "foo.next"(%arg2, %true) : (i32, i1) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "foo.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "foo.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @invariant_yielded(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "foo.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @align(%arg0: i32, %arg1: i64) -> (i64, i32) {
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:       %1 = "foo.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT:       %1:2 = "foo.next"(%arg3, %arg2) : (i64, i32) -> (i32, i64)
// CHECK-NEXT:       scf.yield %1#0, %1#1 : i32, i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#1, %0#0 : i64, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_cond_inverse_and_swapped(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg1, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg2, %arg1 : i32
// CHECK-NEXT:       %2 = arith.cmpi eq, %arg1, %arg2 : i32
// CHECK-NEXT:       %3 = "foo.next"(%arg2, %false, %true, %1, %2) : (i32, i1, i1, i1, i1) -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @invariant_through_after_arg(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "foo.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "foo.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nothing_to_do(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:       %2 = "foo.v"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.condition(%1) %2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %1 = "foo.next"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rotate3(%arg0: i32, %arg1: i64, %arg2: i16) -> (i64, i16, i32) {
// CHECK-NEXT:     %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %arg2) : (i32, i64, i16) -> (i32, i64, i16) {
// CHECK-NEXT:       %1 = "foo.cond"(%arg3, %arg4, %arg5) : (i32, i64, i16) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg4, %arg5 : i32, i64, i16
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i64, %arg5: i16):
// CHECK-NEXT:       %1:3 = "foo.next"(%arg4, %arg5, %arg3) : (i64, i16, i32) -> (i32, i64, i16)
// CHECK-NEXT:       scf.yield %1#0, %1#1, %1#2 : i32, i64, i16
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#1, %0#2, %0#0 : i64, i16, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @all_unused_before_args(%arg0: i32) {
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %0 = "foo.cond"() : () -> i1
// CHECK-NEXT:       scf.condition(%0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       %0 = "foo.next"() : () -> i32
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
