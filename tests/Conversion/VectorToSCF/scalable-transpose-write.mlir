// RUN: strata-opt %s -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true lower-scalable=true}))" -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-pass-pipeline=builtin.module(func.func(convert-vector-to-scf{lower-tensors=true\ lower-scalable=true})) -split-input-file

// A write of a transposed scalable vector is a loop over the scalable
// dimension writing one fixed-size row per iteration.
func.func @memref_unmasked(%v: vector<3x[2]xi16>, %m: memref<?x8xi16>, %i: index, %j: index) {
  %t = vector.transpose %v, [1, 0] : vector<3x[2]xi16> to vector<[2]x3xi16>
  vector.transfer_write %t, %m[%i, %j] {in_bounds = [true, false]} : vector<[2]x3xi16>, memref<?x8xi16>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @memref_unmasked(%arg0: vector<3x[2]xi16>, %arg1: memref<?x8xi16>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<[2]xi16> from vector<3x[2]xi16>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : vector<[2]xi16> from vector<3x[2]xi16>
// CHECK-NEXT: %2 = vector.extract %arg0[2] : vector<[2]xi16> from vector<3x[2]xi16>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c2_vscale = arith.muli %vscale, %c2 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %c2_vscale step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %4 = vector.extract %0[%arg4] : i16 from vector<[2]xi16>
// CHECK-NEXT: %5 = vector.extract %1[%arg4] : i16 from vector<[2]xi16>
// CHECK-NEXT: %6 = vector.extract %2[%arg4] : i16 from vector<[2]xi16>
// CHECK-NEXT: %7 = vector.from_elements %4, %5, %6 : vector<3xi16>
// CHECK-NEXT: vector.transfer_write %7, %arg1[%3, %arg3] : vector<3xi16>, memref<?x8xi16>
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

// On a tensor, the loop carries it; a constant mask's scalable size is a
// multiple of vscale.
func.func @tensor_constant_mask(%v: vector<3x[2]xf64>, %t: tensor<8x?xf64>, %i: index) -> tensor<8x?xf64> {
  %c1 = arith.constant 1 : index
  %tr = vector.transpose %v, [1, 0] : vector<3x[2]xf64> to vector<[2]x3xf64>
  %mask = vector.constant_mask [2, 2] : vector<[2]x3xi1>
  %r = vector.transfer_write %tr, %t[%c1, %i], %mask {in_bounds = [true, true]} : vector<[2]x3xf64>, tensor<8x?xf64>
  return %r : tensor<8x?xf64>
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @tensor_constant_mask(%arg0: vector<3x[2]xf64>, %arg1: tensor<8x?xf64>, %arg2: index) -> tensor<8x?xf64> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c2_vscale = arith.muli %vscale, %c2 : index
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<[2]xf64> from vector<3x[2]xf64>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : vector<[2]xf64> from vector<3x[2]xf64>
// CHECK-NEXT: %2 = vector.extract %arg0[2] : vector<[2]xf64> from vector<3x[2]xf64>
// CHECK-NEXT: %3 = vector.create_mask %c2 : vector<3xi1>
// CHECK-NEXT: %4 = scf.for %arg3 = %c0 to %c2_vscale step %c1 iter_args(%arg4 = %arg1) -> (tensor<8x?xf64>) {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)
// CHECK-NEXT: %6 = vector.extract %0[%arg3] : f64 from vector<[2]xf64>
// CHECK-NEXT: %7 = vector.extract %1[%arg3] : f64 from vector<[2]xf64>
// CHECK-NEXT: %8 = vector.extract %2[%arg3] : f64 from vector<[2]xf64>
// CHECK-NEXT: %9 = vector.from_elements %6, %7, %8 : vector<3xf64>
// CHECK-NEXT: %10 = vector.transfer_write %9, %arg4[%5, %arg2], %3 {in_bounds = [true]} : vector<3xf64>, tensor<8x?xf64>
// CHECK-NEXT: scf.yield %10 : tensor<8x?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : tensor<8x?xf64>

// -----

func.func @tensor_dynamic_mask(%v: vector<2x[8]xi8>, %t: tensor<?x?xi8>, %n: index, %k: index) -> tensor<?x?xi8> {
  %c0 = arith.constant 0 : index
  %tr = vector.transpose %v, [1, 0] : vector<2x[8]xi8> to vector<[8]x2xi8>
  %mask = vector.create_mask %n, %k : vector<[8]x2xi1>
  %r = vector.transfer_write %tr, %t[%c0, %c0], %mask {in_bounds = [true, true]} : vector<[8]x2xi8>, tensor<?x?xi8>
  return %r : tensor<?x?xi8>
}

// CHECK-LABEL: func.func @tensor_dynamic_mask(%arg0: vector<2x[8]xi8>, %arg1: tensor<?x?xi8>, %arg2: index, %arg3: index) -> tensor<?x?xi8> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<[8]xi8> from vector<2x[8]xi8>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : vector<[8]xi8> from vector<2x[8]xi8>
// CHECK-NEXT: %2 = vector.create_mask %arg3 : vector<2xi1>
// CHECK-NEXT: %3 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg1) -> (tensor<?x?xi8>) {
// CHECK-NEXT: %4 = vector.extract %0[%arg4] : i8 from vector<[8]xi8>
// CHECK-NEXT: %5 = vector.extract %1[%arg4] : i8 from vector<[8]xi8>
// CHECK-NEXT: %6 = vector.from_elements %4, %5 : vector<2xi8>
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg5[%arg4, %c0], %2 {in_bounds = [true]} : vector<2xi8>, tensor<?x?xi8>
// CHECK-NEXT: scf.yield %7 : tensor<?x?xi8>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : tensor<?x?xi8>

// -----

// Not lowered: the leading dimension may be out of bounds, the vector is
// not a transpose, or the mask is neither create_mask nor constant_mask.
func.func @not_lowered(%v: vector<3x[2]xi16>, %w: vector<[2]x3xi16>, %m: memref<?x?xi16>, %i: index, %mask: vector<[2]x3xi1>) {
  %t = vector.transpose %v, [1, 0] : vector<3x[2]xi16> to vector<[2]x3xi16>
  vector.transfer_write %t, %m[%i, %i] {in_bounds = [false, true]} : vector<[2]x3xi16>, memref<?x?xi16>
  vector.transfer_write %w, %m[%i, %i] {in_bounds = [true, true]} : vector<[2]x3xi16>, memref<?x?xi16>
  vector.transfer_write %t, %m[%i, %i], %mask {in_bounds = [true, true]} : vector<[2]x3xi16>, memref<?x?xi16>
  return
}

// CHECK-LABEL: func.func @not_lowered(%arg0: vector<3x[2]xi16>, %arg1: vector<[2]x3xi16>, %arg2: memref<?x?xi16>, %arg3: index, %arg4: vector<[2]x3xi1>) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<3x[2]xi16> to vector<[2]x3xi16>
// CHECK-NEXT: vector.transfer_write %0, %arg2[%arg3, %arg3] {in_bounds = [false, true]} : vector<[2]x3xi16>, memref<?x?xi16>
// CHECK-NEXT: vector.transfer_write %arg1, %arg2[%arg3, %arg3] {in_bounds = [true, true]} : vector<[2]x3xi16>, memref<?x?xi16>
// CHECK-NEXT: vector.transfer_write %0, %arg2[%arg3, %arg3], %arg4 {in_bounds = [true, true]} : vector<[2]x3xi16>, memref<?x?xi16>
// CHECK-NEXT: return
