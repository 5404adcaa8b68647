// RUN: strata-opt %s -transform-interpreter -split-input-file | FileCheck %s

// n-D bitcasts, interleaves and deinterleaves unrolled up to the first
// scalable dimension.
func.func @unroll(%a: vector<2x[2]x4xi32>, %b: vector<3x4xf16>, %c: vector<2x8xi8>)
    -> (vector<2x[2]x2xi64>, vector<3x8xf16>, vector<2x4xi8>, vector<2x4xi8>) {
  %0 = vector.bitcast %a : vector<2x[2]x4xi32> to vector<2x[2]x2xi64>
  %1 = vector.interleave %b, %b : vector<3x4xf16> -> vector<3x8xf16>
  %2, %3 = vector.deinterleave %c : vector<2x8xi8> -> vector<2x4xi8>
  return %0, %1, %2, %3 : vector<2x[2]x2xi64>, vector<3x8xf16>, vector<2x4xi8>, vector<2x4xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_bitcast
      transform.apply_patterns.vector.lower_interleave
    } : !transform.any_op
    transform.yield
  }
}

// -----

// Masks: n-D create_mask row by row, constant masks; masked transfers and
// gathers take the mask as an operand (a pass-through of a read stays).
func.func @masks(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<2x4xf32>, %p: vector<4xf32>,
                 %mask1: vector<4xi1>, %idx: vector<4xindex>) -> (vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<3x2xi1>) {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %mask = vector.create_mask %i, %j : vector<2x4xi1>
  %r = vector.mask %mask { vector.transfer_read %m[%c0, %c0], %f0 : memref<?x?xf32>, vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i, %c0] : vector<2x4xf32>, memref<?x?xf32> } : vector<2x4xi1>
  %g = vector.mask %mask1 { vector.gather %m[%c0, %c0] [%idx], %mask1, %p : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %g2 = vector.mask %mask1, %p { vector.transfer_read %m[%i, %j], %f0 : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %cm = vector.constant_mask [2, 1] : vector<3x2xi1>
  return %r, %g, %g2, %cm : vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<3x2xi1>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_masks
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @unroll(%arg0: vector<2x[2]x4xi32>, %arg1: vector<3x4xf16>, %arg2: vector<2x8xi8>) -> (vector<2x[2]x2xi64>, vector<3x8xf16>, vector<2x4xi8>, vector<2x4xi8>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x4xi8>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<3x8xf16>
// CHECK-NEXT:     %0 = ub.poison : vector<2x[2]x2xi64>
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : vector<[2]x4xi32> from vector<2x[2]x4xi32>
// CHECK-NEXT:     %2 = vector.bitcast %1 : vector<[2]x4xi32> to vector<[2]x2xi64>
// CHECK-NEXT:     %3 = vector.insert %2, %0 [0] : vector<[2]x2xi64> into vector<2x[2]x2xi64>
// CHECK-NEXT:     %4 = vector.extract %arg0[1] : vector<[2]x4xi32> from vector<2x[2]x4xi32>
// CHECK-NEXT:     %5 = vector.bitcast %4 : vector<[2]x4xi32> to vector<[2]x2xi64>
// CHECK-NEXT:     %6 = vector.insert %5, %3 [1] : vector<[2]x2xi64> into vector<2x[2]x2xi64>
// CHECK-NEXT:     %7 = vector.extract %arg1[0] : vector<4xf16> from vector<3x4xf16>
// CHECK-NEXT:     %8 = vector.extract %arg1[0] : vector<4xf16> from vector<3x4xf16>
// CHECK-NEXT:     %9 = vector.interleave %7, %8 : vector<4xf16> -> vector<8xf16>
// CHECK-NEXT:     %10 = vector.insert %9, %cst_0 [0] : vector<8xf16> into vector<3x8xf16>
// CHECK-NEXT:     %11 = vector.extract %arg1[1] : vector<4xf16> from vector<3x4xf16>
// CHECK-NEXT:     %12 = vector.extract %arg1[1] : vector<4xf16> from vector<3x4xf16>
// CHECK-NEXT:     %13 = vector.interleave %11, %12 : vector<4xf16> -> vector<8xf16>
// CHECK-NEXT:     %14 = vector.insert %13, %10 [1] : vector<8xf16> into vector<3x8xf16>
// CHECK-NEXT:     %15 = vector.extract %arg1[2] : vector<4xf16> from vector<3x4xf16>
// CHECK-NEXT:     %16 = vector.extract %arg1[2] : vector<4xf16> from vector<3x4xf16>
// CHECK-NEXT:     %17 = vector.interleave %15, %16 : vector<4xf16> -> vector<8xf16>
// CHECK-NEXT:     %18 = vector.insert %17, %14 [2] : vector<8xf16> into vector<3x8xf16>
// CHECK-NEXT:     %19 = vector.extract %arg2[0] : vector<8xi8> from vector<2x8xi8>
// CHECK-NEXT:     %res1, %res2 = vector.deinterleave %19 : vector<8xi8> -> vector<4xi8>
// CHECK-NEXT:     %20 = vector.insert %res1, %cst [0] : vector<4xi8> into vector<2x4xi8>
// CHECK-NEXT:     %21 = vector.insert %res2, %cst [0] : vector<4xi8> into vector<2x4xi8>
// CHECK-NEXT:     %22 = vector.extract %arg2[1] : vector<8xi8> from vector<2x8xi8>
// CHECK-NEXT:     %res1_1, %res2_2 = vector.deinterleave %22 : vector<8xi8> -> vector<4xi8>
// CHECK-NEXT:     %23 = vector.insert %res1_1, %20 [1] : vector<4xi8> into vector<2x4xi8>
// CHECK-NEXT:     %24 = vector.insert %res2_2, %21 [1] : vector<4xi8> into vector<2x4xi8>
// CHECK-NEXT:     return %6, %18, %23, %24 : vector<2x[2]x2xi64>, vector<3x8xf16>, vector<2x4xi8>, vector<2x4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_bitcast
// CHECK-NEXT:         transform.apply_patterns.vector.lower_interleave
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masks(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<2x4xf32>, %arg4: vector<4xf32>, %arg5: vector<4xi1>, %arg6: vector<4xindex>) -> (vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<3x2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}true, false], [true, false], [false, false]]> : vector<3x2xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst_1 = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT:     %cst_2 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.create_mask %arg2 : vector<4xi1>
// CHECK-NEXT:     %1 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:     %2 = arith.select %1, %0, %cst_2 : vector<4xi1>
// CHECK-NEXT:     %3 = vector.insert %2, %cst_1 [0] : vector<4xi1> into vector<2x4xi1>
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:     %5 = arith.select %4, %0, %cst_2 : vector<4xi1>
// CHECK-NEXT:     %6 = vector.insert %5, %3 [1] : vector<4xi1> into vector<2x4xi1>
// CHECK-NEXT:     %7 = vector.transfer_read %arg0[%c0, %c0], %cst_3, %6 : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg1, %c0], %6 : vector<2x4xf32>, memref<?x?xf32>
// CHECK-NEXT:     %8 = vector.gather %arg0[%c0, %c0] [%arg6], %arg5, %cst_0 : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     %9 = vector.mask %arg5, %arg4 { vector.transfer_read %arg0[%arg1, %arg2], %cst_3 : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     return %7, %8, %9, %cst : vector<2x4xf32>, vector<4xf32>, vector<4xf32>, vector<3x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_masked_transfers
// CHECK-NEXT:         transform.apply_patterns.vector.lower_masks
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
