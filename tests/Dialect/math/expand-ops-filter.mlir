// RUN: strata-opt %s --math-expand-ops=ops=asinh,roundeven,powf | FileCheck %s
// CONFORMANCE: pipeline=--math-expand-ops=ops=asinh,roundeven,powf

// Only the named ops are expanded: the fma of asinh's expansion, the round
// of roundeven's and the rsqrt of a power -1/2 stay.
func.func @filtered(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32) {
  %mhalf = arith.constant -0.5 : f32
  %0 = math.asinh %x : f32
  %1 = math.acosh %x : f32
  %2 = math.roundeven %y : f32
  %3 = math.powf %x, %mhalf : f32
  %4 = math.fma %x, %y, %x : f32
  %5 = math.tan %y : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @filtered(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:   %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT:   %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT:   %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:   %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:   %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %0 = math.fma %arg0, %arg0, %cst : f32
// CHECK-NEXT:   %1 = math.sqrt %0 : f32
// CHECK-NEXT:   %2 = arith.addf %arg0, %1 : f32
// CHECK-NEXT:   %3 = math.log %2 : f32
// CHECK-NEXT:   %4 = math.acosh %arg0 : f32
// CHECK-NEXT:   %5 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT:   %6 = math.round %arg1 : f32
// CHECK-NEXT:   %7 = arith.bitcast %6 : f32 to i32
// CHECK-NEXT:   %8 = arith.shrui %5, %c23_i32 : i32
// CHECK-NEXT:   %9 = arith.andi %8, %c255_i32 : i32
// CHECK-NEXT:   %10 = arith.subi %9, %c127_i32 : i32
// CHECK-NEXT:   %11 = arith.shrui %7, %c23_i32 : i32
// CHECK-NEXT:   %12 = arith.andi %11, %c255_i32 : i32
// CHECK-NEXT:   %13 = arith.subi %12, %c127_i32 : i32
// CHECK-NEXT:   %14 = arith.cmpi eq, %13, %c0_i32 : i32
// CHECK-NEXT:   %15 = arith.subi %13, %c1_i32 : i32
// CHECK-NEXT:   %16 = arith.maxsi %15, %c0_i32 : i32
// CHECK-NEXT:   %17 = arith.minsi %16, %c31_i32 : i32
// CHECK-NEXT:   %18 = arith.shrui %c8388607_i32, %17 : i32
// CHECK-NEXT:   %19 = arith.andi %7, %18 : i32
// CHECK-NEXT:   %20 = arith.cmpi ne, %19, %c0_i32 : i32
// CHECK-NEXT:   %21 = arith.ori %20, %14 : i1
// CHECK-NEXT:   %22 = arith.cmpi eq, %10, %c-1_i32 : i32
// CHECK-NEXT:   %23 = arith.maxsi %10, %c0_i32 : i32
// CHECK-NEXT:   %24 = arith.minsi %23, %c31_i32 : i32
// CHECK-NEXT:   %25 = arith.shrui %c4194304_i32, %24 : i32
// CHECK-NEXT:   %26 = arith.select %22, %c0_i32, %25 : i32
// CHECK-NEXT:   %27 = arith.maxsi %10, %c0_i32 : i32
// CHECK-NEXT:   %28 = arith.minsi %27, %c31_i32 : i32
// CHECK-NEXT:   %29 = arith.shrui %c8388607_i32, %28 : i32
// CHECK-NEXT:   %30 = arith.andi %5, %29 : i32
// CHECK-NEXT:   %31 = arith.cmpi eq, %30, %26 : i32
// CHECK-NEXT:   %32 = arith.cmpi sge, %10, %c-1_i32 : i32
// CHECK-NEXT:   %33 = arith.cmpi slt, %10, %c23_i32 : i32
// CHECK-NEXT:   %34 = arith.andi %31, %33 : i1
// CHECK-NEXT:   %35 = arith.andi %34, %32 : i1
// CHECK-NEXT:   %36 = math.copysign %cst, %arg1 : f32
// CHECK-NEXT:   %37 = arith.subf %6, %36 : f32
// CHECK-NEXT:   %38 = arith.andi %21, %35 : i1
// CHECK-NEXT:   %39 = arith.select %38, %37, %6 : f32
// CHECK-NEXT:   %40 = math.copysign %39, %arg1 : f32
// CHECK-NEXT:   %41 = math.rsqrt %arg0 : f32
// CHECK-NEXT:   %42 = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT:   %43 = math.tan %arg1 : f32
// CHECK-NEXT:   return %3, %4, %40, %41, %42, %43 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
