// RUN: strata-opt %s --split-input-file --convert-linalg-to-affine-loops | FileCheck %s
// CONFORMANCE: pipeline=--convert-linalg-to-affine-loops

// Structured ops on buffers become loop nests; ops on tensors stay.

func.func @m(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %i: memref<1x9x9x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>, %s: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  linalg.fill ins(%s : f32) outs(%c : memref<?x?xf32>)
  %r = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i0 = linalg.index 0 : index
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  return %r : tensor<4xf32>
}

// -----

func.func @mixed_iterators(%a: memref<4x?x8xf32>, %b: memref<8x4xf32>, %s: f32, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a : memref<4x?x8xf32>) outs(%b : memref<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %x, %f : f32
    %z = arith.addf %m, %y : f32
    linalg.yield %z : f32
  }
  linalg.transpose ins(%b : memref<8x4xf32>) outs(%b : memref<8x4xf32>) permutation = [0, 1]
  linalg.reduce { arith.addf } ins(%a : memref<4x?x8xf32>) outs(%c : memref<4x8xf32>) dimensions = [1]
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @m(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>, %arg3: memref<1x9x9x3xf32>, %arg4: memref<3x3x3x8xf32>, %arg5: memref<1x4x4x8xf32>, %arg6: f32, %arg7: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg8 = 0 to %dim {
// CHECK-NEXT:       affine.for %arg9 = 0 to %dim_1 {
// CHECK-NEXT:         affine.for %arg10 = 0 to %dim_0 {
// CHECK-NEXT:           %1 = affine.load %arg0[%arg8, %arg10] : memref<?x?xf32>
// CHECK-NEXT:           %2 = affine.load %arg1[%arg10, %arg9] : memref<?x?xf32>
// CHECK-NEXT:           %3 = affine.load %arg2[%arg8, %arg9] : memref<?x?xf32>
// CHECK-NEXT:           %4 = arith.mulf %1, %2 : f32
// CHECK-NEXT:           %5 = arith.addf %3, %4 : f32
// CHECK-NEXT:           affine.store %5, %arg2[%arg8, %arg9] : memref<?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg8 = 0 to 1 {
// CHECK-NEXT:       affine.for %arg9 = 0 to 4 {
// CHECK-NEXT:         affine.for %arg10 = 0 to 4 {
// CHECK-NEXT:           affine.for %arg11 = 0 to 8 {
// CHECK-NEXT:             affine.for %arg12 = 0 to 3 {
// CHECK-NEXT:               affine.for %arg13 = 0 to 3 {
// CHECK-NEXT:                 affine.for %arg14 = 0 to 3 {
// CHECK-NEXT:                   %1 = affine.apply #map(%arg9, %arg12)
// CHECK-NEXT:                   %2 = affine.apply #map(%arg10, %arg13)
// CHECK-NEXT:                   %3 = affine.load %arg3[%arg8, %1, %2, %arg14] : memref<1x9x9x3xf32>
// CHECK-NEXT:                   %4 = affine.load %arg4[%arg12, %arg13, %arg14, %arg11] : memref<3x3x3x8xf32>
// CHECK-NEXT:                   %5 = affine.load %arg5[%arg8, %arg9, %arg10, %arg11] : memref<1x4x4x8xf32>
// CHECK-NEXT:                   %6 = arith.mulf %3, %4 : f32
// CHECK-NEXT:                   %7 = arith.addf %5, %6 : f32
// CHECK-NEXT:                   affine.store %7, %arg5[%arg8, %arg9, %arg10, %arg11] : memref<1x4x4x8xf32>
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_2 = memref.dim %arg2, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg8 = 0 to %dim_2 {
// CHECK-NEXT:       affine.for %arg9 = 0 to %dim_3 {
// CHECK-NEXT:         affine.store %arg6, %arg2[%arg8, %arg9] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = linalg.fill ins(%arg6 : f32) outs(%arg7 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg8 = 0 to %dim_5 {
// CHECK-NEXT:       affine.for %arg9 = 0 to %dim_4 {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg9, %arg8] : memref<?x?xf32>
// CHECK-NEXT:         %2 = affine.load %arg1[%arg8, %arg9] : memref<?x?xf32>
// CHECK-NEXT:         %3 = arith.addf %1, %2 : f32
// CHECK-NEXT:         affine.store %3, %arg1[%arg8, %arg9] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mixed_iterators(%arg0: memref<4x?x8xf32>, %arg1: memref<8x4xf32>, %arg2: f32, %arg3: memref<4x8xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<4x?x8xf32>
// CHECK-NEXT:     affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg5 = 0 to %dim {
// CHECK-NEXT:         affine.for %arg6 = 0 to 8 {
// CHECK-NEXT:           %0 = affine.load %arg0[%arg4, %arg5, %arg6] : memref<4x?x8xf32>
// CHECK-NEXT:           %1 = affine.load %arg1[%arg6, %arg4] : memref<8x4xf32>
// CHECK-NEXT:           %2 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT:           %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT:           %4 = arith.mulf %0, %3 : f32
// CHECK-NEXT:           %5 = arith.addf %4, %1 : f32
// CHECK-NEXT:           affine.store %5, %arg1[%arg6, %arg4] : memref<8x4xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg4 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg5 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %arg1[%arg4, %arg5] : memref<8x4xf32>
// CHECK-NEXT:         affine.store %0, %arg1[%arg4, %arg5] : memref<8x4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<4x?x8xf32>
// CHECK-NEXT:     affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg5 = 0 to %dim_0 {
// CHECK-NEXT:         affine.for %arg6 = 0 to 8 {
// CHECK-NEXT:           %0 = affine.load %arg0[%arg4, %arg5, %arg6] : memref<4x?x8xf32>
// CHECK-NEXT:           %1 = affine.load %arg3[%arg4, %arg6] : memref<4x8xf32>
// CHECK-NEXT:           %2 = arith.addf %1, %0 : f32
// CHECK-NEXT:           affine.store %2, %arg3[%arg4, %arg6] : memref<4x8xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
