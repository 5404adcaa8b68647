// RUN: strata-opt %s --transform-interpreter --allow-unregistered-dialect --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_conversion_patterns.scf.structural_conversions with the
// test type converter (ranked tensors become memrefs): loops and branches
// are rebuilt with converted types, their block arguments converted, and
// casts connect them to the ops left unconverted.

func.func @for_loop(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %j = %c0 to %n step %c1 iter_args(%arg0 = %a) -> tensor<4xf32> {
    %1 = "test.foo"(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>)
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %0 {
      transform.apply_conversion_patterns.scf.structural_conversions
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @for_loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %0) -> (memref<4xf32>) {
// CHECK-NEXT:       %3 = builtin.unrealized_conversion_cast %arg3 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:       %4 = "test.foo"(%3) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       %5 = builtin.unrealized_conversion_cast %4 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %5 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %2 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_conversion_patterns to %0 {
// CHECK-NEXT:         transform.apply_conversion_patterns.scf.structural_conversions
// CHECK-NEXT:       } with type_converter {
// CHECK-NEXT:         transform.apply_conversion_patterns.transform.test_type_converter
// CHECK-NEXT:       } {partial_conversion} : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


func.func @if_and_while(%c: i1, %a: tensor<2xi32>, %b: tensor<2xi32>, %x: i32) -> (tensor<2xi32>, i32) {
  %r = scf.if %c -> (tensor<2xi32>) {
    scf.yield %a : tensor<2xi32>
  } else {
    %f = "test.foo"(%b) : (tensor<2xi32>) -> tensor<2xi32>
    scf.yield %f : tensor<2xi32>
  }
  %w:2 = scf.while (%t = %r, %i = %x) : (tensor<2xi32>, i32) -> (tensor<2xi32>, i32) {
    %cond = "test.cond"(%t, %i) : (tensor<2xi32>, i32) -> i1
    scf.condition(%cond) %t, %i : tensor<2xi32>, i32
  } do {
  ^bb0(%t2: tensor<2xi32>, %i2: i32):
    %n = "test.next"(%t2) : (tensor<2xi32>) -> tensor<2xi32>
    scf.yield %n, %i2 : tensor<2xi32>, i32
  }
  return %w#0, %w#1 : tensor<2xi32>, i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %0 {
      transform.apply_conversion_patterns.scf.structural_conversions
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @if_and_while(%arg0: i1, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>, %arg3: i32) -> (tensor<2xi32>, i32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : tensor<2xi32> to memref<2xi32>
// CHECK-NEXT:     %1 = scf.if %arg0 -> (memref<2xi32>) {
// CHECK-NEXT:       scf.yield %0 : memref<2xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = "test.foo"(%arg2) : (tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT:       %5 = builtin.unrealized_conversion_cast %4 : tensor<2xi32> to memref<2xi32>
// CHECK-NEXT:       scf.yield %5 : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = scf.while (%arg4 = %1, %arg5 = %arg3) : (memref<2xi32>, i32) -> (memref<2xi32>, i32) {
// CHECK-NEXT:       %4 = builtin.unrealized_conversion_cast %arg4 : memref<2xi32> to tensor<2xi32>
// CHECK-NEXT:       %5 = "test.cond"(%4, %arg5) : (tensor<2xi32>, i32) -> i1
// CHECK-NEXT:       scf.condition(%5) %arg4, %arg5 : memref<2xi32>, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: memref<2xi32>, %arg5: i32):
// CHECK-NEXT:       %4 = builtin.unrealized_conversion_cast %arg4 : memref<2xi32> to tensor<2xi32>
// CHECK-NEXT:       %5 = "test.next"(%4) : (tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT:       %6 = builtin.unrealized_conversion_cast %5 : tensor<2xi32> to memref<2xi32>
// CHECK-NEXT:       scf.yield %6, %arg5 : memref<2xi32>, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2#0 : memref<2xi32> to tensor<2xi32>
// CHECK-NEXT:     return %3, %2#1 : tensor<2xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_conversion_patterns to %0 {
// CHECK-NEXT:         transform.apply_conversion_patterns.scf.structural_conversions
// CHECK-NEXT:       } with type_converter {
// CHECK-NEXT:         transform.apply_conversion_patterns.transform.test_type_converter
// CHECK-NEXT:       } {partial_conversion} : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
