// RUN: strata-opt %s -transform-interpreter -split-input-file | FileCheck %s

// Shape casts: leading unit dimensions only (one extract and insert), a
// common suffix moved whole (gcd 1), slices of the gcd of the dimensions
// before the suffix, and a scalable trailing dimension.
func.func @casts(%a: vector<1x4x3xf32>, %b: vector<3x4xi8>, %c: vector<6x2xf16>, %d: vector<2x[4]xi32>)
    -> (vector<4x3xf32>, vector<2x6xi8>, vector<4x3xf16>, vector<[8]xi32>) {
  %0 = vector.shape_cast %a : vector<1x4x3xf32> to vector<4x3xf32>
  %1 = vector.shape_cast %b : vector<3x4xi8> to vector<2x6xi8>
  %2 = vector.shape_cast %c : vector<6x2xf16> to vector<4x3xf16>
  %3 = vector.shape_cast %d : vector<2x[4]xi32> to vector<[8]xi32>
  return %0, %1, %2, %3 : vector<4x3xf32>, vector<2x6xi8>, vector<4x3xf16>, vector<[8]xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_shape_cast
    } : !transform.any_op
    transform.yield
  }
}

// -----

// Transposes: trailing dimensions left in place stay vectors; a unit
// dimension makes a shape_cast; scalable sources stay.
func.func @eltwise(%a: vector<2x3x4xf32>, %b: vector<5x1xi32>, %c: vector<2x[4]xf32>)
    -> (vector<3x2x4xf32>, vector<1x5xi32>, vector<[4]x2xf32>) {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %b, [1, 0] : vector<5x1xi32> to vector<1x5xi32>
  %2 = vector.transpose %c, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
  return %0, %1, %2 : vector<3x2x4xf32>, vector<1x5xi32>, vector<[4]x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose
    } : !transform.any_op
    transform.yield
  }
}

// -----

// shuffle_1d on a 2-D slice of a 3-D vector; other transposes are left.
func.func @shuffle_1d(%a: vector<3x1x2xf32>, %b: vector<2x3x4xf32>) -> (vector<2x1x3xf32>, vector<4x3x2xf32>) {
  %0 = vector.transpose %a, [2, 1, 0] : vector<3x1x2xf32> to vector<2x1x3xf32>
  %1 = vector.transpose %b, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  return %0, %1 : vector<2x1x3xf32>, vector<4x3x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
    } : !transform.any_op
    transform.yield
  }
}

// -----

// AVX2: a 4x8 f32 transpose as unpacks, shuffles and lane permutes; an
// f64 one falls back to shuffle_16x16's 1-D shuffle.
func.func @avx2(%a: vector<4x8xf32>, %b: vector<2x4xf64>) -> (vector<8x4xf32>, vector<4x2xf64>) {
  %0 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %1 = vector.transpose %b, [1, 0] : vector<2x4xf64> to vector<4x2xf64>
  return %0, %1 : vector<8x4xf32>, vector<4x2xf64>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_16x16 avx2_lowering_strategy = true
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: vector<1x4x3xf32>, %arg1: vector<3x4xi8>, %arg2: vector<6x2xf16>, %arg3: vector<2x[4]xi32>) -> (vector<4x3xf32>, vector<2x6xi8>, vector<4x3xf16>, vector<[8]xi32>) {
// CHECK-NEXT:     %0 = ub.poison : vector<[8]xi32>
// CHECK-NEXT:     %1 = ub.poison : vector<4x3xf16>
// CHECK-NEXT:     %2 = ub.poison : vector<6xi8>
// CHECK-NEXT:     %3 = ub.poison : vector<2x6xi8>
// CHECK-NEXT:     %4 = vector.extract %arg0[0] : vector<4x3xf32> from vector<1x4x3xf32>
// CHECK-NEXT:     %5 = vector.extract %arg1[0] : vector<4xi8> from vector<3x4xi8>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %5 {offsets = [0], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK-NEXT:     %7 = vector.insert_strided_slice %6, %2 {offsets = [0], strides = [1]} : vector<2xi8> into vector<6xi8>
// CHECK-NEXT:     %8 = vector.extract_strided_slice %5 {offsets = [2], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK-NEXT:     %9 = vector.insert_strided_slice %8, %7 {offsets = [2], strides = [1]} : vector<2xi8> into vector<6xi8>
// CHECK-NEXT:     %10 = vector.extract %arg1[1] : vector<4xi8> from vector<3x4xi8>
// CHECK-NEXT:     %11 = vector.extract_strided_slice %10 {offsets = [0], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK-NEXT:     %12 = vector.insert_strided_slice %11, %9 {offsets = [4], strides = [1]} : vector<2xi8> into vector<6xi8>
// CHECK-NEXT:     %13 = vector.insert %12, %3 [0] : vector<6xi8> into vector<2x6xi8>
// CHECK-NEXT:     %14 = vector.extract_strided_slice %10 {offsets = [2], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK-NEXT:     %15 = vector.insert_strided_slice %14, %2 {offsets = [0], strides = [1]} : vector<2xi8> into vector<6xi8>
// CHECK-NEXT:     %16 = vector.extract %arg1[2] : vector<4xi8> from vector<3x4xi8>
// CHECK-NEXT:     %17 = vector.extract_strided_slice %16 {offsets = [0], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK-NEXT:     %18 = vector.insert_strided_slice %17, %15 {offsets = [2], strides = [1]} : vector<2xi8> into vector<6xi8>
// CHECK-NEXT:     %19 = vector.extract_strided_slice %16 {offsets = [2], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK-NEXT:     %20 = vector.insert_strided_slice %19, %18 {offsets = [4], strides = [1]} : vector<2xi8> into vector<6xi8>
// CHECK-NEXT:     %21 = vector.insert %20, %13 [1] : vector<6xi8> into vector<2x6xi8>
// CHECK-NEXT:     %22 = vector.extract %arg2[0, 0] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %23 = vector.insert %22, %1 [0, 0] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %24 = vector.extract %arg2[0, 1] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %25 = vector.insert %24, %23 [0, 1] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %26 = vector.extract %arg2[1, 0] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %27 = vector.insert %26, %25 [0, 2] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %28 = vector.extract %arg2[1, 1] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %29 = vector.insert %28, %27 [1, 0] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %30 = vector.extract %arg2[2, 0] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %31 = vector.insert %30, %29 [1, 1] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %32 = vector.extract %arg2[2, 1] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %33 = vector.insert %32, %31 [1, 2] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %34 = vector.extract %arg2[3, 0] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %35 = vector.insert %34, %33 [2, 0] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %36 = vector.extract %arg2[3, 1] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %37 = vector.insert %36, %35 [2, 1] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %38 = vector.extract %arg2[4, 0] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %39 = vector.insert %38, %37 [2, 2] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %40 = vector.extract %arg2[4, 1] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %41 = vector.insert %40, %39 [3, 0] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %42 = vector.extract %arg2[5, 0] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %43 = vector.insert %42, %41 [3, 1] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %44 = vector.extract %arg2[5, 1] : f16 from vector<6x2xf16>
// CHECK-NEXT:     %45 = vector.insert %44, %43 [3, 2] : f16 into vector<4x3xf16>
// CHECK-NEXT:     %46 = vector.extract %arg3[0] : vector<[4]xi32> from vector<2x[4]xi32>
// CHECK-NEXT:     %47 = vector.scalable.insert %46, %0[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT:     %48 = vector.extract %arg3[1] : vector<[4]xi32> from vector<2x[4]xi32>
// CHECK-NEXT:     %49 = vector.scalable.insert %48, %47[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT:     return %4, %21, %45, %49 : vector<4x3xf32>, vector<2x6xi8>, vector<4x3xf16>, vector<[8]xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_shape_cast
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @eltwise(%arg0: vector<2x3x4xf32>, %arg1: vector<5x1xi32>, %arg2: vector<2x[4]xf32>) -> (vector<3x2x4xf32>, vector<1x5xi32>, vector<[4]x2xf32>) {
// CHECK-NEXT:     %0 = ub.poison : vector<3x2x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[0, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %2 = vector.insert %1, %0 [0, 0] : vector<4xf32> into vector<3x2x4xf32>
// CHECK-NEXT:     %3 = vector.extract %arg0[0, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %4 = vector.insert %3, %2 [1, 0] : vector<4xf32> into vector<3x2x4xf32>
// CHECK-NEXT:     %5 = vector.extract %arg0[0, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %6 = vector.insert %5, %4 [2, 0] : vector<4xf32> into vector<3x2x4xf32>
// CHECK-NEXT:     %7 = vector.extract %arg0[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %8 = vector.insert %7, %6 [0, 1] : vector<4xf32> into vector<3x2x4xf32>
// CHECK-NEXT:     %9 = vector.extract %arg0[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %10 = vector.insert %9, %8 [1, 1] : vector<4xf32> into vector<3x2x4xf32>
// CHECK-NEXT:     %11 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %12 = vector.insert %11, %10 [2, 1] : vector<4xf32> into vector<3x2x4xf32>
// CHECK-NEXT:     %13 = vector.shape_cast %arg1 : vector<5x1xi32> to vector<1x5xi32>
// CHECK-NEXT:     %14 = vector.transpose %arg2, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
// CHECK-NEXT:     return %12, %13, %14 : vector<3x2x4xf32>, vector<1x5xi32>, vector<[4]x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_transpose
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffle_1d(%arg0: vector<3x1x2xf32>, %arg1: vector<2x3x4xf32>) -> (vector<2x1x3xf32>, vector<4x3x2xf32>) {
// CHECK-NEXT:     %0 = ub.poison : vector<4x3x2xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %arg0 : vector<3x1x2xf32> to vector<6xf32>
// CHECK-NEXT:     %2 = vector.shuffle %1, %1 [0, 2, 4, 1, 3, 5] : vector<6xf32>, vector<6xf32>
// CHECK-NEXT:     %3 = vector.shape_cast %2 : vector<6xf32> to vector<2x1x3xf32>
// CHECK-NEXT:     %4 = vector.extract %arg1[0, 0, 0] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %5 = vector.insert %4, %0 [0, 0, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %6 = vector.extract %arg1[0, 0, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %7 = vector.insert %6, %5 [1, 0, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %8 = vector.extract %arg1[0, 0, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %9 = vector.insert %8, %7 [2, 0, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %10 = vector.extract %arg1[0, 0, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %11 = vector.insert %10, %9 [3, 0, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %12 = vector.extract %arg1[0, 1, 0] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %13 = vector.insert %12, %11 [0, 1, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %14 = vector.extract %arg1[0, 1, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %15 = vector.insert %14, %13 [1, 1, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %16 = vector.extract %arg1[0, 1, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %17 = vector.insert %16, %15 [2, 1, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %18 = vector.extract %arg1[0, 1, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %19 = vector.insert %18, %17 [3, 1, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %20 = vector.extract %arg1[0, 2, 0] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %21 = vector.insert %20, %19 [0, 2, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %22 = vector.extract %arg1[0, 2, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %23 = vector.insert %22, %21 [1, 2, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %24 = vector.extract %arg1[0, 2, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %25 = vector.insert %24, %23 [2, 2, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %26 = vector.extract %arg1[0, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %27 = vector.insert %26, %25 [3, 2, 0] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %28 = vector.extract %arg1[1, 0, 0] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %29 = vector.insert %28, %27 [0, 0, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %30 = vector.extract %arg1[1, 0, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %31 = vector.insert %30, %29 [1, 0, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %32 = vector.extract %arg1[1, 0, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %33 = vector.insert %32, %31 [2, 0, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %34 = vector.extract %arg1[1, 0, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %35 = vector.insert %34, %33 [3, 0, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %36 = vector.extract %arg1[1, 1, 0] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %37 = vector.insert %36, %35 [0, 1, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %38 = vector.extract %arg1[1, 1, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %39 = vector.insert %38, %37 [1, 1, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %40 = vector.extract %arg1[1, 1, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %41 = vector.insert %40, %39 [2, 1, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %42 = vector.extract %arg1[1, 1, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %43 = vector.insert %42, %41 [3, 1, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %44 = vector.extract %arg1[1, 2, 0] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %45 = vector.insert %44, %43 [0, 2, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %46 = vector.extract %arg1[1, 2, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %47 = vector.insert %46, %45 [1, 2, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %48 = vector.extract %arg1[1, 2, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %49 = vector.insert %48, %47 [2, 2, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     %50 = vector.extract %arg1[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %51 = vector.insert %50, %49 [3, 2, 1] : f32 into vector<4x3x2xf32>
// CHECK-NEXT:     return %3, %51 : vector<2x1x3xf32>, vector<4x3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @avx2(%arg0: vector<4x8xf32>, %arg1: vector<2x4xf64>) -> (vector<8x4xf32>, vector<4x2xf64>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4x8xf32>
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %3 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %4 = vector.shuffle %0, %1 [0, 8, 1, 9, 4, 12, 5, 13] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %5 = vector.shuffle %0, %1 [2, 10, 3, 11, 6, 14, 7, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %6 = vector.shuffle %2, %3 [0, 8, 1, 9, 4, 12, 5, 13] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %7 = vector.shuffle %2, %3 [2, 10, 3, 11, 6, 14, 7, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %8 = vector.shuffle %4, %6 [0, 1, 8, 9, 4, 5, 12, 13] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %9 = vector.shuffle %4, %6 [2, 3, 10, 11, 6, 7, 14, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %10 = vector.shuffle %5, %7 [0, 1, 8, 9, 4, 5, 12, 13] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %11 = vector.shuffle %5, %7 [2, 3, 10, 11, 6, 7, 14, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %12 = vector.shuffle %8, %9 [0, 1, 2, 3, 8, 9, 10, 11] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %13 = vector.shuffle %10, %11 [0, 1, 2, 3, 8, 9, 10, 11] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %14 = vector.shuffle %8, %9 [4, 5, 6, 7, 12, 13, 14, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %15 = vector.shuffle %10, %11 [4, 5, 6, 7, 12, 13, 14, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:     %16 = vector.insert %12, %cst [0] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     %17 = vector.insert %13, %16 [1] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     %18 = vector.insert %14, %17 [2] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     %19 = vector.insert %15, %18 [3] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     %20 = vector.shape_cast %19 : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT:     %21 = vector.shape_cast %arg1 : vector<2x4xf64> to vector<8xf64>
// CHECK-NEXT:     %22 = vector.shuffle %21, %21 [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf64>, vector<8xf64>
// CHECK-NEXT:     %23 = vector.shape_cast %22 : vector<8xf64> to vector<4x2xf64>
// CHECK-NEXT:     return %20, %23 : vector<8x4xf32>, vector<4x2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_16x16 avx2_lowering_strategy = true
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
