// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.tensor.rewrite_as_constant: a static
// tensor.generate yielding a constant is a splat constant; a pad of a dense
// constant by a constant with constant amounts is the padded constant. A
// dynamic generate, a computed element, a nofold pad, a dynamic amount
// and a non-constant padding value stay.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.rewrite_as_constant
    } : !transform.any_op
    transform.yield
  }
}

func.func @generate_int() -> tensor<2x2xi16> {
  %c = arith.constant 3 : i16
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i16
  } : tensor<2x2xi16>
  return %0 : tensor<2x2xi16>
}

func.func @generate_dynamic(%n: index) -> tensor<?xf32> {
  %c = arith.constant 1.0 : f32
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @generate_computed() -> tensor<3xindex> {
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex>
  return %0 : tensor<3xindex>
}

func.func @pad_3d() -> tensor<2x3x2xi8> {
  %init = arith.constant dense<[[[1], [2]]]> : tensor<1x2x1xi8>
  %p = arith.constant -1 : i8
  %0 = tensor.pad %init low[1, 0, 0] high[0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %p : i8
  } : tensor<1x2x1xi8> to tensor<2x3x2xi8>
  return %0 : tensor<2x3x2xi8>
}

func.func @pad_i1() -> tensor<3xi1> {
  %init = arith.constant dense<[true, true]> : tensor<2xi1>
  %p = arith.constant false
  %0 = tensor.pad %init low[1] high[0] {
  ^bb0(%a: index):
    tensor.yield %p : i1
  } : tensor<2xi1> to tensor<3xi1>
  return %0 : tensor<3xi1>
}

func.func @pad_nofold() -> tensor<4xf32> {
  %init = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %p = arith.constant 0.0 : f32
  %0 = tensor.pad %init nofold low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %p : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @pad_dynamic_amount(%n: index) -> tensor<?xf32> {
  %init = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %p = arith.constant 0.0 : f32
  %0 = tensor.pad %init low[%n] high[1] {
  ^bb0(%a: index):
    tensor.yield %p : f32
  } : tensor<2xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @pad_value_not_constant(%p: f32) -> tensor<4xf32> {
  %init = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = tensor.pad %init low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %p : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.rewrite_as_constant
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generate_int() -> tensor<2x2xi16> {
// CHECK-NEXT:     %cst = arith.constant dense<3> : tensor<2x2xi16>
// CHECK-NEXT:     return %cst : tensor<2x2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generate_dynamic(%arg0: index) -> tensor<?xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?xf32>
// CHECK-NEXT:     return %generated : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generate_computed() -> tensor<3xindex> {
// CHECK-NEXT:     %generated = tensor.generate  {
// CHECK-NEXT:     ^bb0(%arg0: index):
// CHECK-NEXT:       tensor.yield %arg0 : index
// CHECK-NEXT:     } : tensor<3xindex>
// CHECK-NEXT:     return %generated : tensor<3xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_3d() -> tensor<2x3x2xi8> {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}[-1, -1], [-1, -1], [-1, -1]], {{\[\[}}1, -1], [2, -1], [-1, -1]]]> : tensor<2x3x2xi8>
// CHECK-NEXT:     return %cst : tensor<2x3x2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_i1() -> tensor<3xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<[false, true, true]> : tensor<3xi1>
// CHECK-NEXT:     return %cst : tensor<3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_nofold() -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %cst nofold low[1] high[1] {
// CHECK-NEXT:     ^bb0(%arg0: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<2xf32> to tensor<4xf32>
// CHECK-NEXT:     return %padded : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_dynamic_amount(%arg0: index) -> tensor<?xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %cst low[%arg0] high[1] {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:     return %padded : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_value_not_constant(%arg0: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %padded = tensor.pad %cst low[1] high[1] {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       tensor.yield %arg0 : f32
// CHECK-NEXT:     } : tensor<2xf32> to tensor<4xf32>
// CHECK-NEXT:     return %padded : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
