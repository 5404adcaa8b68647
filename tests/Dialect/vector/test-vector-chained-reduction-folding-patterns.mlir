// RUN: strata-opt %s -test-vector-chained-reduction-folding-patterns -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-chained-reduction-folding-patterns -split-input-file

// A chain of sum reductions reduces the sum of their vectors, with the
// first accumulator; the new ops have no fast-math flags.
func.func @chain(%x: vector<3xi16>, %y: vector<3xi16>, %z: vector<3xi16>, %acc: i16) -> i16 {
  %0 = vector.reduction <add>, %x, %acc : vector<3xi16> into i16
  %1 = vector.reduction <add>, %y, %0 : vector<3xi16> into i16
  %2 = vector.reduction <add>, %z, %1 : vector<3xi16> into i16
  return %2 : i16
}

// -----

func.func @float_chain(%x: vector<2xf64>, %y: vector<2xf64>) -> f64 {
  %0 = vector.reduction <add>, %x fastmath<fast> : vector<2xf64> into f64
  %1 = vector.reduction <add>, %y, %0 fastmath<nnan> : vector<2xf64> into f64
  return %1 : f64
}

// -----

// A zero added to the first operand of the reduced sum goes.
func.func @zero(%x: vector<5xf32>, %y: vector<5xf32>) -> f32 {
  %z = arith.constant dense<0.0> : vector<5xf32>
  %a = arith.addf %x, %z : vector<5xf32>
  %b = arith.addf %a, %y : vector<5xf32>
  %0 = vector.reduction <add>, %b : vector<5xf32> into f32
  return %0 : f32
}

// -----

// Other kinds stay.
func.func @kept(%x: vector<4xi32>, %y: vector<4xi32>) -> i32 {
  %0 = vector.reduction <xor>, %x : vector<4xi32> into i32
  %1 = vector.reduction <xor>, %y, %0 : vector<4xi32> into i32
  return %1 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain(%arg0: vector<3xi16>, %arg1: vector<3xi16>, %arg2: vector<3xi16>, %arg3: i16) -> i16 {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : vector<3xi16>
// CHECK-NEXT:     %1 = arith.addi %arg0, %0 : vector<3xi16>
// CHECK-NEXT:     %2 = vector.reduction <add>, %1, %arg3 : vector<3xi16> into i16
// CHECK-NEXT:     return %2 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @float_chain(%arg0: vector<2xf64>, %arg1: vector<2xf64>) -> f64 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : vector<2xf64>
// CHECK-NEXT:     %1 = vector.reduction <add>, %0 : vector<2xf64> into f64
// CHECK-NEXT:     return %1 : f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zero(%arg0: vector<5xf32>, %arg1: vector<5xf32>) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : vector<5xf32>
// CHECK-NEXT:     %1 = vector.reduction <add>, %0 : vector<5xf32> into f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> i32 {
// CHECK-NEXT:     %0 = vector.reduction <xor>, %arg0 : vector<4xi32> into i32
// CHECK-NEXT:     %1 = vector.reduction <xor>, %arg1, %0 : vector<4xi32> into i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
