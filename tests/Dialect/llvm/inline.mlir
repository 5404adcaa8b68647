// RUN: strata-opt %s --inline | FileCheck %s
// CONFORMANCE: pipeline=--inline
// CONFORMANCE: pipeline=--symbol-dce
// CONFORMANCE: pipeline=--cse

// llvm.call is inlined into llvm.func: single-block callees forward the
// returned values, multi-block ones branch to the continuation with
// llvm.br; no_inline functions stay calls.
llvm.func @callee(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}
llvm.func @multi(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @noinl(%a: i32) -> i32 attributes {no_inline} {
  llvm.return %a : i32
}
llvm.func @caller(%a: i32, %c: i1) -> i32 {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  %1 = llvm.call @multi(%c, %0) : (i1, i32) -> i32
  %2 = llvm.call @noinl(%1) : (i32) -> i32
  llvm.return %2 : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @noinl(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %3 = llvm.call @noinl(%2) : (i32) -> i32
// CHECK-NEXT:     llvm.return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
