// RUN: strata-opt %s -test-scalar-vector-transfer-lowering=allow-multiple-uses | FileCheck %s

// With allow-multiple-uses, a read whose users are all scalar extracts
// becomes one load per extract; a read with another user stays.
func.func @multi_use(%m: memref<?x?xf32>, %i: index) -> (f32, f32, f32, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %a0 = vector.extract %a[0] : f32 from vector<4xf32>
  %a3 = vector.extract %a[3] : f32 from vector<4xf32>
  %b = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %b1 = vector.extract %b[1] : f32 from vector<4xf32>
  return %a0, %a3, %b1, %b : f32, f32, f32, vector<4xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @multi_use(%arg0: memref<?x?xf32>, %arg1: index) -> (f32, f32, f32, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %2 = memref.load %arg0[%arg1, %1] : memref<?x?xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %4 = vector.extract %3[1] : f32 from vector<4xf32>
// CHECK-NEXT:     return %0, %2, %4, %3 : f32, f32, f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
