// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Branches, conditional branches with weights, switches, comparisons.
llvm.func @switches(%a: i32, %c: i1) {
  llvm.switch %a : i32, ^bb1 [
  ]
^bb1:
  llvm.switch %a : i32, ^bb2(%a : i32) [
    -1: ^bb1,
    5: ^bb2(%a : i32)
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb2(%x: i32):
  llvm.switch %a : i32, ^bb1 []
^bb3:
  llvm.br ^bb1 {note = 1}
}

llvm.func @branches(%a: i32, %c: i1, %f: f32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.cond_br %c weights([1, 2]), ^bb2, ^bb1(%x : i32)
^bb2:
  llvm.br ^bb3(%a, %f : i32, f32)
^bb3(%y: i32, %z: f32):
  llvm.unreachable
}

llvm.func @compare(%a: i32, %b: f32, %v: vector<2xi32>, %p: !llvm.ptr) -> i1 {
  %0 = llvm.fcmp "olt" %b, %b {fastmathFlags = #llvm.fastmath<none>} : f32
  %1 = llvm.icmp "eq" %v, %v {x} : vector<2xi32>
  %2 = llvm.icmp "ult" %p, %p : !llvm.ptr
  %3 = llvm.fcmp "_true" %b, %b : f32
  %4 = "llvm.icmp"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %5 = llvm.fcmp "uno" %b, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %6 = llvm.icmp "sle" %a, %a : i32
  llvm.return %6 : i1
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @switches(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb2(%arg0 : i32) [
// CHECK-NEXT:       -1: ^bb1,
// CHECK-NEXT:       5: ^bb2(%arg0 : i32)
// CHECK-NEXT:     ] {branch_weights = array<i32: 1, 2, 3>}
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     llvm.br ^bb1 {note = 1 : i64}
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @branches(%arg0: i32, %arg1: i1, %arg2: f32) {
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.cond_br %arg1 weights([1, 2]), ^bb2, ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.br ^bb3(%arg0, %arg2 : i32, f32)
// CHECK-NEXT:   ^bb3(%1: i32, %2: f32):  // pred: ^bb2
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @compare(%arg0: i32, %arg1: f32, %arg2: vector<2xi32>, %arg3: !llvm.ptr) -> i1 {
// CHECK-NEXT:     %0 = llvm.fcmp "olt" %arg1, %arg1 : f32
// CHECK-NEXT:     %1 = llvm.icmp "eq" %arg2, %arg2 {x} : vector<2xi32>
// CHECK-NEXT:     %2 = llvm.icmp "ult" %arg3, %arg3 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.fcmp "_true" %arg1, %arg1 : f32
// CHECK-NEXT:     %4 = llvm.icmp "uge" %arg0, %arg0 : i32
// CHECK-NEXT:     %5 = llvm.fcmp "uno" %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:     %6 = llvm.icmp "sle" %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.return %6 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
