// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Switches, conditional branches and assertions: folds and patterns
// checked against mlir-opt.
func.func @sw(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @sw2(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @sw3(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb3(%b : i32),
    43: ^bb1(%b : i32)
  ]
^bb3(%y: i32):
  return %y : i32
}
func.func @sw4(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb3(%b : i32)
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3(%a : i32),
    42: ^bb3(%b : i32),
    43: ^bb3(%a : i32)
  ]
^bb3(%y: i32):
  return %y : i32
}
func.func @sw5(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @cb(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3(%a : i32), ^bb3(%b : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}
func.func @cb2(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @cb3(%c: i1, %a: i32, %b: i32) -> (i32, i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.x"(%c) : (i1) -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.y"(%c) : (i1) -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x, %c : i32, i1
}
func.func @cb4(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @as(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "ok"
  cf.assert %c, "maybe"
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @sw(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       43: ^bb2(%arg2 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw2(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw3(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw4(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       42: ^bb1(%arg2 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw5(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cb(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cb2(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cb3(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.x"(%true) : (i1) -> ()
// CHECK-NEXT:     cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.y"(%false) : (i1) -> ()
// CHECK-NEXT:     cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:   ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %0, %arg0 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cb4(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @as(%arg0: i1) {
// CHECK-NEXT:     cf.assert %arg0, "maybe"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
