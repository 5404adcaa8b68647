// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A create_mask whose scalable size is a constant multiple of vscale
// covering the dimension sets every lane.
func.func @vscale_multiple_all_set() -> vector<4x[8]xi1> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %vs = vector.vscale
  %n = arith.muli %c8, %vs : index
  %m = vector.create_mask %c4, %n : vector<4x[8]xi1>
  return %m : vector<4x[8]xi1>
}

// -----

// A smaller multiple, or a non-negative constant, does not fold.
func.func @vscale_multiple_partial() -> (vector<[8]xi1>, vector<[8]xi1>) {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %n = arith.muli %vs, %c4 : index
  %m = vector.create_mask %n : vector<[8]xi1>
  %k = vector.create_mask %c4 : vector<[8]xi1>
  return %m, %k : vector<[8]xi1>, vector<[8]xi1>
}

// -----

// A negative constant size of a scalable dimension clears every lane.
func.func @scalable_negative() -> vector<2x[4]xi1> {
  %c2 = arith.constant 2 : index
  %cm = arith.constant -3 : index
  %m = vector.create_mask %c2, %cm : vector<2x[4]xi1>
  return %m : vector<2x[4]xi1>
}

// -----

// An all-set mask unwraps the op it masks, whatever makes it all set.
func.func @all_set_unwraps(%t: tensor<6xf32>, %p: f32, %out: memref<6xf32>) -> vector<6xf32> {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %m = vector.create_mask %c6 : vector<6xi1>
  %r = vector.mask %m { vector.transfer_read %t[%c0], %p : tensor<6xf32>, vector<6xf32> } : vector<6xi1> -> vector<6xf32>
  %all = arith.constant dense<true> : vector<6xi1>
  vector.mask %all { vector.transfer_write %r, %out[%c0] : vector<6xf32>, memref<6xf32> } : vector<6xi1>
  return %r : vector<6xf32>
}

// -----

// A partial or all-clear mask stays.
func.func @not_all_set(%t: tensor<6xf32>, %p: f32) -> (vector<6xf32>, vector<6xf32>) {
  %c0 = arith.constant 0 : index
  %m = vector.constant_mask [3] : vector<6xi1>
  %r = vector.mask %m { vector.transfer_read %t[%c0], %p : tensor<6xf32>, vector<6xf32> } : vector<6xi1> -> vector<6xf32>
  %z = arith.constant dense<false> : vector<6xi1>
  %s = vector.mask %z { vector.transfer_read %t[%c0], %p : tensor<6xf32>, vector<6xf32> } : vector<6xi1> -> vector<6xf32>
  return %r, %s : vector<6xf32>, vector<6xf32>
}

// -----

// A mask with nothing to mask yields its values, selected against the
// pass-through value if there is one; without results it goes away.
func.func @empty_masks(%v: vector<4xi32>, %m: vector<4xi1>, %pt: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %a = vector.mask %m { vector.yield %v : vector<4xi32> } : vector<4xi1> -> vector<4xi32>
  %b = vector.mask %m, %pt { vector.yield %v : vector<4xi32> } : vector<4xi1> -> vector<4xi32>
  vector.mask %m { vector.yield } : vector<4xi1>
  return %a, %b : vector<4xi32>, vector<4xi32>
}

// -----

// Reducing only unit dimensions is a shape_cast combined with the
// accumulator.
func.func @unit_dims_reduction(%v: vector<3x1x2xi32>, %acc: vector<3x2xi32>) -> vector<3x2xi32> {
  %r = vector.multi_reduction <maxsi>, %v, %acc [1] : vector<3x1x2xi32> to vector<3x2xi32>
  return %r : vector<3x2xi32>
}

// -----

// Masked, the mask is reshaped alike and selects the combined lanes.
func.func @masked_unit_dims_reduction(%v: vector<2x[4]x1xf32>, %acc: vector<2x[4]xf32>, %m: vector<2x[4]x1xi1>) -> vector<2x[4]xf32> {
  %r = vector.mask %m { vector.multi_reduction <minimumf>, %v, %acc [2] : vector<2x[4]x1xf32> to vector<2x[4]xf32> } : vector<2x[4]x1xi1> -> vector<2x[4]xf32>
  return %r : vector<2x[4]xf32>
}

// -----

// Reducing every (unit) dimension extracts the element.
func.func @all_unit_dims_reduction(%v: vector<1x1xi8>, %acc: i8, %m: vector<1x1xi1>) -> (i8, i8) {
  %r = vector.multi_reduction <xor>, %v, %acc [0, 1] : vector<1x1xi8> to i8
  %s = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0, 1] : vector<1x1xi8> to i8 } : vector<1x1xi1> -> i8
  return %r, %s : i8, i8
}

// -----

// A non-unit reduced dimension keeps the reduction.
func.func @non_unit_reduction(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %r : vector<2xf32>
}

// -----

// Dropping trailing unit dimensions of size-1 masks gives the smaller
// mask.
func.func @shape_cast_masks(%n: index) -> (vector<3x[2]xi1>, vector<5xi1>) {
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c1, %n, %c1, %c1 : vector<3x[2]x1x1xi1>
  %a = vector.shape_cast %m : vector<3x[2]x1x1xi1> to vector<3x[2]xi1>
  %k = vector.constant_mask [4, 1] : vector<5x1xi1>
  %b = vector.shape_cast %k : vector<5x1xi1> to vector<5xi1>
  return %a, %b : vector<3x[2]xi1>, vector<5xi1>
}

// -----

// Not when a dropped size is not 1, a unit dimension stays, or the cast
// reshapes more.
func.func @shape_cast_masks_kept(%n: index) -> (vector<4xi1>, vector<4x1xi1>, vector<2x2xi1>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %m = vector.create_mask %n, %c0 : vector<4x1xi1>
  %a = vector.shape_cast %m : vector<4x1xi1> to vector<4xi1>
  %k = vector.create_mask %n, %c1, %c1 : vector<4x1x1xi1>
  %b = vector.shape_cast %k : vector<4x1x1xi1> to vector<4x1xi1>
  %l = vector.create_mask %n, %c1 : vector<4x1xi1>
  %c = vector.shape_cast %l : vector<4x1xi1> to vector<2x2xi1>
  return %a, %b, %c : vector<4xi1>, vector<4x1xi1>, vector<2x2xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @vscale_multiple_all_set() -> vector<4x[8]xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<4x[8]xi1>
// CHECK-NEXT:     return %cst : vector<4x[8]xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vscale_multiple_partial() -> (vector<[8]xi1>, vector<[8]xi1>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:     %0 = vector.create_mask %c4_vscale : vector<[8]xi1>
// CHECK-NEXT:     %1 = vector.create_mask %c4 : vector<[8]xi1>
// CHECK-NEXT:     return %0, %1 : vector<[8]xi1>, vector<[8]xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalable_negative() -> vector<2x[4]xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<2x[4]xi1>
// CHECK-NEXT:     return %cst : vector<2x[4]xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @all_set_unwraps(%arg0: tensor<6xf32>, %arg1: f32, %arg2: memref<6xf32>) -> vector<6xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0], %arg1 {in_bounds = [true]} : tensor<6xf32>, vector<6xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg2[%c0] {in_bounds = [true]} : vector<6xf32>, memref<6xf32>
// CHECK-NEXT:     return %0 : vector<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_all_set(%arg0: tensor<6xf32>, %arg1: f32) -> (vector<6xf32>, vector<6xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<6xi1>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.constant_mask [3] : vector<6xi1>
// CHECK-NEXT:     %1 = vector.mask %0 { vector.transfer_read %arg0[%c0], %arg1 {in_bounds = [true]} : tensor<6xf32>, vector<6xf32> } : vector<6xi1> -> vector<6xf32>
// CHECK-NEXT:     %2 = vector.mask %cst { vector.transfer_read %arg0[%c0], %arg1 {in_bounds = [true]} : tensor<6xf32>, vector<6xf32> } : vector<6xi1> -> vector<6xf32>
// CHECK-NEXT:     return %1, %2 : vector<6xf32>, vector<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty_masks(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = arith.select %arg1, %arg0, %arg2 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:     return %arg0, %0 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unit_dims_reduction(%arg0: vector<3x1x2xi32>, %arg1: vector<3x2xi32>) -> vector<3x2xi32> {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<3x1x2xi32> to vector<3x2xi32>
// CHECK-NEXT:     %1 = arith.maxsi %arg1, %0 : vector<3x2xi32>
// CHECK-NEXT:     return %1 : vector<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked_unit_dims_reduction(%arg0: vector<2x[4]x1xf32>, %arg1: vector<2x[4]xf32>, %arg2: vector<2x[4]x1xi1>) -> vector<2x[4]xf32> {
// CHECK-NEXT:     %0 = vector.shape_cast %arg2 : vector<2x[4]x1xi1> to vector<2x[4]xi1>
// CHECK-NEXT:     %1 = vector.shape_cast %arg0 : vector<2x[4]x1xf32> to vector<2x[4]xf32>
// CHECK-NEXT:     %2 = arith.minimumf %arg1, %1 : vector<2x[4]xf32>
// CHECK-NEXT:     %3 = arith.select %0, %2, %1 : vector<2x[4]xi1>, vector<2x[4]xf32>
// CHECK-NEXT:     return %3 : vector<2x[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @all_unit_dims_reduction(%arg0: vector<1x1xi8>, %arg1: i8, %arg2: vector<1x1xi1>) -> (i8, i8) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : i8 from vector<1x1xi8>
// CHECK-NEXT:     %1 = arith.xori %arg1, %0 : i8
// CHECK-NEXT:     %2 = vector.extract %arg2[0, 0] : i1 from vector<1x1xi1>
// CHECK-NEXT:     %3 = vector.extract %arg0[0, 0] : i8 from vector<1x1xi8>
// CHECK-NEXT:     %4 = arith.addi %arg1, %3 : i8
// CHECK-NEXT:     %5 = arith.select %2, %4, %3 : i8
// CHECK-NEXT:     return %1, %5 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @non_unit_reduction(%arg0: vector<2x3xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<2x3xf32> to vector<2xf32>
// CHECK-NEXT:     return %0 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_masks(%arg0: index) -> (vector<3x[2]xi1>, vector<5xi1>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = vector.create_mask %c1, %arg0 : vector<3x[2]xi1>
// CHECK-NEXT:     %1 = vector.constant_mask [4] : vector<5xi1>
// CHECK-NEXT:     return %0, %1 : vector<3x[2]xi1>, vector<5xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_masks_kept(%arg0: index) -> (vector<4xi1>, vector<4x1xi1>, vector<2x2xi1>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.create_mask %arg0, %c0 : vector<4x1xi1>
// CHECK-NEXT:     %1 = vector.shape_cast %0 : vector<4x1xi1> to vector<4xi1>
// CHECK-NEXT:     %2 = vector.create_mask %arg0, %c1, %c1 : vector<4x1x1xi1>
// CHECK-NEXT:     %3 = vector.shape_cast %2 : vector<4x1x1xi1> to vector<4x1xi1>
// CHECK-NEXT:     %4 = vector.create_mask %arg0, %c1 : vector<4x1xi1>
// CHECK-NEXT:     %5 = vector.shape_cast %4 : vector<4x1xi1> to vector<2x2xi1>
// CHECK-NEXT:     return %1, %3, %5 : vector<4xi1>, vector<4x1xi1>, vector<2x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
