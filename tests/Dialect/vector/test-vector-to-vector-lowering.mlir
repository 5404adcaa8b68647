// RUN: strata-opt %s -test-vector-to-vector-lowering -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-to-vector-lowering -split-input-file

// Masked memory ops under constant masks become plain loads and stores,
// or go away.
func.func @constant_masks(%m: memref<32xf32>, %p: vector<8xf32>, %i: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %c4 = arith.constant 4 : index
  %all = vector.constant_mask [8] : vector<8xi1>
  %none = vector.constant_mask [0] : vector<8xi1>
  %0 = vector.expandload %m[%c4], %all, %p : memref<32xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.gather %m[%c4][%i], %none, %p : memref<32xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %2 = vector.maskedload %m[%c4], %none, %p : memref<32xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%c4], %all, %0 : memref<32xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%c4], %none, %1 : memref<32xf32>, vector<8xi1>, vector<8xf32>
  return %0, %1, %2 : vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// -----

// Leading unit dimensions are extracted away from the operands of
// elementwise ops, inserts, strided slices and masks; the results are
// broadcast back.
func.func @lead_unit_dims(%a: vector<1x1x6xi32>, %b: vector<1x1x6xi32>, %s: vector<1x6xi32>, %d: vector<3x1x6xi32>, %x: i32) -> (vector<1x1x6xi32>, vector<3x1x6xi32>, vector<1x1x6xi32>, vector<1x2x3xi1>, vector<1x1x2xi32>) {
  %0 = arith.muli %a, %b : vector<1x1x6xi32>
  %1 = vector.insert %s, %d [2] : vector<1x6xi32> into vector<3x1x6xi32>
  %2 = vector.insert %x, %0 [0, 0, 3] : i32 into vector<1x1x6xi32>
  %3 = vector.constant_mask [1, 2, 2] : vector<1x2x3xi1>
  %4 = vector.extract_strided_slice %2 {offsets = [0, 0, 2], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x1x6xi32> to vector<1x1x2xi32>
  return %0, %1, %2, %3, %4 : vector<1x1x6xi32>, vector<3x1x6xi32>, vector<1x1x6xi32>, vector<1x2x3xi1>, vector<1x1x2xi32>
}

// -----

func.func @lead_unit_dims_insert_strided(%s: vector<1x[4]xf32>, %d: vector<1x2x[4]xf32>, %c: i1, %x: vector<1x[4]xf32>) -> (vector<1x2x[4]xf32>, vector<1x[4]xf32>) {
  %0 = vector.insert_strided_slice %s, %d {offsets = [0, 1, 0], strides = [1, 1]} : vector<1x[4]xf32> into vector<1x2x[4]xf32>
  %1 = arith.select %c, %s, %x : vector<1x[4]xf32>
  return %0, %1 : vector<1x2x[4]xf32>, vector<1x[4]xf32>
}

// -----

// Transfers read and write the trimmed vector; their masks are extracted
// when they broadcast back, shape cast otherwise.
func.func @lead_unit_dims_transfers(%m: memref<1x3x9xf16>, %mask: vector<1x5xi1>, %tmask: vector<1x5x1xi1>, %v: vector<1x5xf16>) -> (vector<1x5xf16>, vector<1x1x5xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f16
  %0 = vector.transfer_read %m[%c0, %c1, %c0], %pad, %mask {in_bounds = [true, false]} : memref<1x3x9xf16>, vector<1x5xf16>
  %1 = vector.transfer_read %m[%c0, %c0, %c1], %pad, %tmask {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>} : memref<1x3x9xf16>, vector<1x1x5xf16>
  vector.transfer_write %v, %m[%c0, %c0, %c1], %mask {in_bounds = [true, false]} : vector<1x5xf16>, memref<1x3x9xf16>
  vector.transfer_write %v, %m[%c0, %c1, %c0] {in_bounds = [true, true]} : vector<1x5xf16>, memref<1x3x9xf16>
  return %0, %1 : vector<1x5xf16>, vector<1x1x5xf16>
}


// -----

// A contraction whose accumulator has a leading unit parallel dimension
// loses it (one dimension at a time, so the broadcasts back chain);
// operands carrying it elsewhere are transposed first, and a mask loses
// its leading dimension.
func.func @lead_unit_dims_contract(%a: vector<1x1x3xf32>, %b: vector<3x1x4xf32>, %acc: vector<1x1x4xf32>, %m: vector<1x1x4x3xi1>) -> (vector<1x1x4xf32>, vector<1x1x4xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (k, b, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<1x1x3xf32>, vector<3x1x4xf32> into vector<1x1x4xf32>
  %1 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (k, b, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %acc : vector<1x1x3xf32>, vector<3x1x4xf32> into vector<1x1x4xf32> } : vector<1x1x4x3xi1> -> vector<1x1x4xf32>
  return %0, %1 : vector<1x1x4xf32>, vector<1x1x4xf32>
}

// -----

// A reduction dimension is not dropped.
func.func @contract_reduction_lead(%a: vector<1x4xf32>, %b: vector<1x4xf32>, %acc: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<1x4xf32>, vector<1x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @constant_masks(%arg0: memref<32xf32>, %arg1: vector<8xf32>, %arg2: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = vector.load %arg0[%c4] : memref<32xf32>, vector<8xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%c4] : memref<32xf32>, vector<8xf32>
// CHECK-NEXT:     return %0, %arg1, %arg1 : vector<8xf32>, vector<8xf32>, vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @lead_unit_dims(%arg0: vector<1x1x6xi32>, %arg1: vector<1x1x6xi32>, %arg2: vector<1x6xi32>, %arg3: vector<3x1x6xi32>, %arg4: i32) -> (vector<1x1x6xi32>, vector<3x1x6xi32>, vector<1x1x6xi32>, vector<1x2x3xi1>, vector<1x1x2xi32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : vector<6xi32> from vector<1x1x6xi32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0, 0] : vector<6xi32> from vector<1x1x6xi32>
// CHECK-NEXT:     %2 = arith.muli %0, %1 : vector<6xi32>
// CHECK-NEXT:     %3 = vector.broadcast %2 : vector<6xi32> to vector<1x1x6xi32>
// CHECK-NEXT:     %4 = vector.extract %arg2[0] : vector<6xi32> from vector<1x6xi32>
// CHECK-NEXT:     %5 = vector.insert %4, %arg3 [2, 0] : vector<6xi32> into vector<3x1x6xi32>
// CHECK-NEXT:     %6 = vector.insert %arg4, %2 [3] : i32 into vector<6xi32>
// CHECK-NEXT:     %7 = vector.broadcast %6 : vector<6xi32> to vector<1x1x6xi32>
// CHECK-NEXT:     %8 = vector.constant_mask [2, 2] : vector<2x3xi1>
// CHECK-NEXT:     %9 = vector.broadcast %8 : vector<2x3xi1> to vector<1x2x3xi1>
// CHECK-NEXT:     %10 = vector.extract_strided_slice %6 {offsets = [2], sizes = [2], strides = [1]} : vector<6xi32> to vector<2xi32>
// CHECK-NEXT:     %11 = vector.broadcast %10 : vector<2xi32> to vector<1x1x2xi32>
// CHECK-NEXT:     return %3, %5, %7, %9, %11 : vector<1x1x6xi32>, vector<3x1x6xi32>, vector<1x1x6xi32>, vector<1x2x3xi1>, vector<1x1x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @lead_unit_dims_insert_strided(%arg0: vector<1x[4]xf32>, %arg1: vector<1x2x[4]xf32>, %arg2: i1, %arg3: vector<1x[4]xf32>) -> (vector<1x2x[4]xf32>, vector<1x[4]xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<[4]xf32> from vector<1x[4]xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : vector<2x[4]xf32> from vector<1x2x[4]xf32>
// CHECK-NEXT:     %2 = vector.insert_strided_slice %0, %1 {offsets = [1, 0], strides = [1]} : vector<[4]xf32> into vector<2x[4]xf32>
// CHECK-NEXT:     %3 = vector.broadcast %2 : vector<2x[4]xf32> to vector<1x2x[4]xf32>
// CHECK-NEXT:     %4 = vector.extract %arg0[0] : vector<[4]xf32> from vector<1x[4]xf32>
// CHECK-NEXT:     %5 = vector.extract %arg3[0] : vector<[4]xf32> from vector<1x[4]xf32>
// CHECK-NEXT:     %6 = arith.select %arg2, %4, %5 : vector<[4]xf32>
// CHECK-NEXT:     %7 = vector.broadcast %6 : vector<[4]xf32> to vector<1x[4]xf32>
// CHECK-NEXT:     return %3, %7 : vector<1x2x[4]xf32>, vector<1x[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @lead_unit_dims_transfers(%arg0: memref<1x3x9xf16>, %arg1: vector<1x5xi1>, %arg2: vector<1x5x1xi1>, %arg3: vector<1x5xf16>) -> (vector<1x5xf16>, vector<1x1x5xf16>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %0 = vector.extract %arg1[0] : vector<5xi1> from vector<1x5xi1>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c0, %c1, %c0], %cst, %0 {in_bounds = [true]} : memref<1x3x9xf16>, vector<5xf16>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<5xf16> to vector<1x5xf16>
// CHECK-NEXT:     %3 = vector.shape_cast %arg2 : vector<1x5x1xi1> to vector<5xi1>
// CHECK-NEXT:     %4 = vector.transfer_read %arg0[%c0, %c0, %c1], %cst, %3 {in_bounds = [true], permutation_map = #map} : memref<1x3x9xf16>, vector<5xf16>
// CHECK-NEXT:     %5 = vector.broadcast %4 : vector<5xf16> to vector<1x1x5xf16>
// CHECK-NEXT:     %6 = vector.extract %arg3[0] : vector<5xf16> from vector<1x5xf16>
// CHECK-NEXT:     %7 = vector.extract %arg1[0] : vector<5xi1> from vector<1x5xi1>
// CHECK-NEXT:     vector.transfer_write %6, %arg0[%c0, %c0, %c1], %7 {in_bounds = [true]} : vector<5xf16>, memref<1x3x9xf16>
// CHECK-NEXT:     %8 = vector.extract %arg3[0] : vector<5xf16> from vector<1x5xf16>
// CHECK-NEXT:     vector.transfer_write %8, %arg0[%c0, %c1, %c0] {in_bounds = [true]} : vector<5xf16>, memref<1x3x9xf16>
// CHECK-NEXT:     return %2, %5 : vector<1x5xf16>, vector<1x1x5xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @lead_unit_dims_contract(%arg0: vector<1x1x3xf32>, %arg1: vector<3x1x4xf32>, %arg2: vector<1x1x4xf32>, %arg3: vector<1x1x4x3xi1>) -> (vector<1x1x4xf32>, vector<1x1x4xf32>) {
// CHECK-NEXT:     %0 = vector.transpose %arg1, [1, 0, 2] : vector<3x1x4xf32> to vector<1x3x4xf32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : vector<3x4xf32> from vector<1x3x4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[0, 0] : vector<3xf32> from vector<1x1x3xf32>
// CHECK-NEXT:     %3 = vector.extract %arg2[0, 0] : vector<4xf32> from vector<1x1x4xf32>
// CHECK-NEXT:     %4 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %2, %1, %3 : vector<3xf32>, vector<3x4xf32> into vector<4xf32>
// CHECK-NEXT:     %5 = vector.broadcast %4 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %6 = vector.broadcast %5 : vector<1x4xf32> to vector<1x1x4xf32>
// CHECK-NEXT:     %7 = vector.transpose %arg1, [1, 0, 2] : vector<3x1x4xf32> to vector<1x3x4xf32>
// CHECK-NEXT:     %8 = vector.extract %7[0] : vector<3x4xf32> from vector<1x3x4xf32>
// CHECK-NEXT:     %9 = vector.extract %arg0[0, 0] : vector<3xf32> from vector<1x1x3xf32>
// CHECK-NEXT:     %10 = vector.extract %arg2[0, 0] : vector<4xf32> from vector<1x1x4xf32>
// CHECK-NEXT:     %11 = vector.extract %arg3[0, 0] : vector<4x3xi1> from vector<1x1x4x3xi1>
// CHECK-NEXT:     %12 = vector.mask %11 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %9, %8, %10 : vector<3xf32>, vector<3x4xf32> into vector<4xf32> } : vector<4x3xi1> -> vector<4xf32>
// CHECK-NEXT:     %13 = vector.broadcast %12 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     %14 = vector.broadcast %13 : vector<1x4xf32> to vector<1x1x4xf32>
// CHECK-NEXT:     return %6, %14 : vector<1x1x4xf32>, vector<1x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contract_reduction_lead(%arg0: vector<1x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<4x4xf32>) -> vector<4x4xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<1x4xf32>, vector<1x4xf32> into vector<4x4xf32>
// CHECK-NEXT:     return %0 : vector<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
