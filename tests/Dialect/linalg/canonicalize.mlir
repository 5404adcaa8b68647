// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Casts of buffers fold into structured ops; ops that only forward an
// operand go away; identity transposes fold.

func.func @buffer_casts(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  %0 = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.cast %b : memref<8x4xf32> to memref<?x4xf32>
  %2 = memref.cast %c : memref<4x4xf32> to memref<?x?xf32>
  linalg.matmul ins(%0, %1 : memref<?x?xf32>, memref<?x4xf32>) outs(%2 : memref<?x?xf32>)
  linalg.exp ins(%0 : memref<?x?xf32>) outs(%0 : memref<?x?xf32>)
  return
}

// -----

func.func @identity_generic_tensor(%a: tensor<?x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x8xf32>) outs(%b, %b : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %y : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

func.func @kept(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %t: tensor<4x8xf32>, %u: tensor<8x4xf32>, %v: tensor<2x4x8xf32>) -> (tensor<8x4xf32>, tensor<2x4x8xf32>, tensor<4x8xf32>) {
  linalg.copy ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  %0 = linalg.transpose ins(%t : tensor<4x8xf32>) outs(%u : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%t : tensor<4x8xf32>) outs(%v : tensor<2x4x8xf32>) dimensions = [0]
  %2 = linalg.broadcast ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) dimensions = []
  %3 = linalg.transpose ins(%2 : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) permutation = [0, 1]
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<4x8xf32>) outs(%u : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8x4xf32>
  return %4, %1, %3 : tensor<8x4xf32>, tensor<2x4x8xf32>, tensor<4x8xf32>
}

// -----

func.func @dead_on_tensors(%t: tensor<4x8xf32>, %s: f32) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.exp ins(%0 : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @scalar_not_forwarded(%s: f32) -> tensor<f32> {
  %out = tensor.empty() : tensor<f32>
  %g = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s : f32) outs(%out : tensor<f32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<f32>
  return %g : tensor<f32>
}

// -----

func.func @extract(%t: tensor<4x8xf32>, %s: f32, %i: index) -> f32 {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.extract %0[%i, %i] : tensor<4x8xf32>
  return %e : f32
}

// -----

func.func @transpose(%t: tensor<4x8xf32>, %u: tensor<8x4xf32>, %s: f32) -> tensor<8x4xf32> {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%u : tensor<8x4xf32>) permutation = [1, 0]
  return %1 : tensor<8x4xf32>
}

// -----

func.func @copy(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>, %s: f32) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%0 : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.fill ins(%s : f32) outs(%u : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.copy ins(%t : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1, %3 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

func.func @copy(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %3 = linalg.copy ins(%t : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

func.func @generic_copy(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @buffer_casts(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<4x4xf32>) {
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT:     linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @identity_generic_tensor(%arg0: tensor<?x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT:     return %cast, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<2x4x8xf32>) -> (tensor<8x4xf32>, tensor<2x4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg2 : tensor<4x8xf32>) outs(%arg4 : tensor<2x4x8xf32>) dimensions = [0] 
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<4x8xf32>) outs(%arg3 : tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     return %0, %broadcasted, %arg2 : tensor<8x4xf32>, tensor<2x4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dead_on_tensors(%arg0: tensor<4x8xf32>, %arg1: f32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<() -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalar_not_forwarded(%arg0: f32) -> tensor<f32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg0 : f32) outs(%0 : tensor<f32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<f32>
// CHECK-NEXT:     return %1 : tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract(%arg0: tensor<4x8xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: f32) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @copy(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: f32) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @copy(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generic_copy(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
