// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file --verify-diagnostics

// transform.structured.pad: operands of a structured op padded at their
// end to constant upper bounds of their sizes or to their own sizes,
// rounded up to multiples; the results sliced back and copied into the
// destinations (materialize_in_destination, linalg.copy or none).

func.func @tile_bounded(%a: tensor<32x20xf32>, %b: tensor<20x30xf32>, %c: tensor<32x30xf32>, %i: index, %j: index, %k: index) -> tensor<32x30xf32> {
  %sz = affine.min affine_map<(d0) -> (-d0 + 20, 8)>(%k)
  %sa = tensor.extract_slice %a[%i, %k] [4, %sz] [1, 1] : tensor<32x20xf32> to tensor<4x?xf32>
  %sb = tensor.extract_slice %b[%k, %j] [%sz, 6] [1, 1] : tensor<20x30xf32> to tensor<?x6xf32>
  %sc = tensor.extract_slice %c[%i, %j] [4, 6] [1, 1] : tensor<32x30xf32> to tensor<4x6xf32>
  %r = linalg.matmul ins(%sa, %sb : tensor<4x?xf32>, tensor<?x6xf32>) outs(%sc : tensor<4x6xf32>) -> tensor<4x6xf32>
  %ins = tensor.insert_slice %r into %c[%i, %j] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<32x30xf32>
  return %ins : tensor<32x30xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %padded, %pad, %copy = transform.structured.pad %mm {
      padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32],
      padding_dimensions = [0, 1, 2],
      nofold_flags = [0, 1, 0]
    } : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @multiple_param_linalg_copy(%a: tensor<4x?xf16>, %b: tensor<?x6xf16>, %c: tensor<4x6xf16>, %k: index) -> tensor<4x6xf16> {
  %sz = affine.min affine_map<(d0) -> (-d0 + 50, 9)>(%k)
  %sa = tensor.extract_slice %a[0, %k] [4, %sz] [1, 1] : tensor<4x?xf16> to tensor<4x?xf16>
  %sb = tensor.extract_slice %b[%k, 0] [%sz, 6] [1, 1] : tensor<?x6xf16> to tensor<?x6xf16>
  %r = linalg.matmul ins(%sa, %sb : tensor<4x?xf16>, tensor<?x6xf16>) outs(%c : tensor<4x6xf16>) -> tensor<4x6xf16>
  return %r : tensor<4x6xf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %four = transform.param.constant 4 : i64 -> !transform.param<i64>
    %padded, %pad, %copy = transform.structured.pad %mm pad_to_multiple_of [8, %four] {
      padding_values = ["1.0", 0.0 : f16, 0.0 : f16],
      padding_dimensions = [1, 2],
      copy_back_op = "linalg.copy"
    } : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %n = transform.num_associations %pad : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @elementwise_no_copy(%x: tensor<?xi32>, %n: index) -> tensor<?xi32> {
  %sz = affine.min affine_map<(d0) -> (d0, 13)>(%n)
  %s = tensor.extract_slice %x[0] [%sz] [1] : tensor<?xi32> to tensor<?xi32>
  %e = tensor.empty(%sz) : tensor<?xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<?xi32>) outs(%e : tensor<?xi32>) {
  ^bb0(%in: i32, %out: i32):
    %m = arith.muli %in, %in : i32
    linalg.yield %m : i32
  } -> tensor<?xi32>
  return %r : tensor<?xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %padded, %pad, %copy = transform.structured.pad %g pad_to_multiple_of [4] {
      padding_dimensions = [0],
      copy_back_op = "none"
    } : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @prescribed_shapes(%a: tensor<?x?xf32>, %b: tensor<?x16xf32>, %c: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x16xf32>) outs(%c : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %padded, %pad, %copy = transform.structured.pad %mm pad_to_multiple_of [16, 5] use_prescribed_tensor_shapes {
      padding_dimensions = [0, 2],
      padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32]
    } : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @static_nofold_only(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %padded, %pad, %copy = transform.structured.pad %mm pad_to_multiple_of [3] {
      padding_dimensions = [0],
      nofold_flags = [0, 0, 1]
    } : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0) -> (-d0 + 20, 8)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (-s0 + 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tile_bounded(%arg0: tensor<32x20xf32>, %arg1: tensor<20x30xf32>, %arg2: tensor<32x30xf32>, %arg3: index, %arg4: index, %arg5: index) -> tensor<32x30xf32> {
// CHECK-NEXT:     %0 = affine.min #map(%arg5)
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg5] [4, %0] [1, 1] : tensor<32x20xf32> to tensor<4x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[%arg5, %arg4] [%0, 6] [1, 1] : tensor<20x30xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[%arg3, %arg4] [4, 6] [1, 1] : tensor<32x30xf32> to tensor<4x6xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = affine.apply #map1()[%0]
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %1] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<4x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = affine.apply #map1()[%0]
// CHECK-NEXT:     %padded_3 = tensor.pad %extracted_slice_0 nofold low[0, 0] high[%2, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %cst_2 : f32
// CHECK-NEXT:     } : tensor<?x6xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %3 = linalg.matmul ins(%padded, %padded_3 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%extracted_slice_1 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %extracted_slice_6 = tensor.extract_slice %3[0, 0] [4, 6] [1, 1] : tensor<4x6xf32> to tensor<4x6xf32>
// CHECK-NEXT:     %4 = bufferization.materialize_in_destination %extracted_slice_6 in %extracted_slice_1 : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %4 into %arg2[%arg3, %arg4] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<32x30xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<32x30xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %padded, %pad, %copy = transform.structured.pad %0 {nofold_flags = [0, 1, 0], padding_dimensions = [0, 1, 2], padding_values = [0.000000e+00 : f32, 0.000000e+00 : f32, 0.000000e+00 : f32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (-d0 + 50, 9)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (-s0 + 12)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @multiple_param_linalg_copy(%arg0: tensor<4x?xf16>, %arg1: tensor<?x6xf16>, %arg2: tensor<4x6xf16>, %arg3: index) -> tensor<4x6xf16> {
// CHECK-NEXT:     %0 = affine.min #map(%arg3)
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg3] [4, %0] [1, 1] : tensor<4x?xf16> to tensor<4x?xf16>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[%arg3, 0] [%0, 6] [1, 1] : tensor<?x6xf16> to tensor<?x6xf16>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = affine.apply #map1()[%0]
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst : f16
// CHECK-NEXT:     } : tensor<4x?xf16> to tensor<4x12xf16>
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = affine.apply #map1()[%0]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice_0 low[0, 0] high[%2, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst_1 : f16
// CHECK-NEXT:     } : tensor<?x6xf16> to tensor<12x8xf16>
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %padded_4 = tensor.pad %arg2 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst_3 : f16
// CHECK-NEXT:     } : tensor<4x6xf16> to tensor<4x8xf16>
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %3 = linalg.matmul ins(%padded, %padded_2 : tensor<4x12xf16>, tensor<12x8xf16>) outs(%padded_4 : tensor<4x8xf16>) -> tensor<4x8xf16>
// CHECK-NEXT:     %extracted_slice_7 = tensor.extract_slice %3[0, 0] [4, 6] [1, 1] : tensor<4x8xf16> to tensor<4x6xf16>
// CHECK-NEXT:     %4 = linalg.copy ins(%extracted_slice_7 : tensor<4x6xf16>) outs(%arg2 : tensor<4x6xf16>) -> tensor<4x6xf16>
// CHECK-NEXT:     return %4 : tensor<4x6xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.param.constant 4 : i64 -> !transform.param<i64>
// CHECK-NEXT:       %padded, %pad, %copy = transform.structured.pad %0 pad_to_multiple_of [8, %1] {copy_back_op = "linalg.copy", padding_dimensions = [1, 2], padding_values = ["1.0", 0.000000e+00 : f16, 0.000000e+00 : f16]} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %2 = transform.num_associations %pad : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:       transform.debug.emit_param_as_remark %2 : !transform.param<i64>
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0, 13)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (-s0 + 16)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elementwise_no_copy(%arg0: tensor<?xi32>, %arg1: index) -> tensor<?xi32> {
// CHECK-NEXT:     %0 = affine.min #map(%arg1)
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [%0] [1] : tensor<?xi32> to tensor<?xi32>
// CHECK-NEXT:     %1 = tensor.empty(%0) : tensor<?xi32>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = affine.apply #map1()[%0]
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0] high[%2] {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       tensor.yield %c0_i32 : i32
// CHECK-NEXT:     } : tensor<?xi32> to tensor<16xi32>
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %1, %c0_1 : tensor<?xi32>
// CHECK-NEXT:     %3 = affine.apply #map1()[%dim]
// CHECK-NEXT:     %padded_2 = tensor.pad %1 low[0] high[%3] {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       tensor.yield %c0_i32_0 : i32
// CHECK-NEXT:     } : tensor<?xi32> to tensor<16xi32>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %dim_5 = tensor.dim %1, %c0_4 : tensor<?xi32>
// CHECK-NEXT:     %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%padded : tensor<16xi32>) outs(%padded_2 : tensor<16xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       %5 = arith.muli %in, %in : i32
// CHECK-NEXT:       linalg.yield %5 : i32
// CHECK-NEXT:     } -> tensor<16xi32>
// CHECK-NEXT:     %extracted_slice_6 = tensor.extract_slice %4[0] [%0] [1] : tensor<16xi32> to tensor<?xi32>
// CHECK-NEXT:     return %extracted_slice_6 : tensor<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %padded, %pad, %copy = transform.structured.pad %0 pad_to_multiple_of [4] {copy_back_op = "none", padding_dimensions = [0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<()[s0] -> ((s0 ceildiv 16) * 16)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> ((s0 ceildiv 5) * 5)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (-s1 + (s0 ceildiv 16) * 16)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (-s1 + (s0 ceildiv 5) * 5)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @prescribed_shapes(%arg0: tensor<?x?xf32>, %arg1: tensor<?x16xf32>, %arg2: tensor<?x16xf32>) -> tensor<?x16xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x16xf32>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg2, %c0_3 : tensor<?x16xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.apply #map()[%dim]
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_0]
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %dim_6 = tensor.dim %arg0, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map2()[%dim, %dim_6]
// CHECK-NEXT:     %c1_7 = arith.constant 1 : index
// CHECK-NEXT:     %dim_8 = tensor.dim %arg0, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map3()[%dim_0, %dim_8]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%2, %3] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cst_9 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %4 = affine.apply #map1()[%dim_2]
// CHECK-NEXT:     %c0_10 = arith.constant 0 : index
// CHECK-NEXT:     %dim_11 = tensor.dim %arg1, %c0_10 : tensor<?x16xf32>
// CHECK-NEXT:     %5 = affine.apply #map3()[%dim_2, %dim_11]
// CHECK-NEXT:     %padded_12 = tensor.pad %arg1 low[0, 0] high[%5, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst_9 : f32
// CHECK-NEXT:     } : tensor<?x16xf32> to tensor<?x16xf32>
// CHECK-NEXT:     %cst_13 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %6 = affine.apply #map()[%dim_4]
// CHECK-NEXT:     %c0_14 = arith.constant 0 : index
// CHECK-NEXT:     %dim_15 = tensor.dim %arg2, %c0_14 : tensor<?x16xf32>
// CHECK-NEXT:     %7 = affine.apply #map2()[%dim_4, %dim_15]
// CHECK-NEXT:     %padded_16 = tensor.pad %arg2 low[0, 0] high[%7, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst_13 : f32
// CHECK-NEXT:     } : tensor<?x16xf32> to tensor<?x16xf32>
// CHECK-NEXT:     %c0_17 = arith.constant 0 : index
// CHECK-NEXT:     %dim_18 = tensor.dim %arg0, %c0_17 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_19 = arith.constant 1 : index
// CHECK-NEXT:     %dim_20 = tensor.dim %arg0, %c1_19 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_21 = arith.constant 0 : index
// CHECK-NEXT:     %dim_22 = tensor.dim %arg1, %c0_21 : tensor<?x16xf32>
// CHECK-NEXT:     %c0_23 = arith.constant 0 : index
// CHECK-NEXT:     %dim_24 = tensor.dim %arg2, %c0_23 : tensor<?x16xf32>
// CHECK-NEXT:     %8 = linalg.matmul ins(%padded, %padded_12 : tensor<?x?xf32>, tensor<?x16xf32>) outs(%padded_16 : tensor<?x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %8[0, 0] [%dim_18, 16] [1, 1] : tensor<?x16xf32> to tensor<?x16xf32>
// CHECK-NEXT:     %9 = bufferization.materialize_in_destination %extracted_slice in %arg2 : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT:     return %9 : tensor<?x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %padded, %pad, %copy = transform.structured.pad %0 pad_to_multiple_of [16, 5] use_prescribed_tensor_shapes {padding_dimensions = [0, 2], padding_values = [0.000000e+00 : f32, 0.000000e+00 : f32, 0.000000e+00 : f32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @static_nofold_only(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x4xf32> to tensor<9x4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %padded_1 = tensor.pad %arg2 nofold low[0, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<8x8xf32> to tensor<9x8xf32>
// CHECK-NEXT:     %0 = linalg.matmul ins(%padded, %arg1 : tensor<9x4xf32>, tensor<4x8xf32>) outs(%padded_1 : tensor<9x8xf32>) -> tensor<9x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0, 0] [8, 8] [1, 1] : tensor<9x8xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %1 = bufferization.materialize_in_destination %extracted_slice in %arg2 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     return %1 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %padded, %pad, %copy = transform.structured.pad %0 pad_to_multiple_of [3] {nofold_flags = [0, 0, 1], padding_dimensions = [0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
