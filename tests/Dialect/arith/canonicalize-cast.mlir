// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

func.func @int_casts() -> (i32, i32, i8, i16, index, index, index, i32) {
  %c = arith.constant -1 : i8
  %0 = arith.extui %c : i8 to i32
  %1 = arith.extsi %c : i8 to i32
  %big = arith.constant 0x1234 : i16
  %2 = arith.trunci %big : i16 to i8
  %v = arith.constant -300 : i32
  %3 = arith.trunci %v : i32 to i16
  %4 = arith.index_cast %v : i32 to index
  %5 = arith.index_castui %v : i32 to index
  %ix = arith.constant -5 : index
  %6 = arith.index_castui %ix : index to i32
  %7 = arith.index_cast %6 : i32 to index
  return %0, %1, %2, %3, %4, %5, %7, %6 : i32, i32, i8, i16, index, index, index, i32
}

func.func @float_casts() -> (f64, f16, f16, bf16, f32, f32, i8, i8, i32, i16, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %h = arith.constant 0.5 : f32
  %2 = arith.truncf %h : f32 to f16
  %3 = arith.truncf %h downward : f32 to bf16
  %i = arith.constant 16777217 : i32
  %4 = arith.sitofp %i : i32 to f32
  %m = arith.constant -1 : i8
  %5 = arith.uitofp %m : i8 to f32
  %x = arith.constant -1.75 : f32
  %6 = arith.fptosi %x : f32 to i8
  %7 = arith.fptoui %x : f32 to i8
  %8 = arith.bitcast %a : f32 to i32
  %hf = arith.constant 1.0 : f16
  %9 = arith.bitcast %hf : f16 to i16
  %n = arith.constant 1065353216 : i32
  %10 = arith.bitcast %n : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f64, f16, f16, bf16, f32, f32, i8, i8, i32, i16, f32
}

func.func @float_to_int_out_of_range() -> (i8, i8, i32) {
  %a = arith.constant 300.5 : f32
  %0 = arith.fptosi %a : f32 to i8
  %b = arith.constant 255.9 : f32
  %1 = arith.fptoui %b : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %2 = arith.fptosi %nan : f32 to i32
  return %0, %1, %2 : i8, i8, i32
}

func.func @vector_casts() -> (vector<2xi32>, vector<2xf32>, vector<2xi16>) {
  %a = arith.constant dense<[-1, 2]> : vector<2xi8>
  %0 = arith.extsi %a : vector<2xi8> to vector<2xi32>
  %1 = arith.sitofp %a : vector<2xi8> to vector<2xf32>
  %f = arith.constant dense<1.0> : vector<2xf16>
  %2 = arith.bitcast %f : vector<2xf16> to vector<2xi16>
  return %0, %1, %2 : vector<2xi32>, vector<2xf32>, vector<2xi16>
}

func.func @cast_chains(%x: i8, %y: i32, %f: f16, %i: index, %g: f32) -> (i32, i8, i16, i8, index, f16, f32, f16, i32, i64, f32) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extui %a : i16 to i32
  %1 = arith.trunci %a : i16 to i8
  %s = arith.extsi %x : i8 to i64
  %2 = arith.trunci %s : i64 to i16
  %t = arith.trunci %y : i32 to i16
  %3 = arith.trunci %t : i16 to i8
  %c = arith.index_cast %i : index to i32
  %4 = arith.index_cast %c : i32 to index
  %e = arith.extf %f : f16 to f32
  %5 = arith.truncf %e : f32 to f16
  %tr = arith.truncf %g fastmath<contract> : f32 to f16
  %6 = arith.extf %tr fastmath<contract> : f16 to f32
  %e64 = arith.extf %f : f16 to f64
  %7 = arith.truncf %e64 : f64 to f16
  %b = arith.bitcast %g : f32 to i32
  %b2 = arith.bitcast %b : i32 to f32
  %8 = arith.bitcast %b2 : f32 to i32
  %u = arith.extui %x : i8 to i32
  %9 = arith.extsi %u : i32 to i64
  %tr2 = arith.truncf %g : f32 to f16
  %10 = arith.extf %tr2 : f16 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i8, i16, i8, index, f16, f32, f16, i32, i64, f32
}

func.func @cast_patterns(%x: i8, %y: i32, %z: i32) -> (index, index, i8, i16, f16, f16, f16) {
  %s = arith.extsi %x : i8 to i32
  %0 = arith.index_cast %s : i32 to index
  %u = arith.extui %x : i8 to i32
  %1 = arith.index_castui %u : i32 to index
  %c24 = arith.constant 24 : i32
  %sh = arith.shrsi %y, %c24 : i32
  %2 = arith.trunci %sh : i32 to i8
  %c8 = arith.constant 8 : i32
  %sh2 = arith.shrsi %y, %c8 : i32
  %3 = arith.trunci %sh2 : i32 to i16
  %fp = arith.sitofp %z : i32 to f32
  %4 = arith.truncf %fp : f32 to f16
  %5 = arith.truncf %fp upward : f32 to f16
  %ufp = arith.uitofp %z : i32 to f32
  %6 = arith.truncf %ufp fastmath<fast> : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6 : index, index, i8, i16, f16, f16, f16
}

// CHECK: module {
// CHECK-NEXT:   func.func @int_casts() -> (i32, i32, i8, i16, index, index, index, i32) {
// CHECK-NEXT:     %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c52_i8 = arith.constant 52 : i8
// CHECK-NEXT:     %c-300_i16 = arith.constant -300 : i16
// CHECK-NEXT:     %c-300 = arith.constant -300 : index
// CHECK-NEXT:     %c4294966996 = arith.constant 4294966996 : index
// CHECK-NEXT:     %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT:     %c-5 = arith.constant -5 : index
// CHECK-NEXT:     return %c255_i32, %c-1_i32, %c52_i8, %c-300_i16, %c-300, %c4294966996, %c-5, %c-5_i32 : i32, i32, i8, i16, index, index, index, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_casts() -> (f64, f16, f16, bf16, f32, f32, i8, i8, i32, i16, f32) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c15360_i16 = arith.constant 15360 : i16
// CHECK-NEXT:     %c1036831949_i32 = arith.constant 1036831949 : i32
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %cst_0 = arith.constant 2.550000e+02 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT:     %cst_3 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT:     %cst_4 = arith.constant -1.750000e+00 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT:     %0 = arith.truncf %cst_5 : f32 to f16
// CHECK-NEXT:     %1 = arith.fptoui %cst_4 : f32 to i8
// CHECK-NEXT:     return %cst_6, %0, %cst_3, %cst_2, %cst_1, %cst_0, %c-1_i8, %1, %c1036831949_i32, %c15360_i16, %cst : f64, f16, f16, bf16, f32, f32, i8, i8, i32, i16, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_to_int_out_of_range() -> (i8, i8, i32) {
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 3.005000e+02 : f32
// CHECK-NEXT:     %0 = arith.fptosi %cst_0 : f32 to i8
// CHECK-NEXT:     %1 = arith.fptosi %cst : f32 to i32
// CHECK-NEXT:     return %0, %c-1_i8, %1 : i8, i8, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector_casts() -> (vector<2xi32>, vector<2xf32>, vector<2xi16>) {
// CHECK-NEXT:     %cst = arith.constant dense<[-1, 2]> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[-1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<15360> : vector<2xi16>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : vector<2xi32>, vector<2xf32>, vector<2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_chains(%arg0: i8, %arg1: i32, %arg2: f16, %arg3: index, %arg4: f32) -> (i32, i8, i16, i8, index, f16, f32, f16, i32, i64, f32) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:     %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT:     %3 = arith.bitcast %arg4 : f32 to i32
// CHECK-NEXT:     %4 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:     %5 = arith.truncf %arg4 : f32 to f16
// CHECK-NEXT:     %6 = arith.extf %5 : f16 to f32
// CHECK-NEXT:     return %0, %arg0, %1, %2, %arg3, %arg2, %arg4, %arg2, %3, %4, %6 : i32, i8, i16, i8, index, f16, f32, f16, i32, i64, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_patterns(%arg0: i8, %arg1: i32, %arg2: i32) -> (index, index, i8, i16, f16, f16, f16) {
// CHECK-NEXT:     %c24_i32 = arith.constant 24 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:     %1 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:     %2 = arith.shrui %arg1, %c24_i32 : i32
// CHECK-NEXT:     %3 = arith.trunci %2 : i32 to i8
// CHECK-NEXT:     %4 = arith.shrsi %arg1, %c8_i32 : i32
// CHECK-NEXT:     %5 = arith.trunci %4 : i32 to i16
// CHECK-NEXT:     %6 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT:     %7 = arith.sitofp %arg2 : i32 to f16
// CHECK-NEXT:     %8 = arith.truncf %6 upward : f32 to f16
// CHECK-NEXT:     %9 = arith.uitofp %arg2 : i32 to f16
// CHECK-NEXT:     return %0, %1, %3, %5, %7, %8, %9 : index, index, i8, i16, f16, f16, f16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
