// RUN: strata-opt %s -inline | FileCheck %s

// A callee with a block tag is not inlined (block addresses name it);
// one without is. Nor are callees whose passthrough attributes forbid
// duplicating them. A callee ending in `llvm.unreachable` is inlined, the
// rest of the caller's block becoming unreachable.
llvm.func @tagged(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %x : i32
}

llvm.func @plain(%x: i32) -> i32 {
  %0 = llvm.add %x, %x : i32
  llvm.return %0 : i32
}

llvm.func @caller(%x: i32) -> i32 {
  %0 = llvm.call @tagged(%x) : (i32) -> i32
  %1 = llvm.call @plain(%0) : (i32) -> i32
  llvm.return %1 : i32
}

llvm.func @twice() attributes {passthrough = ["returns_twice"]} {
  llvm.return
}

llvm.func @strict() attributes {passthrough = ["strictfp", ["frame-pointer", "all"]]} {
  llvm.return
}

llvm.func @traps(%x: i32) -> i32 {
  llvm.intr.trap
  llvm.unreachable
}

llvm.func @kept() {
  llvm.call @twice() : () -> ()
  llvm.call @strict() : () -> ()
  llvm.return
}

llvm.func @dead_end(%x: i32) -> i32 {
  %0 = llvm.call @traps(%x) : (i32) -> i32
  %1 = llvm.add %0, %x : i32
  llvm.return %1 : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @tagged(%arg0: i32) -> i32 {
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 1>
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @plain(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.call @tagged(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = llvm.add %0, %0 : i32
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @twice() attributes {passthrough = ["returns_twice"]} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @strict() attributes {passthrough = ["strictfp", ["frame-pointer", "all"]]} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @traps(%arg0: i32) -> i32 {
// CHECK-NEXT:     llvm.intr.trap
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @kept() {
// CHECK-NEXT:     llvm.call @twice() : () -> ()
// CHECK-NEXT:     llvm.call @strict() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @dead_end(%arg0: i32) -> i32 {
// CHECK-NEXT:     llvm.intr.trap
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
