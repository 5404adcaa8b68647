// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-arith-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-arith-to-llvm


// Min and max become intrinsics.
func.func @min_max(%a: i64, %b: i64, %x: f32, %y: f32) -> (i64, f32) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.maxui %0, %b : i64
  %2 = arith.minsi %1, %b : i64
  %3 = arith.minui %2, %b : i64
  %4 = arith.maximumf %x, %y : f32
  %5 = arith.minimumf %4, %y fastmath<nnan> : f32
  %6 = arith.maxnumf %5, %y : f32
  %7 = arith.minnumf %6, %y : f32
  return %3, %7 : i64, f32
}

// CHECK: func.func @min_max(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32) -> (i64, f32) {
// CHECK-NEXT:   %0 = llvm.intr.smax(%arg0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT:   %1 = llvm.intr.umax(%0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT:   %2 = llvm.intr.smin(%1, %arg1) : (i64, i64) -> i64
// CHECK-NEXT:   %3 = llvm.intr.umin(%2, %arg1) : (i64, i64) -> i64
// CHECK-NEXT:   %4 = llvm.intr.maximum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT:   %5 = llvm.intr.minimum(%4, %arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT:   %6 = llvm.intr.maxnum(%5, %arg3) : (f32, f32) -> f32
// CHECK-NEXT:   %7 = llvm.intr.minnum(%6, %arg3) : (f32, f32) -> f32
// CHECK-NEXT:   return %3, %7 : i64, f32
// CHECK-NEXT: }

// -----

// Extended arithmetic goes through a wider type or an intrinsic.
func.func @extended(%a: i32, %b: i32) {
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.mulsi_extended %a, %b : i32
  %2:2 = arith.mului_extended %a, %b : i32
  "test.use"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1) : (i32, i1, i32, i32, i32, i32) -> ()
  return
}

// CHECK: func.func @extended(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %3 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:   %4 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:   %5 = llvm.mul %3, %4 : i64
// CHECK-NEXT:   %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT:   %7 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:   %8 = llvm.lshr %5, %7 : i64
// CHECK-NEXT:   %9 = llvm.trunc %8 : i64 to i32
// CHECK-NEXT:   %10 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:   %11 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:   %12 = llvm.mul %10, %11 : i64
// CHECK-NEXT:   %13 = llvm.trunc %12 : i64 to i32
// CHECK-NEXT:   %14 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:   %15 = llvm.lshr %12, %14 : i64
// CHECK-NEXT:   %16 = llvm.trunc %15 : i64 to i32
// CHECK-NEXT:   "test.use"(%1, %2, %6, %9, %13, %16) : (i32, i1, i32, i32, i32, i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
