// RUN: strata-opt %s --inline --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--inline

// A `llvm.byval` argument is copied into an aligned stack slot of the
// caller's entry block when the callee is inlined, unless the callee only
// reads its arguments and the pointer is aligned enough: an alloca's
// alignment is raised instead.

llvm.func @callee(%p : !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>, llvm.align = 16 : i64}) -> f64 {
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}

llvm.func @caller(%p : !llvm.ptr) -> f64 {
  llvm.br ^bb1
^bb1:
  %r = llvm.call @callee(%p) : (!llvm.ptr) -> f64
  llvm.return %r : f64
}

// -----

llvm.func @read_only(%p : !llvm.ptr {llvm.byval = i64, llvm.align = 32 : i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

llvm.func @read_only_small(%p : !llvm.ptr {llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

llvm.func @caller(%q : !llvm.ptr) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %r = llvm.call @read_only(%a) : (!llvm.ptr) -> i64
  %s = llvm.call @read_only(%q) : (!llvm.ptr) -> i64
  %t = llvm.call @read_only_small(%q) : (!llvm.ptr) -> i64
  %u = llvm.add %r, %s : i64
  %w = llvm.add %u, %t : i64
  llvm.return %w : i64
}

// -----

llvm.func @big(%p : !llvm.ptr {llvm.byval = !llvm.array<1000 x array<1000 x array<3000 x i32>>>}) {
  llvm.return
}

llvm.func @caller(%p : !llvm.ptr) {
  llvm.call @big(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @callee(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.struct<(i32, f64)>}) -> f64 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> f64
// CHECK-NEXT:     llvm.return %0 : f64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr) -> f64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x !llvm.struct<(i32, f64)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "llvm.intr.memcpy"(%2, %arg0, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> f64
// CHECK-NEXT:     llvm.return %3 : f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @read_only(%arg0: !llvm.ptr {llvm.align = 32 : i64, llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @read_only_small(%arg0: !llvm.ptr {llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr) -> i64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %3 = llvm.alloca %2 x i64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.alloca %1 x i64 {alignment = 32 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.load %4 : !llvm.ptr -> i64
// CHECK-NEXT:     "llvm.intr.memcpy"(%3, %arg0, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %6 = llvm.load %3 : !llvm.ptr -> i64
// CHECK-NEXT:     %7 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     %8 = llvm.add %5, %6 : i64
// CHECK-NEXT:     %9 = llvm.add %8, %7 : i64
// CHECK-NEXT:     llvm.return %9 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @big(%arg0: !llvm.ptr {llvm.byval = !llvm.array<1000 x array<1000 x array<3000 x i32>>>}) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(12000000000 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x !llvm.array<1000 x array<1000 x array<3000 x i32>>> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%2, %arg0, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
