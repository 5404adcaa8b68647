// RUN: strata-opt --canonicalize --mlir-print-debuginfo --mlir-print-local-scope < %s | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo --mlir-print-local-scope

// Ops created by the declarative (DRR) arith patterns are new ops located at
// the fused location of the matched ops (the root first, then the ops the
// generated matcher records, as many as the source pattern has op nodes).
// Constants rebuilt by a pattern are new constants too, which fixes the
// order of the constants hoisted to the entry block.

func.func @reassociate(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a0 = arith.addi %x, %c1 overflow<nsw> : i32 loc("a0")
  %r0 = arith.addi %a0, %c2 overflow<nsw> : i32 loc("r0")
  %s1 = arith.subi %x, %c1 : i32 loc("s1")
  %r1 = arith.addi %s1, %c2 : i32 loc("r1")
  %s2 = arith.subi %c1, %x : i32 loc("s2")
  %r2 = arith.addi %s2, %c2 : i32 loc("r2")
  %a3 = arith.addi %x, %c2 overflow<nuw> : i32 loc("a3")
  %r3 = arith.subi %a3, %c1 overflow<nuw> : i32 loc("r3")
  %r4 = arith.subi %c2, %a3 : i32 loc("r4")
  %r5 = arith.subi %s1, %c2 : i32 loc("r5")
  %r6 = arith.subi %s2, %c2 : i32 loc("r6")
  %r7 = arith.subi %c2, %s1 : i32 loc("r7")
  %r8 = arith.subi %c2, %s2 : i32 loc("r8")
  %m = arith.muli %x, %c2 : i32 loc("m")
  %r9 = arith.muli %m, %c2 : i32 loc("r9")
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @negative_one_and_sub(%x: i32, %y: i32) -> (i32, i32, i32) {
  %m1 = arith.constant -1 : i32 loc("m1")
  %a = arith.muli %y, %m1 : i32 loc("mul_a")
  %r0 = arith.addi %x, %a : i32 loc("add_rhs")
  %b = arith.muli %x, %m1 : i32 loc("mul_b")
  %r1 = arith.addi %b, %y : i32 loc("add_lhs")
  %s = arith.subi %x, %y : i32 loc("sub_inner")
  %r2 = arith.subi %s, %x : i32 loc("sub_outer")
  return %r0, %r1, %r2 : i32, i32, i32
}

func.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("one")
  %s, %o = arith.addui_extended %x, %y : i32, i1 loc("addui")
  %l0, %h0 = arith.mulsi_extended %x, %y : i32 loc("mulsi")
  %l1, %h1 = arith.mului_extended %x, %y : i32 loc("mului")
  %l2, %h2 = arith.mulsi_extended %x, %c1 : i32 loc("mulsi_one")
  return %s, %l0, %l1, %l2, %h2 : i32, i32, i32, i32, i32
}

func.func @bitwise(%x: i8, %y: i8, %p: i32, %q: i32) -> (i32, i32, i32, i32, i16, i16, i1) {
  %ux = arith.extui %x : i8 to i32 loc("ux")
  %uy = arith.extui %y : i8 to i32 loc("uy")
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %r0 = arith.andi %ux, %uy : i32 loc("and_u")
  %r1 = arith.andi %sx, %sy : i32 loc("and_s")
  %r2 = arith.ori %ux, %uy : i32 loc("or_u")
  %r3 = arith.ori %sx, %sy : i32 loc("or_s")
  %ux16 = arith.extui %x : i8 to i16 loc("ux16")
  %uy16 = arith.extui %y : i8 to i16 loc("uy16")
  %sx16 = arith.extsi %x : i8 to i16 loc("sx16")
  %sy16 = arith.extsi %y : i8 to i16 loc("sy16")
  %r4 = arith.xori %ux16, %uy16 : i16 loc("xor_u")
  %r5 = arith.xori %sx16, %sy16 : i16 loc("xor_s")
  %t = arith.constant true loc("t")
  %c = arith.cmpi ult, %p, %q : i32 loc("cmp")
  %r6 = arith.xori %c, %t : i1 loc("not_cmp")
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i16, i16, i1
}

func.func @compare_and_select(%x: i8, %y: i8, %p: i1, %a: i32, %b: i32, %c: i32) -> (i1, i1, i32, i32, i32, i1) {
  %ux = arith.extui %x : i8 to i32 loc("ux")
  %uy = arith.extui %y : i8 to i32 loc("uy")
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %r0 = arith.cmpi eq, %ux, %uy : i32 loc("cmp_u")
  %r1 = arith.cmpi ne, %sx, %sy : i32 loc("cmp_s")
  %t = arith.constant true loc("t")
  %f = arith.constant false loc("f")
  %n = arith.xori %p, %t : i1 loc("not_p")
  %r2 = arith.select %n, %a, %b : i32 loc("sel_not")
  %i0 = arith.select %p, %a, %b : i32 loc("inner_t")
  %r3 = arith.select %p, %i0, %c : i32 loc("sel_t")
  %i1 = arith.select %p, %b, %c : i32 loc("inner_f")
  %r4 = arith.select %p, %a, %i1 : i32 loc("sel_f")
  %r5 = arith.select %p, %f, %t : i1 loc("sel_i1")
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i32, i32, i32, i1
}

func.func @casts(%x: i8, %y: i32, %z: i32, %w: f32) -> (index, index, i64, f32, i16, i16, i8, f16, f16) {
  %s = arith.extsi %x : i8 to i32 loc("ext_s")
  %r0 = arith.index_cast %s : i32 to index loc("index_cast")
  %u = arith.extui %x : i8 to i32 loc("ext_u")
  %r1 = arith.index_castui %u : i32 to index loc("index_castui")
  %r2 = arith.extsi %u : i32 to i64 loc("extsi_of_extui")
  %b = arith.bitcast %w : f32 to i32 loc("bitcast_inner")
  %r3 = arith.bitcast %b : i32 to f32 loc("bitcast_outer")
  %s64 = arith.extsi %x : i8 to i64 loc("ext_s64")
  %r4 = arith.trunci %s64 : i64 to i16 loc("trunc_s")
  %u64 = arith.extui %x : i8 to i64 loc("ext_u64")
  %r5 = arith.trunci %u64 : i64 to i16 loc("trunc_u")
  %c24 = arith.constant 24 : i32 loc("c24")
  %sh = arith.shrsi %y, %c24 : i32 loc("shrsi")
  %r6 = arith.trunci %sh : i32 to i8 loc("trunc_shift")
  %fs = arith.sitofp %z : i32 to f32 loc("sitofp")
  %r7 = arith.truncf %fs : f32 to f16 loc("truncf_s")
  %fu = arith.uitofp %z : i32 to f32 loc("uitofp")
  %r8 = arith.truncf %fu : f32 to f16 loc("truncf_u")
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : index, index, i64, f32, i16, i16, i8, f16, f16
}

func.func @negations(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.negf %x : f32 loc("neg_x")
  %b = arith.negf %y : f32 loc("neg_y")
  %r0 = arith.mulf %a, %b fastmath<nnan> : f32 loc("mulf")
  %r1 = arith.divf %a, %b : f32 loc("divf")
  return %r0, %r1 : f32, f32
}

// Hand-written patterns and folders keep the location of the rewritten op.
func.func @own_locations(%p: i1, %x: i32) -> (i32, i32, i1, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c0 = arith.constant 0 : i32 loc("c0")
  %r0 = arith.select %p, %c0, %c1 : i32 loc("select_to_extui")
  %cf = arith.constant 3.5 : f32 loc("cf")
  %f = arith.sitofp %x : i32 to f32 loc("sitofp")
  %r1 = arith.cmpf olt, %f, %cf : f32 loc("cmpf")
  %m1 = arith.constant -1 : i32 loc("m1")
  %r2 = arith.ori %x, %m1 : i32 loc("ori_ones")
  %r3 = arith.select %p, %c1, %c0 : i32 loc("select_to_extui2")
  return %r0, %r2, %r1, %r3 : i32, i32, i1, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @reassociate(%arg0: i32 loc("<stdin>":11:24)) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32 loc(fused["r9", "c2"])
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32 loc(fused["r6", "c1"])
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32 loc(fused["r4", "c2"])
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(unknown)
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32 loc(unknown)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32 loc(fused["r0", "c1"])
// CHECK-NEXT:     %1 = arith.addi %arg0, %c1_i32 : i32 loc(fused["r1", "c1"])
// CHECK-NEXT:     %2 = arith.subi %c3_i32, %arg0 : i32 loc(fused["r2", "c1"])
// CHECK-NEXT:     %3 = arith.addi %arg0, %c1_i32 : i32 loc(fused["r3", "c2"])
// CHECK-NEXT:     %4 = arith.subi %c0_i32, %arg0 : i32 loc(fused["r4", "c2"])
// CHECK-NEXT:     %5 = arith.subi %arg0, %c3_i32 : i32 loc(fused["r5", "c1"])
// CHECK-NEXT:     %6 = arith.subi %c-1_i32, %arg0 : i32 loc(fused["r6", "c1"])
// CHECK-NEXT:     %7 = arith.subi %c3_i32, %arg0 : i32 loc(fused["r7", "c2"])
// CHECK-NEXT:     %8 = arith.addi %arg0, %c1_i32 : i32 loc(fused["r8", "c2"])
// CHECK-NEXT:     %9 = arith.muli %arg0, %c4_i32 : i32 loc(fused["r9", "c2"])
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 loc("<stdin>":29:3)
// CHECK-NEXT:   } loc("<stdin>":11:1)
// CHECK-NEXT:   func.func @negative_one_and_sub(%arg0: i32 loc("<stdin>":32:33), %arg1: i32 loc("<stdin>":32:42)) -> (i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32 loc(fused["sub_outer", "sub_inner"])
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i32 loc(fused["add_rhs", "m1"])
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg0 : i32 loc(fused["add_lhs", "m1"])
// CHECK-NEXT:     %2 = arith.subi %c0_i32, %arg1 : i32 loc(fused["sub_outer", "sub_inner"])
// CHECK-NEXT:     return %0, %1, %2 : i32, i32, i32 loc("<stdin>":40:3)
// CHECK-NEXT:   } loc("<stdin>":32:1)
// CHECK-NEXT:   func.func @extended(%arg0: i32 loc("<stdin>":43:21), %arg1: i32 loc("<stdin>":43:30)) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32 loc("mulsi_one")
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc("addui")
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32 loc("mulsi")
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : i32 loc("mului")
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c0_i32 : i32 loc("mulsi_one")
// CHECK-NEXT:     %4 = arith.extsi %3 : i1 to i32 loc("mulsi_one")
// CHECK-NEXT:     return %0, %1, %2, %arg0, %4 : i32, i32, i32, i32, i32 loc("<stdin>":49:3)
// CHECK-NEXT:   } loc("<stdin>":43:1)
// CHECK-NEXT:   func.func @bitwise(%arg0: i8 loc("<stdin>":52:20), %arg1: i8 loc("<stdin>":52:28), %arg2: i32 loc("<stdin>":52:36), %arg3: i32 loc("<stdin>":52:45)) -> (i32, i32, i32, i32, i16, i16, i1) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i8 loc(fused["and_u", "ux", "uy"])
// CHECK-NEXT:     %1 = arith.extui %0 : i8 to i32 loc(fused["and_u", "ux", "uy"])
// CHECK-NEXT:     %2 = arith.andi %arg0, %arg1 : i8 loc(fused["and_s", "sx", "sy"])
// CHECK-NEXT:     %3 = arith.extsi %2 : i8 to i32 loc(fused["and_s", "sx", "sy"])
// CHECK-NEXT:     %4 = arith.ori %arg0, %arg1 : i8 loc(fused["or_u", "ux", "uy"])
// CHECK-NEXT:     %5 = arith.extui %4 : i8 to i32 loc(fused["or_u", "ux", "uy"])
// CHECK-NEXT:     %6 = arith.ori %arg0, %arg1 : i8 loc(fused["or_s", "sx", "sy"])
// CHECK-NEXT:     %7 = arith.extsi %6 : i8 to i32 loc(fused["or_s", "sx", "sy"])
// CHECK-NEXT:     %8 = arith.xori %arg0, %arg1 : i8 loc(fused["xor_u", "ux16", "uy16"])
// CHECK-NEXT:     %9 = arith.extui %8 : i8 to i16 loc(fused["xor_u", "ux16", "uy16"])
// CHECK-NEXT:     %10 = arith.xori %arg0, %arg1 : i8 loc(fused["xor_s", "sx16", "sy16"])
// CHECK-NEXT:     %11 = arith.extsi %10 : i8 to i16 loc(fused["xor_s", "sx16", "sy16"])
// CHECK-NEXT:     %12 = arith.cmpi uge, %arg2, %arg3 : i32 loc(fused["not_cmp", "cmp"])
// CHECK-NEXT:     return %1, %3, %5, %7, %9, %11, %12 : i32, i32, i32, i32, i16, i16, i1 loc("<stdin>":70:3)
// CHECK-NEXT:   } loc("<stdin>":52:1)
// CHECK-NEXT:   func.func @compare_and_select(%arg0: i8 loc("<stdin>":73:31), %arg1: i8 loc("<stdin>":73:39), %arg2: i1 loc("<stdin>":73:47), %arg3: i32 loc("<stdin>":73:55), %arg4: i32 loc("<stdin>":73:64), %arg5: i32 loc("<stdin>":73:73)) -> (i1, i1, i32, i32, i32, i1) {
// CHECK-NEXT:     %true = arith.constant true loc("sel_i1")
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i8 loc(fused["cmp_u", "ux", "uy"])
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i8 loc(fused["cmp_s", "sx", "sy"])
// CHECK-NEXT:     %2 = arith.select %arg2, %arg4, %arg3 : i32 loc(fused["sel_not", "t"])
// CHECK-NEXT:     %3 = arith.select %arg2, %arg3, %arg5 : i32 loc(fused["sel_t", "inner_t"])
// CHECK-NEXT:     %4 = arith.select %arg2, %arg3, %arg5 : i32 loc(fused["sel_f", "inner_f"])
// CHECK-NEXT:     %5 = arith.xori %arg2, %true : i1 loc("sel_i1")
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : i1, i1, i32, i32, i32, i1 loc("<stdin>":89:3)
// CHECK-NEXT:   } loc("<stdin>":73:1)
// CHECK-NEXT:   func.func @casts(%arg0: i8 loc("<stdin>":92:18), %arg1: i32 loc("<stdin>":92:26), %arg2: i32 loc("<stdin>":92:35), %arg3: f32 loc("<stdin>":92:44)) -> (index, index, i64, f32, i16, i16, i8, f16, f16) {
// CHECK-NEXT:     %c24_i32 = arith.constant 24 : i32 loc(fused["trunc_shift", "c24"])
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : i8 to index loc(fused["index_cast", "ext_s"])
// CHECK-NEXT:     %1 = arith.index_castui %arg0 : i8 to index loc(fused["index_castui", "ext_u"])
// CHECK-NEXT:     %2 = arith.extui %arg0 : i8 to i64 loc(fused["extsi_of_extui", "ext_u"])
// CHECK-NEXT:     %3 = arith.extsi %arg0 : i8 to i16 loc(fused["trunc_s", "ext_s64"])
// CHECK-NEXT:     %4 = arith.extui %arg0 : i8 to i16 loc(fused["trunc_u", "ext_u64"])
// CHECK-NEXT:     %5 = arith.shrui %arg1, %c24_i32 : i32 loc(fused["trunc_shift", "c24"])
// CHECK-NEXT:     %6 = arith.trunci %5 : i32 to i8 loc(fused["trunc_shift", "c24"])
// CHECK-NEXT:     %7 = arith.sitofp %arg2 : i32 to f16 loc(fused["truncf_s", "sitofp"])
// CHECK-NEXT:     %8 = arith.uitofp %arg2 : i32 to f16 loc(fused["truncf_u", "uitofp"])
// CHECK-NEXT:     return %0, %1, %2, %arg3, %3, %4, %6, %7, %8 : index, index, i64, f32, i16, i16, i8, f16, f16 loc("<stdin>":111:3)
// CHECK-NEXT:   } loc("<stdin>":92:1)
// CHECK-NEXT:   func.func @negations(%arg0: f32 loc("<stdin>":114:22), %arg1: f32 loc("<stdin>":114:31)) -> (f32, f32) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32 loc(fused["mulf", "neg_x", "neg_y"])
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 : f32 loc(fused["divf", "neg_x", "neg_y"])
// CHECK-NEXT:     return %0, %1 : f32, f32 loc("<stdin>":119:3)
// CHECK-NEXT:   } loc("<stdin>":114:1)
// CHECK-NEXT:   func.func @own_locations(%arg0: i1 loc("<stdin>":123:26), %arg1: i32 loc("<stdin>":123:34)) -> (i32, i32, i1, i32) {
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32 loc("ori_ones")
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32 loc("cmpf")
// CHECK-NEXT:     %true = arith.constant true loc("select_to_extui")
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1 loc("select_to_extui")
// CHECK-NEXT:     %1 = arith.extui %0 : i1 to i32 loc("select_to_extui")
// CHECK-NEXT:     %2 = arith.cmpi sle, %arg1, %c3_i32 : i32 loc("cmpf")
// CHECK-NEXT:     %3 = arith.extui %arg0 : i1 to i32 loc("select_to_extui2")
// CHECK-NEXT:     return %1, %c-1_i32, %2, %3 : i32, i32, i1, i32 loc("<stdin>":133:3)
// CHECK-NEXT:   } loc("<stdin>":123:1)
// CHECK-NEXT: } loc("<stdin>":0:0)
