// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

func.func @br_pass(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}
func.func @cond_const(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @cond_same(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @cond_same2(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "msg"
  return
}
func.func @passthrough_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.br ^bb3(%a : i32)
^bb2(%y: i32):
  "foo.op"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @cond_to_self(%c: i1, %c2: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.op"() : () -> ()
  return
^bb3:
  "foo.a"() : () -> ()
  return
^bb4:
  "foo.b"() : () -> ()
  return
}
func.func @switch_default_only(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [ default: ^bb1(%a : i32) ]
^bb1(%x: i32):
  return %x : i32
}
func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %f = arith.constant 2 : i32
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 2: ^bb2(%b : i32) ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  "foo.op"() : () -> ()
  return %y : i32
}
func.func @weights(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @truth(%c: i1) -> (i1, i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%c) : (i1) -> ()
  %t = arith.constant 1 : i32
  return %c, %c : i1, i1
^bb2:
  "foo.use2"(%c) : (i1) -> ()
  return %c, %c : i1, i1
}
func.func @sw_drop(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 1: ^bb1(%a : i32), 2: ^bb2(%b : i32), 3: ^bb1(%b : i32) ]
^bb1(%x: i32):
  "foo.x"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "foo.y"(%y) : (i32) -> ()
  return
}
func.func @sw_pass(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [ default: ^bb1, 42: ^bb2(%b : i32), 43: ^bb3 ]
^bb1:
  cf.br ^bb4(%a : i32)
^bb2(%y: i32):
  cf.br ^bb4(%y : i32)
^bb3:
  "foo.z"() : () -> ()
  return
^bb4(%x: i32):
  "foo.x"(%x) : (i32) -> ()
  return
}
func.func @sw_same(%f: i32) {
  cf.switch %f : i32, [ default: ^bb1, 0: ^bb2, 1: ^bb3 ]
^bb1:
  cf.switch %f : i32, [ default: ^bb4, 0: ^bb5, 2: ^bb6 ]
^bb2:
  cf.switch %f : i32, [ default: ^bb4, 0: ^bb5, 2: ^bb6 ]
^bb3:
  "foo.3"() : () -> ()
  return
^bb4:
  "foo.4"() : () -> ()
  return
^bb5:
  "foo.5"() : () -> ()
  return
^bb6:
  "foo.6"() : () -> ()
  return
}
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
func.func @sw_i8(%f: i8, %a: i32) {
  cf.switch %f : i8, [ default: ^bb1, -1: ^bb2, 2: ^bb1 ]
^bb1:
  "foo.1"() : () -> ()
  return
^bb2:
  "foo.2"() : () -> ()
  return
}
func.func @sw_args(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [ default: ^bb1(%a, %b : i32, i32), 5: ^bb2(%a, %b : i32, i32), 7: ^bb3(%b : i32) ]
^bb1(%x: i32, %y: i32):
  "foo.x"(%y) : (i32) -> ()
  return
^bb2(%u: i32, %v: i32):
  "foo.y"(%u) : (i32) -> ()
  return
^bb3(%w: i32):
  "foo.z"() : () -> ()
  return
}
func.func @sw_merge(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [ default: ^bb1, 5: ^bb2(%a : i32), 7: ^bb3(%b : i32) ]
^bb1:
  return
^bb2(%u: i32):
  "foo.y"(%u) : (i32) -> ()
  return
^bb3(%w: i32):
  "foo.y"(%w) : (i32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @br_pass(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cond_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cond_same(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cond_same2(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assert_true() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @passthrough_cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cond_to_self(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_default_only(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @weights(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0 weights([3, 5]), ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @truth(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT:     return %true, %true : i1, i1
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.use2"(%false) : (i1) -> ()
// CHECK-NEXT:     return %false, %false : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw_drop(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       2: ^bb2(%arg2 : i32),
// CHECK-NEXT:       3: ^bb1(%arg2 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "foo.x"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.y"(%1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw_pass(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2(%arg2 : i32),
// CHECK-NEXT:       43: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.z"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "foo.x"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw_same(%arg0: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       0: ^bb2,
// CHECK-NEXT:       1: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb4,
// CHECK-NEXT:       2: ^bb5
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.5"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     "foo.3"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb4:  // pred: ^bb1
// CHECK-NEXT:     "foo.4"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb5:  // pred: ^bb1
// CHECK-NEXT:     "foo.6"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: i1) {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.x"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw_i8(%arg0: i8, %arg1: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i8, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       255: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.1"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.2"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw_args(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg2 : i32),
// CHECK-NEXT:       5: ^bb2(%arg1 : i32),
// CHECK-NEXT:       7: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.x"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.y"(%1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     "foo.z"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw_merge(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       5: ^bb2(%arg1 : i32),
// CHECK-NEXT:       7: ^bb3(%arg2 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.y"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.y"(%1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
