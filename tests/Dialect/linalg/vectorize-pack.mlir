// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// Vectorization of linalg.pack and linalg.unpack: without vector sizes the
// static shapes are the vector shapes (transfers in bounds where they fit);
// with vector sizes (the destination's for a pack, the source's for an
// unpack, scalable allowed there) the transfers are masked.

module {
  func.func @pack_static(%s: tensor<6x12x5xf32>, %d: tensor<5x3x2x4x3xf32>) -> tensor<5x3x2x4x3xf32> {
    %c = arith.constant 1.5 : f32
    %r = linalg.pack %s padding_value(%c : f32) outer_dims_perm = [2, 1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 3] into %d : tensor<6x12x5xf32> -> tensor<5x3x2x4x3xf32>
    return %r : tensor<5x3x2x4x3xf32>
  }
  func.func @pack_masked(%s: tensor<10x9xi32>, %d: tensor<3x9x4xi32>) -> tensor<3x9x4xi32> {
    %c = arith.constant 7 : i32
    %r = linalg.pack %s padding_value(%c : i32) inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<10x9xi32> -> tensor<3x9x4xi32>
    return %r : tensor<3x9x4xi32>
  }
  func.func @pack_dynamic(%s: tensor<?x?xf16>, %d: tensor<?x?x8x2xf16>) -> tensor<?x?x8x2xf16> {
    %r = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 2] into %d : tensor<?x?xf16> -> tensor<?x?x8x2xf16>
    return %r : tensor<?x?x8x2xf16>
  }
  func.func @unpack_static(%s: tensor<2x4x8x4xf32>, %d: tensor<15x10xf32>) -> tensor<15x10xf32> {
    %r = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %d : tensor<2x4x8x4xf32> -> tensor<15x10xf32>
    return %r : tensor<15x10xf32>
  }
  func.func @unpack_masked(%s: tensor<2x5x4xi8>, %d: tensor<8x5xi8>) -> tensor<8x5xi8> {
    %r = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<2x5x4xi8> -> tensor<8x5xi8>
    return %r : tensor<8x5xi8>
  }
  func.func @unpack_scalable(%s: tensor<?x?x4xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %r = linalg.unpack %s inner_dims_pos = [1] inner_tiles = [4] into %d : tensor<?x?x4xf32> -> tensor<?x?xf32>
    return %r : tensor<?x?xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "pack_static"} in %root : (!transform.any_op) -> !transform.any_op
      %p0 = transform.structured.match ops{["linalg.pack"]} in %f0 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %p0 : !transform.any_op
      %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "pack_masked"} in %root : (!transform.any_op) -> !transform.any_op
      %p1 = transform.structured.match ops{["linalg.pack"]} in %f1 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %p1 vector_sizes [4, 16, 4] : !transform.any_op
      %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "pack_dynamic"} in %root : (!transform.any_op) -> !transform.any_op
      %p2 = transform.structured.match ops{["linalg.pack"]} in %f2 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %p2 vector_sizes [2, 4, 8, 2] : !transform.any_op
      %f3 = transform.structured.match ops{["func.func"]} attributes{sym_name = "unpack_static"} in %root : (!transform.any_op) -> !transform.any_op
      %u3 = transform.structured.match ops{["linalg.unpack"]} in %f3 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %u3 : !transform.any_op
      %f4 = transform.structured.match ops{["func.func"]} attributes{sym_name = "unpack_masked"} in %root : (!transform.any_op) -> !transform.any_op
      %u4 = transform.structured.match ops{["linalg.unpack"]} in %f4 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %u4 vector_sizes [4, 8, 4] : !transform.any_op
      %f5 = transform.structured.match ops{["func.func"]} attributes{sym_name = "unpack_scalable"} in %root : (!transform.any_op) -> !transform.any_op
      %u5 = transform.structured.match ops{["linalg.unpack"]} in %f5 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %u5 vector_sizes [2, [4], 4] : !transform.any_op
      transform.yield
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @pack_static(%arg0: tensor<6x12x5xf32>, %arg1: tensor<5x3x2x4x3xf32>) -> tensor<5x3x2x4x3xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<6x12x5xf32>, vector<6x12x5xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %0 : vector<6x12x5xf32> to vector<2x3x3x4x5xf32>
// CHECK-NEXT:     %2 = vector.transpose %1, [4, 2, 0, 3, 1] : vector<2x3x3x4x5xf32> to vector<5x3x2x4x3xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %3 = vector.transfer_write %2, %arg1[%c0_0, %c0_0, %c0_0, %c0_0, %c0_0] {in_bounds = [true, true, true, true, true]} : vector<5x3x2x4x3xf32>, tensor<5x3x2x4x3xf32>
// CHECK-NEXT:     return %3 : tensor<5x3x2x4x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_masked(%arg0: tensor<10x9xi32>, %arg1: tensor<3x9x4xi32>) -> tensor<3x9x4xi32> {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %0 = vector.create_mask %c10, %c9 : vector<16x16xi1>
// CHECK-NEXT:     %1 = vector.mask %0 { vector.transfer_read %arg0[%c0, %c0], %c7_i32 {in_bounds = [true, true]} : tensor<10x9xi32>, vector<16x16xi32> } : vector<16x16xi1> -> vector<16x16xi32>
// CHECK-NEXT:     %2 = vector.shape_cast %1 : vector<16x16xi32> to vector<4x4x16xi32>
// CHECK-NEXT:     %3 = vector.transpose %2, [0, 2, 1] : vector<4x4x16xi32> to vector<4x16x4xi32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c9_1 = arith.constant 9 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %4 = vector.create_mask %c3, %c9_1, %c4 : vector<4x16x4xi1>
// CHECK-NEXT:     %5 = vector.mask %4 { vector.transfer_write %3, %arg1[%c0_0, %c0_0, %c0_0] {in_bounds = [true, true, true]} : vector<4x16x4xi32>, tensor<3x9x4xi32> } : vector<4x16x4xi1> -> tensor<3x9x4xi32>
// CHECK-NEXT:     return %5 : tensor<3x9x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_dynamic(%arg0: tensor<?x?xf16>, %arg1: tensor<?x?x8x2xf16>) -> tensor<?x?x8x2xf16> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f16
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0_0 : tensor<?x?xf16>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?xf16>
// CHECK-NEXT:     %1 = vector.create_mask %dim, %dim_1 : vector<8x16xi1>
// CHECK-NEXT:     %2 = vector.mask %1 { vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<?x?xf16>, vector<8x16xf16> } : vector<8x16xi1> -> vector<8x16xf16>
// CHECK-NEXT:     %3 = vector.shape_cast %2 : vector<8x16xf16> to vector<4x2x2x8xf16>
// CHECK-NEXT:     %4 = vector.transpose %3, [2, 0, 3, 1] : vector<4x2x2x8xf16> to vector<2x4x8x2xf16>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg1, %c0_3 : tensor<?x?x8x2xf16>
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %dim_6 = tensor.dim %arg1, %c1_5 : tensor<?x?x8x2xf16>
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %5 = vector.create_mask %dim_4, %dim_6, %c8, %c2 : vector<2x4x8x2xi1>
// CHECK-NEXT:     %6 = vector.mask %5 { vector.transfer_write %4, %arg1[%c0_2, %c0_2, %c0_2, %c0_2] {in_bounds = [true, true, true, true]} : vector<2x4x8x2xf16>, tensor<?x?x8x2xf16> } : vector<2x4x8x2xi1> -> tensor<?x?x8x2xf16>
// CHECK-NEXT:     return %6 : tensor<?x?x8x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_static(%arg0: tensor<2x4x8x4xf32>, %arg1: tensor<15x10xf32>) -> tensor<15x10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c0, %c0, %c0, %c0], %0 {in_bounds = [true, true, true, true]} : tensor<2x4x8x4xf32>, vector<2x4x8x4xf32>
// CHECK-NEXT:     %2 = vector.transpose %1, [1, 3, 0, 2] : vector<2x4x8x4xf32> to vector<4x4x2x8xf32>
// CHECK-NEXT:     %3 = vector.shape_cast %2 : vector<4x4x2x8xf32> to vector<16x16xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %4 = vector.transfer_write %3, %arg1[%c0_0, %c0_0] : vector<16x16xf32>, tensor<15x10xf32>
// CHECK-NEXT:     return %4 : tensor<15x10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_masked(%arg0: tensor<2x5x4xi8>, %arg1: tensor<8x5xi8>) -> tensor<8x5xi8> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : i8
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %1 = vector.create_mask %c2, %c5, %c4 : vector<4x8x4xi1>
// CHECK-NEXT:     %2 = vector.mask %1 { vector.transfer_read %arg0[%c0, %c0, %c0], %0 {in_bounds = [true, true, true]} : tensor<2x5x4xi8>, vector<4x8x4xi8> } : vector<4x8x4xi1> -> vector<4x8x4xi8>
// CHECK-NEXT:     %3 = vector.transpose %2, [0, 2, 1] : vector<4x8x4xi8> to vector<4x4x8xi8>
// CHECK-NEXT:     %4 = vector.shape_cast %3 : vector<4x4x8xi8> to vector<16x8xi8>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c5_1 = arith.constant 5 : index
// CHECK-NEXT:     %5 = vector.create_mask %c8, %c5_1 : vector<16x8xi1>
// CHECK-NEXT:     %6 = vector.mask %5 { vector.transfer_write %4, %arg1[%c0_0, %c0_0] {in_bounds = [true, true]} : vector<16x8xi8>, tensor<8x5xi8> } : vector<16x8xi1> -> tensor<8x5xi8>
// CHECK-NEXT:     return %6 : tensor<8x5xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_scalable(%arg0: tensor<?x?x4xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0_0 : tensor<?x?x4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?x4xf32>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %1 = vector.create_mask %dim, %dim_1, %c4 : vector<2x[4]x4xi1>
// CHECK-NEXT:     %2 = vector.mask %1 { vector.transfer_read %arg0[%c0, %c0, %c0], %0 {in_bounds = [true, true, true]} : tensor<?x?x4xf32>, vector<2x[4]x4xf32> } : vector<2x[4]x4xi1> -> vector<2x[4]x4xf32>
// CHECK-NEXT:     %3 = vector.transpose %2, [0, 1, 2] : vector<2x[4]x4xf32> to vector<2x[4]x4xf32>
// CHECK-NEXT:     %4 = vector.shape_cast %3 : vector<2x[4]x4xf32> to vector<2x[16]xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg1, %c0_3 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %dim_6 = tensor.dim %arg1, %c1_5 : tensor<?x?xf32>
// CHECK-NEXT:     %5 = vector.create_mask %dim_4, %dim_6 : vector<2x[16]xi1>
// CHECK-NEXT:     %6 = vector.mask %5 { vector.transfer_write %4, %arg1[%c0_2, %c0_2] {in_bounds = [true, true]} : vector<2x[16]xf32>, tensor<?x?xf32> } : vector<2x[16]xi1> -> tensor<?x?xf32>
// CHECK-NEXT:     return %6 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "pack_static"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.pack"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %1 : !transform.any_op
// CHECK-NEXT:       %2 = transform.structured.match ops{["func.func"]} attributes {sym_name = "pack_masked"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["linalg.pack"]} in %2 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %3 vector_sizes [4, 16, 4] : !transform.any_op
// CHECK-NEXT:       %4 = transform.structured.match ops{["func.func"]} attributes {sym_name = "pack_dynamic"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.match ops{["linalg.pack"]} in %4 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %5 vector_sizes [2, 4, 8, 2] : !transform.any_op
// CHECK-NEXT:       %6 = transform.structured.match ops{["func.func"]} attributes {sym_name = "unpack_static"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %7 = transform.structured.match ops{["linalg.unpack"]} in %6 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %7 : !transform.any_op
// CHECK-NEXT:       %8 = transform.structured.match ops{["func.func"]} attributes {sym_name = "unpack_masked"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %9 = transform.structured.match ops{["linalg.unpack"]} in %8 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %9 vector_sizes [4, 8, 4] : !transform.any_op
// CHECK-NEXT:       %10 = transform.structured.match ops{["func.func"]} attributes {sym_name = "unpack_scalable"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %11 = transform.structured.match ops{["linalg.unpack"]} in %10 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %11 vector_sizes [2, [4], 4] : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
