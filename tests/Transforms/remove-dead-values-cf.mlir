// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  cf.br ^bb3(%x, %y : i32, i32)
^bb2(%z: i32, %w: i32):
  cf.br ^bb3(%z, %w : i32, i32)
^bb3(%p: i32, %q: i32):
  return %p : i32
}

// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2(%arg2, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2(%2: i32, %3: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }

// -----

func.func @switch(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    42: ^bb2(%b : i32)
  ]
^bb1(%x: i32, %y: i32):
  return %x : i32
^bb2(%z: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1, %arg2 : i32, i32),
// CHECK-NEXT: 42: ^bb2(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }

// -----

func.func @effects(%c: i1, %a: i32, %m: memref<i32>) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  memref.store %x, %m[] : memref<i32>
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @effects(%arg0: i1, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: memref.store %0, %arg2[] : memref<i32>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A branch on a dead condition becomes ub.unreachable.
func.func @deadcond(%a: i32, %m: memref<i32>) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb3
^bb1:
  %c = arith.cmpi eq, %a, %a : i32
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %a : i32
}

// CHECK-LABEL: func.func @deadcond(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
