// RUN: strata-opt %s --linalg-generalize-named-ops | FileCheck %s
// CONFORMANCE: pipeline=--linalg-generalize-named-ops

// Named ops on complex elements compute with the complex dialect's ops.
func.func @batch_matmul(%a: tensor<2x3x4xcomplex<f64>>, %b: tensor<2x4x5xcomplex<f64>>, %c: tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xcomplex<f64>>, tensor<2x4x5xcomplex<f64>>) outs(%c : tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>>
  return %0 : tensor<2x3x5xcomplex<f64>>
}

func.func @elementwise(%a: memref<8xcomplex<f32>>, %b: memref<8xcomplex<f32>>, %c: memref<8xcomplex<f32>>) {
  linalg.sub ins(%a, %b : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%c : memref<8xcomplex<f32>>)
  linalg.div ins(%c, %b : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%a : memref<8xcomplex<f32>>)
  linalg.add ins(%a, %c : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%b : memref<8xcomplex<f32>>)
  linalg.mul ins(%a, %b : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%c : memref<8xcomplex<f32>>)
  return
}

// Operands of other element types are converted: reals become the real
// part, complex numbers of another precision part by part.
func.func @copy_wider(%a: tensor<6xcomplex<f16>>, %c: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
  %0 = linalg.copy ins(%a : tensor<6xcomplex<f16>>) outs(%c : tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
  return %0 : tensor<6xcomplex<f32>>
}

func.func @copy_integer(%a: memref<3xi32>, %b: memref<3xcomplex<f64>>) {
  linalg.copy ins(%a : memref<3xi32>) outs(%b : memref<3xcomplex<f64>>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @batch_matmul(%arg0: tensor<2x3x4xcomplex<f64>>, %arg1: tensor<2x4x5xcomplex<f64>>, %arg2: tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x4xcomplex<f64>>, tensor<2x4x5xcomplex<f64>>) outs(%arg2 : tensor<2x3x5xcomplex<f64>>) {
// CHECK-NEXT:     ^bb0(%in: complex<f64>, %in_0: complex<f64>, %out: complex<f64>):
// CHECK-NEXT:       %1 = complex.mul %in, %in_0 : complex<f64>
// CHECK-NEXT:       %2 = complex.add %out, %1 : complex<f64>
// CHECK-NEXT:       linalg.yield %2 : complex<f64>
// CHECK-NEXT:     } -> tensor<2x3x5xcomplex<f64>>
// CHECK-NEXT:     return %0 : tensor<2x3x5xcomplex<f64>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @elementwise(%arg0: memref<8xcomplex<f32>>, %arg1: memref<8xcomplex<f32>>, %arg2: memref<8xcomplex<f32>>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%arg2 : memref<8xcomplex<f32>>) {
// CHECK-NEXT:     ^bb0(%in: complex<f32>, %in_0: complex<f32>, %out: complex<f32>):
// CHECK-NEXT:       %0 = complex.sub %in, %in_0 : complex<f32>
// CHECK-NEXT:       linalg.yield %0 : complex<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg2, %arg1 : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%arg0 : memref<8xcomplex<f32>>) {
// CHECK-NEXT:     ^bb0(%in: complex<f32>, %in_0: complex<f32>, %out: complex<f32>):
// CHECK-NEXT:       %0 = complex.div %in, %in_0 : complex<f32>
// CHECK-NEXT:       linalg.yield %0 : complex<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg0, %arg2 : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%arg1 : memref<8xcomplex<f32>>) {
// CHECK-NEXT:     ^bb0(%in: complex<f32>, %in_0: complex<f32>, %out: complex<f32>):
// CHECK-NEXT:       %0 = complex.add %in, %in_0 : complex<f32>
// CHECK-NEXT:       linalg.yield %0 : complex<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xcomplex<f32>>, memref<8xcomplex<f32>>) outs(%arg2 : memref<8xcomplex<f32>>) {
// CHECK-NEXT:     ^bb0(%in: complex<f32>, %in_0: complex<f32>, %out: complex<f32>):
// CHECK-NEXT:       %0 = complex.mul %in, %in_0 : complex<f32>
// CHECK-NEXT:       linalg.yield %0 : complex<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy_wider(%arg0: tensor<6xcomplex<f16>>, %arg1: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg0 : tensor<6xcomplex<f16>>) outs(%arg1 : tensor<6xcomplex<f32>>) {
// CHECK-NEXT:     ^bb0(%in: complex<f16>, %out: complex<f32>):
// CHECK-NEXT:       %1 = complex.re %in : complex<f16>
// CHECK-NEXT:       %2 = complex.im %in : complex<f16>
// CHECK-NEXT:       %3 = arith.extf %1 : f16 to f32
// CHECK-NEXT:       %4 = arith.extf %2 : f16 to f32
// CHECK-NEXT:       %5 = complex.create %3, %4 : complex<f32>
// CHECK-NEXT:       linalg.yield %5 : complex<f32>
// CHECK-NEXT:     } -> tensor<6xcomplex<f32>>
// CHECK-NEXT:     return %0 : tensor<6xcomplex<f32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy_integer(%arg0: memref<3xi32>, %arg1: memref<3xcomplex<f64>>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg0 : memref<3xi32>) outs(%arg1 : memref<3xcomplex<f64>>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: complex<f64>):
// CHECK-NEXT:       %0 = arith.sitofp %in : i32 to f64
// CHECK-NEXT:       %1 = complex.create %0, %cst : complex<f64>
// CHECK-NEXT:       linalg.yield %1 : complex<f64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
