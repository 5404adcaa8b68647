// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Masked reductions start from the accumulator or the neutral element.
func.func @float_kinds(%v: vector<5xf64>, %k: vector<5xi1>, %a: f64) -> (f64, f64, f64, f64) {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<5xf64> into f64 } : vector<5xi1> -> f64
  %1 = vector.mask %k { vector.reduction <mul>, %v, %a : vector<5xf64> into f64 } : vector<5xi1> -> f64
  %2 = vector.mask %k { vector.reduction <maxnumf>, %v : vector<5xf64> into f64 } : vector<5xi1> -> f64
  %3 = vector.mask %k { vector.reduction <minimumf>, %v : vector<5xf64> into f64 } : vector<5xi1> -> f64
  return %0, %1, %2, %3 : f64, f64, f64, f64
}

// -----

func.func @int_kinds(%v: vector<3xi16>, %k: vector<3xi1>, %a: i16) -> (i16, i16, i16, i16) {
  %0 = vector.mask %k { vector.reduction <and>, %v : vector<3xi16> into i16 } : vector<3xi1> -> i16
  %1 = vector.mask %k { vector.reduction <maxsi>, %v : vector<3xi16> into i16 } : vector<3xi1> -> i16
  %2 = vector.mask %k { vector.reduction <minui>, %v : vector<3xi16> into i16 } : vector<3xi1> -> i16
  %3 = vector.mask %k { vector.reduction <or>, %v, %a : vector<3xi16> into i16 } : vector<3xi1> -> i16
  return %0, %1, %2, %3 : i16, i16, i16, i16
}

// CHECK: module {
// CHECK-NEXT:   func.func @float_kinds(%arg0: vector<5xf64>, %arg1: vector<5xi1>, %arg2: f64) -> (f64, f64, f64, f64) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:     %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %1) : (f64, vector<5xf64>, vector<5xi1>, i32) -> f64
// CHECK-NEXT:     %3 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     %4 = "llvm.intr.vp.reduce.fmul"(%arg2, %arg0, %arg1, %3) : (f64, vector<5xf64>, vector<5xi1>, i32) -> f64
// CHECK-NEXT:     %5 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
// CHECK-NEXT:     %6 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     %7 = "llvm.intr.vp.reduce.fmax"(%5, %arg0, %arg1, %6) : (f64, vector<5xf64>, vector<5xi1>, i32) -> f64
// CHECK-NEXT:     %8 = llvm.mlir.constant(dense<1.7976931348623157E+308> : vector<5xf64>) : vector<5xf64>
// CHECK-NEXT:     %9 = llvm.select %arg1, %arg0, %8 : vector<5xi1>, vector<5xf64>
// CHECK-NEXT:     %10 = llvm.intr.vector.reduce.fminimum(%9) : (vector<5xf64>) -> f64
// CHECK-NEXT:     return %2, %4, %7, %10 : f64, f64, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @int_kinds(%arg0: vector<3xi16>, %arg1: vector<3xi1>, %arg2: i16) -> (i16, i16, i16, i16) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(-1 : i16) : i16
// CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %2 = "llvm.intr.vp.reduce.and"(%0, %arg0, %arg1, %1) : (i16, vector<3xi16>, vector<3xi1>, i32) -> i16
// CHECK-NEXT:     %3 = llvm.mlir.constant(-32768 : i16) : i16
// CHECK-NEXT:     %4 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %5 = "llvm.intr.vp.reduce.smax"(%3, %arg0, %arg1, %4) : (i16, vector<3xi16>, vector<3xi1>, i32) -> i16
// CHECK-NEXT:     %6 = llvm.mlir.constant(-1 : i16) : i16
// CHECK-NEXT:     %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %8 = "llvm.intr.vp.reduce.umin"(%6, %arg0, %arg1, %7) : (i16, vector<3xi16>, vector<3xi1>, i32) -> i16
// CHECK-NEXT:     %9 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %10 = "llvm.intr.vp.reduce.or"(%arg2, %arg0, %arg1, %9) : (i16, vector<3xi16>, vector<3xi1>, i32) -> i16
// CHECK-NEXT:     return %2, %5, %8, %10 : i16, i16, i16, i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
