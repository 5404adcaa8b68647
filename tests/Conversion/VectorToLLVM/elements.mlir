// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Element access on 1-D vectors: static and dynamic positions.
func.func @lanes(%v: vector<7xi16>, %s: i16, %k: index) -> (i16, i16, vector<7xi16>) {
  %a = vector.extract %v[5] : i16 from vector<7xi16>
  %b = vector.extract %v[%k] : i16 from vector<7xi16>
  %c = vector.insert %s, %v[0] : i16 into vector<7xi16>
  %d = vector.insert %b, %c[%k] : i16 into vector<7xi16>
  return %a, %b, %d : i16, i16, vector<7xi16>
}

// -----

// n-D vectors are arrays of 1-D vectors: rows are aggregate elements.
func.func @rows(%m: vector<2x3x5xf32>, %r: vector<5xf32>, %x: f32) -> (vector<3x5xf32>, vector<5xf32>, f32, vector<2x3x5xf32>) {
  %a = vector.extract %m[1] : vector<3x5xf32> from vector<2x3x5xf32>
  %b = vector.extract %m[0, 2] : vector<5xf32> from vector<2x3x5xf32>
  %c = vector.extract %m[1, 1, 4] : f32 from vector<2x3x5xf32>
  %d = vector.insert %r, %m[1, 0] : vector<5xf32> into vector<2x3x5xf32>
  %e = vector.insert %x, %d[0, 2, 3] : f32 into vector<2x3x5xf32>
  return %a, %b, %c, %e : vector<3x5xf32>, vector<5xf32>, f32, vector<2x3x5xf32>
}

// -----

// A dynamic position in the aggregate part is not lowered.
func.func @dynamic_row(%m: vector<4x2xi8>, %k: index) -> vector<2xi8> {
  %a = vector.extract %m[%k] : vector<2xi8> from vector<4x2xi8>
  return %a : vector<2xi8>
}

// -----

// 0-D vectors are vectors of one element.
func.func @zero_d(%v: vector<i32>, %s: i32) -> (i32, vector<i32>) {
  %a = vector.extract %v[] : i32 from vector<i32>
  %b = vector.insert %s, %v[] : i32 into vector<i32>
  return %a, %b : i32, vector<i32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @lanes(%arg0: vector<7xi16>, %arg1: i16, %arg2: index) -> (i16, i16, vector<7xi16>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:     %2 = llvm.extractelement %arg0[%1 : i64] : vector<7xi16>
// CHECK-NEXT:     %3 = llvm.extractelement %arg0[%0 : i64] : vector<7xi16>
// CHECK-NEXT:     %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %5 = llvm.insertelement %arg1, %arg0[%4 : i64] : vector<7xi16>
// CHECK-NEXT:     %6 = llvm.insertelement %3, %5[%0 : i64] : vector<7xi16>
// CHECK-NEXT:     return %2, %3, %6 : i16, i16, vector<7xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rows(%arg0: vector<2x3x5xf32>, %arg1: vector<5xf32>, %arg2: f32) -> (vector<3x5xf32>, vector<5xf32>, f32, vector<2x3x5xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x5xf32> to !llvm.array<2 x array<3 x vector<5xf32>>>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.array<2 x array<3 x vector<5xf32>>> 
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<3 x vector<5xf32>> to vector<3x5xf32>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<5xf32>>> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<5xf32>>> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:     %6 = llvm.extractelement %4[%5 : i64] : vector<5xf32>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg1, %0[1, 0] : !llvm.array<2 x array<3 x vector<5xf32>>> 
// CHECK-NEXT:     %8 = llvm.extractvalue %7[0, 2] : !llvm.array<2 x array<3 x vector<5xf32>>> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %arg2, %8[%9 : i64] : vector<5xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %7[0, 2] : !llvm.array<2 x array<3 x vector<5xf32>>> 
// CHECK-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x array<3 x vector<5xf32>>> to vector<2x3x5xf32>
// CHECK-NEXT:     return %2, %3, %6, %12 : vector<3x5xf32>, vector<5xf32>, f32, vector<2x3x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic_row(%arg0: vector<4x2xi8>, %arg1: index) -> vector<2xi8> {
// CHECK-NEXT:     %0 = vector.extract %arg0[%arg1] : vector<2xi8> from vector<4x2xi8>
// CHECK-NEXT:     return %0 : vector<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zero_d(%arg0: vector<i32>, %arg1: i32) -> (i32, vector<i32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<i32> to vector<1xi32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %2 = llvm.extractelement %0[%1 : i64] : vector<1xi32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %4 = llvm.insertelement %arg1, %0[%3 : i64] : vector<1xi32>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<1xi32> to vector<i32>
// CHECK-NEXT:     return %2, %5 : i32, vector<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
