// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// A pad of a slice of a pad of a slice, the pads padding different
// dimensions at the high end with the same constant: one slice, one pad.
func.func @orthogonal(%t: tensor<64x64xf32>, %i: index, %j: index) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[%i, 0] [5, 64] [1, 1] : tensor<64x64xf32> to tensor<5x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, %j] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// Dynamic sizes and paddings, offsets given by constant operands, a
// dimension padded by neither pad, an inner pad with nofold and
// attributes, and equal constants in the two bodies.
func.func @orthogonal_dynamic(%t: tensor<?x?x?xf32>, %i: index, %j: index, %n: index, %m: index, %h: index) -> tensor<?x16x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %i, 2] [%n, 12, %m] [1, %c1, 1] : tensor<?x?x?xf32> to tensor<?x12x?xf32>
  %1 = tensor.pad %0 low[0, 0, 0] high[0, %c4, %c0] {
  ^bb0(%a: index, %b: index, %c: index):
    %cst = arith.constant 1.0 : f32
    tensor.yield %cst : f32
  } : tensor<?x12x?xf32> to tensor<?x16x?xf32>
  %2 = tensor.extract_slice %1[%j, 0, %c0] [%h, 16, %m] [1, 1, 1] : tensor<?x16x?xf32> to tensor<?x16x?xf32>
  %3 = tensor.pad %2 nofold low[%c0, 0, 0] high[%h, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index):
    %cst = arith.constant 1.0 : f32
    tensor.yield %cst : f32
  } : tensor<?x16x?xf32> to tensor<?x16x?xf32>
  return %3 : tensor<?x16x?xf32>
}

// Not folded: an outer-padded dimension of dynamic size.
func.func @orthogonal_dynamic_padded(%t: tensor<?x?x?xf32>, %i: index, %j: index, %n: index, %m: index, %h: index) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[%i, %c0, 2] [%n, 16, %m] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x16x?xf32>
  %1 = tensor.pad %0 low[0, 0, 0] high[%h, %c0, 0] {
  ^bb0(%a: index, %b: index, %c: index):
    %cst = arith.constant 1.0 : f32
    tensor.yield %cst : f32
  } : tensor<?x16x?xf32> to tensor<?x16x?xf32>
  %2 = tensor.extract_slice %1[0, %j, %c0] [%h, 4, %m] [1, 1, 1] : tensor<?x16x?xf32> to tensor<?x4x?xf32>
  %3 = tensor.pad %2 low[%c0, 0, 0] high[0, %h, 0] {
  ^bb0(%a: index, %b: index, %c: index):
    %cst = arith.constant 1.0 : f32
    tensor.yield %cst : f32
  } : tensor<?x4x?xf32> to tensor<?x?x?xf32>
  return %3 : tensor<?x?x?xf32>
}

// Outer-padded dimensions with a static size taken whole by the inner
// slice.
func.func @orthogonal_static_pad(%t: tensor<32x32xf32>, %j: index) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[2, 0] [6, 32] [1, 1] : tensor<32x32xf32> to tensor<6x32xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x32xf32> to tensor<8x32xf32>
  %2 = tensor.extract_slice %1[0, %j] [8, 5] [1, 1] : tensor<8x32xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// Not folded: low padding, a dimension padded twice, different padding
// values, a padding value that is not a constant, non-unit strides, an
// outer pad with nofold, an inner slice not taking a whole outer-padded
// dimension, a slice not starting at zero where the other pads.
func.func @not_orthogonal(%t: tensor<64x64xf32>, %i: index, %j: index, %x: f32) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %t[%i, 0] [5, 64] [1, 1] : tensor<64x64xf32> to tensor<5x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, %j] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
  %low = tensor.pad %2 low[0, 1] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  %3 = tensor.extract_slice %1[0, %j] [7, 6] [1, 1] : tensor<8x64xf32> to tensor<7x6xf32>
  %twice = tensor.pad %3 low[0, 0] high[1, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<7x6xf32> to tensor<8x8xf32>
  %other = tensor.pad %2 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %one : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  %value = tensor.pad %2 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  return %low, %twice, %other, %value : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

func.func @not_orthogonal2(%t: tensor<64x64xf32>, %i: index, %j: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[%i, 0] [5, 64] [1, 1] : tensor<64x64xf32> to tensor<5x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, %j] [8, 6] [1, 2] : tensor<8x64xf32> to tensor<8x6xf32>
  %strided = tensor.pad %2 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  %3 = tensor.pad %0 nofold low[0, 0] high[3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x64xf32> to tensor<8x64xf32>
  %4 = tensor.extract_slice %3[0, %j] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
  %nofold = tensor.pad %4 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  %5 = tensor.extract_slice %1[0, %j] [6, 6] [1, 1] : tensor<8x64xf32> to tensor<6x6xf32>
  %part = tensor.pad %5 low[0, 0] high[2, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x6xf32> to tensor<8x8xf32>
  %6 = tensor.extract_slice %1[1, %j] [7, 6] [1, 1] : tensor<8x64xf32> to tensor<7x6xf32>
  %offset = tensor.pad %6 low[0, 0] high[1, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<7x6xf32> to tensor<8x8xf32>
  return %strided, %nofold, %part, %offset : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// Pads of pads with paddings given by values: the sums are affine.apply
// ops (composed with the applies defining the paddings), constants folded.
func.func @pad_of_pad_values(%t: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %x = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%a]
  %0 = tensor.pad %t low[%x, 1] high[0, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[%b, %c1] high[%a, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// Equal constants in both bodies and values defined outside; not with
// nofold on either pad or different values.
func.func @pad_of_pad_kinds(%t: tensor<4x4xf32>, %a: index, %v: f32) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>, tensor<?x8xf32>) {
  %0 = tensor.pad %t low[%a, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  %1 = tensor.pad %0 low[0, 1] high[%a, 1] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x6xf32> to tensor<?x8xf32>
  %2 = tensor.pad %t low[%a, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  %3 = tensor.pad %2 low[0, 1] high[%a, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x6xf32> to tensor<?x8xf32>
  %4 = tensor.pad %t low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<5x6xf32>
  %5 = tensor.pad %4 nofold low[2, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<5x6xf32> to tensor<8x8xf32>
  %6 = tensor.pad %t low[%a, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  %7 = tensor.pad %6 low[0, 1] high[%a, 1] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 2.0 : f32
    tensor.yield %c : f32
  } : tensor<?x6xf32> to tensor<?x8xf32>
  return %1, %3, %5, %7 : tensor<?x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>, tensor<?x8xf32>
}

// Not folded: a rank-reducing slice in the chain.
func.func @orthogonal_rank_reducing(%t: tensor<4x64x64xf32>, %i: index, %j: index) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[0, %i, 0] [1, 5, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<5x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, %j] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// Not folded: a padding value computed in the body.
func.func @pad_of_pad_body_value(%t: tensor<4x4xf32>, %v: f32) -> tensor<8x8xf32> {
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %w = arith.addf %v, %v : f32
    tensor.yield %w : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %1 = tensor.pad %0 low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %w = arith.addf %v, %v : f32
    tensor.yield %w : f32
  } : tensor<6x6xf32> to tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @orthogonal(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg2] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[3, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @orthogonal_dynamic(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> tensor<?x16x?xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg1, 2] [%arg5, 12, %arg4] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x12x?xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[0, 0, 0] high[%arg5, 4, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index, %arg8: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x12x?xf32> to tensor<?x16x?xf32>
// CHECK-NEXT:     return %padded : tensor<?x16x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @orthogonal_dynamic_padded(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 2] [%arg3, 16, %arg4] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x16x?xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0, 0] high[%arg5, %c0, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index, %arg8: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x16x?xf32> to tensor<?x16x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, %arg2, 0] [%arg5, 4, %arg4] [1, 1, 1] : tensor<?x16x?xf32> to tensor<?x4x?xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[%c0, 0, 0] high[0, %arg5, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index, %arg8: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x4x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     return %padded_1 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @orthogonal_static_pad(%arg0: tensor<32x32xf32>, %arg1: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2, %arg1] [6, 5] [1, 1] : tensor<32x32xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[2, 3] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_orthogonal(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: f32) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [5, 64] [1, 1] : tensor<64x64xf32> to tensor<5x64xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[3, 0] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x64xf32> to tensor<8x64xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %padded[0, %arg2] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice_1 low[0, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_3 = tensor.extract_slice %padded[0, %arg2] [7, 6] [1, 1] : tensor<8x64xf32> to tensor<7x6xf32>
// CHECK-NEXT:     %padded_4 = tensor.pad %extracted_slice_3 low[0, 0] high[1, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<7x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %padded_5 = tensor.pad %extracted_slice_1 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %padded_6 = tensor.pad %extracted_slice_1 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded_2, %padded_4, %padded_5, %padded_6 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_orthogonal2(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [5, 64] [1, 1] : tensor<64x64xf32> to tensor<5x64xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[3, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x64xf32> to tensor<8x64xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, %arg2] [8, 6] [1, 2] : tensor<8x64xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice nofold low[0, 0] high[3, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x64xf32> to tensor<8x64xf32>
// CHECK-NEXT:     %extracted_slice_3 = tensor.extract_slice %padded_2[0, %arg2] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded_4 = tensor.pad %extracted_slice_3 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_5 = tensor.extract_slice %padded[0, %arg2] [6, 6] [1, 1] : tensor<8x64xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded_6 = tensor.pad %extracted_slice_5 low[0, 0] high[2, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_7 = tensor.extract_slice %padded[1, %arg2] [7, 6] [1, 1] : tensor<8x64xf32> to tensor<7x6xf32>
// CHECK-NEXT:     %padded_8 = tensor.pad %extracted_slice_7 low[0, 0] high[1, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<7x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded_1, %padded_4, %padded_6, %padded_8 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_of_pad_values(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%1, 2] high[%arg1, %0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_of_pad_kinds(%arg0: tensor<4x4xf32>, %arg1: index, %arg2: f32) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>, tensor<?x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%arg1, 2] high[%arg1, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %arg0 low[%arg1, 2] high[%arg1, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %arg0 low[1, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<5x6xf32>
// CHECK-NEXT:     %padded_3 = tensor.pad %padded_2 nofold low[2, 1] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %padded_4 = tensor.pad %arg0 low[%arg1, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %padded_5 = tensor.pad %padded_4 low[0, 1] high[%arg1, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x6xf32> to tensor<?x8xf32>
// CHECK-NEXT:     return %padded, %padded_1, %padded_3, %padded_5 : tensor<?x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>, tensor<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @orthogonal_rank_reducing(%arg0: tensor<4x64x64xf32>, %arg1: index, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 0] [1, 5, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<5x64xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[3, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x64xf32> to tensor<8x64xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, %arg2] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded_1 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_of_pad_body_value(%arg0: tensor<4x4xf32>, %arg1: f32) -> tensor<8x8xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:       tensor.yield %0 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %padded low[1, 1] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:       tensor.yield %0 : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded_0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
