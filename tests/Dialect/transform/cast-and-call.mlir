// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter -allow-unregistered-dialect

// Calls inserted by name before an op and by handle after it.

// CHECK-LABEL: func.func @by_name_and_handle
// CHECK-NEXT:    call @first() : () -> ()
// CHECK-NEXT:    "test.mark"() : () -> ()
// CHECK-NEXT:    call @second() : () -> ()
// CHECK-NEXT:    return
func.func @by_name_and_handle() {
  "test.mark"() : () -> ()
  return
}

func.func @first() {
  return
}

func.func private @second()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f:3 = transform.split_handle %funcs : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %mark = transform.structured.match ops{["test.mark"]} in %f#0 : (!transform.any_op) -> !transform.any_op
    %c1 = transform.func.cast_and_call @first before %mark : (!transform.any_op) -> !transform.any_op
    %c2 = transform.func.cast_and_call %f#2 after %mark : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The uses of the output move to the call's result; the old op stays.

// CHECK-LABEL: func.func @replace_output
// CHECK-SAME:    (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[P:.*]] = "test.producer"(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %{{.*}} = "test.consumer"(%[[P]]) : (i32) -> i32
// CHECK-NEXT:    %[[CALL:.*]] = call @callee(%[[P]]) : (i32) -> i32
// CHECK-NEXT:    %[[C2:.*]] = "test.consumer"(%[[CALL]]) : (i32) -> i32
// CHECK-NEXT:    return %[[C2]] : i32
func.func @replace_output(%a: i32) -> i32 {
  %0 = "test.producer"(%a) : (i32) -> i32
  %1 = "test.consumer"(%0) : (i32) -> i32
  %2 = "test.consumer"(%1) : (i32) -> i32
  return %2 : i32
}

func.func private @callee(i32) -> i32

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f:2 = transform.split_handle %funcs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.structured.match ops{["test.producer"]} in %f#0 : (!transform.any_op) -> !transform.any_op
    %c = transform.structured.match ops{["test.consumer"]} in %f#0 : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %c : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %in = transform.get_result %p[0] : (!transform.any_op) -> !transform.any_value
    %out = transform.get_result %first[0] : (!transform.any_op) -> !transform.any_value
    %call = transform.func.cast_and_call %f#1(%in) -> %out after %first
        : (!transform.any_op, !transform.any_value, !transform.any_value, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Types that differ from the signature are cast with the materializations
// of the converter: static to dynamic sizes for the arguments, back for
// the results.

// CHECK-LABEL: func.func @with_casts
// CHECK-SAME:    (%[[T:.*]]: tensor<4x8xf32>, %[[U:.*]]: tensor<2x8xf32>) -> tensor<6x8xf32>
// CHECK-NEXT:    %{{.*}} = tensor.concat dim(0) %[[T]], %[[U]]
// CHECK-NEXT:    %[[CT:.*]] = tensor.cast %[[T]] : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:    %[[CU:.*]] = tensor.cast %[[U]] : tensor<2x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:    %[[CALL:.*]] = call @dynamic(%[[CT]], %[[CU]]) : (tensor<?x?xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[R:.*]] = tensor.cast %[[CALL]] : tensor<?x?xf32> to tensor<6x8xf32>
// CHECK-NEXT:    return %[[R]] : tensor<6x8xf32>
func.func @with_casts(%t: tensor<4x8xf32>, %u: tensor<2x8xf32>) -> tensor<6x8xf32> {
  %0 = tensor.concat dim(0) %t, %u : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

func.func private @dynamic(tensor<?x?xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f:2 = transform.split_handle %funcs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %op = transform.structured.match ops{["tensor.concat"]} in %f#0 : (!transform.any_op) -> !transform.any_op
    %in = transform.get_operand %op[all] : (!transform.any_op) -> !transform.any_value
    %out = transform.get_result %op[0] : (!transform.any_op) -> !transform.any_value
    %call = transform.func.cast_and_call %f#1(%in) -> %out after %op {
      transform.type_conversion.tensor.cast_shape_dynamic_dims
    } : (!transform.any_op, !transform.any_value, !transform.any_value, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// With `ignore_dynamic_info`, dynamic sizes may be cast to static ones.

// CHECK-LABEL: func.func @to_static
// CHECK-SAME:    (%[[T:.*]]: tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[T]] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:    %[[CALL:.*]] = call @static(%[[C]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[R:.*]] = tensor.cast %[[CALL]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    "test.op"(%[[T]]) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    return %[[R]] : tensor<?xf32>
func.func @to_static(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "test.op"(%t) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func private @static(tensor<4xf32>) -> tensor<4xf32>

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %in = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    %out = transform.get_result %op[0] : (!transform.any_op) -> !transform.any_value
    %call = transform.func.cast_and_call @static(%in) -> %out before %op {
      transform.type_conversion.tensor.cast_shape_dynamic_dims ignore_dynamic_info
    } : (!transform.any_op, !transform.any_value, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}
