// RUN: strata-opt %s --split-input-file --inline | FileCheck %s
// CONFORMANCE: pipeline=--inline
// CONFORMANCE: pipeline=--inline=default-pipeline=
// CONFORMANCE: pipeline=--inline=max-iterations=1
// CONFORMANCE: pipeline=--inline=inlining-threshold=0
// CONFORMANCE: pipeline=--inline=inlining-threshold=100
// CONFORMANCE: pipeline=--mlir-print-debuginfo --inline

// A private single-block callee called twice: both calls are inlined, the
// callee is erased and the caller simplified.
func.func private @add_one(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @twice(%x: i32) -> i32 {
  %0 = call @add_one(%x) : (i32) -> i32
  %1 = call @add_one(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Unused private functions are erased; public ones are kept.
func.func private @unused() {
  return
}
func.func @kept() {
  return
}

// -----

// Recursive calls are not inlined into themselves, and mutually recursive
// functions are not inlined into each other.
func.func @self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%x: i32) -> i32 {
  %0 = call @pong(%x) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}
func.func @enter(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Calls inside scf regions are inlined; public callees stay; declarations
// and `no_inline` calls are left alone.
func.func @square(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func private @decl(i32) -> i32
func.func private @opaque() {
  %c = arith.constant 1 : i32
  return
}
func.func @loop(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %y = func.call @square(%acc) : (i32) -> i32
    scf.yield %y : i32
  }
  %z = call @decl(%r) : (i32) -> i32
  call @opaque() {no_inline} : () -> ()
  return %z : i32
}

// -----

// Nested calls: inlining a callee brings its calls along, which are
// inlined in turn.
func.func @outer(%x: i32) -> i32 {
  %0 = call @middle(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @middle(%x: i32) -> i32 {
  %0 = call @inner(%x) : (i32) -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}
func.func private @inner(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.muli %x, %c : i32
  return %0 : i32
}

// -----

// A callee with several results and regions of its own; a call whose
// results are unused.
func.func private @pick(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %t = arith.subi %a, %b : i32
    scf.yield %t : i32
  } else {
    %e = arith.divsi %a, %b : i32
    scf.yield %e : i32
  }
  %s = arith.addi %a, %b : i32
  return %r, %s : i32, i32
}
func.func @use_pick(%c: i1, %a: i32, %b: i32) -> i32 {
  %0:2 = call @pick(%c, %a, %b) : (i1, i32, i32) -> (i32, i32)
  %1:2 = call @pick(%c, %b, %a) : (i1, i32, i32) -> (i32, i32)
  %2 = arith.muli %0#0, %0#1 : i32
  return %2 : i32
}

// -----

// A private function referenced by a function constant is kept, even
// once its calls are inlined.
func.func private @target(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @get(%x: i32) -> ((i32) -> i32, i32) {
  %f = constant @target : (i32) -> i32
  %0 = call @target(%x) : (i32) -> i32
  return %f, %0 : (i32) -> i32, i32
}

// -----

// A call in a nested module resolves in that module.
module @inner_module {
  func.func private @leaf() -> i32 {
    %c = arith.constant 7 : i32
    return %c : i32
  }
  func.func @root() -> i32 {
    %0 = call @leaf() : () -> i32
    return %0 : i32
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @self(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @self(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ping(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pong(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @ping(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @enter(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @ping(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @square(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func private @opaque() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT:       %2 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = call @decl(%0) : (i32) -> i32
// CHECK-NEXT:     call @opaque() {no_inline} : () -> ()
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @use_pick(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %3 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @target(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @get(%arg0: i32) -> ((i32) -> i32, i32) {
// CHECK-NEXT:     %f = constant @target : (i32) -> i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %f, %0 : (i32) -> i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @inner_module {
// CHECK-NEXT:   func.func @root() -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
