// RUN: strata-opt %s -canonicalize -cse | FileCheck %s

// Identical block addresses are one constant; tagged blocks are kept
// apart and not merged away.
llvm.func @same(%c: i1) -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @same, tag = <id = 5>> : !llvm.ptr
  %1 = llvm.blockaddress <function = @same, tag = <id = 5>> : !llvm.ptr
  %2 = llvm.select %c, %0, %1 : i1, !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.blocktag <id = 5>
  llvm.return %2 : !llvm.ptr
^b:
  llvm.blocktag <id = 6>
  llvm.return %2 : !llvm.ptr
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @same(%arg0: i1) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.blockaddress <function = @same, tag = <id = 5>> : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.select %arg0, %0, %0 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 5>
// CHECK-NEXT:     llvm.return %1 : !llvm.ptr
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 6>
// CHECK-NEXT:     llvm.return %1 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
