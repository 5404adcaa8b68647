// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Generated mixes of slices and pads (static, constant and value paddings
// and offsets, nofold, different padding values): orthogonal paddings and
// pads of pads folded where mlir-opt folds them.
func.func @p0(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<9x?xf32>, tensor<9x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, 1] [6, 5] [1, 2] : tensor<?x?xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 nofold low[3, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x5xf32>
  %2 = tensor.extract_slice %1[0, 0] [9, 4] [%c1, %c1] : tensor<9x5xf32> to tensor<9x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<9x4xf32> to tensor<9x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[%c0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<9x5xf32> to tensor<9x8xf32>
  return %3, %4 : tensor<9x?xf32>, tensor<9x8xf32>
}
func.func @p1(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<4x?xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, %c0] [8, 6] [2, %c1] : tensor<64x64xf32> to tensor<8x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<?x6xf32>
  %2 = tensor.extract_slice %1[%j, %c0] [4, 6] [%c1, 1] : tensor<?x6xf32> to tensor<4x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x6xf32> to tensor<4x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x6xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<4x?xf32>, tensor<?x?xf32>
}
func.func @p2(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<11x7xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 1] [5, 5] [1, %c1] : tensor<?x?xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[0, %c2] high[%c3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x5xf32> to tensor<8x7xf32>
  %2 = tensor.extract_slice %1[%c0, 0] [8, 7] [1, 1] : tensor<8x7xf32> to tensor<8x7xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[%c3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x7xf32> to tensor<11x7xf32>
  %4 = tensor.pad %1 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x7xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<11x7xf32>, tensor<?x?xf32>
}
func.func @p3(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<7x4xf32>, tensor<7x5xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, 1] [5, 5] [1, 1] : tensor<?x?xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[%c0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x5xf32> to tensor<7x5xf32>
  %2 = tensor.extract_slice %1[%c0, 0] [7, 4] [1, %c1] : tensor<7x5xf32> to tensor<7x4xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<7x4xf32> to tensor<7x4xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<7x5xf32> to tensor<7x5xf32>
  return %3, %4 : tensor<7x4xf32>, tensor<7x5xf32>
}
func.func @p4(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x6xf32>, tensor<?x11xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, 0] [5, 6] [%c1, 1] : tensor<64x?xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[%c3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x6xf32> to tensor<8x6xf32>
  %2 = tensor.extract_slice %1[%c0, 0] [8, 6] [1, %c1] : tensor<8x6xf32> to tensor<8x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<8x6xf32> to tensor<?x6xf32>
  %4 = tensor.pad %1 low[0, 3] high[%h, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x6xf32> to tensor<?x11xf32>
  return %3, %4 : tensor<?x6xf32>, tensor<?x11xf32>
}
func.func @p5(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x5xf32>, tensor<7x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, %i] [6, 5] [2, 1] : tensor<?x?xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[%c1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x5xf32> to tensor<7x5xf32>
  %2 = tensor.extract_slice %1[0, 1] [7, 3] [1, %c1] : tensor<7x5xf32> to tensor<7x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<7x3xf32> to tensor<?x5xf32>
  %4 = tensor.pad %1 low[0, 0] high[%c0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<7x5xf32> to tensor<7x8xf32>
  return %3, %4 : tensor<?x5xf32>, tensor<7x8xf32>
}
func.func @p6(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<5x4xf32>, tensor<6x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, 1] [6, 5] [%c1, 1] : tensor<64x?xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x5xf32> to tensor<6x?xf32>
  %2 = tensor.extract_slice %1[%j, %j] [2, 2] [1, 1] : tensor<6x?xf32> to tensor<2x2xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[%c3, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x2xf32> to tensor<5x4xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, %c1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x?xf32> to tensor<6x?xf32>
  return %3, %4 : tensor<5x4xf32>, tensor<6x?xf32>
}
func.func @p7(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<4x4xf32>, tensor<8x11xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, %i] [5, 8] [2, 1] : tensor<64x64xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<5x8xf32> to tensor<6x8xf32>
  %2 = tensor.extract_slice %1[%c0, %j] [4, 4] [%c1, 1] : tensor<6x8xf32> to tensor<4x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  %4 = tensor.pad %1 low[0, 0] high[2, %c3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<6x8xf32> to tensor<8x11xf32>
  return %3, %4 : tensor<4x4xf32>, tensor<8x11xf32>
}
func.func @p8(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x6xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, %c0] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x8xf32> to tensor<?x?xf32>
  %2 = tensor.extract_slice %1[%j, 1] [4, 4] [1, %c1] : tensor<?x?xf32> to tensor<4x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<?x6xf32>, tensor<?x?xf32>
}
func.func @p9(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<4x9xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, 0] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 3] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x6xf32> to tensor<?x9xf32>
  %2 = tensor.extract_slice %1[%j, %c0] [4, 9] [%c1, 1] : tensor<?x9xf32> to tensor<4x9xf32>
  %3 = tensor.pad %2 low[0, 0] high[%c0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x9xf32> to tensor<4x9xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x9xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<4x9xf32>, tensor<?x?xf32>
}
func.func @p10(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x2xf32>, tensor<?x9xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, %i] [8, 5] [1, 1] : tensor<64x64xf32> to tensor<8x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x5xf32> to tensor<?x7xf32>
  %2 = tensor.extract_slice %1[%c0, 1] [4, 2] [1, %c1] : tensor<?x7xf32> to tensor<4x2xf32>
  %3 = tensor.pad %2 nofold low[%h, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<4x2xf32> to tensor<?x2xf32>
  %4 = tensor.pad %1 nofold low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x7xf32> to tensor<?x9xf32>
  return %3, %4 : tensor<?x2xf32>, tensor<?x9xf32>
}
func.func @p11(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<4x2xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, 0] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<5x8xf32> to tensor<5x?xf32>
  %2 = tensor.extract_slice %1[1, 1] [3, 2] [1, 1] : tensor<5x?xf32> to tensor<3x2xf32>
  %3 = tensor.pad %2 low[1, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<3x2xf32> to tensor<4x2xf32>
  %4 = tensor.pad %1 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<5x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<4x2xf32>, tensor<?x?xf32>
}
func.func @p12(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x3xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, %c0] [6, 6] [1, %c1] : tensor<64x64xf32> to tensor<6x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<6x6xf32> to tensor<?x6xf32>
  %2 = tensor.extract_slice %1[0, 1] [2, 3] [%c1, 1] : tensor<?x6xf32> to tensor<2x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  %4 = tensor.pad %1 nofold low[0, %h] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x6xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<2x3xf32>, tensor<?x?xf32>
}
func.func @p13(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x?xf32>, tensor<6x10xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, %c0] [6, 5] [1, 1] : tensor<?x?xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 nofold low[0, 2] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<6x7xf32>
  %2 = tensor.extract_slice %1[%c0, %c0] [2, 4] [1, 1] : tensor<6x7xf32> to tensor<2x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<2x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x7xf32> to tensor<6x10xf32>
  return %3, %4 : tensor<2x?xf32>, tensor<6x10xf32>
}
func.func @p14(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x4xf32>, tensor<?x6xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, 0] [5, 5] [1, 1] : tensor<64x64xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[1, %c1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x5xf32> to tensor<6x6xf32>
  %2 = tensor.extract_slice %1[0, 0] [6, 4] [%c1, %c1] : tensor<6x6xf32> to tensor<6x4xf32>
  %3 = tensor.pad %2 low[%c2, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x4xf32> to tensor<?x4xf32>
  %4 = tensor.pad %1 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x6xf32> to tensor<?x6xf32>
  return %3, %4 : tensor<?x4xf32>, tensor<?x6xf32>
}
func.func @p15(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x?xf32>, tensor<?x5xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, 0] [6, 5] [1, 1] : tensor<64x64xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[%c1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<7x5xf32>
  %2 = tensor.extract_slice %1[%j, 1] [2, 3] [1, 1] : tensor<7x5xf32> to tensor<2x3xf32>
  %3 = tensor.pad %2 nofold low[0, %h] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x3xf32> to tensor<2x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<7x5xf32> to tensor<?x5xf32>
  return %3, %4 : tensor<2x?xf32>, tensor<?x5xf32>
}
func.func @p16(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<6x2xf32>, tensor<6x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, 0] [5, 6] [2, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, %h] high[1, %c1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x6xf32> to tensor<6x?xf32>
  %2 = tensor.extract_slice %1[0, 0] [6, 2] [1, %c1] : tensor<6x?xf32> to tensor<6x2xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<6x2xf32> to tensor<6x2xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x?xf32> to tensor<6x?xf32>
  return %3, %4 : tensor<6x2xf32>, tensor<6x?xf32>
}
func.func @p17(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x8xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, %i] [5, 8] [%c1, 2] : tensor<?x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[%h, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x8xf32> to tensor<?x8xf32>
  %2 = tensor.extract_slice %1[%j, %c0] [3, 8] [1, %c1] : tensor<?x8xf32> to tensor<3x8xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<3x8xf32> to tensor<?x8xf32>
  %4 = tensor.pad %1 low[0, 0] high[%c0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<?x8xf32>, tensor<?x?xf32>
}
func.func @p18(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<7x?xf32>, tensor<5x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, 1] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x6xf32> to tensor<5x8xf32>
  %2 = tensor.extract_slice %1[%c0, 0] [5, 8] [1, 1] : tensor<5x8xf32> to tensor<5x8xf32>
  %3 = tensor.pad %2 low[0, 0] high[2, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x8xf32> to tensor<7x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x8xf32> to tensor<5x8xf32>
  return %3, %4 : tensor<7x?xf32>, tensor<5x8xf32>
}
func.func @p19(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<8x?xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 1] [8, 6] [2, 1] : tensor<64x?xf32> to tensor<8x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<8x6xf32> to tensor<8x6xf32>
  %2 = tensor.extract_slice %1[0, 0] [8, 6] [1, 1] : tensor<8x6xf32> to tensor<8x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<8x6xf32> to tensor<8x?xf32>
  %4 = tensor.pad %1 nofold low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<8x6xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<8x?xf32>, tensor<?x?xf32>
}
func.func @p20(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x4xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 1] [5, 5] [1, 1] : tensor<64x?xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 nofold low[%h, %h] high[%c3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x5xf32> to tensor<?x?xf32>
  %2 = tensor.extract_slice %1[%j, 0] [2, 4] [%c1, %c1] : tensor<?x?xf32> to tensor<2x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[%c0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<2x4xf32>
  %4 = tensor.pad %1 low[%c0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<2x4xf32>, tensor<?x?xf32>
}
func.func @p21(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<7x2xf32>, tensor<?x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, %c0] [6, 5] [1, %c1] : tensor<64x64xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 nofold low[0, 0] high[0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x5xf32> to tensor<6x8xf32>
  %2 = tensor.extract_slice %1[%c0, %c0] [6, 2] [1, %c1] : tensor<6x8xf32> to tensor<6x2xf32>
  %3 = tensor.pad %2 low[0, 0] high[%c1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x2xf32> to tensor<7x2xf32>
  %4 = tensor.pad %1 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x8xf32> to tensor<?x8xf32>
  return %3, %4 : tensor<7x2xf32>, tensor<?x8xf32>
}
func.func @p22(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x3xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, %c0] [5, 8] [%c1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x8xf32> to tensor<5x?xf32>
  %2 = tensor.extract_slice %1[%c0, 1] [2, 3] [%c1, 1] : tensor<5x?xf32> to tensor<2x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  %4 = tensor.pad %1 low[%c3, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<2x3xf32>, tensor<?x?xf32>
}
func.func @p23(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x5xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 0] [6, 5] [%c1, 1] : tensor<?x?xf32> to tensor<6x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x5xf32> to tensor<?x5xf32>
  %2 = tensor.extract_slice %1[%c0, %c0] [4, 5] [%c1, 1] : tensor<?x5xf32> to tensor<4x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<4x5xf32> to tensor<?x5xf32>
  %4 = tensor.pad %1 low[0, %c2] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<?x5xf32>, tensor<?x?xf32>
}
func.func @p24(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, %i] [8, 5] [2, 1] : tensor<64x?xf32> to tensor<8x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x5xf32> to tensor<?x?xf32>
  %2 = tensor.extract_slice %1[%c0, %c0] [3, 2] [1, 1] : tensor<?x?xf32> to tensor<3x2xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<3x2xf32> to tensor<?x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @p25(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<3x?xf32>, tensor<?x6xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, 1] [6, 6] [1, 1] : tensor<64x64xf32> to tensor<6x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x6xf32> to tensor<?x6xf32>
  %2 = tensor.extract_slice %1[%c0, %j] [3, 3] [1, 1] : tensor<?x6xf32> to tensor<3x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[%c0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<3x3xf32> to tensor<3x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x6xf32> to tensor<?x6xf32>
  return %3, %4 : tensor<3x?xf32>, tensor<?x6xf32>
}
func.func @p26(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<3x?xf32>, tensor<?x11xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, %i] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 nofold low[0, 0] high[%h, %c0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x8xf32> to tensor<?x8xf32>
  %2 = tensor.extract_slice %1[%c0, 1] [2, 2] [1, 1] : tensor<?x8xf32> to tensor<2x2xf32>
  %3 = tensor.pad %2 low[%c1, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x2xf32> to tensor<3x?xf32>
  %4 = tensor.pad %1 nofold low[0, 0] high[0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x11xf32>
  return %3, %4 : tensor<3x?xf32>, tensor<?x11xf32>
}
func.func @p27(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x5xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, 0] [5, 8] [1, 2] : tensor<?x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x8xf32> to tensor<?x?xf32>
  %2 = tensor.extract_slice %1[1, %j] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x2xf32> to tensor<2x5xf32>
  %4 = tensor.pad %1 low[0, %h] high[%c3, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<2x5xf32>, tensor<?x?xf32>
}
func.func @p28(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<5x5xf32>, tensor<5x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 1] [5, 8] [1, %c1] : tensor<?x?xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x8xf32> to tensor<5x?xf32>
  %2 = tensor.extract_slice %1[%c0, %j] [5, 3] [1, 1] : tensor<5x?xf32> to tensor<5x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x3xf32> to tensor<5x5xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<5x?xf32> to tensor<5x?xf32>
  return %3, %4 : tensor<5x5xf32>, tensor<5x?xf32>
}
func.func @p29(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x?xf32>, tensor<7x9xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, %c0] [5, 8] [1, 1] : tensor<64x64xf32> to tensor<5x8xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %c1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x8xf32> to tensor<5x9xf32>
  %2 = tensor.extract_slice %1[%c0, 0] [2, 9] [1, 1] : tensor<5x9xf32> to tensor<2x9xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x9xf32> to tensor<2x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[%c2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x9xf32> to tensor<7x9xf32>
  return %3, %4 : tensor<2x?xf32>, tensor<7x9xf32>
}
func.func @p30(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<10x3xf32>, tensor<10x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, 1] [8, 6] [1, %c1] : tensor<64x?xf32> to tensor<8x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x6xf32> to tensor<9x6xf32>
  %2 = tensor.extract_slice %1[%c0, %c0] [9, 3] [1, 1] : tensor<9x6xf32> to tensor<9x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<9x3xf32> to tensor<10x3xf32>
  %4 = tensor.pad %1 low[0, 2] high[%c1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<9x6xf32> to tensor<10x8xf32>
  return %3, %4 : tensor<10x3xf32>, tensor<10x8xf32>
}
func.func @p31(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<6x6xf32>, tensor<?x6xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, %c0] [6, 6] [1, 1] : tensor<?x?xf32> to tensor<6x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<6x6xf32> to tensor<6x6xf32>
  %2 = tensor.extract_slice %1[%c0, %c0] [6, 6] [1, %c1] : tensor<6x6xf32> to tensor<6x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x6xf32> to tensor<6x6xf32>
  %4 = tensor.pad %1 nofold low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<6x6xf32> to tensor<?x6xf32>
  return %3, %4 : tensor<6x6xf32>, tensor<?x6xf32>
}
func.func @p32(%t: tensor<?x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x?xf32>, tensor<10x6xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 0] [8, 6] [%c1, 1] : tensor<?x?xf32> to tensor<8x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<10x6xf32>
  %2 = tensor.extract_slice %1[0, %c0] [10, 6] [1, %c1] : tensor<10x6xf32> to tensor<10x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<10x6xf32> to tensor<?x?xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<10x6xf32> to tensor<10x6xf32>
  return %3, %4 : tensor<?x?xf32>, tensor<10x6xf32>
}
func.func @p33(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<5x8xf32>, tensor<10x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, 0] [5, 5] [2, 1] : tensor<64x?xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x5xf32> to tensor<7x8xf32>
  %2 = tensor.extract_slice %1[%j, 0] [3, 8] [%c1, 1] : tensor<7x8xf32> to tensor<3x8xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[%c2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<3x8xf32> to tensor<5x8xf32>
  %4 = tensor.pad %1 low[0, 0] high[3, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<7x8xf32> to tensor<10x8xf32>
  return %3, %4 : tensor<5x8xf32>, tensor<10x8xf32>
}
func.func @p34(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x5xf32>, tensor<7x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c0, 0] [5, 5] [2, 1] : tensor<64x64xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x5xf32> to tensor<5x?xf32>
  %2 = tensor.extract_slice %1[%j, %j] [2, 3] [%c1, %c1] : tensor<5x?xf32> to tensor<2x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x3xf32> to tensor<2x5xf32>
  %4 = tensor.pad %1 low[0, 0] high[2, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<5x?xf32> to tensor<7x?xf32>
  return %3, %4 : tensor<2x5xf32>, tensor<7x?xf32>
}
func.func @p35(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<3x5xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, %c0] [5, 5] [1, 1] : tensor<64x?xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[0, %h] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<5x5xf32> to tensor<?x?xf32>
  %2 = tensor.extract_slice %1[%c0, 1] [3, 4] [1, %c1] : tensor<?x?xf32> to tensor<3x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<3x4xf32> to tensor<3x5xf32>
  %4 = tensor.pad %1 low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<3x5xf32>, tensor<?x?xf32>
}
func.func @p36(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x2xf32>, tensor<8x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 1] [6, 6] [1, 1] : tensor<64x?xf32> to tensor<6x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x6xf32> to tensor<8x?xf32>
  %2 = tensor.extract_slice %1[0, 0] [8, 2] [1, 1] : tensor<8x?xf32> to tensor<8x2xf32>
  %3 = tensor.pad %2 low[%h, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x2xf32> to tensor<?x2xf32>
  %4 = tensor.pad %1 low[0, 2] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x?xf32> to tensor<8x?xf32>
  return %3, %4 : tensor<?x2xf32>, tensor<8x?xf32>
}
func.func @p37(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<2x?xf32>, tensor<?x5xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[1, 0] [5, 5] [1, 1] : tensor<64x?xf32> to tensor<5x5xf32>
  %1 = tensor.pad %0 low[%h, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<5x5xf32> to tensor<?x5xf32>
  %2 = tensor.extract_slice %1[0, %j] [2, 4] [1, 1] : tensor<?x5xf32> to tensor<2x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<2x4xf32> to tensor<2x?xf32>
  %4 = tensor.pad %1 nofold low[0, 0] high[2, %c0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst2 : f32
  } : tensor<?x5xf32> to tensor<?x5xf32>
  return %3, %4 : tensor<2x?xf32>, tensor<?x5xf32>
}
func.func @p38(%t: tensor<64x?xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x8xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, %i] [8, 6] [1, 2] : tensor<64x?xf32> to tensor<8x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x6xf32> to tensor<?x8xf32>
  %2 = tensor.extract_slice %1[%j, 0] [4, 8] [1, 1] : tensor<?x8xf32> to tensor<4x8xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<4x8xf32> to tensor<?x8xf32>
  %4 = tensor.pad %1 low[0, %h] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  return %3, %4 : tensor<?x8xf32>, tensor<?x?xf32>
}
func.func @p39(%t: tensor<64x64xf32>, %i: index, %j: index, %h: index, %v: f32) -> (tensor<?x3xf32>, tensor<8x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[0, 1] [6, 6] [1, 1] : tensor<64x64xf32> to tensor<6x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<6x6xf32> to tensor<6x?xf32>
  %2 = tensor.extract_slice %1[%j, 1] [3, 3] [1, %c1] : tensor<6x?xf32> to tensor<3x3xf32>
  %3 = tensor.pad %2 low[0, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<3x3xf32> to tensor<?x3xf32>
  %4 = tensor.pad %1 low[0, 0] high[%c2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x?xf32> to tensor<8x?xf32>
  return %3, %4 : tensor<?x3xf32>, tensor<8x?xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<9x?xf32>, tensor<9x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 1] [6, 5] [1, 2] : tensor<?x?xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[3, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<9x5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [9, 4] [1, 1] : tensor<9x5xf32> to tensor<9x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<9x4xf32> to tensor<9x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded low[0, 0] high[%c0, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<9x5xf32> to tensor<9x8xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<9x?xf32>, tensor<9x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p1(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<4x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [8, 6] [2, 1] : tensor<64x64xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 0] [4, 6] [1, 1] : tensor<?x6xf32> to tensor<4x6xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<4x6xf32> to tensor<4x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<?x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<4x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p2(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<11x7xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 1] [5, 5] [1, 1] : tensor<?x?xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, %c2] high[%c3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<8x7xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %padded nofold low[0, 0] high[%c3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<8x7xf32> to tensor<11x7xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg3]
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice low[0, 2] high[%0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_0, %padded_1 : tensor<11x7xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p3(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<7x4xf32>, tensor<7x5xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [5, 5] [1, 1] : tensor<?x?xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[%c0, 0] high[2, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<7x5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 1] [5, 4] [1, 1] : tensor<?x?xf32> to tensor<5x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 nofold low[0, 0] high[2, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x4xf32> to tensor<7x4xf32>
// CHECK-NEXT:     return %padded_1, %padded : tensor<7x4xf32>, tensor<7x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p4(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x6xf32>, tensor<?x11xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 6] [1, 1] : tensor<64x?xf32> to tensor<5x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%c3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %padded low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg3]
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice low[0, 3] high[%0, 2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<?x11xf32>
// CHECK-NEXT:     return %padded_0, %padded_1 : tensor<?x6xf32>, tensor<?x11xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p5(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x5xf32>, tensor<7x8xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [6, 5] [2, 1] : tensor<?x?xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%c1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<7x5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [7, 3] [1, 1] : tensor<7x5xf32> to tensor<7x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, %c2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<7x3xf32> to tensor<?x5xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[1, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<7x8xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x5xf32>, tensor<7x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p6(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<5x4xf32>, tensor<6x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 1] [6, 5] [1, 1] : tensor<64x?xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<6x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, %arg2] [2, 2] [1, 1] : tensor<6x?xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 nofold low[0, 0] high[%c3, %c2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x2xf32> to tensor<5x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map1()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[0, %0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<6x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<5x4xf32>, tensor<6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p7(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<4x4xf32>, tensor<8x11xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [5, 8] [2, 1] : tensor<64x64xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<6x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, %arg2] [4, 4] [1, 1] : tensor<6x8xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice low[0, 0] high[3, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<8x11xf32>
// CHECK-NEXT:     return %extracted_slice_0, %padded_1 : tensor<4x4xf32>, tensor<8x11xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p8(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x6xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 1] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, %c2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return %padded_1, %padded : tensor<?x6xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p9(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<4x9xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 3] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<?x9xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 0] [4, 9] [1, 1] : tensor<?x9xf32> to tensor<4x9xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %padded low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x9xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice_0, %padded_1 : tensor<4x9xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p10(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x2xf32>, tensor<?x9xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [8, 5] [1, 1] : tensor<64x64xf32> to tensor<8x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, %c2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<8x5xf32> to tensor<?x7xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [4, 2] [1, 1] : tensor<?x7xf32> to tensor<4x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 nofold low[%arg3, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<4x2xf32> to tensor<?x2xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded nofold low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<?x7xf32> to tensor<?x9xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x2xf32>, tensor<?x9xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p11(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<4x2xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<5x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[1, 1] [3, 2] [1, 1] : tensor<5x?xf32> to tensor<3x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[1, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<3x2xf32> to tensor<4x2xf32>
// CHECK-NEXT:     %0 = affine.apply #map2()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[%arg3, %0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<4x2xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p12(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x3xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [6, 6] [1, 1] : tensor<64x64xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [2, 3] [1, 1] : tensor<?x6xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %padded nofold low[0, %arg3] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<?x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice_0, %padded_1 : tensor<2x3xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p13(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x?xf32>, tensor<6x10xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [6, 5] [1, 1] : tensor<?x?xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[0, 2] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<6x7xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [2, 4] [1, 1] : tensor<6x7xf32> to tensor<2x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x4xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded low[0, 0] high[0, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x7xf32> to tensor<6x10xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<2x?xf32>, tensor<6x10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p14(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x4xf32>, tensor<?x6xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 5] [1, 1] : tensor<64x64xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[1, %c1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [6, 4] [1, 1] : tensor<6x6xf32> to tensor<6x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[%c2, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map1()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[%0, 1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x4xf32>, tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p15(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x?xf32>, tensor<?x5xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [6, 5] [1, 1] : tensor<64x64xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%c1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<7x5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 1] [2, 3] [1, 1] : tensor<7x5xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 nofold low[0, %arg3] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x3xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map1()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[%0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<2x?xf32>, tensor<?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p16(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<6x2xf32>, tensor<6x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 6] [2, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, %arg3] high[1, %c1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<6x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [6, 2] [1, 1] : tensor<6x?xf32> to tensor<6x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x2xf32> to tensor<6x2xf32>
// CHECK-NEXT:     %0 = affine.apply #map1()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, %arg3] high[1, %0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<6x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<6x2xf32>, tensor<6x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p17(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x8xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [5, 8] [1, 2] : tensor<?x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[%arg3, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 0] [3, 8] [1, 1] : tensor<?x8xf32> to tensor<3x8xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<3x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[%arg3, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x8xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p18(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<7x?xf32>, tensor<5x8xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %c2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %0 = affine.apply #map3()[%arg3]
// CHECK-NEXT:     %padded_0 = tensor.pad %extracted_slice low[0, 0] high[2, %0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<7x?xf32>
// CHECK-NEXT:     return %padded_0, %padded : tensor<7x?xf32>, tensor<5x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p19(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<8x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 1] [8, 6] [2, 1] : tensor<64x?xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<8x?xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded, %padded_0 : tensor<8x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p20(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 1] [5, 5] [1, 1] : tensor<64x?xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[%arg3, %arg3] high[%c3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %padded low[%c0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice_0, %padded_1 : tensor<2x4xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p21(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<7x2xf32>, tensor<?x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [6, 5] [1, 1] : tensor<64x64xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[0, 0] high[0, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<6x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [6, 2] [1, 1] : tensor<6x8xf32> to tensor<6x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%c1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x2xf32> to tensor<7x2xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<7x2xf32>, tensor<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p22(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x3xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<5x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [2, 3] [1, 1] : tensor<5x?xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice low[3, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice_0, %padded_1 : tensor<2x3xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p23(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x5xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [6, 5] [1, 1] : tensor<?x?xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [4, 5] [1, 1] : tensor<?x5xf32> to tensor<4x5xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<4x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 2] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x5xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p24(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [8, 5] [2, 1] : tensor<64x?xf32> to tensor<8x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<8x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [3, 2] [1, 1] : tensor<?x?xf32> to tensor<3x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<3x2xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p25(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<3x?xf32>, tensor<?x6xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 1] [6, 6] [1, 1] : tensor<64x64xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %padded[0, %arg2] [3, 3] [1, 1] : tensor<?x6xf32> to tensor<3x3xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice_1 low[0, 0] high[%c0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<3x3xf32> to tensor<3x?xf32>
// CHECK-NEXT:     return %padded_2, %padded : tensor<3x?xf32>, tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p26(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<3x?xf32>, tensor<?x11xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [5, 8] [1, 1] : tensor<64x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, %c0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [2, 2] [1, 1] : tensor<?x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[%c1, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x2xf32> to tensor<3x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded nofold low[0, 0] high[0, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x8xf32> to tensor<?x11xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<3x?xf32>, tensor<?x11xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p27(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x5xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 8] [1, 2] : tensor<?x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[1, %arg2] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<2x2xf32> to tensor<2x5xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg3]
// CHECK-NEXT:     %1 = affine.apply #map2()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, %arg3] high[%0, %1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<2x5xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p28(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<5x5xf32>, tensor<5x?xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 1] [5, 8] [1, 1] : tensor<?x?xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<5x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, %arg2] [5, 3] [1, 1] : tensor<5x?xf32> to tensor<5x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, 2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<5x3xf32> to tensor<5x5xf32>
// CHECK-NEXT:     return %padded_1, %padded : tensor<5x5xf32>, tensor<5x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p29(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x?xf32>, tensor<7x9xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [5, 8] [1, 1] : tensor<64x64xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %c1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<5x9xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [2, 9] [1, 1] : tensor<5x9xf32> to tensor<2x9xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x9xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[2, 1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x8xf32> to tensor<7x9xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<2x?xf32>, tensor<7x9xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p30(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<10x3xf32>, tensor<10x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [8, 6] [1, 1] : tensor<64x?xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<9x6xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %padded[0, 0] [9, 3] [1, 1] : tensor<9x6xf32> to tensor<9x3xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice_1 low[0, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<9x3xf32> to tensor<10x3xf32>
// CHECK-NEXT:     %padded_3 = tensor.pad %padded low[0, 2] high[%c1, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<9x6xf32> to tensor<10x8xf32>
// CHECK-NEXT:     return %padded_2, %padded_3 : tensor<10x3xf32>, tensor<10x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p31(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<6x6xf32>, tensor<?x6xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [6, 6] [1, 1] : tensor<?x?xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return %extracted_slice, %padded : tensor<6x6xf32>, tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p32(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x?xf32>, tensor<10x6xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [8, 6] [1, 1] : tensor<?x?xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[2, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<10x6xf32>
// CHECK-NEXT:     %0 = affine.apply #map3()[%arg3]
// CHECK-NEXT:     %padded_0 = tensor.pad %extracted_slice low[0, 0] high[%0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_0, %padded : tensor<?x?xf32>, tensor<10x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p33(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<5x8xf32>, tensor<10x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 5] [2, 1] : tensor<64x?xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[2, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<7x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 0] [3, 8] [1, 1] : tensor<7x8xf32> to tensor<3x8xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 nofold low[0, 0] high[%c2, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<3x8xf32> to tensor<5x8xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[5, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<10x8xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<5x8xf32>, tensor<10x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p34(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x5xf32>, tensor<7x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 5] [2, 1] : tensor<64x64xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<5x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, %arg2] [2, 3] [1, 1] : tensor<5x?xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, %c2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x3xf32> to tensor<2x5xf32>
// CHECK-NEXT:     %0 = affine.apply #map2()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 0] high[2, %0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<7x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<2x5xf32>, tensor<7x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p35(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<3x5xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [5, 5] [1, 1] : tensor<64x?xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, %arg3] high[%arg3, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst_0 : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %padded[0, 1] [3, 4] [1, 1] : tensor<?x?xf32> to tensor<3x4xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice_1 low[0, 0] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<3x4xf32> to tensor<3x5xf32>
// CHECK-NEXT:     return %padded_2, %padded : tensor<3x5xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p36(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x2xf32>, tensor<8x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 1] [6, 6] [1, 1] : tensor<64x?xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[2, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<8x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, 0] [8, 2] [1, 1] : tensor<8x?xf32> to tensor<8x2xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[%arg3, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x2xf32> to tensor<?x2xf32>
// CHECK-NEXT:     %0 = affine.apply #map2()[%arg3]
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, 2] high[2, %0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<8x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x2xf32>, tensor<8x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p37(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<2x?xf32>, tensor<?x5xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [5, 5] [1, 1] : tensor<64x?xf32> to tensor<5x5xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[%arg3, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[0, %arg2] [2, 4] [1, 1] : tensor<?x5xf32> to tensor<2x4xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<2x4xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded nofold low[0, 0] high[2, %c0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x5xf32> to tensor<?x5xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<2x?xf32>, tensor<?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p38(%arg0: tensor<64x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x8xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [8, 6] [1, 2] : tensor<64x?xf32> to tensor<8x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 0] [4, 8] [1, 1] : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %extracted_slice low[0, %arg3] high[%arg3, 2] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<8x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x8xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p39(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (tensor<?x3xf32>, tensor<8x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 1] [6, 6] [1, 1] : tensor<64x64xf32> to tensor<6x6xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<6x6xf32> to tensor<6x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %padded[%arg2, 1] [3, 3] [1, 1] : tensor<6x?xf32> to tensor<3x3xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<3x3xf32> to tensor<?x3xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %padded low[0, 0] high[%c2, 3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<6x?xf32> to tensor<8x?xf32>
// CHECK-NEXT:     return %padded_1, %padded_2 : tensor<?x3xf32>, tensor<8x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
