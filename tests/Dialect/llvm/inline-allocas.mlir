// RUN: strata-opt %s --inline --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--inline

// Inlining an `llvm.call` moves the constant-sized allocas of the callee's
// entry block to the entry block of the caller's allocation scope, marking
// their lifetimes where the call was and before each return; a callee with
// a dynamic alloca is bracketed by stacksave/stackrestore instead.

llvm.func @two_slots(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %b = llvm.alloca %zero x i32 : (i64) -> !llvm.ptr
  llvm.cond_br %c, ^t, ^f
^t:
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
^f:
  %w = llvm.load %b : !llvm.ptr -> i32
  llvm.return %w : i32
}

llvm.func @in_loop(%c: i1, %n: i32) -> i32 {
  %x = llvm.call @two_slots(%c) : (i1) -> i32
  llvm.br ^next(%x : i32)
^next(%y: i32):
  %s = llvm.add %y, %n : i32
  llvm.return %s : i32
}

// -----

llvm.func @dynamic(%n: i64) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %d = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %v = llvm.load %d : !llvm.ptr -> i32
  llvm.intr.lifetime.start %a : !llvm.ptr
  llvm.return %v : i32
}

llvm.func @caller(%n: i64) -> i32 {
  %0 = llvm.call @dynamic(%n) : (i64) -> i32
  llvm.return %0 : i32
}

// -----

// Calls in isolated ops and allocation scopes are inlined there, and the
// allocas stay inside them; the call's access groups are added to the
// inlined memory ops.

#callee = #llvm.access_group<id = distinct[0]<>>
#caller = #llvm.access_group<id = distinct[1]<>>

llvm.func @slot() -> f32 {
  %0 = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
  %2 = llvm.load %1 {access_groups = [#callee]} : !llvm.ptr -> f32
  llvm.store %2, %1 : f32, !llvm.ptr
  llvm.return %2 : f32
}

llvm.func @nested() {
  test.isolated_regions {
    %0 = llvm.call @slot() : () -> f32
    test.region_yield %0 : f32
  }
  test.alloca_scope_region {
    %0 = llvm.call @slot() {access_groups = [#caller]} : () -> f32
    test.region_yield %0 : f32
  }
  "test.one_region_op"() ({
    %0 = llvm.call @slot() : () -> f32
    test.region_yield %0 : f32
  }) : () -> ()
  llvm.return
}

// -----

// A read-only byval argument needs no copy when the pointer is known to be
// aligned enough: an aligned argument of the caller, an aligned global, or
// an alloca that can be realigned within the natural stack alignment.

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 32 : i32>>} {
  llvm.mlir.global private @g16(7 : i64) {alignment = 16 : i64} : i64
  llvm.mlir.global private @g4(7 : i64) {alignment = 4 : i64} : i64

  llvm.func @use(!llvm.ptr)

  llvm.func @read(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 16 : i64}) attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
    llvm.call @use(%p) : (!llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @args(%aligned: !llvm.ptr {llvm.align = 32 : i64}, %loose: !llvm.ptr {llvm.align = 8 : i64}) {
    llvm.call @read(%aligned) : (!llvm.ptr) -> ()
    llvm.call @read(%loose) : (!llvm.ptr) -> ()
    %a = llvm.mlir.addressof @g16 : !llvm.ptr
    llvm.call @read(%a) : (!llvm.ptr) -> ()
    %b = llvm.mlir.addressof @g4 : !llvm.ptr
    llvm.call @read(%b) : (!llvm.ptr) -> ()
    %one = llvm.mlir.constant(1 : i64) : i64
    %small = llvm.alloca %one x i64 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    llvm.call @read(%small) : (!llvm.ptr) -> ()
    %big = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    llvm.call @read(%big) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @two_slots(%arg0: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.alloca %1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %4 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %5 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %5 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @in_loop(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.intr.lifetime.start %2 : !llvm.ptr
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.intr.lifetime.end %2 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb3(%4 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %5 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.intr.lifetime.end %2 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb3(%5 : i32)
// CHECK-NEXT:   ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     llvm.br ^bb4(%6 : i32)
// CHECK-NEXT:   ^bb4(%7: i32):  // pred: ^bb3
// CHECK-NEXT:     %8 = llvm.add %7, %arg1 : i32
// CHECK-NEXT:     llvm.return %8 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @dynamic(%arg0: i64) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.alloca %arg0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT:     llvm.return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: i64) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.alloca %arg0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT:     llvm.return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @slot() -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.load %1 {access_groups = [#access_group]} : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.store %2, %1 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @nested() {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     test.isolated_regions {
// CHECK-NEXT:       %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:       %3 = llvm.alloca %2 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:       llvm.intr.lifetime.start %3 : !llvm.ptr
// CHECK-NEXT:       %4 = llvm.load %3 {access_groups = [#access_group]} : !llvm.ptr -> f32
// CHECK-NEXT:       llvm.store %4, %3 : f32, !llvm.ptr
// CHECK-NEXT:       llvm.intr.lifetime.end %3 : !llvm.ptr
// CHECK-NEXT:       test.region_yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     test.alloca_scope_region {
// CHECK-NEXT:       %2 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:       llvm.intr.lifetime.start %2 : !llvm.ptr
// CHECK-NEXT:       %3 = llvm.load %2 {access_groups = [#access_group, #access_group1]} : !llvm.ptr -> f32
// CHECK-NEXT:       llvm.store %3, %2 {access_groups = [#access_group1]} : f32, !llvm.ptr
// CHECK-NEXT:       llvm.intr.lifetime.end %2 : !llvm.ptr
// CHECK-NEXT:       test.region_yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.one_region_op"() ({
// CHECK-NEXT:       llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT:       %2 = llvm.load %1 {access_groups = [#access_group]} : !llvm.ptr -> f32
// CHECK-NEXT:       llvm.store %2, %1 : f32, !llvm.ptr
// CHECK-NEXT:       llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT:       test.region_yield %2 : f32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 32 : i32>} {
// CHECK-NEXT:   llvm.mlir.global private @g16(7 : i64) {addr_space = 0 : i32, alignment = 16 : i64} : i64
// CHECK-NEXT:   llvm.mlir.global private @g4(7 : i64) {addr_space = 0 : i32, alignment = 4 : i64} : i64
// CHECK-NEXT:   llvm.func @use(!llvm.ptr)
// CHECK-NEXT:   llvm.func @read(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = i64}) attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
// CHECK-NEXT:     llvm.call @use(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @args(%arg0: !llvm.ptr {llvm.align = 32 : i64}, %arg1: !llvm.ptr {llvm.align = 8 : i64}) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.addressof @g16 : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.addressof @g4 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %4 = llvm.alloca %3 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.alloca %3 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %6 = llvm.alloca %3 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.call @use(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%6, %arg1, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @use(%6) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%5, %2, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @use(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %7 = llvm.alloca %3 x i64 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%4, %7, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @use(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %8 = llvm.alloca %3 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.call @use(%8) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
