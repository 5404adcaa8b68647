// RUN: strata-opt %s --split-input-file --arith-expand="include-bf16=true include-f8e8m0=true include-f4e2m1=true" | FileCheck %s
// CONFORMANCE: pipeline="--arith-expand=include-bf16=true include-f8e8m0=true include-f4e2m1=true"

// bf16 to and from f32 on the bits; other bf16 casts stay.
func.func @bf16(%a: vector<4xf32>, %b: bf16, %c: f64) -> (vector<4xbf16>, f32, f64, bf16) {
  %0 = arith.truncf %a : vector<4xf32> to vector<4xbf16>
  %1 = arith.extf %b fastmath<fast> : bf16 to f32
  %2 = arith.extf %b : bf16 to f64
  %3 = arith.truncf %c : f64 to bf16
  return %0, %1, %2, %3 : vector<4xbf16>, f32, f64, bf16
}

// CHECK-LABEL: func.func @bf16(%arg0: vector<4xf32>, %arg1: bf16, %arg2: f64) -> (vector<4xbf16>, f32, f64, bf16) {
// CHECK-NEXT:   %0 = arith.cmpf une, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:   %cst = arith.constant dense<32767> : vector<4xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<32704> : vector<4xi16>
// CHECK-NEXT:   %cst_1 = arith.constant dense<16> : vector<4xi32>
// CHECK-NEXT:   %cst_2 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:   %1 = arith.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:   %2 = arith.shrui %1, %cst_1 : vector<4xi32>
// CHECK-NEXT:   %3 = arith.andi %2, %cst_2 : vector<4xi32>
// CHECK-NEXT:   %4 = arith.addi %3, %cst : vector<4xi32>
// CHECK-NEXT:   %5 = arith.addi %1, %4 : vector<4xi32>
// CHECK-NEXT:   %6 = arith.shrui %5, %cst_1 : vector<4xi32>
// CHECK-NEXT:   %7 = arith.trunci %6 : vector<4xi32> to vector<4xi16>
// CHECK-NEXT:   %8 = arith.select %0, %cst_0, %7 : vector<4xi1>, vector<4xi16>
// CHECK-NEXT:   %9 = arith.bitcast %8 : vector<4xi16> to vector<4xbf16>
// CHECK-NEXT:   %10 = arith.bitcast %arg1 : bf16 to i16
// CHECK-NEXT:   %11 = arith.extui %10 : i16 to i32
// CHECK-NEXT:   %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:   %12 = arith.shli %11, %c16_i32 : i32
// CHECK-NEXT:   %13 = arith.bitcast %12 : i32 to f32
// CHECK-NEXT:   %14 = arith.extf %arg1 : bf16 to f64
// CHECK-NEXT:   %15 = arith.truncf %arg2 : f64 to bf16
// CHECK-NEXT:   return %9, %13, %14, %15 : vector<4xbf16>, f32, f64, bf16
// CHECK-NEXT: }

// -----

// The f8E8M0FNU exponent through f32; a bf16 operand is extended first,
// and that extension is expanded too.
func.func @f8e8m0(%a: f8E8M0FNU, %b: vector<2xbf16>, %c: f64, %d: f32) -> (f32, f64, vector<2xf8E8M0FNU>, f8E8M0FNU, f8E8M0FNU) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %a fastmath<nnan> : f8E8M0FNU to f64
  %2 = arith.truncf %b : vector<2xbf16> to vector<2xf8E8M0FNU>
  %3 = arith.truncf %c fastmath<fast> : f64 to f8E8M0FNU
  %4 = arith.truncf %d : f32 to f8E8M0FNU
  return %0, %1, %2, %3, %4 : f32, f64, vector<2xf8E8M0FNU>, f8E8M0FNU, f8E8M0FNU
}

// CHECK-LABEL: func.func @f8e8m0(%arg0: f8E8M0FNU, %arg1: vector<2xbf16>, %arg2: f64, %arg3: f32) -> (f32, f64, vector<2xf8E8M0FNU>, f8E8M0FNU, f8E8M0FNU) {
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:   %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT:   %2 = arith.shli %1, %c23_i32 : i32
// CHECK-NEXT:   %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// CHECK-NEXT:   %4 = arith.select %3, %c-1_i32, %2 : i32
// CHECK-NEXT:   %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT:   %6 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT:   %c-1_i8_0 = arith.constant -1 : i8
// CHECK-NEXT:   %c-1_i32_1 = arith.constant -1 : i32
// CHECK-NEXT:   %c23_i32_2 = arith.constant 23 : i32
// CHECK-NEXT:   %7 = arith.extui %6 : i8 to i32
// CHECK-NEXT:   %8 = arith.shli %7, %c23_i32_2 : i32
// CHECK-NEXT:   %9 = arith.cmpi eq, %6, %c-1_i8_0 : i8
// CHECK-NEXT:   %10 = arith.select %9, %c-1_i32_1, %8 : i32
// CHECK-NEXT:   %11 = arith.bitcast %10 : i32 to f32
// CHECK-NEXT:   %12 = arith.extf %11 fastmath<nnan> : f32 to f64
// CHECK-NEXT:   %13 = arith.bitcast %arg1 : vector<2xbf16> to vector<2xi16>
// CHECK-NEXT:   %14 = arith.extui %13 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT:   %cst = arith.constant dense<16> : vector<2xi32>
// CHECK-NEXT:   %15 = arith.shli %14, %cst : vector<2xi32>
// CHECK-NEXT:   %16 = arith.bitcast %15 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:   %17 = arith.bitcast %16 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<23> : vector<2xi32>
// CHECK-NEXT:   %18 = arith.shrui %17, %cst_3 : vector<2xi32>
// CHECK-NEXT:   %19 = arith.trunci %18 : vector<2xi32> to vector<2xi8>
// CHECK-NEXT:   %20 = arith.bitcast %19 : vector<2xi8> to vector<2xf8E8M0FNU>
// CHECK-NEXT:   %21 = arith.truncf %arg2 fastmath<fast> : f64 to f32
// CHECK-NEXT:   %22 = arith.bitcast %21 : f32 to i32
// CHECK-NEXT:   %c23_i32_4 = arith.constant 23 : i32
// CHECK-NEXT:   %23 = arith.shrui %22, %c23_i32_4 : i32
// CHECK-NEXT:   %24 = arith.trunci %23 : i32 to i8
// CHECK-NEXT:   %25 = arith.bitcast %24 : i8 to f8E8M0FNU
// CHECK-NEXT:   %26 = arith.bitcast %arg3 : f32 to i32
// CHECK-NEXT:   %c23_i32_5 = arith.constant 23 : i32
// CHECK-NEXT:   %27 = arith.shrui %26, %c23_i32_5 : i32
// CHECK-NEXT:   %28 = arith.trunci %27 : i32 to i8
// CHECK-NEXT:   %29 = arith.bitcast %28 : i8 to f8E8M0FNU
// CHECK-NEXT:   return %5, %12, %20, %25, %29 : f32, f64, vector<2xf8E8M0FNU>, f8E8M0FNU, f8E8M0FNU
// CHECK-NEXT: }

// -----

func.func @f4e2m1(%a: vector<2xf4E2M1FN>, %b: f32, %c: f16) -> (vector<2xf32>, f4E2M1FN, f4E2M1FN) {
  %0 = arith.extf %a : vector<2xf4E2M1FN> to vector<2xf32>
  %1 = arith.truncf %b : f32 to f4E2M1FN
  %2 = arith.truncf %c : f16 to f4E2M1FN
  return %0, %1, %2 : vector<2xf32>, f4E2M1FN, f4E2M1FN
}

// CHECK-LABEL: func.func @f4e2m1(%arg0: vector<2xf4E2M1FN>, %arg1: f32, %arg2: f16) -> (vector<2xf32>, f4E2M1FN, f4E2M1FN) {
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : vector<2xf4E2M1FN> to vector<2xi4>
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi4>
// CHECK-NEXT:   %cst_0 = arith.constant dense<1> : vector<2xi4>
// CHECK-NEXT:   %cst_1 = arith.constant dense<2> : vector<2xi4>
// CHECK-NEXT:   %cst_2 = arith.constant dense<4> : vector<2xi4>
// CHECK-NEXT:   %cst_3 = arith.constant dense<7> : vector<2xi4>
// CHECK-NEXT:   %1 = arith.andi %0, %cst_3 : vector<2xi4>
// CHECK-NEXT:   %cst_4 = arith.constant dense<20> : vector<2xi32>
// CHECK-NEXT:   %2 = arith.shli %1, %cst_1 : vector<2xi4>
// CHECK-NEXT:   %3 = arith.cmpi eq, %1, %cst_0 : vector<2xi4>
// CHECK-NEXT:   %4 = arith.select %3, %cst, %2 : vector<2xi1>, vector<2xi4>
// CHECK-NEXT:   %5 = arith.extui %4 : vector<2xi4> to vector<2xi32>
// CHECK-NEXT:   %6 = arith.shli %5, %cst_4 : vector<2xi32>
// CHECK-NEXT:   %cst_5 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %cst_6 = arith.constant dense<1073741824> : vector<2xi32>
// CHECK-NEXT:   %cst_7 = arith.constant dense<1056964608> : vector<2xi32>
// CHECK-NEXT:   %7 = arith.cmpi uge, %1, %cst_2 : vector<2xi4>
// CHECK-NEXT:   %8 = arith.select %7, %cst_6, %cst_7 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:   %9 = arith.cmpi eq, %1, %cst : vector<2xi4>
// CHECK-NEXT:   %10 = arith.select %9, %cst_5, %8 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:   %cst_8 = arith.constant dense<-2147483648> : vector<2xi32>
// CHECK-NEXT:   %cst_9 = arith.constant dense<-8> : vector<2xi4>
// CHECK-NEXT:   %11 = arith.cmpi uge, %0, %cst_9 : vector<2xi4>
// CHECK-NEXT:   %12 = arith.select %11, %cst_8, %cst_5 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:   %13 = arith.addi %6, %10 : vector<2xi32>
// CHECK-NEXT:   %14 = arith.addi %13, %12 : vector<2xi32>
// CHECK-NEXT:   %15 = arith.bitcast %14 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:   %c1_i4 = arith.constant 1 : i4
// CHECK-NEXT:   %c3_i4 = arith.constant 3 : i4
// CHECK-NEXT:   %c22_i32 = arith.constant 22 : i32
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %cst_10 = arith.constant 6.000000e+00 : f32
// CHECK-NEXT:   %cst_11 = arith.constant -6.000000e+00 : f32
// CHECK-NEXT:   %16 = arith.cmpf ult, %arg1, %cst_10 : f32
// CHECK-NEXT:   %17 = arith.select %16, %arg1, %cst_10 : f32
// CHECK-NEXT:   %18 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:   %19 = arith.select %18, %cst_10, %17 : f32
// CHECK-NEXT:   %20 = arith.cmpf ugt, %19, %cst_11 : f32
// CHECK-NEXT:   %21 = arith.select %20, %19, %cst_11 : f32
// CHECK-NEXT:   %22 = arith.cmpf uno, %19, %19 : f32
// CHECK-NEXT:   %23 = arith.select %22, %cst_11, %21 : f32
// CHECK-NEXT:   %24 = arith.bitcast %23 : f32 to i32
// CHECK-NEXT:   %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:   %25 = arith.shrui %24, %c31_i32 : i32
// CHECK-NEXT:   %26 = arith.trunci %25 : i32 to i4
// CHECK-NEXT:   %27 = arith.shli %26, %c3_i4 : i4
// CHECK-NEXT:   %c126_i32 = arith.constant 126 : i32
// CHECK-NEXT:   %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:   %28 = arith.shrui %24, %c23_i32 : i32
// CHECK-NEXT:   %29 = arith.subi %28, %c126_i32 : i32
// CHECK-NEXT:   %30 = arith.trunci %29 : i32 to i4
// CHECK-NEXT:   %31 = arith.shli %30, %c1_i4 : i4
// CHECK-NEXT:   %32 = arith.addi %27, %31 : i4
// CHECK-NEXT:   %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT:   %33 = arith.andi %24, %c4194304_i32 : i32
// CHECK-NEXT:   %34 = arith.shrui %33, %c22_i32 : i32
// CHECK-NEXT:   %35 = arith.trunci %34 : i32 to i4
// CHECK-NEXT:   %36 = arith.addi %32, %35 : i4
// CHECK-NEXT:   %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT:   %37 = arith.trunci %29 : i32 to i8
// CHECK-NEXT:   %38 = arith.cmpi sle, %37, %c0_i8 : i8
// CHECK-NEXT:   %39 = arith.cmpi eq, %37, %c-1_i8 : i8
// CHECK-NEXT:   %40 = arith.andi %24, %c8388607_i32 : i32
// CHECK-NEXT:   %41 = arith.cmpi ugt, %40, %c0_i32 : i32
// CHECK-NEXT:   %42 = arith.andi %39, %41 : i1
// CHECK-NEXT:   %43 = arith.cmpi eq, %37, %c0_i8 : i8
// CHECK-NEXT:   %c-1_i4 = arith.constant -1 : i4
// CHECK-NEXT:   %c0_i4 = arith.constant 0 : i4
// CHECK-NEXT:   %44 = arith.select %38, %c-1_i4, %36 : i4
// CHECK-NEXT:   %45 = arith.select %42, %c0_i4, %44 : i4
// CHECK-NEXT:   %46 = arith.select %43, %36, %45 : i4
// CHECK-NEXT:   %c4194303_i32 = arith.constant 4194303 : i32
// CHECK-NEXT:   %c2097152_i32 = arith.constant 2097152 : i32
// CHECK-NEXT:   %47 = arith.andi %24, %c4194303_i32 : i32
// CHECK-NEXT:   %48 = arith.cmpi uge, %47, %c2097152_i32 : i32
// CHECK-NEXT:   %49 = arith.ori %48, %38 : i1
// CHECK-NEXT:   %50 = arith.addi %46, %c1_i4 : i4
// CHECK-NEXT:   %51 = arith.select %49, %50, %46 : i4
// CHECK-NEXT:   %52 = arith.bitcast %51 : i4 to f4E2M1FN
// CHECK-NEXT:   %53 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT:   %c1_i4_12 = arith.constant 1 : i4
// CHECK-NEXT:   %c3_i4_13 = arith.constant 3 : i4
// CHECK-NEXT:   %c22_i32_14 = arith.constant 22 : i32
// CHECK-NEXT:   %c0_i8_15 = arith.constant 0 : i8
// CHECK-NEXT:   %c-1_i8_16 = arith.constant -1 : i8
// CHECK-NEXT:   %c0_i32_17 = arith.constant 0 : i32
// CHECK-NEXT:   %cst_18 = arith.constant 6.000000e+00 : f32
// CHECK-NEXT:   %cst_19 = arith.constant -6.000000e+00 : f32
// CHECK-NEXT:   %54 = arith.cmpf ult, %53, %cst_18 : f32
// CHECK-NEXT:   %55 = arith.select %54, %53, %cst_18 : f32
// CHECK-NEXT:   %56 = arith.cmpf uno, %53, %53 : f32
// CHECK-NEXT:   %57 = arith.select %56, %cst_18, %55 : f32
// CHECK-NEXT:   %58 = arith.cmpf ugt, %57, %cst_19 : f32
// CHECK-NEXT:   %59 = arith.select %58, %57, %cst_19 : f32
// CHECK-NEXT:   %60 = arith.cmpf uno, %57, %57 : f32
// CHECK-NEXT:   %61 = arith.select %60, %cst_19, %59 : f32
// CHECK-NEXT:   %62 = arith.bitcast %61 : f32 to i32
// CHECK-NEXT:   %c31_i32_20 = arith.constant 31 : i32
// CHECK-NEXT:   %63 = arith.shrui %62, %c31_i32_20 : i32
// CHECK-NEXT:   %64 = arith.trunci %63 : i32 to i4
// CHECK-NEXT:   %65 = arith.shli %64, %c3_i4_13 : i4
// CHECK-NEXT:   %c126_i32_21 = arith.constant 126 : i32
// CHECK-NEXT:   %c23_i32_22 = arith.constant 23 : i32
// CHECK-NEXT:   %66 = arith.shrui %62, %c23_i32_22 : i32
// CHECK-NEXT:   %67 = arith.subi %66, %c126_i32_21 : i32
// CHECK-NEXT:   %68 = arith.trunci %67 : i32 to i4
// CHECK-NEXT:   %69 = arith.shli %68, %c1_i4_12 : i4
// CHECK-NEXT:   %70 = arith.addi %65, %69 : i4
// CHECK-NEXT:   %c4194304_i32_23 = arith.constant 4194304 : i32
// CHECK-NEXT:   %71 = arith.andi %62, %c4194304_i32_23 : i32
// CHECK-NEXT:   %72 = arith.shrui %71, %c22_i32_14 : i32
// CHECK-NEXT:   %73 = arith.trunci %72 : i32 to i4
// CHECK-NEXT:   %74 = arith.addi %70, %73 : i4
// CHECK-NEXT:   %c8388607_i32_24 = arith.constant 8388607 : i32
// CHECK-NEXT:   %75 = arith.trunci %67 : i32 to i8
// CHECK-NEXT:   %76 = arith.cmpi sle, %75, %c0_i8_15 : i8
// CHECK-NEXT:   %77 = arith.cmpi eq, %75, %c-1_i8_16 : i8
// CHECK-NEXT:   %78 = arith.andi %62, %c8388607_i32_24 : i32
// CHECK-NEXT:   %79 = arith.cmpi ugt, %78, %c0_i32_17 : i32
// CHECK-NEXT:   %80 = arith.andi %77, %79 : i1
// CHECK-NEXT:   %81 = arith.cmpi eq, %75, %c0_i8_15 : i8
// CHECK-NEXT:   %c-1_i4_25 = arith.constant -1 : i4
// CHECK-NEXT:   %c0_i4_26 = arith.constant 0 : i4
// CHECK-NEXT:   %82 = arith.select %76, %c-1_i4_25, %74 : i4
// CHECK-NEXT:   %83 = arith.select %80, %c0_i4_26, %82 : i4
// CHECK-NEXT:   %84 = arith.select %81, %74, %83 : i4
// CHECK-NEXT:   %c4194303_i32_27 = arith.constant 4194303 : i32
// CHECK-NEXT:   %c2097152_i32_28 = arith.constant 2097152 : i32
// CHECK-NEXT:   %85 = arith.andi %62, %c4194303_i32_27 : i32
// CHECK-NEXT:   %86 = arith.cmpi uge, %85, %c2097152_i32_28 : i32
// CHECK-NEXT:   %87 = arith.ori %86, %76 : i1
// CHECK-NEXT:   %88 = arith.addi %84, %c1_i4_12 : i4
// CHECK-NEXT:   %89 = arith.select %87, %88, %84 : i4
// CHECK-NEXT:   %90 = arith.bitcast %89 : i4 to f4E2M1FN
// CHECK-NEXT:   return %15, %52, %90 : vector<2xf32>, f4E2M1FN, f4E2M1FN
// CHECK-NEXT: }

// -----

func.func @f4e2m1_to_f16(%a: f4E2M1FN) -> f16 {
  %0 = arith.extf %a : f4E2M1FN to f16
  return %0 : f16
}

// CHECK-LABEL: func.func @f4e2m1_to_f16(%arg0: f4E2M1FN) -> f16 {
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : f4E2M1FN to i4
// CHECK-NEXT:   %c0_i4 = arith.constant 0 : i4
// CHECK-NEXT:   %c1_i4 = arith.constant 1 : i4
// CHECK-NEXT:   %c2_i4 = arith.constant 2 : i4
// CHECK-NEXT:   %c4_i4 = arith.constant 4 : i4
// CHECK-NEXT:   %c7_i4 = arith.constant 7 : i4
// CHECK-NEXT:   %1 = arith.andi %0, %c7_i4 : i4
// CHECK-NEXT:   %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:   %2 = arith.shli %1, %c2_i4 : i4
// CHECK-NEXT:   %3 = arith.cmpi eq, %1, %c1_i4 : i4
// CHECK-NEXT:   %4 = arith.select %3, %c0_i4, %2 : i4
// CHECK-NEXT:   %5 = arith.extui %4 : i4 to i32
// CHECK-NEXT:   %6 = arith.shli %5, %c20_i32 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1073741824_i32 = arith.constant 1073741824 : i32
// CHECK-NEXT:   %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT:   %7 = arith.cmpi uge, %1, %c4_i4 : i4
// CHECK-NEXT:   %8 = arith.select %7, %c1073741824_i32, %c1056964608_i32 : i32
// CHECK-NEXT:   %9 = arith.cmpi eq, %1, %c0_i4 : i4
// CHECK-NEXT:   %10 = arith.select %9, %c0_i32, %8 : i32
// CHECK-NEXT:   %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:   %c-8_i4 = arith.constant -8 : i4
// CHECK-NEXT:   %11 = arith.cmpi uge, %0, %c-8_i4 : i4
// CHECK-NEXT:   %12 = arith.select %11, %c-2147483648_i32, %c0_i32 : i32
// CHECK-NEXT:   %13 = arith.addi %6, %10 : i32
// CHECK-NEXT:   %14 = arith.addi %13, %12 : i32
// CHECK-NEXT:   %15 = arith.bitcast %14 : i32 to f32
// CHECK-NEXT:   %16 = arith.truncf %15 : f32 to f16
// CHECK-NEXT:   return %16 : f16
// CHECK-NEXT: }

// -----

// A scaled truncation to f4E2M1FN: the truncation it creates is expanded.
func.func @scaled(%a: f32, %s: f8E8M0FNU) -> f4E2M1FN {
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f4E2M1FN
  return %0 : f4E2M1FN
}

// CHECK-LABEL: func.func @scaled(%arg0: f32, %arg1: f8E8M0FNU) -> f4E2M1FN {
// CHECK-NEXT:   %0 = arith.bitcast %arg1 : f8E8M0FNU to i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:   %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT:   %2 = arith.shli %1, %c23_i32 : i32
// CHECK-NEXT:   %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// CHECK-NEXT:   %4 = arith.select %3, %c-1_i32, %2 : i32
// CHECK-NEXT:   %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT:   %6 = arith.divf %arg0, %5 : f32
// CHECK-NEXT:   %c1_i4 = arith.constant 1 : i4
// CHECK-NEXT:   %c3_i4 = arith.constant 3 : i4
// CHECK-NEXT:   %c22_i32 = arith.constant 22 : i32
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %c-1_i8_0 = arith.constant -1 : i8
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %cst = arith.constant 6.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -6.000000e+00 : f32
// CHECK-NEXT:   %7 = arith.cmpf ult, %6, %cst : f32
// CHECK-NEXT:   %8 = arith.select %7, %6, %cst : f32
// CHECK-NEXT:   %9 = arith.cmpf uno, %6, %6 : f32
// CHECK-NEXT:   %10 = arith.select %9, %cst, %8 : f32
// CHECK-NEXT:   %11 = arith.cmpf ugt, %10, %cst_1 : f32
// CHECK-NEXT:   %12 = arith.select %11, %10, %cst_1 : f32
// CHECK-NEXT:   %13 = arith.cmpf uno, %10, %10 : f32
// CHECK-NEXT:   %14 = arith.select %13, %cst_1, %12 : f32
// CHECK-NEXT:   %15 = arith.bitcast %14 : f32 to i32
// CHECK-NEXT:   %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:   %16 = arith.shrui %15, %c31_i32 : i32
// CHECK-NEXT:   %17 = arith.trunci %16 : i32 to i4
// CHECK-NEXT:   %18 = arith.shli %17, %c3_i4 : i4
// CHECK-NEXT:   %c126_i32 = arith.constant 126 : i32
// CHECK-NEXT:   %c23_i32_2 = arith.constant 23 : i32
// CHECK-NEXT:   %19 = arith.shrui %15, %c23_i32_2 : i32
// CHECK-NEXT:   %20 = arith.subi %19, %c126_i32 : i32
// CHECK-NEXT:   %21 = arith.trunci %20 : i32 to i4
// CHECK-NEXT:   %22 = arith.shli %21, %c1_i4 : i4
// CHECK-NEXT:   %23 = arith.addi %18, %22 : i4
// CHECK-NEXT:   %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT:   %24 = arith.andi %15, %c4194304_i32 : i32
// CHECK-NEXT:   %25 = arith.shrui %24, %c22_i32 : i32
// CHECK-NEXT:   %26 = arith.trunci %25 : i32 to i4
// CHECK-NEXT:   %27 = arith.addi %23, %26 : i4
// CHECK-NEXT:   %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT:   %28 = arith.trunci %20 : i32 to i8
// CHECK-NEXT:   %29 = arith.cmpi sle, %28, %c0_i8 : i8
// CHECK-NEXT:   %30 = arith.cmpi eq, %28, %c-1_i8_0 : i8
// CHECK-NEXT:   %31 = arith.andi %15, %c8388607_i32 : i32
// CHECK-NEXT:   %32 = arith.cmpi ugt, %31, %c0_i32 : i32
// CHECK-NEXT:   %33 = arith.andi %30, %32 : i1
// CHECK-NEXT:   %34 = arith.cmpi eq, %28, %c0_i8 : i8
// CHECK-NEXT:   %c-1_i4 = arith.constant -1 : i4
// CHECK-NEXT:   %c0_i4 = arith.constant 0 : i4
// CHECK-NEXT:   %35 = arith.select %29, %c-1_i4, %27 : i4
// CHECK-NEXT:   %36 = arith.select %33, %c0_i4, %35 : i4
// CHECK-NEXT:   %37 = arith.select %34, %27, %36 : i4
// CHECK-NEXT:   %c4194303_i32 = arith.constant 4194303 : i32
// CHECK-NEXT:   %c2097152_i32 = arith.constant 2097152 : i32
// CHECK-NEXT:   %38 = arith.andi %15, %c4194303_i32 : i32
// CHECK-NEXT:   %39 = arith.cmpi uge, %38, %c2097152_i32 : i32
// CHECK-NEXT:   %40 = arith.ori %39, %29 : i1
// CHECK-NEXT:   %41 = arith.addi %37, %c1_i4 : i4
// CHECK-NEXT:   %42 = arith.select %40, %41, %37 : i4
// CHECK-NEXT:   %43 = arith.bitcast %42 : i4 to f4E2M1FN
// CHECK-NEXT:   return %43 : f4E2M1FN
// CHECK-NEXT: }
