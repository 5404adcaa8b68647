// RUN: strata-opt %s -test-vector-break-down-reduction-patterns -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-break-down-reduction-patterns -split-input-file

// Reductions of at most two elements combine the extracted elements in
// order, then the accumulator; float combiners keep the fast-math flags.
func.func @small(%a: vector<2xf16>, %b: vector<2xi8>, %acc: f16, %c: vector<1xi64>, %d: i64) -> (f16, i8, i64) {
  %0 = vector.reduction <maximumf>, %a, %acc fastmath<nnan> : vector<2xf16> into f16
  %1 = vector.reduction <xor>, %b : vector<2xi8> into i8
  %2 = vector.reduction <mul>, %c, %d : vector<1xi64> into i64
  return %0, %1, %2 : f16, i8, i64
}

// -----

// Larger, scalable and masked reductions stay.
func.func @kept(%a: vector<3xf32>, %b: vector<[2]xi32>, %c: vector<2xi32>, %m: vector<2xi1>) -> (f32, i32, i32) {
  %0 = vector.reduction <add>, %a : vector<3xf32> into f32
  %1 = vector.reduction <minsi>, %b : vector<[2]xi32> into i32
  %2 = vector.mask %m { vector.reduction <add>, %c : vector<2xi32> into i32 } : vector<2xi1> -> i32
  return %0, %1, %2 : f32, i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @small(%arg0: vector<2xf16>, %arg1: vector<2xi8>, %arg2: f16, %arg3: vector<1xi64>, %arg4: i64) -> (f16, i8, i64) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f16 from vector<2xf16>
// CHECK-NEXT:     %1 = vector.extract %arg0[1] : f16 from vector<2xf16>
// CHECK-NEXT:     %2 = arith.maximumf %0, %1 fastmath<nnan> : f16
// CHECK-NEXT:     %3 = arith.maximumf %2, %arg2 fastmath<nnan> : f16
// CHECK-NEXT:     %4 = vector.extract %arg1[0] : i8 from vector<2xi8>
// CHECK-NEXT:     %5 = vector.extract %arg1[1] : i8 from vector<2xi8>
// CHECK-NEXT:     %6 = arith.xori %4, %5 : i8
// CHECK-NEXT:     %7 = vector.extract %arg3[0] : i64 from vector<1xi64>
// CHECK-NEXT:     %8 = arith.muli %7, %arg4 : i64
// CHECK-NEXT:     return %3, %6, %8 : f16, i8, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept(%arg0: vector<3xf32>, %arg1: vector<[2]xi32>, %arg2: vector<2xi32>, %arg3: vector<2xi1>) -> (f32, i32, i32) {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0 : vector<3xf32> into f32
// CHECK-NEXT:     %1 = vector.reduction <minsi>, %arg1 : vector<[2]xi32> into i32
// CHECK-NEXT:     %2 = vector.mask %arg3 { vector.reduction <add>, %arg2 : vector<2xi32> into i32 } : vector<2xi1> -> i32
// CHECK-NEXT:     return %0, %1, %2 : f32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
