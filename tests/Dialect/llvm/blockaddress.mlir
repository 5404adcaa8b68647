// RUN: strata-opt %s -split-input-file | FileCheck %s

// Block addresses of the same function and of another one, in a global
// initializer and in a function body; indirect branches with operands.
llvm.mlir.global internal @targets() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.blockaddress <function = @jumps, tag = <id = 3>> : !llvm.ptr
  %1 = llvm.blockaddress <function = @jumps, tag = <id = 7>> : !llvm.ptr
  %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %3 = llvm.insertvalue %0, %2[0] : !llvm.array<2 x ptr>
  %4 = llvm.insertvalue %1, %3[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}

llvm.func @jumps(%sel: i1, %x: i64) -> i64 {
  %a = llvm.blockaddress <function = @jumps, tag = <id = 3>> : !llvm.ptr
  %b = llvm.blockaddress <function = @jumps, tag = <id = 7>> : !llvm.ptr
  %dest = llvm.select %sel, %a, %b : i1, !llvm.ptr
  llvm.indirectbr %dest : !llvm.ptr, [
  ^first(%x : i64),
  ^second
  ]
^first(%v: i64):
  llvm.blocktag <id = 3>
  llvm.return %v : i64
^second:
  llvm.blocktag <id = 7>
  llvm.indirectbr %a : !llvm.ptr, [
  ^first(%x : i64)
  ]
}

// -----

// An indirect branch without destinations, and tags that no address names.
llvm.func @nowhere(%p: !llvm.ptr) {
  llvm.indirectbr %p : !llvm.ptr, []
^bb1:
  llvm.blocktag <id = 0>
  llvm.blocktag <id = 12> {extra}
  llvm.return
}

// -----

// Generic form.
"llvm.func"() <{function_type = !llvm.func<ptr (ptr)>, sym_name = "generic"}> ({
^bb0(%p: !llvm.ptr):
  %0 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @generic, tag = <id = 2>>}> : () -> !llvm.ptr
  "llvm.indirectbr"(%p, %0)[^bb1] <{indbr_operand_segments = array<i32: 1>}> : (!llvm.ptr, !llvm.ptr) -> ()
^bb1(%q: !llvm.ptr):
  "llvm.blocktag"() <{tag = #llvm.blocktag<id = 2>}> : () -> ()
  "llvm.return"(%q) : (!llvm.ptr) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global internal @targets() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
// CHECK-NEXT:     %0 = llvm.blockaddress <function = @jumps, tag = <id = 3>> : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.blockaddress <function = @jumps, tag = <id = 7>> : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
// CHECK-NEXT:     %3 = llvm.insertvalue %0, %2[0] : !llvm.array<2 x ptr> 
// CHECK-NEXT:     %4 = llvm.insertvalue %1, %3[1] : !llvm.array<2 x ptr> 
// CHECK-NEXT:     llvm.return %4 : !llvm.array<2 x ptr>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @jumps(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT:     %0 = llvm.blockaddress <function = @jumps, tag = <id = 3>> : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.blockaddress <function = @jumps, tag = <id = 7>> : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.select %arg0, %0, %1 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.indirectbr %2 : !llvm.ptr, [
// CHECK-NEXT:     ^bb1(%arg1 : i64),
// CHECK-NEXT:     ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.blocktag <id = 3>
// CHECK-NEXT:     llvm.return %3 : i64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 7>
// CHECK-NEXT:     llvm.indirectbr %0 : !llvm.ptr, [
// CHECK-NEXT:     ^bb1(%arg1 : i64)
// CHECK-NEXT:     ]
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @nowhere(%arg0: !llvm.ptr) {
// CHECK-NEXT:     llvm.indirectbr %arg0 : !llvm.ptr, []
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     llvm.blocktag <id = 0>
// CHECK-NEXT:     llvm.blocktag <id = 12> {extra}
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @generic(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.blockaddress <function = @generic, tag = <id = 2>> : !llvm.ptr
// CHECK-NEXT:     llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT:     ^bb1(%0 : !llvm.ptr)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%1: !llvm.ptr):  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 2>
// CHECK-NEXT:     llvm.return %1 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
