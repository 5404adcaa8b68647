// RUN: strata-opt %s -lower-vector-multi-reduction -split-input-file | FileCheck %s --check-prefix=PAR
// RUN: strata-opt %s -lower-vector-multi-reduction=lowering-strategy=inner-reduction -split-input-file | FileCheck %s --check-prefix=RED
// CONFORMANCE: pipeline=-lower-vector-multi-reduction -split-input-file
// CONFORMANCE: pipeline=-lower-vector-multi-reduction=lowering-strategy=inner-reduction -split-input-file

// The reduced dimension moves to the front (inner-parallel: the rows are
// combined elementwise) or to the back (inner-reduction: one
// vector.reduction per row).
func.func @reduce_middle(%v: vector<2x3x2xi32>, %acc: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.multi_reduction <maxsi>, %v, %acc [1] : vector<2x3x2xi32> to vector<2x2xi32>
  return %0 : vector<2x2xi32>
}

// PAR-LABEL: func.func @reduce_middle(%arg0: vector<2x3x2xi32>, %arg1: vector<2x2xi32>) -> vector<2x2xi32> {
// PAR-NEXT: %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x2xi32> to vector<3x2x2xi32>
// PAR-NEXT: %1 = vector.shape_cast %0 : vector<3x2x2xi32> to vector<3x4xi32>
// PAR-NEXT: %2 = vector.shape_cast %arg1 : vector<2x2xi32> to vector<4xi32>
// PAR-NEXT: %3 = vector.extract %1[0] : vector<4xi32> from vector<3x4xi32>
// PAR-NEXT: %4 = arith.maxsi %3, %2 : vector<4xi32>
// PAR-NEXT: %5 = vector.extract %1[1] : vector<4xi32> from vector<3x4xi32>
// PAR-NEXT: %6 = arith.maxsi %5, %4 : vector<4xi32>
// PAR-NEXT: %7 = vector.extract %1[2] : vector<4xi32> from vector<3x4xi32>
// PAR-NEXT: %8 = arith.maxsi %7, %6 : vector<4xi32>
// PAR-NEXT: %9 = vector.shape_cast %8 : vector<4xi32> to vector<2x2xi32>
// PAR-NEXT: return %9 : vector<2x2xi32>

// RED-LABEL: func.func @reduce_middle(%arg0: vector<2x3x2xi32>, %arg1: vector<2x2xi32>) -> vector<2x2xi32> {
// RED-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// RED-NEXT: %0 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x2xi32> to vector<2x2x3xi32>
// RED-NEXT: %1 = vector.extract %0[0, 0] : vector<3xi32> from vector<2x2x3xi32>
// RED-NEXT: %2 = vector.extract %arg1[0, 0] : i32 from vector<2x2xi32>
// RED-NEXT: %3 = vector.reduction <maxsi>, %1, %2 : vector<3xi32> into i32
// RED-NEXT: %4 = vector.insert %3, %cst [0] : i32 into vector<4xi32>
// RED-NEXT: %5 = vector.extract %0[0, 1] : vector<3xi32> from vector<2x2x3xi32>
// RED-NEXT: %6 = vector.extract %arg1[0, 1] : i32 from vector<2x2xi32>
// RED-NEXT: %7 = vector.reduction <maxsi>, %5, %6 : vector<3xi32> into i32
// RED-NEXT: %8 = vector.insert %7, %4 [1] : i32 into vector<4xi32>
// RED-NEXT: %9 = vector.extract %0[1, 0] : vector<3xi32> from vector<2x2x3xi32>
// RED-NEXT: %10 = vector.extract %arg1[1, 0] : i32 from vector<2x2xi32>
// RED-NEXT: %11 = vector.reduction <maxsi>, %9, %10 : vector<3xi32> into i32
// RED-NEXT: %12 = vector.insert %11, %8 [2] : i32 into vector<4xi32>
// RED-NEXT: %13 = vector.extract %0[1, 1] : vector<3xi32> from vector<2x2x3xi32>
// RED-NEXT: %14 = vector.extract %arg1[1, 1] : i32 from vector<2x2xi32>
// RED-NEXT: %15 = vector.reduction <maxsi>, %13, %14 : vector<3xi32> into i32
// RED-NEXT: %16 = vector.insert %15, %12 [3] : i32 into vector<4xi32>
// RED-NEXT: %17 = vector.shape_cast %16 : vector<4xi32> to vector<2x2xi32>
// RED-NEXT: return %17 : vector<2x2xi32>

// -----

// A full reduction of a 1-D vector.
func.func @reduce_1d(%v: vector<3xf16>, %acc: f16) -> f16 {
  %0 = vector.multi_reduction <minimumf>, %v, %acc [0] : vector<3xf16> to f16
  return %0 : f16
}

// PAR-LABEL: func.func @reduce_1d(%arg0: vector<3xf16>, %arg1: f16) -> f16 {
// PAR-NEXT: %0 = vector.shape_cast %arg0 : vector<3xf16> to vector<1x3xf16>
// PAR-NEXT: %1 = vector.broadcast %arg1 : f16 to vector<1xf16>
// PAR-NEXT: %2 = vector.transpose %0, [1, 0] : vector<1x3xf16> to vector<3x1xf16>
// PAR-NEXT: %3 = vector.extract %2[0] : vector<1xf16> from vector<3x1xf16>
// PAR-NEXT: %4 = arith.minimumf %3, %1 : vector<1xf16>
// PAR-NEXT: %5 = vector.extract %2[1] : vector<1xf16> from vector<3x1xf16>
// PAR-NEXT: %6 = arith.minimumf %5, %4 : vector<1xf16>
// PAR-NEXT: %7 = vector.extract %2[2] : vector<1xf16> from vector<3x1xf16>
// PAR-NEXT: %8 = arith.minimumf %7, %6 : vector<1xf16>
// PAR-NEXT: %9 = vector.extract %8[0] : f16 from vector<1xf16>
// PAR-NEXT: return %9 : f16

// RED-LABEL: func.func @reduce_1d(%arg0: vector<3xf16>, %arg1: f16) -> f16 {
// RED-NEXT: %0 = vector.reduction <minimumf>, %arg0, %arg1 : vector<3xf16> into f16
// RED-NEXT: return %0 : f16

// -----

// Under a mask, the mask is transposed, cast and sliced as the source;
// masked-off lanes keep the accumulator.
func.func @masked(%v: vector<3x2xf32>, %acc: vector<2xf32>, %m: vector<3x2xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<3x2xf32> to vector<2xf32> } : vector<3x2xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// PAR-LABEL: func.func @masked(%arg0: vector<3x2xf32>, %arg1: vector<2xf32>, %arg2: vector<3x2xi1>) -> vector<2xf32> {
// PAR-NEXT: %0 = vector.extract %arg0[0] : vector<2xf32> from vector<3x2xf32>
// PAR-NEXT: %1 = vector.extract %arg2[0] : vector<2xi1> from vector<3x2xi1>
// PAR-NEXT: %2 = arith.addf %0, %arg1 : vector<2xf32>
// PAR-NEXT: %3 = arith.select %1, %2, %arg1 : vector<2xi1>, vector<2xf32>
// PAR-NEXT: %4 = vector.extract %arg0[1] : vector<2xf32> from vector<3x2xf32>
// PAR-NEXT: %5 = vector.extract %arg2[1] : vector<2xi1> from vector<3x2xi1>
// PAR-NEXT: %6 = arith.addf %4, %3 : vector<2xf32>
// PAR-NEXT: %7 = arith.select %5, %6, %3 : vector<2xi1>, vector<2xf32>
// PAR-NEXT: %8 = vector.extract %arg0[2] : vector<2xf32> from vector<3x2xf32>
// PAR-NEXT: %9 = vector.extract %arg2[2] : vector<2xi1> from vector<3x2xi1>
// PAR-NEXT: %10 = arith.addf %8, %7 : vector<2xf32>
// PAR-NEXT: %11 = arith.select %9, %10, %7 : vector<2xi1>, vector<2xf32>
// PAR-NEXT: return %11 : vector<2xf32>

// RED-LABEL: func.func @masked(%arg0: vector<3x2xf32>, %arg1: vector<2xf32>, %arg2: vector<3x2xi1>) -> vector<2xf32> {
// RED-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// RED-NEXT: %0 = vector.transpose %arg2, [1, 0] : vector<3x2xi1> to vector<2x3xi1>
// RED-NEXT: %1 = vector.transpose %arg0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// RED-NEXT: %2 = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
// RED-NEXT: %3 = vector.extract %arg1[0] : f32 from vector<2xf32>
// RED-NEXT: %4 = vector.extract %0[0] : vector<3xi1> from vector<2x3xi1>
// RED-NEXT: %5 = vector.mask %4 { vector.reduction <add>, %2, %3 : vector<3xf32> into f32 } : vector<3xi1> -> f32
// RED-NEXT: %6 = vector.insert %5, %cst [0] : f32 into vector<2xf32>
// RED-NEXT: %7 = vector.extract %1[1] : vector<3xf32> from vector<2x3xf32>
// RED-NEXT: %8 = vector.extract %arg1[1] : f32 from vector<2xf32>
// RED-NEXT: %9 = vector.extract %0[1] : vector<3xi1> from vector<2x3xi1>
// RED-NEXT: %10 = vector.mask %9 { vector.reduction <add>, %7, %8 : vector<3xf32> into f32 } : vector<3xi1> -> f32
// RED-NEXT: %11 = vector.insert %10, %6 [1] : f32 into vector<2xf32>
// RED-NEXT: return %11 : vector<2xf32>
