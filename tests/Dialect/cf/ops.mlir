// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Direct branches, with and without forwarded operands.
func.func @branches(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.br ^bb2 {tag = "loop"}
^bb2:
  return %x : i32
}

// Conditional branches: operands to either side, weights, both sides the
// same block, back edges.
func.func @conditional(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  cf.cond_br %c weights([30, 70]), ^bb2, ^bb3(%x, %a : i32, i32)
^bb2:
  cf.cond_br %c weights([0, 1]), ^bb1(%b : i32), ^bb2 {hint}
^bb3(%p: i32, %q: i32):
  cf.cond_br %c weights([-1, 2]), ^bb4(%p : i32), ^bb4(%q : i32)
^bb4(%r: i32):
  return %r : i32
}

// Switches on integers of several widths and signedness; case values print
// as unsigned integers of the flag's width.
func.func @switches(%i: i32, %s: i8, %w: i128, %u: ui16, %si: si64, %a: f32) {
  cf.switch %i : i32, [
    default: ^bb1(%a : f32),
    0: ^bb2,
    -7: ^bb1(%a : f32),
    42: ^bb3(%i, %a : i32, f32)
  ]
^bb1(%x: f32):
  cf.switch %s : i8, [
    default: ^bb2,
    200: ^bb2,
    -1: ^bb2
  ] {note = 1 : i64}
^bb2:
  cf.switch %w : i128, [
    default: ^bb4,
    5: ^bb4,
    9223372036854775807: ^bb4
  ]
^bb3(%y: i32, %z: f32):
  cf.switch %u : ui16, [
    default: ^bb4,
    3: ^bb4
  ]
^bb4:
  cf.switch %si : si64, [
    default: ^bb5
  ]
^bb5:
  cf.switch %i : i32, [
    default: ^bb6,
    7: ^bb6,
    7: ^bb6
  ]
^bb6:
  return
}

// Integers past the flag's width are truncated; `true` and `false` read as
// i1 values.
func.func @switch_values(%i: i32, %b: i1) {
  cf.switch %i : i32, [
    default: ^bb1,
    4294967296: ^bb1,
    0x10: ^bb1,
    true: ^bb1,
    false: ^bb1
  ]
^bb1:
  cf.switch %b : i1, [
    default: ^bb2,
    1: ^bb2,
    -2: ^bb2
  ]
^bb2:
  return
}

func.func @assertions(%c: i1) {
  cf.assert %c, "must hold"
  cf.assert %c, "with \"escapes\"\n" {kind = "check"}
  return
}

// Generic forms with extra operand segments the custom form does not show.
func.func @generic(%c: i1, %i: i32) {
  "cf.switch"(%i)[^bb1, ^bb1] <{case_values = dense<[[5]]> : tensor<1x1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "cf.cond_br"(%c)[^bb2, ^bb2] <{branch_weights = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @branches(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2 {tag = "loop"}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conditional(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT:     cf.cond_br %arg0 weights([30, 70]), ^bb2, ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.cond_br %arg0 weights([0, 1]), ^bb1(%arg2 : i32), ^bb2 {hint}
// CHECK-NEXT:   ^bb3(%1: i32, %2: i32):  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg0 weights([-1, 2]), ^bb4(%1 : i32), ^bb4(%2 : i32)
// CHECK-NEXT:   ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switches(%arg0: i32, %arg1: i8, %arg2: i128, %arg3: ui16, %arg4: si64, %arg5: f32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg5 : f32),
// CHECK-NEXT:       0: ^bb2,
// CHECK-NEXT:       4294967289: ^bb1(%arg5 : f32),
// CHECK-NEXT:       42: ^bb3(%arg0, %arg5 : i32, f32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.switch %arg1 : i8, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       200: ^bb2,
// CHECK-NEXT:       255: ^bb2
// CHECK-NEXT:     ] {note = 1 : i64}
// CHECK-NEXT:   ^bb2:  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb1
// CHECK-NEXT:     cf.switch %arg2 : i128, [
// CHECK-NEXT:       default: ^bb4,
// CHECK-NEXT:       5: ^bb4,
// CHECK-NEXT:       9223372036854775807: ^bb4
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3(%1: i32, %2: f32):  // pred: ^bb0
// CHECK-NEXT:     cf.switch %arg3 : ui16, [
// CHECK-NEXT:       default: ^bb4,
// CHECK-NEXT:       3: ^bb4
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4:  // 5 preds: ^bb2, ^bb2, ^bb2, ^bb3, ^bb3
// CHECK-NEXT:     cf.switch %arg4 : si64, [
// CHECK-NEXT:       default: ^bb5]
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb6,
// CHECK-NEXT:       7: ^bb6,
// CHECK-NEXT:       7: ^bb6
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb6:  // 3 preds: ^bb5, ^bb5, ^bb5
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_values(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       0: ^bb1,
// CHECK-NEXT:       16: ^bb1,
// CHECK-NEXT:       4294967295: ^bb1,
// CHECK-NEXT:       0: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     cf.switch %arg1 : i1, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       1: ^bb2,
// CHECK-NEXT:       0: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assertions(%arg0: i1) {
// CHECK-NEXT:     cf.assert %arg0, "must hold"
// CHECK-NEXT:     cf.assert %arg0, "with \22escapes\22\0A" {kind = "check"}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       5: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.cond_br %arg0 weights([]), ^bb2, ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
