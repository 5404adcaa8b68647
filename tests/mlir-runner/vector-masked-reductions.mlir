// Masked reductions (vector.mask of vector.reduction) lowered to LLVM's
// vector-predicated reductions (or a select of neutral lanes) and run.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 4.0, 8.0, 0.25, 3.0]> : vector<6xf32>
  %k = arith.constant dense<[true, false, true, true, false, true]> : vector<6xi1>
  %a = arith.constant 10.0 : f32
  %0 = vector.mask %k { vector.reduction <add>, %v, %a : vector<6xf32> into f32 } : vector<6xi1> -> f32
  %1 = vector.mask %k { vector.reduction <mul>, %v : vector<6xf32> into f32 } : vector<6xi1> -> f32
  %2 = vector.mask %k { vector.reduction <minnumf>, %v : vector<6xf32> into f32 } : vector<6xi1> -> f32
  %3 = vector.mask %k { vector.reduction <maximumf>, %v : vector<6xf32> into f32 } : vector<6xi1> -> f32
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f32
  %w = arith.constant dense<[5, -3, 7, 100, -50, 2]> : vector<6xi32>
  %4 = vector.mask %k { vector.reduction <minsi>, %w : vector<6xi32> into i32 } : vector<6xi1> -> i32
  %5 = vector.mask %k { vector.reduction <add>, %w : vector<6xi32> into i32 } : vector<6xi1> -> i32
  %6 = vector.mask %k { vector.reduction <maxui>, %w : vector<6xi32> into i32 } : vector<6xi1> -> i32
  %7 = vector.mask %k { vector.reduction <xor>, %w : vector<6xi32> into i32 } : vector<6xi1> -> i32
  vector.print %4 : i32
  vector.print %5 : i32
  vector.print %6 : i32
  vector.print %7 : i32
  return
}

// CHECK: 26.5
// CHECK-NEXT: 144
// CHECK-NEXT: 1.5
// CHECK-NEXT: 8
// CHECK-NEXT: 2
// CHECK-NEXT: 114
// CHECK-NEXT: 100
// CHECK-NEXT: 100
