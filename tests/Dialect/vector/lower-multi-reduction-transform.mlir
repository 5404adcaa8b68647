// RUN: strata-opt %s -transform-interpreter -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-transform-interpreter -split-input-file

// transform.apply_patterns.vector.lower_multi_reduction, inner reduction:
// the parallel dimensions are flattened into one, each row reduced.
func.func @inner_reduction(%v: vector<2x2x3xi8>, %acc: vector<2x2xi8>) -> vector<2x2xi8> {
  %0 = vector.multi_reduction <xor>, %v, %acc [2] : vector<2x2x3xi8> to vector<2x2xi8>
  return %0 : vector<2x2xi8>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = innerreduction
    } : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @inner_reduction(%arg0: vector<2x2x3xi8>, %arg1: vector<2x2xi8>) -> vector<2x2xi8> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : vector<3xi8> from vector<2x2x3xi8>
// CHECK-NEXT: %1 = vector.extract %arg1[0, 0] : i8 from vector<2x2xi8>
// CHECK-NEXT: %2 = vector.reduction <xor>, %0, %1 : vector<3xi8> into i8
// CHECK-NEXT: %3 = vector.insert %2, %cst [0] : i8 into vector<4xi8>
// CHECK-NEXT: %4 = vector.extract %arg0[0, 1] : vector<3xi8> from vector<2x2x3xi8>
// CHECK-NEXT: %5 = vector.extract %arg1[0, 1] : i8 from vector<2x2xi8>
// CHECK-NEXT: %6 = vector.reduction <xor>, %4, %5 : vector<3xi8> into i8
// CHECK-NEXT: %7 = vector.insert %6, %3 [1] : i8 into vector<4xi8>
// CHECK-NEXT: %8 = vector.extract %arg0[1, 0] : vector<3xi8> from vector<2x2x3xi8>
// CHECK-NEXT: %9 = vector.extract %arg1[1, 0] : i8 from vector<2x2xi8>
// CHECK-NEXT: %10 = vector.reduction <xor>, %8, %9 : vector<3xi8> into i8
// CHECK-NEXT: %11 = vector.insert %10, %7 [2] : i8 into vector<4xi8>
// CHECK-NEXT: %12 = vector.extract %arg0[1, 1] : vector<3xi8> from vector<2x2x3xi8>
// CHECK-NEXT: %13 = vector.extract %arg1[1, 1] : i8 from vector<2x2xi8>
// CHECK-NEXT: %14 = vector.reduction <xor>, %12, %13 : vector<3xi8> into i8
// CHECK-NEXT: %15 = vector.insert %14, %11 [3] : i8 into vector<4xi8>
// CHECK-NEXT: %16 = vector.shape_cast %15 : vector<4xi8> to vector<2x2xi8>
// CHECK-NEXT: return %16 : vector<2x2xi8>

// -----

// The default strategy (inner parallel), on a masked 1-D reduction.
func.func @masked_1d(%v: vector<4xi32>, %acc: i32, %m: vector<4xi1>) -> i32 {
  %0 = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [0] : vector<4xi32> to i32 } : vector<4xi1> -> i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_multi_reduction
    } : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @masked_1d(%arg0: vector<4xi32>, %arg1: i32, %arg2: vector<4xi1>) -> i32 {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4xi32> to vector<1x4xi32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : i32 to vector<1xi32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : vector<4xi1> to vector<1x4xi1>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// CHECK-NEXT: %4 = vector.transpose %0, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
// CHECK-NEXT: %5 = vector.extract %4[0] : vector<1xi32> from vector<4x1xi32>
// CHECK-NEXT: %6 = vector.extract %3[0] : vector<1xi1> from vector<4x1xi1>
// CHECK-NEXT: %7 = arith.muli %5, %1 : vector<1xi32>
// CHECK-NEXT: %8 = arith.select %6, %7, %1 : vector<1xi1>, vector<1xi32>
// CHECK-NEXT: %9 = vector.extract %4[1] : vector<1xi32> from vector<4x1xi32>
// CHECK-NEXT: %10 = vector.extract %3[1] : vector<1xi1> from vector<4x1xi1>
// CHECK-NEXT: %11 = arith.muli %9, %8 : vector<1xi32>
// CHECK-NEXT: %12 = arith.select %10, %11, %8 : vector<1xi1>, vector<1xi32>
// CHECK-NEXT: %13 = vector.extract %4[2] : vector<1xi32> from vector<4x1xi32>
// CHECK-NEXT: %14 = vector.extract %3[2] : vector<1xi1> from vector<4x1xi1>
// CHECK-NEXT: %15 = arith.muli %13, %12 : vector<1xi32>
// CHECK-NEXT: %16 = arith.select %14, %15, %12 : vector<1xi1>, vector<1xi32>
// CHECK-NEXT: %17 = vector.extract %4[3] : vector<1xi32> from vector<4x1xi32>
// CHECK-NEXT: %18 = vector.extract %3[3] : vector<1xi1> from vector<4x1xi1>
// CHECK-NEXT: %19 = arith.muli %17, %16 : vector<1xi32>
// CHECK-NEXT: %20 = arith.select %18, %19, %16 : vector<1xi1>, vector<1xi32>
// CHECK-NEXT: %21 = vector.extract %20[0] : i32 from vector<1xi32>
// CHECK-NEXT: return %21 : i32

// -----

// An extract of a shape_cast that keeps the extracted trailing dimensions
// reads the cast's source (a fold).
func.func @extract_of_shape_cast(%v: vector<2x3x4xf32>) -> (vector<4xf32>, f32) {
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.extract %0[4] : vector<4xf32> from vector<6x4xf32>
  %2 = vector.shape_cast %v : vector<2x3x4xf32> to vector<24xf32>
  %3 = vector.extract %2[13] : f32 from vector<24xf32>
  return %1, %3 : vector<4xf32>, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_multi_reduction
    } : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @extract_of_shape_cast(%arg0: vector<2x3x4xf32>) -> (vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 0, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, f32
