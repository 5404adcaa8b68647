// RUN: strata-opt %s --resolve-shaped-type-result-dims | FileCheck %s
// CONFORMANCE: pipeline=--resolve-shaped-type-result-dims
// CONFORMANCE: pipeline=--resolve-ranked-shaped-type-result-dims

// Dims of results of ops that reify their shapes become the reified sizes;
// a dim of a shared output of scf.forall reads the tied initial value.

func.func @slices(%t: tensor<?x?x?xf32>, %u: tensor<8x?x?xf32>, %a: index, %b: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[0, %a, 1] [1, %b, %a] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %s, %c1 : tensor<?x?xf32>
  %i = tensor.insert_slice %s into %u[2, 0, 0] [1, %b, %a] [1, 1, 1] : tensor<?x?xf32> into tensor<8x?x?xf32>
  %d1 = tensor.dim %i, %c2 : tensor<8x?x?xf32>
  %e = tensor.empty(%a) : tensor<4x?xf32>
  %cat = tensor.concat dim(0) %e, %s : (tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d2 = tensor.dim %cat, %c0 : tensor<?x?xf32>
  %sp = tensor.splat %a[%b] : tensor<?xindex>
  %d3 = tensor.dim %sp, %c0 : tensor<?xindex>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

func.func @forall(%t: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    %d = tensor.dim %o, %c1 : tensor<?x?xf32>
    %s = tensor.extract_slice %o[%i, 0] [1, %d] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, %d] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}

func.func @reshapes(%t: tensor<?x5x?xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x5x?xf32> into tensor<?xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<3x?xf32>
  %dg = tensor.dim %g, %c1 : tensor<3x?xf32>
  %e = tensor.expand_shape %x [[0, 1]] output_shape [%n, 7] : tensor<?xf32> into tensor<?x7xf32>
  %de = tensor.dim %e, %c0 : tensor<?x7xf32>
  return %d, %dg, %de : index, index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 5)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slices(%arg0: tensor<?x?x?xf32>, %arg1: tensor<8x?x?xf32>, %arg2: index, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c2 : tensor<8x?x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg3]
// CHECK-NEXT:     return %arg2, %dim, %0, %arg3 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall(%arg0: tensor<?x?xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (%arg1) shared_outs(%arg3 = %arg0) -> (tensor<?x?xf32>) {
// CHECK-NEXT:       %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [1, %dim] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2, 0] [1, %dim] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshapes(%arg0: tensor<?x5x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x5x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<?x5x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map1()[%dim, %dim_0]
// CHECK-NEXT:     return %0, %arg1, %arg1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
