// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.pack_transpose after structured.pack: the pack of
// the first operand with its outer dimensions swapped (the generic's map
// permuted alike), then the unpack of the result with its tiles swapped,
// which transposes the result's pack, the generic and the unpack.

func.func @matmul(%a: tensor<16x12xf32>, %b: tensor<12x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x12xf32>, tensor<12x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %packed = transform.structured.pack %mm packed_sizes = [4, 2, 3] : (!transform.any_op) -> !transform.op<"linalg.generic">
    %lhs = transform.get_producer_of_operand %packed[0] : (!transform.op<"linalg.generic">) -> !transform.op<"linalg.pack">
    %g1, %p1, %u1 = transform.structured.pack_transpose %lhs with_compute_op(%packed) outer_perm = [1, 0]
      : (!transform.op<"linalg.pack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"linalg.pack">, !transform.any_op)
    %unpack = transform.get_consumers_of_result %g1[0] : (!transform.op<"linalg.generic">) -> !transform.op<"linalg.unpack">
    %g2, %p2, %u2 = transform.structured.pack_transpose %unpack with_compute_op(%g1) inner_perm = [1, 0]
      : (!transform.op<"linalg.unpack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"linalg.pack">, !transform.op<"linalg.unpack">)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d0, d3, d5)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: tensor<16x12xf32>, %arg1: tensor<12x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x4x4x3xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<4x4x4x3xf32>
// CHECK-NEXT:     %pack = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %1 : tensor<16x12xf32> -> tensor<4x4x4x3xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<4x4x2x3xf32>
// CHECK-NEXT:     %pack_0 = linalg.pack %arg1 inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %2 : tensor<12x8xf32> -> tensor<4x4x2x3xf32>
// CHECK-NEXT:     %3 = tensor.empty() : tensor<4x4x4x2xf32>
// CHECK-NEXT:     %4 = tensor.empty() : tensor<4x4x2x4xf32>
// CHECK-NEXT:     %pack_1 = linalg.pack %arg2 outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %4 : tensor<16x8xf32> -> tensor<4x4x2x4xf32>
// CHECK-NEXT:     %5 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<4x4x4x3xf32>, tensor<4x4x2x3xf32>) outs(%pack_1 : tensor<4x4x2x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %6 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT:       %7 = arith.addf %out, %6 : f32
// CHECK-NEXT:       linalg.yield %7 : f32
// CHECK-NEXT:     } -> tensor<4x4x2x4xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %5 outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %arg2 : tensor<4x4x2x4xf32> -> tensor<16x8xf32>
// CHECK-NEXT:     return %unpack : tensor<16x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.pack %0 packed_sizes = [4, 2, 3] : (!transform.any_op) -> !transform.op<"linalg.generic">
// CHECK-NEXT:       %2 = transform.get_producer_of_operand %1[0] : (!transform.op<"linalg.generic">) -> !transform.op<"linalg.pack">
// CHECK-NEXT:       %packed_op, %pack_op, %un_pack_op = transform.structured.pack_transpose %2 with_compute_op(%1) outer_perm = [1, 0] : (!transform.op<"linalg.pack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"linalg.pack">, !transform.any_op)
// CHECK-NEXT:       %3 = transform.get_consumers_of_result %packed_op[0] : (!transform.op<"linalg.generic">) -> !transform.op<"linalg.unpack">
// CHECK-NEXT:       %packed_op_0, %pack_op_1, %un_pack_op_2 = transform.structured.pack_transpose %3 with_compute_op(%packed_op) inner_perm = [1, 0] : (!transform.op<"linalg.unpack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"linalg.pack">, !transform.op<"linalg.unpack">)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
