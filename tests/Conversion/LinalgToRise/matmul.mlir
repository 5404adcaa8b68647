// RUN: strata-opt %s --split-input-file --convert-linalg-to-rise | FileCheck %s

// The product into a new buffer by the Rise matmul program, then added to
// the output (linalg.matmul accumulates), the buffer freed.
// CHECK-LABEL: func.func @mm
// CHECK-SAME:  (%[[A:.*]]: memref<3x4xf32>, %[[B:.*]]: memref<4x2xf32>, %[[C:.*]]: memref<3x2xf32>)
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<3x2xf32>
// CHECK-NEXT:    %[[RA:.*]] = rise.in %[[A]] : memref<3x4xf32>
// CHECK-NEXT:    %[[RB:.*]] = rise.in %[[B]] : memref<4x2xf32>
// CHECK-NEXT:    rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
// CHECK:         rise.reduceSeq #rise.nat<4>
// CHECK:         rise.out %[[T]] <- %{{.*}} : memref<3x2xf32>
// CHECK-NEXT:    %[[RC:.*]] = rise.in %[[C]] : memref<3x2xf32>
// CHECK-NEXT:    %[[RT:.*]] = rise.in %[[T]] : memref<3x2xf32>
// CHECK:         arith.addf
// CHECK:         rise.out %[[C]] <- %{{.*}} : memref<3x2xf32>
// CHECK-NEXT:    memref.dealloc %[[T]] : memref<3x2xf32>
// CHECK-NEXT:    return
func.func @mm(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>) {
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x2xf32>) outs(%c : memref<3x2xf32>)
  return
}

// -----

// Left alone: tensors, dynamic shapes, integers, transposed operands, and
// a matmul in a nested region.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:   rise.
// CHECK-COUNT-4: linalg.matmul
// CHECK:       scf.for
// CHECK:       linalg.matmul
func.func @kept(%t: tensor<3x4xf32>, %u: tensor<4x2xf32>, %v: tensor<3x2xf32>,
                %d: memref<?x4xf32>, %e: memref<4x2xf32>, %f: memref<?x2xf32>,
                %i: memref<3x4xi32>, %j: memref<4x2xi32>, %k: memref<3x2xi32>,
                %a: memref<4x3xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>, %g: memref<3x4xf32>, %n: index) -> tensor<3x2xf32> {
  %r = linalg.matmul ins(%t, %u : tensor<3x4xf32>, tensor<4x2xf32>) outs(%v : tensor<3x2xf32>) -> tensor<3x2xf32>
  linalg.matmul ins(%d, %e : memref<?x4xf32>, memref<4x2xf32>) outs(%f : memref<?x2xf32>)
  linalg.matmul ins(%i, %j : memref<3x4xi32>, memref<4x2xi32>) outs(%k : memref<3x2xi32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
    ins(%a, %b : memref<4x3xf32>, memref<4x2xf32>) outs(%c : memref<3x2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %x = %c0 to %n step %c1 {
    linalg.matmul ins(%g, %b : memref<3x4xf32>, memref<4x2xf32>) outs(%c : memref<3x2xf32>)
  }
  return %r : tensor<3x2xf32>
}

// -----

// A valid 2-D convolution with a square kernel: slide2D over the image,
// a dot product per window, into a buffer added to the output. A
// rectangular kernel is left alone.
// CHECK-LABEL: func.func @conv
// CHECK-SAME:  (%[[I:.*]]: memref<5x6xf32>, %[[K:.*]]: memref<3x3xf32>, %[[O:.*]]: memref<3x4xf32>, %{{.*}}: memref<2x3xf32>, %{{.*}}: memref<4x4xf32>)
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<3x4xf32>
// CHECK:         rise.slide #rise.nat<3> #rise.nat<3> #rise.nat<1>
// CHECK:         rise.join
// CHECK:         rise.reduceSeq #rise.nat<9>
// CHECK:         rise.out %[[T]] <- %{{.*}} : memref<3x4xf32>
// CHECK:         rise.out %[[O]] <- %{{.*}} : memref<3x4xf32>
// CHECK-NEXT:    memref.dealloc %[[T]] : memref<3x4xf32>
// CHECK-NEXT:    linalg.conv_2d
// CHECK-NEXT:    return
func.func @conv(%i: memref<5x6xf32>, %k: memref<3x3xf32>, %o: memref<3x4xf32>, %r: memref<2x3xf32>, %p: memref<4x4xf32>) {
  linalg.conv_2d ins(%i, %k : memref<5x6xf32>, memref<3x3xf32>) outs(%o : memref<3x4xf32>)
  linalg.conv_2d ins(%i, %r : memref<5x6xf32>, memref<2x3xf32>) outs(%p : memref<4x4xf32>)
  return
}
