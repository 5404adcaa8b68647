// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// transform.structured.multitile_sizes: static sizes as parameters, and
// the size computation emitted before the payload op for handles.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %low, %high, %split = transform.structured.multitile_sizes %g {dimension = 1, target_size = 8, divisor = 2} : (!transform.any_op) -> !transform.param<i32>
    // expected-remark @below {{6 : i32}}
    transform.debug.emit_param_as_remark %low : !transform.param<i32>
    // expected-remark @below {{8 : i32}}
    transform.debug.emit_param_as_remark %high : !transform.param<i32>
    // expected-remark @below {{6 : i32}}
    transform.debug.emit_param_as_remark %split : !transform.param<i32>
    transform.yield
  }
}

func.func @static_params(%a: tensor<4x30xf32>, %b: tensor<4x30xf32>) -> tensor<4x30xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x30xf32>) outs(%b : tensor<4x30xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x30xf32>
  return %0 : tensor<4x30xf32>
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %low, %high, %split = transform.structured.multitile_sizes %m {dimension = 1, target_size = 5, divisor = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

func.func @dynamic_handles(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %low, %high, %split = transform.structured.multitile_sizes %m {dimension = 0, target_size = 4} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

func.func @static_handles(%a: tensor<10x3xf32>, %b: tensor<3x7xf32>, %c: tensor<10x7xf32>) -> tensor<10x7xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<10x3xf32>, tensor<3x7xf32>) outs(%c : tensor<10x7xf32>) -> tensor<10x7xf32>
  return %0 : tensor<10x7xf32>
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to compute multi-size tiling sizes}}
    %low, %high, %split = transform.structured.multitile_sizes %m {dimension = 0, target_size = 4, divisor = 4} : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}

func.func @not_divisible(%a: tensor<10x3xf32>, %b: tensor<3x7xf32>, %c: tensor<10x7xf32>) -> tensor<10x7xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<10x3xf32>, tensor<3x7xf32>) outs(%c : tensor<10x7xf32>) -> tensor<10x7xf32>
  return %0 : tensor<10x7xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %low_size, %high_size, %split_point = transform.structured.multitile_sizes %0 {dimension = 1 : i64, divisor = 2 : i64, target_size = 8 : i64} : (!transform.any_op) -> !transform.param<i32>
// CHECK-NEXT:       transform.debug.emit_param_as_remark %low_size : !transform.param<i32>
// CHECK-NEXT:       transform.debug.emit_param_as_remark %high_size : !transform.param<i32>
// CHECK-NEXT:       transform.debug.emit_param_as_remark %split_point : !transform.param<i32>
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static_params(%arg0: tensor<4x30xf32>, %arg1: tensor<4x30xf32>) -> tensor<4x30xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x30xf32>) outs(%arg1 : tensor<4x30xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4x30xf32>
// CHECK-NEXT:     return %0 : tensor<4x30xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: #map1 = affine_map<() -> (3)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> ((s0 floordiv 2 + 2) floordiv 3)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (((s0 floordiv 2) floordiv ((s0 floordiv 2 + 2) floordiv 3)) * 2)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> ((s0 floordiv 2) mod ((s0 floordiv 2 + 2) floordiv 3))>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> ((s0 floordiv 2 + 2) floordiv 3 - (s0 floordiv 2) mod ((s0 floordiv 2 + 2) floordiv 3))>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (((s0 floordiv 2) floordiv ((s0 floordiv 2 + 2) floordiv 3)) * 2 + 2)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> ((((s0 floordiv 2) floordiv ((s0 floordiv 2 + 2) floordiv 3)) * ((s0 floordiv 2 + 2) floordiv 3 - (s0 floordiv 2) mod ((s0 floordiv 2 + 2) floordiv 3))) * 2 + (((s0 floordiv 2) floordiv ((s0 floordiv 2 + 2) floordiv 3)) * 2 + 2) * ((s0 floordiv 2) mod ((s0 floordiv 2 + 2) floordiv 3)))>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> ((((s0 floordiv 2) floordiv ((s0 floordiv 2 + 2) floordiv 3)) * ((s0 floordiv 2 + 2) floordiv 3 - (s0 floordiv 2) mod ((s0 floordiv 2 + 2) floordiv 3))) * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %low_size, %high_size, %split_point = transform.structured.multitile_sizes %0 {dimension = 1 : i64, divisor = 2 : i64, target_size = 5 : i64} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_handles(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_7 = arith.constant 1 : index
// CHECK-NEXT:     %dim_8 = tensor.dim %arg2, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim_4]
// CHECK-NEXT:     %1 = affine.apply #map1()
// CHECK-NEXT:     %2 = affine.apply #map2()[%dim_4]
// CHECK-NEXT:     %3 = affine.apply #map3()[%dim_4]
// CHECK-NEXT:     %4 = affine.apply #map4()[%dim_4]
// CHECK-NEXT:     %5 = affine.apply #map5()[%dim_4]
// CHECK-NEXT:     %6 = affine.apply #map6()[%dim_4]
// CHECK-NEXT:     %7 = affine.apply #map7()[%dim_4]
// CHECK-NEXT:     %8 = arith.cmpi eq, %7, %dim_4 : index
// CHECK-NEXT:     cf.assert %8, "could not compute dynamic multi-size tile shapes"
// CHECK-NEXT:     %9 = affine.apply #map8()[%dim_4]
// CHECK-NEXT:     %10 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %10 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<() -> (10)>
// CHECK-NEXT: #map1 = affine_map<() -> (4)>
// CHECK-NEXT: #map2 = affine_map<() -> (3)>
// CHECK-NEXT: #map3 = affine_map<() -> (1)>
// CHECK-NEXT: #map4 = affine_map<() -> (2)>
// CHECK-NEXT: #map5 = affine_map<() -> (6)>
// CHECK-NEXT: module {
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %low_size, %high_size, %split_point = transform.structured.multitile_sizes %0 {dimension = 0 : i64, target_size = 4 : i64} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static_handles(%arg0: tensor<10x3xf32>, %arg1: tensor<3x7xf32>, %arg2: tensor<10x7xf32>) -> tensor<10x7xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %0 = affine.apply #map()
// CHECK-NEXT:     %1 = affine.apply #map1()
// CHECK-NEXT:     %2 = affine.apply #map2()
// CHECK-NEXT:     %3 = affine.apply #map2()
// CHECK-NEXT:     %4 = affine.apply #map3()
// CHECK-NEXT:     %5 = affine.apply #map4()
// CHECK-NEXT:     %6 = affine.apply #map1()
// CHECK-NEXT:     %7 = affine.apply #map()
// CHECK-NEXT:     %8 = arith.cmpi eq, %7, %c10 : index
// CHECK-NEXT:     cf.assert %8, "could not compute dynamic multi-size tile shapes"
// CHECK-NEXT:     %9 = affine.apply #map5()
// CHECK-NEXT:     %10 = linalg.matmul ins(%arg0, %arg1 : tensor<10x3xf32>, tensor<3x7xf32>) outs(%arg2 : tensor<10x7xf32>) -> tensor<10x7xf32>
// CHECK-NEXT:     return %10 : tensor<10x7xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
