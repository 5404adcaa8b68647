// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// An n-D create_mask: row d is the mask of the other bounds where d is
// below the first bound (selects folding away for constant bounds); a
// leading scalable dimension stays; constant masks lowered too; 1-D masks
// stay.
module {
  func.func @create_mask(%a: index, %b: index, %c: index) -> (vector<2x3x[2]xi1>, vector<2x4xi1>, vector<[2]x2xi1>, vector<4xi1>) {
    %c1 = arith.constant 1 : index
    %0 = vector.create_mask %a, %b, %c : vector<2x3x[2]xi1>
    %1 = vector.create_mask %c1, %b : vector<2x4xi1>
    %2 = vector.create_mask %a, %b : vector<[2]x2xi1>
    %3 = vector.create_mask %a : vector<4xi1>
    return %0, %1, %2, %3 : vector<2x3x[2]xi1>, vector<2x4xi1>, vector<[2]x2xi1>, vector<4xi1>
  }
  func.func @constant_mask() -> vector<3x2xi1> {
    %0 = vector.constant_mask [2, 1] : vector<3x2xi1>
    return %0 : vector<3x2xi1>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %f {
        transform.apply_patterns.vector.lower_create_mask
      } : !transform.any_op
      transform.yield
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @create_mask(%arg0: index, %arg1: index, %arg2: index) -> (vector<2x3x[2]xi1>, vector<2x4xi1>, vector<[2]x2xi1>, vector<4xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<false> : vector<2x3x[2]xi1>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_2 = arith.constant dense<false> : vector<3x[2]xi1>
// CHECK-NEXT:     %cst_3 = arith.constant dense<false> : vector<[2]xi1>
// CHECK-NEXT:     %0 = vector.create_mask %arg2 : vector<[2]xi1>
// CHECK-NEXT:     %1 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:     %2 = arith.select %1, %0, %cst_3 : vector<[2]xi1>
// CHECK-NEXT:     %3 = vector.insert %2, %cst_2 [0] : vector<[2]xi1> into vector<3x[2]xi1>
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:     %5 = arith.select %4, %0, %cst_3 : vector<[2]xi1>
// CHECK-NEXT:     %6 = vector.insert %5, %3 [1] : vector<[2]xi1> into vector<3x[2]xi1>
// CHECK-NEXT:     %7 = arith.cmpi sgt, %arg1, %c2 : index
// CHECK-NEXT:     %8 = arith.select %7, %0, %cst_3 : vector<[2]xi1>
// CHECK-NEXT:     %9 = vector.insert %8, %6 [2] : vector<[2]xi1> into vector<3x[2]xi1>
// CHECK-NEXT:     %10 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:     %11 = arith.select %10, %9, %cst_2 : vector<3x[2]xi1>
// CHECK-NEXT:     %12 = vector.insert %11, %cst_1 [0] : vector<3x[2]xi1> into vector<2x3x[2]xi1>
// CHECK-NEXT:     %13 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:     %14 = arith.select %13, %9, %cst_2 : vector<3x[2]xi1>
// CHECK-NEXT:     %15 = vector.insert %14, %12 [1] : vector<3x[2]xi1> into vector<2x3x[2]xi1>
// CHECK-NEXT:     %16 = vector.create_mask %arg1 : vector<4xi1>
// CHECK-NEXT:     %17 = vector.insert %16, %cst [0] : vector<4xi1> into vector<2x4xi1>
// CHECK-NEXT:     %18 = vector.insert %cst_0, %17 [1] : vector<4xi1> into vector<2x4xi1>
// CHECK-NEXT:     %19 = vector.create_mask %arg0, %arg1 : vector<[2]x2xi1>
// CHECK-NEXT:     %20 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT:     return %15, %18, %19, %20 : vector<2x3x[2]xi1>, vector<2x4xi1>, vector<[2]x2xi1>, vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_mask() -> vector<3x2xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}true, false], [true, false], [false, false]]> : vector<3x2xi1>
// CHECK-NEXT:     return %cst : vector<3x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_create_mask
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
