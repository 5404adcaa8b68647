// RUN: strata-opt %s --inline='default-pipeline=' --mlir-print-debuginfo | FileCheck %s
// CONFORMANCE: pipeline=--inline=default-pipeline=
// CONFORMANCE: pipeline=--inline
// CONFORMANCE: pipeline=--mlir-print-debuginfo --inline=default-pipeline=

// Several calls in one block, to a single-block callee (spliced in place)
// and to a multi-block callee (the block is split around the call, the
// shorter side moving: here the head, which keeps the block's arguments
// and predecessors). Call-site locations stack through a chain of calls.
func.func @one(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("one":1:1)
  return %0 : i32 loc("one":2:1)
}
func.func @two(%a: i32, %b: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^t, ^f loc("two":1:1)
^t:
  %0 = func.call @one(%a, %b) : (i32, i32) -> i32 loc("two":2:1)
  return %0 : i32 loc("two":3:1)
^f:
  %1 = arith.muli %a, %b : i32 loc("two":4:1)
  return %1 : i32 loc("two":5:1)
}
func.func @caller(%x: i32, %y: i32, %p: i1) -> i32 {
  cf.br ^loop(%x : i32) loc("caller":1:1)
^loop(%i: i32):
  %0 = func.call @two(%i, %y, %p) : (i32, i32, i1) -> i32 loc("caller":2:1)
  %1 = func.call @one(%0, %y) : (i32, i32) -> i32 loc("caller":3:1)
  %2 = arith.xori %1, %y : i32 loc("caller":4:1)
  %3 = func.call @two(%2, %y, %p) : (i32, i32, i1) -> i32 loc("caller":5:1)
  %4 = arith.subi %3, %x : i32 loc("caller":6:1)
  %5 = arith.addi %4, %x : i32 loc("caller":7:1)
  %6 = arith.muli %5, %x : i32 loc("caller":8:1)
  %7 = arith.xori %6, %x : i32 loc("caller":9:1)
  %8 = arith.cmpi slt, %7, %y : i32 loc("caller":10:1)
  cf.cond_br %8, ^loop(%7 : i32), ^exit loc("caller":11:1)
^exit:
  return %7 : i32 loc("caller":12:1)
}

// CHECK: #loc2 = loc("{{.*}}inline-splice.mlir":10:16)
// CHECK-NEXT: #loc3 = loc("{{.*}}inline-splice.mlir":10:25)
// CHECK-NEXT: #loc7 = loc("{{.*}}inline-splice.mlir":14:16)
// CHECK-NEXT: #loc8 = loc("{{.*}}inline-splice.mlir":14:25)
// CHECK-NEXT: #loc9 = loc("{{.*}}inline-splice.mlir":14:34)
// CHECK-NEXT: #loc16 = loc("{{.*}}inline-splice.mlir":23:19)
// CHECK-NEXT: #loc17 = loc("{{.*}}inline-splice.mlir":23:28)
// CHECK-NEXT: #loc18 = loc("{{.*}}inline-splice.mlir":23:37)
// CHECK-NEXT: #loc20 = loc("{{.*}}inline-splice.mlir":25:7)
// CHECK-NEXT: #loc21 = loc("caller":2:1)
// CHECK-NEXT: #loc24 = loc("caller":5:1)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @one(%arg0: i32 loc("{{.*}}inline-splice.mlir":10:16), %arg1: i32 loc("{{.*}}inline-splice.mlir":10:25)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc4)
// CHECK-NEXT:     return %0 : i32 loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func @two(%arg0: i32 loc("{{.*}}inline-splice.mlir":14:16), %arg1: i32 loc("{{.*}}inline-splice.mlir":14:25), %arg2: i1 loc("{{.*}}inline-splice.mlir":14:34)) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2 loc(#loc10)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc32)
// CHECK-NEXT:     return %0 : i32 loc(#loc12)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32 loc(#loc13)
// CHECK-NEXT:     return %1 : i32 loc(#loc14)
// CHECK-NEXT:   } loc(#loc6)
// CHECK-NEXT:   func.func @caller(%arg0: i32 loc("{{.*}}inline-splice.mlir":23:19), %arg1: i32 loc("{{.*}}inline-splice.mlir":23:28), %arg2: i1 loc("{{.*}}inline-splice.mlir":23:37)) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32) loc(#loc19)
// CHECK-NEXT:   ^bb1(%0: i32 loc("{{.*}}inline-splice.mlir":25:7)):  // 2 preds: ^bb0, ^bb7
// CHECK-NEXT:     cf.cond_br %arg2, ^bb2, ^bb3 loc(#loc33)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : i32 loc(#loc44)
// CHECK-NEXT:     cf.br ^bb4(%1 : i32) loc(#loc35)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.muli %0, %arg1 : i32 loc(#loc36)
// CHECK-NEXT:     cf.br ^bb4(%2 : i32) loc(#loc37)
// CHECK-NEXT:   ^bb4(%3: i32 loc("caller":2:1)):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     %4 = arith.addi %3, %arg1 : i32 loc(#loc38)
// CHECK-NEXT:     %5 = arith.xori %4, %arg1 : i32 loc(#loc23)
// CHECK-NEXT:     cf.cond_br %arg2, ^bb5, ^bb6 loc(#loc39)
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %6 = arith.addi %5, %arg1 : i32 loc(#loc45)
// CHECK-NEXT:     cf.br ^bb7(%6 : i32) loc(#loc41)
// CHECK-NEXT:   ^bb6:  // pred: ^bb4
// CHECK-NEXT:     %7 = arith.muli %5, %arg1 : i32 loc(#loc42)
// CHECK-NEXT:     cf.br ^bb7(%7 : i32) loc(#loc43)
// CHECK-NEXT:   ^bb7(%8: i32 loc("caller":5:1)):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:     %9 = arith.subi %8, %arg0 : i32 loc(#loc25)
// CHECK-NEXT:     %10 = arith.addi %9, %arg0 : i32 loc(#loc26)
// CHECK-NEXT:     %11 = arith.muli %10, %arg0 : i32 loc(#loc27)
// CHECK-NEXT:     %12 = arith.xori %11, %arg0 : i32 loc(#loc28)
// CHECK-NEXT:     %13 = arith.cmpi slt, %12, %arg1 : i32 loc(#loc29)
// CHECK-NEXT:     cf.cond_br %13, ^bb1(%12 : i32), ^bb8 loc(#loc30)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     return %12 : i32 loc(#loc31)
// CHECK-NEXT:   } loc(#loc15)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}inline-splice.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}inline-splice.mlir":10:1)
// CHECK-NEXT: #loc4 = loc("one":1:1)
// CHECK-NEXT: #loc5 = loc("one":2:1)
// CHECK-NEXT: #loc6 = loc("{{.*}}inline-splice.mlir":14:1)
// CHECK-NEXT: #loc10 = loc("two":1:1)
// CHECK-NEXT: #loc11 = loc("two":2:1)
// CHECK-NEXT: #loc12 = loc("two":3:1)
// CHECK-NEXT: #loc13 = loc("two":4:1)
// CHECK-NEXT: #loc14 = loc("two":5:1)
// CHECK-NEXT: #loc15 = loc("{{.*}}inline-splice.mlir":23:1)
// CHECK-NEXT: #loc19 = loc("caller":1:1)
// CHECK-NEXT: #loc22 = loc("caller":3:1)
// CHECK-NEXT: #loc23 = loc("caller":4:1)
// CHECK-NEXT: #loc25 = loc("caller":6:1)
// CHECK-NEXT: #loc26 = loc("caller":7:1)
// CHECK-NEXT: #loc27 = loc("caller":8:1)
// CHECK-NEXT: #loc28 = loc("caller":9:1)
// CHECK-NEXT: #loc29 = loc("caller":10:1)
// CHECK-NEXT: #loc30 = loc("caller":11:1)
// CHECK-NEXT: #loc31 = loc("caller":12:1)
// CHECK-NEXT: #loc32 = loc(callsite(#loc4 at #loc11))
// CHECK-NEXT: #loc33 = loc(callsite(#loc10 at #loc21))
// CHECK-NEXT: #loc34 = loc(callsite(#loc11 at #loc21))
// CHECK-NEXT: #loc35 = loc(callsite(#loc12 at #loc21))
// CHECK-NEXT: #loc36 = loc(callsite(#loc13 at #loc21))
// CHECK-NEXT: #loc37 = loc(callsite(#loc14 at #loc21))
// CHECK-NEXT: #loc38 = loc(callsite(#loc4 at #loc22))
// CHECK-NEXT: #loc39 = loc(callsite(#loc10 at #loc24))
// CHECK-NEXT: #loc40 = loc(callsite(#loc11 at #loc24))
// CHECK-NEXT: #loc41 = loc(callsite(#loc12 at #loc24))
// CHECK-NEXT: #loc42 = loc(callsite(#loc13 at #loc24))
// CHECK-NEXT: #loc43 = loc(callsite(#loc14 at #loc24))
// CHECK-NEXT: #loc44 = loc(callsite(#loc4 at #loc34))
// CHECK-NEXT: #loc45 = loc(callsite(#loc4 at #loc40))
// CHECK-EMPTY:
