// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// Vectorization of tensor.extract in linalg.generic bodies: a gather at
// the linearized indices when the indices vary in other ways, a
// broadcast scalar read when they are loop invariant, a contiguous
// transfer_read when the trailing index steps with the trailing loop (on
// an effectively 1-D vector); affine.apply in the body is expanded into
// arith first. With vector sizes, the reads are masked like the rest.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @gather_rows(%table: tensor<10x7xi32>, %rows: tensor<2x5xindex>, %out: tensor<2x5xi32>) -> tensor<2x5xi32> {
    %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%rows : tensor<2x5xindex>) outs(%out : tensor<2x5xi32>) {
    ^bb0(%row: index, %o: i32):
      %c = linalg.index 1 : index
      %e = tensor.extract %table[%row, %c] : tensor<10x7xi32>
      linalg.yield %e : i32
    } -> tensor<2x5xi32>
    return %r : tensor<2x5xi32>
  }
  func.func @invariant(%t: tensor<4x9xf16>, %i: index, %out: tensor<1x6xf16>) -> tensor<1x6xf16> {
    %c3 = arith.constant 3 : index
    %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x6xf16>) {
    ^bb0(%o: f16):
      %j = arith.addi %i, %c3 : index
      %e = tensor.extract %t[%i, %j] : tensor<4x9xf16>
      %s = arith.addf %e, %o : f16
      linalg.yield %s : f16
    } -> tensor<1x6xf16>
    return %r : tensor<1x6xf16>
  }
  func.func @contiguous(%t: tensor<3x32xf32>, %k: index, %out: tensor<1x8xf32>) -> tensor<1x8xf32> {
    %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x8xf32>) {
    ^bb0(%o: f32):
      %j = linalg.index 1 : index
      %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 2)>(%j)[%k]
      %e = tensor.extract %t[%k, %a] : tensor<3x32xf32>
      linalg.yield %e : f32
    } -> tensor<1x8xf32>
    return %r : tensor<1x8xf32>
  }
  func.func @one_index_masked(%t: tensor<?xf32>, %idx: tensor<?x?xindex>, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<?x?xindex>) outs(%out : tensor<?x?xf32>) {
    ^bb0(%i: index, %o: f32):
      %e = tensor.extract %t[%i] : tensor<?xf32>
      linalg.yield %e : f32
    } -> tensor<?x?xf32>
    return %r : tensor<?x?xf32>
  }
  func.func @from_0d(%t: tensor<i8>, %out: tensor<3xi8>) -> tensor<3xi8> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%out : tensor<3xi8>) {
    ^bb0(%o: i8):
      %e = tensor.extract %t[] : tensor<i8>
      linalg.yield %e : i8
    } -> tensor<3xi8>
    return %r : tensor<3xi8>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "gather_rows"} in %root : (!transform.any_op) -> !transform.any_op
      %g0 = transform.structured.match ops{["linalg.generic"]} in %f0 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %g0 {vectorize_nd_extract} : !transform.any_op
      %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "invariant"} in %root : (!transform.any_op) -> !transform.any_op
      %g1 = transform.structured.match ops{["linalg.generic"]} in %f1 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %g1 {vectorize_nd_extract} : !transform.any_op
      %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "contiguous"} in %root : (!transform.any_op) -> !transform.any_op
      %g2 = transform.structured.match ops{["linalg.generic"]} in %f2 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %g2 vector_sizes [1, 8] {vectorize_nd_extract} : !transform.any_op
      %f3 = transform.structured.match ops{["func.func"]} attributes{sym_name = "one_index_masked"} in %root : (!transform.any_op) -> !transform.any_op
      %g3 = transform.structured.match ops{["linalg.generic"]} in %f3 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %g3 vector_sizes [2, 4] : !transform.any_op
      %f4 = transform.structured.match ops{["func.func"]} attributes{sym_name = "from_0d"} in %root : (!transform.any_op) -> !transform.any_op
      %g4 = transform.structured.match ops{["linalg.generic"]} in %f4 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %g4 {vectorize_nd_extract} : !transform.any_op
      transform.yield
    }
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (0, 0)>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @gather_rows(%arg0: tensor<10x7xi32>, %arg1: tensor<2x5xindex>, %arg2: tensor<2x5xi32>) -> tensor<2x5xi32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %0 : tensor<2x5xindex>, vector<2x5xindex>
// CHECK-NEXT:     %2 = ub.poison : i32
// CHECK-NEXT:     %3 = vector.transfer_read %arg2[%c0, %c0], %2 : tensor<2x5xi32>, vector<2x5xi32>
// CHECK-NEXT:     %4 = vector.step : vector<5xindex>
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2x5xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2x5xi32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<10x7xi32>
// CHECK-NEXT:     %5 = vector.broadcast %dim : index to vector<2x5xindex>
// CHECK-NEXT:     %6 = arith.muli %1, %5 : vector<2x5xindex>
// CHECK-NEXT:     %7 = vector.broadcast %4 : vector<5xindex> to vector<2x5xindex>
// CHECK-NEXT:     %8 = arith.addi %7, %6 : vector<2x5xindex>
// CHECK-NEXT:     %9 = vector.gather %arg0[%c0_1, %c0_1] [%8], %cst, %cst_0 : tensor<10x7xi32>, vector<2x5xindex>, vector<2x5xi1>, vector<2x5xi32> into vector<2x5xi32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %10 = vector.transfer_write %9, %arg2[%c0_2, %c0_2] : vector<2x5xi32>, tensor<2x5xi32>
// CHECK-NEXT:     return %10 : tensor<2x5xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @invariant(%arg0: tensor<4x9xf16>, %arg1: index, %arg2: tensor<1x6xf16>) -> tensor<1x6xf16> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f16
// CHECK-NEXT:     %1 = vector.transfer_read %arg2[%c0, %c0], %0 : tensor<1x6xf16>, vector<1x6xf16>
// CHECK-NEXT:     %2 = arith.addi %arg1, %c3 : index
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<1x6xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<1x6xf16>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %3 = ub.poison : f16
// CHECK-NEXT:     %4 = vector.constant_mask [1] : vector<1xi1>
// CHECK-NEXT:     %5 = vector.mask %4 { vector.transfer_read %arg0[%arg1, %2], %3 {in_bounds = [true, true], permutation_map = #map} : tensor<4x9xf16>, vector<1x6xf16> } : vector<1xi1> -> vector<1x6xf16>
// CHECK-NEXT:     %6 = arith.addf %5, %1 : vector<1x6xf16>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %7 = vector.transfer_write %6, %arg2[%c0_2, %c0_2] : vector<1x6xf16>, tensor<1x6xf16>
// CHECK-NEXT:     return %7 : tensor<1x6xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contiguous(%arg0: tensor<3x32xf32>, %arg1: index, %arg2: tensor<1x8xf32>) -> tensor<1x8xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg2[%c0, %c0], %0 : tensor<1x8xf32>, vector<1x8xf32>
// CHECK-NEXT:     %2 = vector.step : vector<8xindex>
// CHECK-NEXT:     %3 = vector.broadcast %arg1 : index to vector<8xindex>
// CHECK-NEXT:     %4 = arith.addi %2, %3 : vector<8xindex>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %cst = arith.constant dense<2> : vector<8xindex>
// CHECK-NEXT:     %5 = arith.addi %4, %cst : vector<8xindex>
// CHECK-NEXT:     %cst_0 = arith.constant dense<true> : vector<1x8xi1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<1x8xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %6 = vector.shape_cast %5 : vector<8xindex> to vector<8xindex>
// CHECK-NEXT:     %7 = vector.extract %6[0] : index from vector<8xindex>
// CHECK-NEXT:     %8 = ub.poison : f32
// CHECK-NEXT:     %9 = vector.transfer_read %arg0[%arg1, %7], %8 {in_bounds = [true, true]} : tensor<3x32xf32>, vector<1x8xf32>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %10 = vector.transfer_write %9, %arg2[%c0_3, %c0_3] : vector<1x8xf32>, tensor<1x8xf32>
// CHECK-NEXT:     return %10 : tensor<1x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_index_masked(%arg0: tensor<?xf32>, %arg1: tensor<?x?xindex>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?x?xindex>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xindex>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = vector.create_mask %dim, %dim_0 : vector<2x4xi1>
// CHECK-NEXT:     %2 = vector.mask %1 { vector.transfer_read %arg1[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : tensor<?x?xindex>, vector<2x4xindex> } : vector<2x4xi1> -> vector<2x4xindex>
// CHECK-NEXT:     %3 = ub.poison : f32
// CHECK-NEXT:     %4 = vector.mask %1 { vector.transfer_read %arg2[%c0_1, %c0_1], %3 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2x4xi1>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %5 = vector.mask %1 { vector.gather %arg0[%c0_3] [%2], %cst, %cst_2 : tensor<?xf32>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %6 = vector.mask %1 { vector.transfer_write %5, %arg2[%c0_4, %c0_4] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<?x?xf32> } : vector<2x4xi1> -> tensor<?x?xf32>
// CHECK-NEXT:     return %6 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_0d(%arg0: tensor<i8>, %arg1: tensor<3xi8>) -> tensor<3xi8> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : i8
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0], %0 : tensor<3xi8>, vector<3xi8>
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<3xi8>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %2 = ub.poison : i8
// CHECK-NEXT:     %3 = vector.constant_mask [1] : vector<1xi1>
// CHECK-NEXT:     %4 = vector.mask %3 { vector.transfer_read %arg0[], %2 {in_bounds = [true], permutation_map = #map1} : tensor<i8>, vector<3xi8> } : vector<1xi1> -> vector<3xi8>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %5 = vector.transfer_write %4, %arg1[%c0_2] : vector<3xi8>, tensor<3xi8>
// CHECK-NEXT:     return %5 : tensor<3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "gather_rows"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.generic"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %1 {vectorize_nd_extract} : !transform.any_op
// CHECK-NEXT:       %2 = transform.structured.match ops{["func.func"]} attributes {sym_name = "invariant"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["linalg.generic"]} in %2 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %3 {vectorize_nd_extract} : !transform.any_op
// CHECK-NEXT:       %4 = transform.structured.match ops{["func.func"]} attributes {sym_name = "contiguous"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.match ops{["linalg.generic"]} in %4 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %5 vector_sizes [1, 8] {vectorize_nd_extract} : !transform.any_op
// CHECK-NEXT:       %6 = transform.structured.match ops{["func.func"]} attributes {sym_name = "one_index_masked"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %7 = transform.structured.match ops{["linalg.generic"]} in %6 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %7 vector_sizes [2, 4] : !transform.any_op
// CHECK-NEXT:       %8 = transform.structured.match ops{["func.func"]} attributes {sym_name = "from_0d"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %9 = transform.structured.match ops{["linalg.generic"]} in %8 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %9 {vectorize_nd_extract} : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
