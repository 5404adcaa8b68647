// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-arith-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-arith-to-llvm

// Integer arithmetic, bitwise ops and shifts map one to one, with their
// overflow flags.
func.func @integer_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.andi %a, %b : i32
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.shli %a, %b overflow<nsw> : i32
  %11 = arith.shrsi %a, %b : i32
  %12 = arith.shrui %a, %b : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return %12 : i32
}

// CHECK: func.func @integer_ops(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:   %1 = llvm.sub %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:   %2 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT:   %3 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:   %4 = llvm.udiv %arg0, %arg1 : i32
// CHECK-NEXT:   %5 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT:   %6 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT:   %7 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT:   %8 = llvm.or %arg0, %arg1 : i32
// CHECK-NEXT:   %9 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT:   %10 = llvm.shl %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %11 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT:   %12 = llvm.lshr %arg0, %arg1 : i32
// CHECK-NEXT:   "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:   return %12 : i32
// CHECK-NEXT: }

// -----

// Floating-point arithmetic carries its fastmath flags over as LLVM's.
func.func @float_ops(%x: f32, %y: f32, %v: vector<4xf64>) -> (f32, vector<4xf64>) {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %x, %y : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y fastmath<reassoc,contract> : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.negf %x fastmath<afn> : f32
  "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f32, f32) -> ()
  %6 = arith.addf %v, %v fastmath<arcp,nsz> : vector<4xf64>
  return %5, %6 : f32, vector<4xf64>
}

// CHECK: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>) -> (f32, vector<4xf64>) {
// CHECK-NEXT:   %0 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:   %1 = llvm.fsub %arg0, %arg1 : f32
// CHECK-NEXT:   %2 = llvm.fmul %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:   %3 = llvm.fdiv %arg0, %arg1 {fastmathFlags = #llvm.fastmath<contract, reassoc>} : f32
// CHECK-NEXT:   %4 = llvm.frem %arg0, %arg1 : f32
// CHECK-NEXT:   %5 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<afn>} : f32
// CHECK-NEXT:   "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:   %6 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : vector<4xf64>
// CHECK-NEXT:   return %5, %6 : f32, vector<4xf64>
// CHECK-NEXT: }

// -----

// Casts.
func.func @casts(%a: i32, %x: f32, %d: f64) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw, nuw> : i32 to i16
  %4 = arith.sitofp %a : i32 to f64
  %5 = arith.uitofp %a : i32 to f16
  %6 = arith.fptosi %x : f32 to i64
  %7 = arith.fptoui %x : f32 to i16
  %8 = arith.extf %x : f32 to f64
  %9 = arith.truncf %d : f64 to f32
  %10 = arith.bitcast %a : i32 to f32
  // Attributes LLVM does not know pass through as they are.
  %11 = arith.extf %x fastmath<fast> : f32 to f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i64, i64, i8, i16, f64, f16, i64, i16, f64, f32, f32, f64) -> ()
  return
}

// CHECK: func.func @casts(%arg0: i32, %arg1: f32, %arg2: f64) {
// CHECK-NEXT:   %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:   %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:   %2 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT:   %3 = llvm.trunc %arg0 overflow<nsw, nuw> : i32 to i16
// CHECK-NEXT:   %4 = llvm.sitofp %arg0 : i32 to f64
// CHECK-NEXT:   %5 = llvm.uitofp %arg0 : i32 to f16
// CHECK-NEXT:   %6 = llvm.fptosi %arg1 : f32 to i64
// CHECK-NEXT:   %7 = llvm.fptoui %arg1 : f32 to i16
// CHECK-NEXT:   %8 = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT:   %9 = llvm.fptrunc %arg2 : f64 to f32
// CHECK-NEXT:   %10 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT:   %11 = llvm.fpext %arg1 {fastmath = #arith.fastmath<fast>} : f32 to f64
// CHECK-NEXT:   "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i64, i64, i8, i16, f64, f16, i64, i16, f64, f32, f32, f64) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// index converts to i64; the values meet the unconverted function through
// unrealized casts.
func.func @index_ops(%i: index, %j: index, %a: i32) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_cast %0 : index to i16
  %4 = arith.index_cast %0 : index to i64
  %5 = arith.muli %1, %2 : index
  "test.use"(%3, %4) : (i16, i64) -> ()
  return %5 : index
}

// CHECK: func.func @index_ops(%arg0: index, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.add %1, %0 : i64
// CHECK-NEXT:   %3 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT:   %4 = llvm.zext %arg2 : i32 to i64
// CHECK-NEXT:   %5 = llvm.trunc %2 : i64 to i16
// CHECK-NEXT:   %6 = llvm.mul %3, %4 : i64
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT:   "test.use"(%5, %2) : (i16, i64) -> ()
// CHECK-NEXT:   return %7 : index
// CHECK-NEXT: }

// -----

// Constants keep their attribute; index constants keep their type in it.
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 7 : index
  %2 = arith.constant 1.5 : f32
  %3 = arith.constant true
  %4 = arith.constant dense<[1, 2]> : vector<2xi32>
  %5 = arith.constant dense<0.0> : vector<4xf32>
  "test.use"(%0, %1, %2, %3, %4, %5) : (i32, index, f32, i1, vector<2xi32>, vector<4xf32>) -> ()
  return
}

// CHECK: func.func @constants() {
// CHECK-NEXT:   %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:   %3 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:   %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %5 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:   %6 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:   "test.use"(%0, %2, %3, %4, %5, %6) : (i32, index, f32, i1, vector<2xi32>, vector<4xf32>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// Comparisons carry their predicate; select maps one to one.
func.func @compare_select(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi uge, %a, %b : i32
  %2 = arith.cmpf olt, %x, %y : f32
  %3 = arith.cmpf ueq, %x, %y fastmath<fast> : f32
  %4 = arith.cmpf false, %x, %y : f32
  %5 = arith.select %0, %a, %b : i32
  "test.use"(%1, %2, %3, %4) : (i1, i1, i1, i1) -> ()
  return %5 : i32
}

// CHECK: func.func @compare_select(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> i32 {
// CHECK-NEXT:   %0 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT:   %2 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT:   %3 = llvm.fcmp "ueq" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:   %4 = llvm.fcmp "_false" %arg2, %arg3 : f32
// CHECK-NEXT:   %5 = llvm.select %0, %arg0, %arg1 : i1, i32
// CHECK-NEXT:   "test.use"(%1, %2, %3, %4) : (i1, i1, i1, i1) -> ()
// CHECK-NEXT:   return %5 : i32
// CHECK-NEXT: }

// -----

// Ceil and floor divisions expand as MLIR's arith expansions, then lower.
func.func @divisions(%a: i32, %b: i32, %i: index, %j: index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.ceildivsi %i, %j : index
  "test.use"(%0, %1, %2, %3) : (i32, i32, i32, index) -> ()
  return
}

// CHECK: func.func @divisions(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %4 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:   %5 = llvm.mul %4, %arg1 : i32
// CHECK-NEXT:   %6 = llvm.icmp "ne" %arg0, %5 : i32
// CHECK-NEXT:   %7 = llvm.icmp "slt" %arg0, %2 : i32
// CHECK-NEXT:   %8 = llvm.icmp "slt" %arg1, %2 : i32
// CHECK-NEXT:   %9 = llvm.icmp "eq" %7, %8 : i1
// CHECK-NEXT:   %10 = llvm.and %6, %9 : i1
// CHECK-NEXT:   %11 = llvm.add %4, %3 : i32
// CHECK-NEXT:   %12 = llvm.select %10, %11, %4 : i1, i32
// CHECK-NEXT:   %13 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:   %14 = llvm.mul %13, %arg1 : i32
// CHECK-NEXT:   %15 = llvm.icmp "ne" %arg0, %14 : i32
// CHECK-NEXT:   %16 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %17 = llvm.icmp "slt" %arg0, %16 : i32
// CHECK-NEXT:   %18 = llvm.icmp "slt" %arg1, %16 : i32
// CHECK-NEXT:   %19 = llvm.icmp "ne" %17, %18 : i1
// CHECK-NEXT:   %20 = llvm.and %15, %19 : i1
// CHECK-NEXT:   %21 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:   %22 = llvm.add %13, %21 : i32
// CHECK-NEXT:   %23 = llvm.select %20, %22, %13 : i1, i32
// CHECK-NEXT:   %24 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %25 = llvm.icmp "eq" %arg0, %24 : i32
// CHECK-NEXT:   %26 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %27 = llvm.sub %arg0, %26 : i32
// CHECK-NEXT:   %28 = llvm.udiv %27, %arg1 : i32
// CHECK-NEXT:   %29 = llvm.add %28, %26 : i32
// CHECK-NEXT:   %30 = llvm.select %25, %24, %29 : i1, i32
// CHECK-NEXT:   %31 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %33 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT:   %34 = llvm.mul %33, %0 : i64
// CHECK-NEXT:   %35 = llvm.icmp "ne" %1, %34 : i64
// CHECK-NEXT:   %36 = llvm.icmp "slt" %1, %31 : i64
// CHECK-NEXT:   %37 = llvm.icmp "slt" %0, %31 : i64
// CHECK-NEXT:   %38 = llvm.icmp "eq" %36, %37 : i1
// CHECK-NEXT:   %39 = llvm.and %35, %38 : i1
// CHECK-NEXT:   %40 = llvm.add %33, %32 : i64
// CHECK-NEXT:   %41 = llvm.select %39, %40, %33 : i1, i64
// CHECK-NEXT:   %42 = builtin.unrealized_conversion_cast %41 : i64 to index
// CHECK-NEXT:   "test.use"(%12, %23, %30, %42) : (i32, i32, i32, index) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// Ops that fold are folded before they are lowered.
func.func @folding(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.muli %c2, %c3 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// CHECK: func.func @folding(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %3 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:   %4 = llvm.add %arg0, %3 : i32
// CHECK-NEXT:   return %4 : i32
// CHECK-NEXT: }

// -----

// Types that do not convert (tensors) leave their ops as they are.
func.func @tensors(%t: tensor<2xi32>, %a: i32) -> tensor<2xi32> {
  %0 = arith.addi %t, %t : tensor<2xi32>
  %1 = arith.addi %a, %a : i32
  "test.use"(%1) : (i32) -> ()
  return %0 : tensor<2xi32>
}

// CHECK: func.func @tensors(%arg0: tensor<2xi32>, %arg1: i32) -> tensor<2xi32> {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : tensor<2xi32>
// CHECK-NEXT:   %1 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:   "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:   return %0 : tensor<2xi32>
// CHECK-NEXT: }
