// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// Elementwise ops and transposes work on the vectors without their fixed
// unit dimensions (scalable ones stay); shape casts in pairs fold away.
func.func @elementwise_and_transpose(%a: vector<1x[4]x1xf32>, %b: vector<1x[4]x1xf32>, %c: vector<1x1x4x[4]xf32>, %d: vector<1x1xi8>) -> (vector<[4]xf32>, vector<[4]x1x1x4xf32>, vector<1x1xi8>, vector<2x4xf32>) {
  %m = arith.mulf %a, %b : vector<1x[4]x1xf32>
  %s = vector.shape_cast %m : vector<1x[4]x1xf32> to vector<[4]xf32>
  %t = vector.transpose %c, [3, 0, 1, 2] : vector<1x1x4x[4]xf32> to vector<[4]x1x1x4xf32>
  %n = arith.addi %d, %d : vector<1x1xi8>
  %cst = arith.constant dense<1.0> : vector<2x4xf32>
  %e = math.exp %cst : vector<2x4xf32>
  return %s, %t, %n, %e : vector<[4]xf32>, vector<[4]x1x1x4xf32>, vector<1x1xi8>, vector<2x4xf32>
}

// A loop carries its vectors without their unit dimensions, one
// iteration argument at a time.
func.func @loop(%lb: index, %ub: index, %step: index, %x: vector<1x4xf32>, %y: vector<4x1x1xi32>, %z: f32) -> (vector<1x4xf32>, vector<4x1x1xi32>, f32) {
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %x, %b = %y, %c = %z) -> (vector<1x4xf32>, vector<4x1x1xi32>, f32) {
    %a2 = arith.addf %a, %a : vector<1x4xf32>
    scf.yield %a2, %b, %c : vector<1x4xf32>, vector<4x1x1xi32>, f32
  }
  return %r#0, %r#1, %r#2 : vector<1x4xf32>, vector<4x1x1xi32>, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @elementwise_and_transpose(%arg0: vector<1x[4]x1xf32>, %arg1: vector<1x[4]x1xf32>, %arg2: vector<1x1x4x[4]xf32>, %arg3: vector<1x1xi8>) -> (vector<[4]xf32>, vector<[4]x1x1x4xf32>, vector<1x1xi8>, vector<2x4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<2.71828175> : vector<2x4xf32>
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<1x[4]x1xf32> to vector<[4]xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %arg1 : vector<1x[4]x1xf32> to vector<[4]xf32>
// CHECK-NEXT:     %2 = arith.mulf %0, %1 : vector<[4]xf32>
// CHECK-NEXT:     %3 = vector.shape_cast %arg2 : vector<1x1x4x[4]xf32> to vector<4x[4]xf32>
// CHECK-NEXT:     %4 = vector.transpose %3, [1, 0] : vector<4x[4]xf32> to vector<[4]x4xf32>
// CHECK-NEXT:     %5 = vector.shape_cast %4 : vector<[4]x4xf32> to vector<[4]x1x1x4xf32>
// CHECK-NEXT:     %6 = vector.shape_cast %arg3 : vector<1x1xi8> to vector<1xi8>
// CHECK-NEXT:     %7 = vector.shape_cast %arg3 : vector<1x1xi8> to vector<1xi8>
// CHECK-NEXT:     %8 = arith.addi %6, %7 : vector<1xi8>
// CHECK-NEXT:     %9 = vector.shape_cast %8 : vector<1xi8> to vector<1x1xi8>
// CHECK-NEXT:     return %2, %5, %9, %cst : vector<[4]xf32>, vector<[4]x1x1x4xf32>, vector<1x1xi8>, vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: vector<1x4xf32>, %arg4: vector<4x1x1xi32>, %arg5: f32) -> (vector<1x4xf32>, vector<4x1x1xi32>, f32) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg3 : vector<1x4xf32> to vector<4xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %arg4 : vector<4x1x1xi32> to vector<4xi32>
// CHECK-NEXT:     %2:3 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %0, %arg8 = %1, %arg9 = %arg5) -> (vector<4xf32>, vector<4xi32>, f32) {
// CHECK-NEXT:       %5 = arith.addf %arg7, %arg7 : vector<4xf32>
// CHECK-NEXT:       scf.yield %5, %arg8, %arg9 : vector<4xf32>, vector<4xi32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = vector.shape_cast %2#1 : vector<4xi32> to vector<4x1x1xi32>
// CHECK-NEXT:     %4 = vector.shape_cast %2#0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     return %4, %3, %2#2 : vector<1x4xf32>, vector<4x1x1xi32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
