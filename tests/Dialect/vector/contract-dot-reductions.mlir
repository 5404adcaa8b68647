// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// The dot lowering of contractions to a scalar: the first reduction
// dimension unrolled into chained contractions (inner dimensions through
// element-wise copies), 1-D ones as a product and an add reduction, under
// vector.mask with the matching part of the mask; and a reduction of unit
// size present in one operand only, unrolled before the parallel one.

func.func @dot_masked(%a: vector<8xi32>, %b: vector<8xi32>, %acc: i32, %m: vector<8xi1>) -> i32 {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<8xi32>, vector<8xi32> into i32 } : vector<8xi1> -> i32
  return %0 : i32
}

func.func @full_transposed(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %acc: f16) -> f16 {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<2x2xf16>, vector<2x2xf16> into f16
  return %0 : f16
}

func.func @full_masked(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %acc: f32, %m: vector<2x4xi1>) -> f32 {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<2x4xf32>, vector<2x4xf32> into f32 } : vector<2x4xi1> -> f32
  return %0 : f32
}

func.func @one_sided_unit(%a: vector<1x3xf32>, %b: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(u, n, k) -> (u, k)>, affine_map<(u, n, k) -> (n, k)>, affine_map<(u, n, k) -> (n)>], iterator_types = ["reduction", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<1x3xf32>, vector<2x3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "dot"
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @dot_masked(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: i32, %arg3: vector<8xi1>) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : vector<8xi32>
// CHECK-NEXT:     %1 = vector.mask %arg3 { vector.reduction <add>, %0, %arg2 : vector<8xi32> into i32 } : vector<8xi1> -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @full_transposed(%arg0: vector<2x2xf16>, %arg1: vector<2x2xf16>, %arg2: f16) -> f16 {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf16>
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : f16 from vector<2x2xf16>
// CHECK-NEXT:     %1 = vector.insert %0, %cst [0] : f16 into vector<2xf16>
// CHECK-NEXT:     %2 = vector.extract %arg0[1, 0] : f16 from vector<2x2xf16>
// CHECK-NEXT:     %3 = vector.insert %2, %1 [1] : f16 into vector<2xf16>
// CHECK-NEXT:     %4 = vector.extract %arg1[0] : vector<2xf16> from vector<2x2xf16>
// CHECK-NEXT:     %5 = arith.mulf %3, %4 : vector<2xf16>
// CHECK-NEXT:     %6 = vector.reduction <add>, %5, %arg2 : vector<2xf16> into f16
// CHECK-NEXT:     %7 = vector.extract %arg0[0, 1] : f16 from vector<2x2xf16>
// CHECK-NEXT:     %8 = vector.insert %7, %cst [0] : f16 into vector<2xf16>
// CHECK-NEXT:     %9 = vector.extract %arg0[1, 1] : f16 from vector<2x2xf16>
// CHECK-NEXT:     %10 = vector.insert %9, %8 [1] : f16 into vector<2xf16>
// CHECK-NEXT:     %11 = vector.extract %arg1[1] : vector<2xf16> from vector<2x2xf16>
// CHECK-NEXT:     %12 = arith.mulf %10, %11 : vector<2xf16>
// CHECK-NEXT:     %13 = vector.reduction <add>, %12, %6 : vector<2xf16> into f16
// CHECK-NEXT:     return %13 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @full_masked(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: vector<2x4xi1>) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg3[0] : vector<4xi1> from vector<2x4xi1>
// CHECK-NEXT:     %3 = arith.mulf %0, %1 : vector<4xf32>
// CHECK-NEXT:     %4 = vector.mask %2 { vector.reduction <add>, %3, %arg2 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT:     %5 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %6 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %7 = vector.extract %arg3[1] : vector<4xi1> from vector<2x4xi1>
// CHECK-NEXT:     %8 = arith.mulf %5, %6 : vector<4xf32>
// CHECK-NEXT:     %9 = vector.mask %7 { vector.reduction <add>, %8, %4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT:     return %9 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_sided_unit(%arg0: vector<1x3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<3xf32> from vector<1x3xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %2 = arith.mulf %1, %0 : vector<3xf32>
// CHECK-NEXT:     %3 = vector.reduction <add>, %2 : vector<3xf32> into f32
// CHECK-NEXT:     %4 = vector.insert %3, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT:     %5 = vector.extract %arg1[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %6 = arith.mulf %5, %0 : vector<3xf32>
// CHECK-NEXT:     %7 = vector.reduction <add>, %6 : vector<3xf32> into f32
// CHECK-NEXT:     %8 = vector.insert %7, %4 [1] : f32 into vector<2xf32>
// CHECK-NEXT:     %9 = arith.addf %8, %arg2 : vector<2xf32>
// CHECK-NEXT:     return %9 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
