// RUN: strata-opt %s --split-input-file --linalg-specialize-generic-ops | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 specializes these wrongly; see docs/deviations.md)

// A contraction with unsigned casts becomes a matmul that says so (mlir-opt
// makes it a signed one); a contraction with transposed maps stays generic
// (mlir-opt makes it a matmul with the default maps, which fails to verify).

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_unsigned(%arg0: memref<4x8xi8>, %arg1: memref<8x6xi16>, %arg2: memref<4x6xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x6xi16>) outs(%arg2 : memref<4x6xi32>) {
    ^bb0(%in: i8, %in_0: i16, %out: i32):
      %0 = arith.extui %in : i8 to i32
      %1 = arith.extui %in_0 : i16 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @contract_elementwise(%arg0: memref<6x4xf16>, %arg1: memref<6x8xf16>, %arg2: memref<4x8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8xf32>) -> tensor<4x8xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<6x4xf16>, memref<6x8xf16>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f16, %in_0: f16, %out: f32):
      %2 = arith.extf %in : f16 to f32
      %3 = arith.extf %in_0 : f16 to f32
      %4 = arith.mulf %2, %3 : f32
      %5 = arith.addf %out, %4 : f32
      linalg.yield %5 : f32
    }
    %0 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg3 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.maximumf %in, %in_0 : f32
      linalg.yield %2 : f32
    } -> tensor<4x8xf32>
    %1 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.divf %cst, %in : f32
      linalg.yield %2 : f32
    } -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}

// CHECK: func.func @matmul_unsigned(%arg0: memref<4x8xi8>, %arg1: memref<8x6xi16>, %arg2: memref<4x6xi32>) {
// CHECK: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x6xi16>) outs(%arg2 : memref<4x6xi32>)
// CHECK: func.func @contract_elementwise(%arg0: memref<6x4xf16>, %arg1: memref<6x8xf16>, %arg2: memref<4x8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8xf32>) -> tensor<4x8xf32> {
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<6x4xf16>, memref<6x8xf16>) outs(%arg2 : memref<4x8xf32>) {
// CHECK: %broadcasted = linalg.broadcast ins(%arg4 : tensor<8xf32>) outs(%0 : tensor<4x8xf32>) dimensions = [0]
// CHECK: %1 = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg3, %broadcasted : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// CHECK: %2 = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// CHECK-NOT: linalg.matmul
