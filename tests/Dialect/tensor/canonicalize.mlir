// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Dims of static sizes, of empty, generate and extract_slice results and
// of casts; the rank.
func.func @dims(%t: tensor<4x?xf32>, %n: index, %u: tensor<?x?xf32>, %i: index) -> (index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %d1 = tensor.dim %e, %c0 : tensor<?x8xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d2 = tensor.dim %c, %c1 : tensor<?x?xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %d3 = tensor.dim %g, %c0 : tensor<?x3xf32>
  %s = tensor.extract_slice %u[0, %i] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %d4 = tensor.dim %s, %c0 : tensor<?x4xf32>
  %s2 = tensor.extract_slice %u[0, %i] [1, %n] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %d5 = tensor.dim %s2, %c0 : tensor<?xf32>
  %uc = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %d6 = tensor.dim %uc, %c0 : tensor<*xf32>
  return %d0, %d1, %d2, %r, %d3, %d4, %d5, %d6 : index, index, index, index, index, index, index, index
}

// Out-of-bounds and unranked dims stay.
func.func @dims_kept(%t: tensor<4xf32>, %u: tensor<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %d0 = tensor.dim %t, %c5 : tensor<4xf32>
  %d1 = tensor.dim %u, %c0 : tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  return %d0, %d1, %r : index, index, index
}

// Identity casts fold; cast chains whose middle type adds nothing become
// one cast.
func.func @casts(%t: tensor<4xf32>, %u: tensor<?x?xf32>) -> (tensor<4xf32>, tensor<?x4xf32>, tensor<*xf32>, tensor<4x?xf32>, tensor<4xf32>) {
  %a = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %b = tensor.cast %u : tensor<?x?xf32> to tensor<?x4xf32>
  %c = tensor.cast %b : tensor<?x4xf32> to tensor<4x?xf32>
  %d = tensor.cast %u : tensor<?x?xf32> to tensor<*xf32>
  %e = tensor.cast %d : tensor<*xf32> to tensor<?x4xf32>
  %f = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %g = tensor.cast %f : tensor<?xf32> to tensor<4xf32>
  return %a, %e, %d, %c, %g : tensor<4xf32>, tensor<?x4xf32>, tensor<*xf32>, tensor<4x?xf32>, tensor<4xf32>
}

// Extraction from constants, splats of constants and from_elements.
func.func @extract(%x: f32, %i: index, %t: tensor<?xf32>) -> (f32, f32, i32, f32, i32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %fe = tensor.from_elements %x, %x, %x : tensor<3xf32>
  %a = tensor.extract %fe[%c1] : tensor<3xf32>
  %s = tensor.splat %x : tensor<4xf32>
  %b = tensor.extract %s[%i] : tensor<4xf32>
  %k = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %c = tensor.extract %k[%c1] : tensor<3xi32>
  %cf = arith.constant 2.0 : f32
  %s2 = tensor.splat %cf : tensor<2xf32>
  %d = tensor.extract %s2[%i] : tensor<2xf32>
  %k2 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %e = tensor.extract %k2[%c1, %c0] : tensor<2x2xi32>
  %fk = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %f = tensor.extract %fk[%c7] : tensor<2xf32>
  %tc = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %g = tensor.extract %tc[%i] : tensor<4xf32>
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, i32, f32, i32, f32, f32
}

// Constant from_elements and splats are constants.
func.func @constants() -> (tensor<2xi32>, tensor<3xf32>, tensor<2x2xindex>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  %cf = arith.constant 2.0 : f32
  %s = tensor.splat %cf : tensor<3xf32>
  %c3 = arith.constant 3 : index
  %u = tensor.from_elements %c3, %c3, %c3, %c3 : tensor<2x2xindex>
  return %t, %s, %u : tensor<2xi32>, tensor<3xf32>, tensor<2x2xindex>
}

// Constant sizes of empty become static behind a cast; a cast to a more
// static type folds into the empty.
func.func @empty(%n: index) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<4x?xf32>) {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%c4, %c5) : tensor<?x?xf32>
  %cm = arith.constant -1 : index
  %e1 = tensor.empty(%cm) : tensor<?xf32>
  %e2 = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c2 = tensor.cast %e2 : tensor<?x?xf32> to tensor<4x?xf32>
  return %e, %e1, %c2 : tensor<?x?xf32>, tensor<?xf32>, tensor<4x?xf32>
}

// Constant offsets, sizes and strides of slices become static, behind
// casts; slices of the whole tensor fold away.
func.func @slices(%t: tensor<8x8xf32>, %u: tensor<?x?xf32>, %i: index) -> (tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract_slice %t[%c0, %i] [%c2, %c4] [1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> to tensor<8x8xf32>
  %c = tensor.extract_slice %u[%c2, 0] [%i, %c4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %d = tensor.insert_slice %s into %t[%c2, %i] [2, 2] [%c1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return %a, %b, %c, %d : tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>
}

func.func @slices_reduced(%t: tensor<8x8xf32>, %s: tensor<?x?xf32>, %n: index) -> (tensor<8x8xf32>, tensor<?xf32>, tensor<8x8xf32>, tensor<?xf32>) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert_slice %s into %t[0, 0] [%c2, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %b = tensor.extract_slice %t[0, %c1] [1, %c2] [1, 1] : tensor<8x8xf32> to tensor<?xf32>
  %x = tensor.extract_slice %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> to tensor<8x8xf32>
  %d = tensor.insert_slice %x into %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
  %e = tensor.extract_slice %t[%c1, 0] [1, %c1] [1, 1] : tensor<8x8xf32> to tensor<?xf32>
  return %a, %b, %d, %e : tensor<8x8xf32>, tensor<?xf32>, tensor<8x8xf32>, tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dims(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: tensor<?x?xf32>, %arg3: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg2[0, %arg3] [1, %arg1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %extracted_slice, %c0 : tensor<?xf32>
// CHECK-NEXT:     return %c4, %arg1, %dim, %c2, %arg1, %arg1, %dim_0, %c4 : index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dims_kept(%arg0: tensor<4xf32>, %arg1: tensor<*xf32>) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c5 : tensor<4xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c0 : tensor<*xf32>
// CHECK-NEXT:     %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT:     return %dim, %dim_0, %rank : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: tensor<4xf32>, %arg1: tensor<?x?xf32>) -> (tensor<4xf32>, tensor<?x4xf32>, tensor<*xf32>, tensor<4x?xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %cast : tensor<?x4xf32> to tensor<4x?xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return %arg0, %cast_2, %cast_1, %cast_0, %arg0 : tensor<4xf32>, tensor<?x4xf32>, tensor<*xf32>, tensor<4x?xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract(%arg0: f32, %arg1: index, %arg2: tensor<?xf32>) -> (f32, f32, i32, f32, i32, f32, f32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %splat = tensor.splat %arg0 : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %splat[%arg1] : tensor<4xf32>
// CHECK-NEXT:     %extracted_1 = tensor.extract %cst_0[%c7] : tensor<2xf32>
// CHECK-NEXT:     %extracted_2 = tensor.extract %arg2[%arg1] : tensor<?xf32>
// CHECK-NEXT:     return %arg0, %extracted, %c2_i32, %cst, %c3_i32, %extracted_1, %extracted_2 : f32, f32, i32, f32, i32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants() -> (tensor<2xi32>, tensor<3xf32>, tensor<2x2xindex>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<2.000000e+00> : tensor<3xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<3> : tensor<2x2xindex>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : tensor<2xi32>, tensor<3xf32>, tensor<2x2xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty(%arg0: index) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<4x?xf32>) {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<4x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %1 = tensor.empty(%c-1) : tensor<?xf32>
// CHECK-NEXT:     %2 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT:     return %cast, %1, %2 : tensor<?x?xf32>, tensor<?xf32>, tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> (tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[2, 0] [%arg2, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %extracted_slice_0 : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %arg0[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice_2 into %arg0[2, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %cast, %arg0, %cast_1, %inserted_slice : tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices_reduced(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> (tensor<8x8xf32>, tensor<?xf32>, tensor<8x8xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %cast into %arg0[0, 0] [2, %arg2] [1, 1] : tensor<2x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 1] [1, 2] [1, 1] : tensor<8x8xf32> to tensor<2xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %extracted_slice : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg0[1, 0] [1, 1] [1, 1] : tensor<8x8xf32> to tensor<1xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %extracted_slice_1 : tensor<1xf32> to tensor<?xf32>
// CHECK-NEXT:     return %inserted_slice, %cast_0, %arg0, %cast_2 : tensor<8x8xf32>, tensor<?xf32>, tensor<8x8xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
