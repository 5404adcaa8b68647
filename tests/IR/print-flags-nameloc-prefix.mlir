// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-use-nameloc-as-prefix | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-use-nameloc-as-prefix --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// With --mlir-use-nameloc-as-prefix, results and block arguments are
// named after the first `NameLoc` in their location (also inside call
// sites and fused locations), uniqued as other suggested names.

func.func @n(%a: i32 loc("alpha"), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("sum")
  %1 = arith.addi %0, %0 : i32 loc("sum")
  %2 = arith.addi %1, %0 : i32 loc("x.y-z 1"("f.mlir":1:1))
  %3:2 = "t.two"() : () -> (i32, i32) loc("pair")
  %4 = arith.constant 1 : i32 loc("k")
  %5 = arith.addi %3#0, %4 : i32 loc(callsite("cs" at "g"))
  "t.r"() ({
  ^bb0(%x: i32 loc("inner"), %y: i32 loc("sum")):
    "t.u"(%x) : (i32) -> ()
  }) : () -> ()
  cf.br ^bb1(%5 : i32)
^bb1(%z: i32 loc("blk")):
  return %z : i32
}

// -----

func.func @n(%a: i32, %b: i32 loc("beta"), %c: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(fused["fz", "q"])
  %1 = arith.addi %0, %0 : i32
  cf.br ^bb1(%1 : i32)
^bb1(%z: i32 loc("blk")):
  %2 = arith.addi %z, %z : i32
  %3 = arith.addi %2, %z : i32 loc("a"("b"))
  %4 = arith.addi %3, %z : i32 loc(callsite("cs"("in") at "g"))
  %5 = arith.addi %3, %z : i32 loc(callsite("f.mlir":1:1 at "g"))
  return %z : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @n(%alpha: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %sum = arith.addi %alpha, %arg1 : i32
// CHECK-NEXT:     %sum_0 = arith.addi %sum, %sum : i32
// CHECK-NEXT:     %x.y-z_1 = arith.addi %sum_0, %sum : i32
// CHECK-NEXT:     %pair:2 = "t.two"() : () -> (i32, i32)
// CHECK-NEXT:     %k = arith.constant 1 : i32
// CHECK-NEXT:     %cs = arith.addi %pair#0, %k : i32
// CHECK-NEXT:     "t.r"() ({
// CHECK-NEXT:     ^bb0(%inner: i32, %sum_1: i32):
// CHECK-NEXT:       "t.u"(%inner) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     cf.br ^bb1(%cs : i32)
// CHECK-NEXT:   ^bb1(%blk: i32):  // pred: ^bb0
// CHECK-NEXT:     return %blk : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n(%arg0: i32, %beta: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %fz = arith.addi %arg0, %beta : i32
// CHECK-NEXT:     %0 = arith.addi %fz, %fz : i32
// CHECK-NEXT:     cf.br ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb1(%blk: i32):  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %blk, %blk : i32
// CHECK-NEXT:     %a = arith.addi %1, %blk : i32
// CHECK-NEXT:     %cs = arith.addi %a, %blk : i32
// CHECK-NEXT:     %g = arith.addi %a, %blk : i32
// CHECK-NEXT:     return %blk : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GEN: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "n"}> ({
// GEN-NEXT:   ^bb0(%alpha: i32, %arg1: i32):
// GEN-NEXT:     %sum = "arith.addi"(%alpha, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %sum_0 = "arith.addi"(%sum, %sum) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %x.y-z_1 = "arith.addi"(%sum_0, %sum) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %pair:2 = "t.two"() : () -> (i32, i32)
// GEN-NEXT:     %k = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GEN-NEXT:     %cs = "arith.addi"(%pair#0, %k) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     "t.r"() ({
// GEN-NEXT:     ^bb0(%inner: i32, %sum_1: i32):
// GEN-NEXT:       "t.u"(%inner) : (i32) -> ()
// GEN-NEXT:     }) : () -> ()
// GEN-NEXT:     "cf.br"(%cs)[^bb1] : (i32) -> ()
// GEN-NEXT:   ^bb1(%blk: i32):  // pred: ^bb0
// GEN-NEXT:     "func.return"(%blk) : (i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // {{-----$}}
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "n"}> ({
// GEN-NEXT:   ^bb0(%arg0: i32, %beta: i32, %arg2: i32):
// GEN-NEXT:     %fz = "arith.addi"(%arg0, %beta) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %0 = "arith.addi"(%fz, %fz) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     "cf.br"(%0)[^bb1] : (i32) -> ()
// GEN-NEXT:   ^bb1(%blk: i32):  // pred: ^bb0
// GEN-NEXT:     %1 = "arith.addi"(%blk, %blk) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %a = "arith.addi"(%1, %blk) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %cs = "arith.addi"(%a, %blk) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %g = "arith.addi"(%a, %blk) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     "func.return"(%blk) : (i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-EMPTY:
