// RUN: strata-opt %s --transform-interpreter --cse | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --cse

// Scalable tile sizes of structured.tile_using_for: the size is the
// constant times vector.vscale, computed after the iteration domain,
// and the tiles are bounded by what remains of each range.

func.func @scalable_inner(%a: tensor<16x?xf32>, %b: tensor<16x?xf32>) -> tensor<16x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x?xf32>) outs(%b : tensor<16x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x?xf32>
  return %0 : tensor<16x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %g tile_sizes [8, [4]] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0)[s0, s1] -> (-d0 + s0, s1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalable_inner(%arg0: tensor<16x?xf32>, %arg1: tensor<16x?xf32>) -> tensor<16x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<16x?xf32>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c4_vscale = arith.muli %c4, %vscale : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c16 step %c8 iter_args(%arg3 = %arg1) -> (tensor<16x?xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0 to %dim step %c4_vscale iter_args(%arg5 = %arg3) -> (tensor<16x?xf32>) {
// CHECK-NEXT:         %2 = affine.min #map(%arg4)[%dim, %c4_vscale]
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg4] [8, %2] [1, 1] : tensor<16x?xf32> to tensor<8x?xf32>
// CHECK-NEXT:         %extracted_slice_0 = tensor.extract_slice %arg5[%arg2, %arg4] [8, %2] [1, 1] : tensor<16x?xf32> to tensor<8x?xf32>
// CHECK-NEXT:         %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<8x?xf32>) outs(%extracted_slice_0 : tensor<8x?xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %4 = arith.subf %in, %out : f32
// CHECK-NEXT:           linalg.yield %4 : f32
// CHECK-NEXT:         } -> tensor<8x?xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %3 into %arg5[%arg2, %arg4] [8, %2] [1, 1] : tensor<8x?xf32> into tensor<16x?xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<16x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<16x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<16x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [8, [4]] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
