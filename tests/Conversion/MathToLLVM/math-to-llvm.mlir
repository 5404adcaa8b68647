// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-math-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-math-to-llvm

// Math ops become LLVM intrinsics, with their fastmath flags.
func.func @math(%x: f32, %y: f32, %z: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %x : f32
  %1 = math.ceil %x : f32
  %2 = math.copysign %x, %y : f32
  %3 = math.cos %x fastmath<fast> : f32
  %4 = math.exp %x : f32
  %5 = math.exp2 %x : f32
  %6 = math.floor %x : f32
  %7 = math.fma %x, %y, %z : f32
  %8 = math.log %x : f32
  %9 = math.log10 %x : f32
  %10 = math.log2 %x : f32
  %11 = math.powf %x, %y : f32
  %12 = math.roundeven %x : f32
  %13 = math.round %x : f32
  %14 = math.sin %x : f32
  %15 = math.sqrt %x : f32
  %16 = math.trunc %x : f32
  %17 = math.absi %i : i32
  %18 = math.ctlz %i : i32
  %19 = math.cttz %i : i32
  %20 = math.ctpop %i : i32
  %21 = math.tan %x : f32
  %22 = math.tanh %x : f32
  %23 = math.acos %x : f32
  %24 = math.asin %x : f32
  %25 = math.atan %x : f32
  %26 = math.atan2 %x, %y : f32
  %27 = math.cosh %x : f32
  %28 = math.sinh %x : f32
  %29 = math.fpowi %x, %i : f32, i32
  %30 = math.sqrt %v : vector<4xf32>
  %31 = math.expm1 %x : f32
  %32 = math.log1p %x : f32
  %33 = math.rsqrt %x : f32
  %34 = math.isnan %x : f32
  %35 = math.isfinite %x : f32
  return
}

// CHECK: func.func @math(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>) {
// CHECK-NEXT:   %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT:   %1 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT:   %2 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:   %3 = llvm.intr.cos(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:   %4 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT:   %5 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT:   %6 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT:   %7 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT:   %8 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT:   %9 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT:   %10 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT:   %11 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:   %12 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT:   %13 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT:   %14 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT:   %15 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT:   %16 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT:   %17 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:   %18 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:   %19 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:   %20 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// CHECK-NEXT:   %21 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT:   %22 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT:   %23 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT:   %24 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT:   %25 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT:   %26 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:   %27 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT:   %28 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT:   %29 = llvm.intr.powi(%arg0, %arg3) : (f32, i32) -> f32
// CHECK-NEXT:   %30 = llvm.intr.sqrt(%arg4) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   %31 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:   %32 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT:   %33 = llvm.fsub %32, %31 : f32
// CHECK-NEXT:   %34 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:   %35 = llvm.fadd %34, %arg0 : f32
// CHECK-NEXT:   %36 = llvm.intr.log(%35) : (f32) -> f32
// CHECK-NEXT:   %37 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:   %38 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT:   %39 = llvm.fdiv %37, %38 : f32
// CHECK-NEXT:   %40 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT:   %41 = "llvm.intr.is.fpclass"(%arg0) <{bit = 504 : i32}> : (f32) -> i1
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// Expansions carry the fastmath flags to every op they create.
func.func @expansions(%x: f64, %h: f16) -> (f64, f64, f16) {
  %0 = math.expm1 %x fastmath<nnan> : f64
  %1 = math.log1p %x fastmath<fast> : f64
  %2 = math.rsqrt %h : f16
  return %0, %1, %2 : f64, f64, f16
}

// CHECK: func.func @expansions(%arg0: f64, %arg1: f16) -> (f64, f64, f16) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:   %1 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<nnan>} : (f64) -> f64
// CHECK-NEXT:   %2 = llvm.fsub %1, %0 {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:   %4 = llvm.fadd %3, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT:   %5 = llvm.intr.log(%4) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
// CHECK-NEXT:   %6 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT:   %7 = llvm.intr.sqrt(%arg1) : (f16) -> f16
// CHECK-NEXT:   %8 = llvm.fdiv %6, %7 : f16
// CHECK-NEXT:   return %2, %5, %8 : f64, f64, f16
// CHECK-NEXT: }

// -----

// Ops without an LLVM lowering stay.
func.func @others(%x: f32) -> f32 {
  %0 = math.erf %x : f32
  %1 = math.cbrt %0 : f32
  return %1 : f32
}

// CHECK: func.func @others(%arg0: f32) -> f32 {
// CHECK-NEXT:   %0 = math.erf %arg0 : f32
// CHECK-NEXT:   %1 = math.cbrt %0 : f32
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
