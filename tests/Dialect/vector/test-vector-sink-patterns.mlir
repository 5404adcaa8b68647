// RUN: strata-opt %s -test-vector-sink-patterns -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-sink-patterns -split-input-file

// Broadcasts and transposes of both operands sink below the elementwise
// op; an extract of its result rises above it.
func.func @sink(%a: f32, %b: f32, %x: vector<3x5xi16>, %y: vector<3x5xi16>) -> (vector<7xf32>, vector<5x3xi16>, i16) {
  %0 = vector.broadcast %a : f32 to vector<7xf32>
  %1 = vector.broadcast %b : f32 to vector<7xf32>
  %2 = arith.subf %0, %1 : vector<7xf32>
  %3 = vector.transpose %x, [1, 0] : vector<3x5xi16> to vector<5x3xi16>
  %4 = vector.transpose %y, [1, 0] : vector<3x5xi16> to vector<5x3xi16>
  %5 = arith.xori %3, %4 : vector<5x3xi16>
  %6 = arith.andi %x, %y : vector<3x5xi16>
  %7 = vector.extract %6[2, 4] : i16 from vector<3x5xi16>
  return %2, %5, %7 : vector<7xf32>, vector<5x3xi16>, i16
}

// CHECK: module {
// CHECK-NEXT:   func.func @sink(%arg0: f32, %arg1: f32, %arg2: vector<3x5xi16>, %arg3: vector<3x5xi16>) -> (vector<7xf32>, vector<5x3xi16>, i16) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = vector.broadcast %0 : f32 to vector<7xf32>
// CHECK-NEXT:     %2 = arith.xori %arg2, %arg3 : vector<3x5xi16>
// CHECK-NEXT:     %3 = vector.transpose %2, [1, 0] : vector<3x5xi16> to vector<5x3xi16>
// CHECK-NEXT:     %4 = vector.extract %arg2[2, 4] : i16 from vector<3x5xi16>
// CHECK-NEXT:     %5 = vector.extract %arg3[2, 4] : i16 from vector<3x5xi16>
// CHECK-NEXT:     %6 = arith.andi %4, %5 : i16
// CHECK-NEXT:     return %1, %3, %6 : vector<7xf32>, vector<5x3xi16>, i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
