// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// A 1-D dot product: products reduced into the accumulator.
func.func @dot(%a: vector<5xi16>, %b: vector<5xi16>, %acc: i16) -> i16 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<5xi16>, vector<5xi16> into i16
  return %0 : i16
}

// -----

// Outer products, with and without accumulators, and the AXPY form.
func.func @outer(%a: vector<3xf64>, %b: vector<2xf64>, %c: vector<3x2xf64>, %s: f64) -> (vector<3x2xf64>, vector<3x2xf64>, vector<3xf64>) {
  %0 = vector.outerproduct %a, %b : vector<3xf64>, vector<2xf64>
  %1 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minimumf>} : vector<3xf64>, vector<2xf64>
  %2 = vector.outerproduct %a, %s, %a {kind = #vector.kind<add>} : vector<3xf64>, f64
  return %0, %1, %2 : vector<3x2xf64>, vector<3x2xf64>, vector<3xf64>
}

// -----

// Transposes move elements one by one.
func.func @transpose(%v: vector<2x2x3xi8>) -> vector<3x2x2xi8> {
  %0 = vector.transpose %v, [2, 1, 0] : vector<2x2x3xi8> to vector<3x2x2xi8>
  return %0 : vector<3x2x2xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dot(%arg0: vector<5xi16>, %arg1: vector<5xi16>, %arg2: i16) -> i16 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : vector<5xi16>
// CHECK-NEXT:     %1 = "llvm.intr.vector.reduce.add"(%0) : (vector<5xi16>) -> i16
// CHECK-NEXT:     %2 = llvm.add %arg2, %1 : i16
// CHECK-NEXT:     return %2 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer(%arg0: vector<3xf64>, %arg1: vector<2xf64>, %arg2: vector<3x2xf64>, %arg3: f64) -> (vector<3x2xf64>, vector<3x2xf64>, vector<3xf64>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3x2xf64>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %cst : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %3 = llvm.extractelement %arg0[%2 : i64] : vector<3xf64>
// CHECK-NEXT:     %4 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<2xf64>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0] : vector<2xf64> 
// CHECK-NEXT:     %8 = arith.mulf %7, %arg1 : vector<2xf64>
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %1[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %11 = llvm.extractelement %arg0[%10 : i64] : vector<3xf64>
// CHECK-NEXT:     %12 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT:     %13 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %14 = llvm.insertelement %11, %12[%13 : i32] : vector<2xf64>
// CHECK-NEXT:     %15 = llvm.shufflevector %14, %12 [0, 0] : vector<2xf64> 
// CHECK-NEXT:     %16 = arith.mulf %15, %arg1 : vector<2xf64>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %9[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %19 = llvm.extractelement %arg0[%18 : i64] : vector<3xf64>
// CHECK-NEXT:     %20 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %22 = llvm.insertelement %19, %20[%21 : i32] : vector<2xf64>
// CHECK-NEXT:     %23 = llvm.shufflevector %22, %20 [0, 0] : vector<2xf64> 
// CHECK-NEXT:     %24 = arith.mulf %23, %arg1 : vector<2xf64>
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %17[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<3 x vector<2xf64>> to vector<3x2xf64>
// CHECK-NEXT:     %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %28 = llvm.extractelement %arg0[%27 : i64] : vector<3xf64>
// CHECK-NEXT:     %29 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT:     %30 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %31 = llvm.insertelement %28, %29[%30 : i32] : vector<2xf64>
// CHECK-NEXT:     %32 = llvm.shufflevector %31, %29 [0, 0] : vector<2xf64> 
// CHECK-NEXT:     %33 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %34 = arith.mulf %32, %arg1 : vector<2xf64>
// CHECK-NEXT:     %35 = arith.minimumf %34, %33 : vector<2xf64>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %1[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %38 = llvm.extractelement %arg0[%37 : i64] : vector<3xf64>
// CHECK-NEXT:     %39 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT:     %40 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %41 = llvm.insertelement %38, %39[%40 : i32] : vector<2xf64>
// CHECK-NEXT:     %42 = llvm.shufflevector %41, %39 [0, 0] : vector<2xf64> 
// CHECK-NEXT:     %43 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %44 = arith.mulf %42, %arg1 : vector<2xf64>
// CHECK-NEXT:     %45 = arith.minimumf %44, %43 : vector<2xf64>
// CHECK-NEXT:     %46 = llvm.insertvalue %45, %36[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %47 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %48 = llvm.extractelement %arg0[%47 : i64] : vector<3xf64>
// CHECK-NEXT:     %49 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT:     %50 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %51 = llvm.insertelement %48, %49[%50 : i32] : vector<2xf64>
// CHECK-NEXT:     %52 = llvm.shufflevector %51, %49 [0, 0] : vector<2xf64> 
// CHECK-NEXT:     %53 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %54 = arith.mulf %52, %arg1 : vector<2xf64>
// CHECK-NEXT:     %55 = arith.minimumf %54, %53 : vector<2xf64>
// CHECK-NEXT:     %56 = llvm.insertvalue %55, %46[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %57 = builtin.unrealized_conversion_cast %56 : !llvm.array<3 x vector<2xf64>> to vector<3x2xf64>
// CHECK-NEXT:     %58 = llvm.mlir.poison : vector<3xf64>
// CHECK-NEXT:     %59 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %60 = llvm.insertelement %arg3, %58[%59 : i32] : vector<3xf64>
// CHECK-NEXT:     %61 = llvm.shufflevector %60, %58 [0, 0, 0] : vector<3xf64> 
// CHECK-NEXT:     %62 = llvm.intr.fmuladd(%arg0, %61, %arg0) : (vector<3xf64>, vector<3xf64>, vector<3xf64>) -> vector<3xf64>
// CHECK-NEXT:     return %26, %57, %62 : vector<3x2xf64>, vector<3x2xf64>, vector<3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose(%arg0: vector<2x2x3xi8>) -> vector<3x2x2xi8> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xi8> to !llvm.array<2 x array<2 x vector<3xi8>>>
// CHECK-NEXT:     %1 = ub.poison : vector<3x2x2xi8>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x2xi8> to !llvm.array<3 x array<2 x vector<2xi8>>>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %5 = llvm.extractelement %3[%4 : i64] : vector<3xi8>
// CHECK-NEXT:     %6 = llvm.extractvalue %2[0, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xi8>
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %2[0, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %10 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %12 = llvm.extractelement %10[%11 : i64] : vector<3xi8>
// CHECK-NEXT:     %13 = llvm.extractvalue %9[1, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xi8>
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %9[1, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %17 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %19 = llvm.extractelement %17[%18 : i64] : vector<3xi8>
// CHECK-NEXT:     %20 = llvm.extractvalue %16[2, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xi8>
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %16[2, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %24 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %26 = llvm.extractelement %24[%25 : i64] : vector<3xi8>
// CHECK-NEXT:     %27 = llvm.extractvalue %23[0, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xi8>
// CHECK-NEXT:     %30 = llvm.insertvalue %29, %23[0, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %31 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %33 = llvm.extractelement %31[%32 : i64] : vector<3xi8>
// CHECK-NEXT:     %34 = llvm.extractvalue %30[1, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xi8>
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %30[1, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %38 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %39 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %40 = llvm.extractelement %38[%39 : i64] : vector<3xi8>
// CHECK-NEXT:     %41 = llvm.extractvalue %37[2, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xi8>
// CHECK-NEXT:     %44 = llvm.insertvalue %43, %37[2, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %45 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %46 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %47 = llvm.extractelement %45[%46 : i64] : vector<3xi8>
// CHECK-NEXT:     %48 = llvm.extractvalue %44[0, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %49 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %50 = llvm.insertelement %47, %48[%49 : i64] : vector<2xi8>
// CHECK-NEXT:     %51 = llvm.insertvalue %50, %44[0, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %52 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %53 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %54 = llvm.extractelement %52[%53 : i64] : vector<3xi8>
// CHECK-NEXT:     %55 = llvm.extractvalue %51[1, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %56 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %57 = llvm.insertelement %54, %55[%56 : i64] : vector<2xi8>
// CHECK-NEXT:     %58 = llvm.insertvalue %57, %51[1, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %59 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %60 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %61 = llvm.extractelement %59[%60 : i64] : vector<3xi8>
// CHECK-NEXT:     %62 = llvm.extractvalue %58[2, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %63 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %64 = llvm.insertelement %61, %62[%63 : i64] : vector<2xi8>
// CHECK-NEXT:     %65 = llvm.insertvalue %64, %58[2, 0] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %66 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %67 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %68 = llvm.extractelement %66[%67 : i64] : vector<3xi8>
// CHECK-NEXT:     %69 = llvm.extractvalue %65[0, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %70 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %71 = llvm.insertelement %68, %69[%70 : i64] : vector<2xi8>
// CHECK-NEXT:     %72 = llvm.insertvalue %71, %65[0, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %73 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %74 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %75 = llvm.extractelement %73[%74 : i64] : vector<3xi8>
// CHECK-NEXT:     %76 = llvm.extractvalue %72[1, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %78 = llvm.insertelement %75, %76[%77 : i64] : vector<2xi8>
// CHECK-NEXT:     %79 = llvm.insertvalue %78, %72[1, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %80 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xi8>>> 
// CHECK-NEXT:     %81 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %82 = llvm.extractelement %80[%81 : i64] : vector<3xi8>
// CHECK-NEXT:     %83 = llvm.extractvalue %79[2, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %84 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %85 = llvm.insertelement %82, %83[%84 : i64] : vector<2xi8>
// CHECK-NEXT:     %86 = llvm.insertvalue %85, %79[2, 1] : !llvm.array<3 x array<2 x vector<2xi8>>> 
// CHECK-NEXT:     %87 = builtin.unrealized_conversion_cast %86 : !llvm.array<3 x array<2 x vector<2xi8>>> to vector<3x2x2xi8>
// CHECK-NEXT:     return %87 : vector<3x2x2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
