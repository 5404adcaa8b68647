// RUN: strata-opt %s -test-vector-scan-lowering -split-input-file | FileCheck %s

// Inclusive scan of floats along the trailing dimension.
func.func @inclusive_max(%v: vector<2x3xf32>, %init: vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>) {
  %0:2 = vector.scan <maxnumf>, %v, %init {inclusive = true, reduction_dim = 1} : vector<2x3xf32>, vector<2xf32>
  return %0#0, %0#1 : vector<2x3xf32>, vector<2xf32>
}

// -----

// Exclusive scans start from the initial value (broadcast when 0-d).
func.func @exclusive(%v: vector<3x2xi16>, %init: vector<2xi16>, %w: vector<3xi8>, %i0: vector<i8>) -> (vector<3x2xi16>, vector<2xi16>, vector<3xi8>, vector<i8>) {
  %0:2 = vector.scan <xor>, %v, %init {inclusive = false, reduction_dim = 0} : vector<3x2xi16>, vector<2xi16>
  %1:2 = vector.scan <minsi>, %w, %i0 {inclusive = false, reduction_dim = 0} : vector<3xi8>, vector<i8>
  return %0#0, %0#1, %1#0, %1#1 : vector<3x2xi16>, vector<2xi16>, vector<3xi8>, vector<i8>
}

// -----

// Left alone: a scalable scanned dimension.
func.func @scalable(%v: vector<[4]xf32>, %init: vector<f32>) -> (vector<[4]xf32>, vector<f32>) {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0} : vector<[4]xf32>, vector<f32>
  return %0#0, %0#1 : vector<[4]xf32>, vector<f32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @inclusive_max(%arg0: vector<2x3xf32>, %arg1: vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %0, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
// CHECK-NEXT:     %3 = arith.maxnumf %0, %2 : vector<2x1xf32>
// CHECK-NEXT:     %4 = vector.insert_strided_slice %3, %1 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
// CHECK-NEXT:     %5 = vector.extract_strided_slice %arg0 {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
// CHECK-NEXT:     %6 = arith.maxnumf %3, %5 : vector<2x1xf32>
// CHECK-NEXT:     %7 = vector.insert_strided_slice %6, %4 {offsets = [0, 2], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
// CHECK-NEXT:     %8 = vector.shape_cast %6 : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT:     return %7, %8 : vector<2x3xf32>, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @exclusive(%arg0: vector<3x2xi16>, %arg1: vector<2xi16>, %arg2: vector<3xi8>, %arg3: vector<i8>) -> (vector<3x2xi16>, vector<2xi16>, vector<3xi8>, vector<i8>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<3xi8>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<3x2xi16>
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [1, 2], strides = [1, 1]} : vector<3x2xi16> to vector<1x2xi16>
// CHECK-NEXT:     %1 = vector.shape_cast %arg1 : vector<2xi16> to vector<1x2xi16>
// CHECK-NEXT:     %2 = vector.insert_strided_slice %1, %cst_0 {offsets = [0, 0], strides = [1, 1]} : vector<1x2xi16> into vector<3x2xi16>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg0 {offsets = [1, 0], sizes = [1, 2], strides = [1, 1]} : vector<3x2xi16> to vector<1x2xi16>
// CHECK-NEXT:     %4 = arith.xori %1, %0 : vector<1x2xi16>
// CHECK-NEXT:     %5 = vector.insert_strided_slice %4, %2 {offsets = [1, 0], strides = [1, 1]} : vector<1x2xi16> into vector<3x2xi16>
// CHECK-NEXT:     %6 = arith.xori %4, %3 : vector<1x2xi16>
// CHECK-NEXT:     %7 = vector.insert_strided_slice %6, %5 {offsets = [2, 0], strides = [1, 1]} : vector<1x2xi16> into vector<3x2xi16>
// CHECK-NEXT:     %8 = vector.shape_cast %6 : vector<1x2xi16> to vector<2xi16>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %arg2 {offsets = [0], sizes = [1], strides = [1]} : vector<3xi8> to vector<1xi8>
// CHECK-NEXT:     %10 = vector.broadcast %arg3 : vector<i8> to vector<1xi8>
// CHECK-NEXT:     %11 = vector.insert_strided_slice %10, %cst {offsets = [0], strides = [1]} : vector<1xi8> into vector<3xi8>
// CHECK-NEXT:     %12 = vector.extract_strided_slice %arg2 {offsets = [1], sizes = [1], strides = [1]} : vector<3xi8> to vector<1xi8>
// CHECK-NEXT:     %13 = arith.minsi %10, %9 : vector<1xi8>
// CHECK-NEXT:     %14 = vector.insert_strided_slice %13, %11 {offsets = [1], strides = [1]} : vector<1xi8> into vector<3xi8>
// CHECK-NEXT:     %15 = arith.minsi %13, %12 : vector<1xi8>
// CHECK-NEXT:     %16 = vector.insert_strided_slice %15, %14 {offsets = [2], strides = [1]} : vector<1xi8> into vector<3xi8>
// CHECK-NEXT:     %17 = vector.extract %15[0] : i8 from vector<1xi8>
// CHECK-NEXT:     %18 = vector.broadcast %17 : i8 to vector<i8>
// CHECK-NEXT:     return %7, %8, %16, %18 : vector<3x2xi16>, vector<2xi16>, vector<3xi8>, vector<i8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalable(%arg0: vector<[4]xf32>, %arg1: vector<f32>) -> (vector<[4]xf32>, vector<f32>) {
// CHECK-NEXT:     %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 0 : i64} : vector<[4]xf32>, vector<f32>
// CHECK-NEXT:     return %dest, %accumulated_value : vector<[4]xf32>, vector<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
