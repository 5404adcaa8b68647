// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.convert_to_loops: structured ops on buffers as
// scf.for nests with loads, the body and stores (static and dynamic
// shapes, reductions, linalg.index, scalar operands, several ops).

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0_0 to %c16 step %c1_1 {
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg5 = %c0_2 to %c8 step %c1_3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3, %arg4, %arg5)
// CHECK-NEXT: %1 = affine.apply #map1(%arg3, %arg4, %arg5)
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<4x8xf32>
// CHECK-NEXT: %3 = affine.apply #map1(%arg3, %arg4, %arg5)
// CHECK-NEXT: %4 = affine.apply #map2(%arg3, %arg4, %arg5)
// CHECK-NEXT: %5 = memref.load %arg1[%3, %4] : memref<8x16xf32>
// CHECK-NEXT: %6 = affine.apply #map(%arg3, %arg4, %arg5)
// CHECK-NEXT: %7 = affine.apply #map2(%arg3, %arg4, %arg5)
// CHECK-NEXT: %8 = memref.load %arg2[%6, %7] : memref<4x16xf32>
// CHECK-NEXT: %9 = arith.mulf %2, %5 : f32
// CHECK-NEXT: %10 = arith.addf %8, %9 : f32
// CHECK-NEXT: %11 = affine.apply #map(%arg3, %arg4, %arg5)
// CHECK-NEXT: %12 = affine.apply #map2(%arg3, %arg4, %arg5)
// CHECK-NEXT: memref.store %10, %arg2[%11, %12] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %loops = transform.structured.convert_to_loops %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map2 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @dynamic_index_fill(%arg0: memref<?x?xi32>, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xi32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_1 to %dim_0 step %c1_2 {
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0_7 to %dim step %c1_8 {
// CHECK-NEXT: %0 = arith.muli %arg3, %arg4 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT: %3 = affine.apply #map1(%arg3, %arg4)
// CHECK-NEXT: memref.store %1, %arg0[%2, %3] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %arg2, %c0_3 : memref<?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_5 to %dim_4 step %c1_6 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg3)
// CHECK-NEXT: memref.store %arg1, %arg2[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dynamic_index_fill(%a: memref<?x?xi32>, %s: f32, %o: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<?x?xi32>) {
  ^bb0(%x: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c = arith.index_cast %k : index to i32
    linalg.yield %c : i32
  }
  linalg.fill ins(%s : f32) outs(%o : memref<?xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %loops = transform.structured.convert_to_loops %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
