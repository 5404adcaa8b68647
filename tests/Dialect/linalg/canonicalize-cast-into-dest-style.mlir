// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// Casts that only drop static sizes fold into the destination-style ops
// reading them; the results take the new init types and are cast back.
func.func @into_named(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %cb = tensor.cast %b : tensor<4x8xf32> to tensor<?x8xf32>
  %r = linalg.sub ins(%ca, %cb : tensor<?x?xf32>, tensor<?x8xf32>) outs(%ca : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @into_generic(%a: tensor<16xi32>, %o: tensor<16xi32>) -> (tensor<?xi32>, tensor<16xi32>) {
  %ca = tensor.cast %a : tensor<16xi32> to tensor<?xi32>
  %co = tensor.cast %o : tensor<16xi32> to tensor<?xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%ca : tensor<?xi32>) outs(%co, %o : tensor<?xi32>, tensor<16xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s, %x : i32, i32
  } -> (tensor<?xi32>, tensor<16xi32>)
  return %r#0, %r#1 : tensor<?xi32>, tensor<16xi32>
}

// -----

// A cast adding static sizes does not fold.
func.func @more_static(%a: tensor<?xf32>) -> tensor<8xf32> {
  %c = tensor.cast %a : tensor<?xf32> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.exp ins(%c : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @into_named(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.sub ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @into_generic(%arg0: tensor<16xi32>, %arg1: tensor<16xi32>) -> (tensor<?xi32>, tensor<16xi32>) {
// CHECK-NEXT:     %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<16xi32>) outs(%arg1, %arg1 : tensor<16xi32>, tensor<16xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32, %out_0: i32):
// CHECK-NEXT:       %1 = arith.addi %in, %out : i32
// CHECK-NEXT:       linalg.yield %1, %in : i32, i32
// CHECK-NEXT:     } -> (tensor<16xi32>, tensor<16xi32>)
// CHECK-NEXT:     %cast = tensor.cast %0#0 : tensor<16xi32> to tensor<?xi32>
// CHECK-NEXT:     return %cast, %0#1 : tensor<?xi32>, tensor<16xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @more_static(%arg0: tensor<?xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.exp ins(%cast : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return %1 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
