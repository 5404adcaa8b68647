// RUN: strata-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-arith-to-llvm

// Float ops on the small float formats (which convert to integers) stay;
// tf32 has no conversion. Other ops on those types still lower.
func.func @small_floats(%a: f8E5M2, %b: vector<2xf6E2M3FN>, %c: tf32, %x: f32, %p: i1) -> (f8E5M2, vector<2xf6E2M3FN>, i1, f32, i32, f8E5M2) {
  %0 = arith.mulf %a, %a : f8E5M2
  %1 = arith.subf %b, %b : vector<2xf6E2M3FN>
  %2 = arith.cmpf olt, %a, %a : f8E5M2
  %3 = arith.extf %a : f8E5M2 to f32
  %4 = arith.truncf %x : f32 to f8E5M2
  %5 = arith.fptoui %a : f8E5M2 to i32
  %6 = arith.constant 1.5 : tf32
  %7 = arith.select %p, %a, %0 : f8E5M2
  return %0, %1, %2, %3, %5, %7 : f8E5M2, vector<2xf6E2M3FN>, i1, f32, i32, f8E5M2
}

// -----

// Comparisons, truncations and index casts of n-D vectors go row by row.
func.func @nd(%a: vector<2x3xf64>, %b: vector<2x3xi32>) -> (vector<2x3xi1>, vector<2x3xf32>, vector<2x3xindex>, vector<2x3xi1>) {
  %0 = arith.cmpf oge, %a, %a : vector<2x3xf64>
  %1 = arith.truncf %a : vector<2x3xf64> to vector<2x3xf32>
  %2 = arith.index_cast %b : vector<2x3xi32> to vector<2x3xindex>
  %3 = arith.cmpi ult, %b, %b : vector<2x3xi32>
  return %0, %1, %2, %3 : vector<2x3xi1>, vector<2x3xf32>, vector<2x3xindex>, vector<2x3xi1>
}

// -----

// Extended multiplication of 1-D vectors; truncation with a rounding mode.
func.func @extended(%a: vector<4xi16>, %x: f64) -> (vector<4xi16>, vector<4xi16>, f32, f32) {
  %lo, %hi = arith.mului_extended %a, %a : vector<4xi16>
  %t = arith.truncf %x upward : f64 to f32
  %u = arith.truncf %x toward_zero : f64 to f32
  return %lo, %hi, %t, %u : vector<4xi16>, vector<4xi16>, f32, f32
}

// -----

// A bitcast between types that convert to the same LLVM type vanishes.
func.func @same_converted(%m: memref<?xi16>, %b: f8E4M3FN) -> (memref<?xbf16>, i8) {
  %0 = arith.bitcast %m : memref<?xi16> to memref<?xbf16>
  %1 = arith.bitcast %b : f8E4M3FN to i8
  return %0, %1 : memref<?xbf16>, i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @small_floats(%arg0: f8E5M2, %arg1: vector<2xf6E2M3FN>, %arg2: tf32, %arg3: f32, %arg4: i1) -> (f8E5M2, vector<2xf6E2M3FN>, i1, f32, i32, f8E5M2) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : f8E5M2 to i8
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg0 : f8E5M2
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : f8E5M2 to i8
// CHECK-NEXT:     %3 = arith.subf %arg1, %arg1 : vector<2xf6E2M3FN>
// CHECK-NEXT:     %4 = arith.cmpf olt, %arg0, %arg0 : f8E5M2
// CHECK-NEXT:     %5 = arith.extf %arg0 : f8E5M2 to f32
// CHECK-NEXT:     %6 = arith.truncf %arg3 : f32 to f8E5M2
// CHECK-NEXT:     %7 = arith.fptoui %arg0 : f8E5M2 to i32
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : tf32
// CHECK-NEXT:     %8 = llvm.select %arg4, %0, %2 : i1, i8
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : i8 to f8E5M2
// CHECK-NEXT:     return %1, %3, %4, %5, %7, %9 : f8E5M2, vector<2xf6E2M3FN>, i1, f32, i32, f8E5M2
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nd(%arg0: vector<2x3xf64>, %arg1: vector<2x3xi32>) -> (vector<2x3xi1>, vector<2x3xf32>, vector<2x3xindex>, vector<2x3xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %5 = llvm.fcmp "oge" %3, %4 : vector<3xf64>
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:     %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %9 = llvm.fcmp "oge" %7, %8 : vector<3xf64>
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %14 = llvm.fptrunc %13 : vector<3xf64> to vector<3xf32>
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %12[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %16 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %17 = llvm.fptrunc %16 : vector<3xf64> to vector<3xf32>
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %15[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %20 = llvm.mlir.poison : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT:     %21 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:     %22 = llvm.sext %21 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %20[0] : !llvm.array<2 x vector<3xi64>> 
// CHECK-NEXT:     %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:     %25 = llvm.sext %24 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %23[1] : !llvm.array<2 x vector<3xi64>> 
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<2 x vector<3xi64>> to vector<2x3xindex>
// CHECK-NEXT:     %28 = llvm.mlir.constant(dense<false> : vector<2x3xi1>) : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %29 = builtin.unrealized_conversion_cast %28 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:     return %11, %19, %27, %29 : vector<2x3xi1>, vector<2x3xf32>, vector<2x3xindex>, vector<2x3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extended(%arg0: vector<4xi16>, %arg1: f64) -> (vector<4xi16>, vector<4xi16>, f32, f32) {
// CHECK-NEXT:     %0 = llvm.zext %arg0 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT:     %1 = llvm.zext %arg0 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT:     %2 = llvm.mul %0, %1 : vector<4xi32>
// CHECK-NEXT:     %3 = llvm.trunc %2 : vector<4xi32> to vector<4xi16>
// CHECK-NEXT:     %4 = llvm.mlir.constant(dense<16> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:     %5 = llvm.lshr %2, %4 : vector<4xi32>
// CHECK-NEXT:     %6 = llvm.trunc %5 : vector<4xi32> to vector<4xi16>
// CHECK-NEXT:     %7 = llvm.intr.experimental.constrained.fptrunc %arg1 upward ignore : f64 to f32
// CHECK-NEXT:     %8 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero ignore : f64 to f32
// CHECK-NEXT:     return %3, %6, %7, %8 : vector<4xi16>, vector<4xi16>, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same_converted(%arg0: memref<?xi16>, %arg1: f8E4M3FN) -> (memref<?xbf16>, i8) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : f8E4M3FN to i8
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xbf16>
// CHECK-NEXT:     return %2, %0 : memref<?xbf16>, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
