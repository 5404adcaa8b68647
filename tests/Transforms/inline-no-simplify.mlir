// RUN: strata-opt %s --split-input-file --inline='default-pipeline=' | FileCheck %s
// CONFORMANCE: pipeline=--inline=default-pipeline=
// CONFORMANCE: pipeline=--mlir-print-debuginfo --inline=default-pipeline=

// A multi-block callee: the caller's block is split after the call, the
// returns become branches to the continuation, whose arguments replace
// the call's results.
func.func @select(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @use_select(%c: i1, %x: i32) -> i32 {
  %0 = call @select(%c, %x) : (i1, i32) -> i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

// -----

// A multi-block callee is not inlined into a single-block region of
// another op kind (scf.execute_region may have several blocks; scf.if
// may not).
func.func private @branchy(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %one = arith.constant 1 : i32
  return %one : i32
^b:
  %two = arith.constant 2 : i32
  return %two : i32
}
func.func @in_if(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = func.call @branchy(%c) : (i1) -> i32
    scf.yield %0 : i32
  } else {
    %k = arith.constant 3 : i32
    scf.yield %k : i32
  }
  return %r : i32
}
func.func @in_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %0 = func.call @branchy(%c) : (i1) -> i32
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

// Callee bodies of the other dialects are inlined as they are.
func.func private @idx(%a: index) -> index {
  %r = index.add %a, %a
  return %r : index
}
func.func private @poison() -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
func.func private @buffer(%a: memref<4xf32>) -> memref<4xf32> {
  %c = memref.alloc() : memref<4xf32>
  memref.copy %a, %c : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}
func.func private @size(%a: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<4xf32>
  return %d : index
}
func.func @all(%a: index, %m: memref<4xf32>, %t: tensor<4xf32>) -> (index, i32, memref<4xf32>, index) {
  %0 = call @idx(%a) : (index) -> index
  %1 = call @poison() : () -> i32
  %2 = call @buffer(%m) : (memref<4xf32>) -> memref<4xf32>
  %3 = call @size(%t) : (tensor<4xf32>) -> index
  return %0, %1, %2, %3 : index, i32, memref<4xf32>, index
}

// -----

// Without simplification, a function called twice is cloned at each call
// before it is erased.
func.func private @twice(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @twice(%x) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Symbol tables nested in the module are processed too.
module @outer {
  module @nested {
    func.func private @leaf() -> i32 {
      %c = arith.constant 7 : i32
      return %c : i32
    }
    func.func @root() -> i32 {
      %0 = call @leaf() : () -> i32
      return %0 : i32
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @select(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_select(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT:   ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @branchy(%arg0: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     return %c2_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_if(%arg0: i1) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = func.call @branchy(%arg0) : (i1) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       scf.yield %c3_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_region(%arg0: i1) -> i32 {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       cf.br ^bb3(%c2_i32 : i32)
// CHECK-NEXT:     ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @all(%arg0: index, %arg1: memref<4xf32>, %arg2: tensor<4xf32>) -> (index, i32, memref<4xf32>, index) {
// CHECK-NEXT:     %0 = index.add %arg0, %arg0
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg2, %c0 : tensor<4xf32>
// CHECK-NEXT:     return %0, %1, %alloc, %dim : index, i32, memref<4xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %c1_i32_0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @outer {
// CHECK-NEXT:   module @nested {
// CHECK-NEXT:     func.func @root() -> i32 {
// CHECK-NEXT:       %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:       return %c7_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
