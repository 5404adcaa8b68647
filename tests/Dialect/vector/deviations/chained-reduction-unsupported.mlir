// RUN: strata-opt %s -test-vector-chained-reduction-folding-patterns -split-input-file | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 folds a sum into a product reduction, and adds vectors of different types into an invalid arith.addi)

// A sum whose accumulator is a product reduction is not a chain of sums.
func.func @product_parent(%x: vector<4xf32>, %y: vector<4xf32>, %acc: f32) -> f32 {
  %0 = vector.reduction <mul>, %x, %acc : vector<4xf32> into f32
  %1 = vector.reduction <add>, %y, %0 : vector<4xf32> into f32
  return %1 : f32
}

// CHECK-LABEL: func.func @product_parent(
// CHECK-NEXT:    %[[P:.*]] = vector.reduction <mul>, %arg0, %arg2 : vector<4xf32> into f32
// CHECK-NEXT:    %[[S:.*]] = vector.reduction <add>, %arg1, %[[P]] : vector<4xf32> into f32
// CHECK-NEXT:    return %[[S]] : f32

// -----

// Reductions of vectors of different types are not added.
func.func @different_types(%x: vector<4xi32>, %w: vector<8xi32>) -> i32 {
  %0 = vector.reduction <add>, %x : vector<4xi32> into i32
  %1 = vector.reduction <add>, %w, %0 : vector<8xi32> into i32
  return %1 : i32
}

// CHECK-LABEL: func.func @different_types(
// CHECK-NEXT:    %[[A:.*]] = vector.reduction <add>, %arg0 : vector<4xi32> into i32
// CHECK-NEXT:    %[[B:.*]] = vector.reduction <add>, %arg1, %[[A]] : vector<8xi32> into i32
// CHECK-NEXT:    return %[[B]] : i32
