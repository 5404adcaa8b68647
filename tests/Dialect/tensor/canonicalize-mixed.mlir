// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// A mix of tensor canonicalizations (casts, dims, empty, generate,
// from_elements, extract and insert, slices, concat, reshapes, splats,
// bitcasts), positive and negative, compared with mlir-opt.
func.func @cast_chain(%t: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x8xf32>
  %2 = tensor.cast %1 : tensor<?x8xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
func.func @dim_cast(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
func.func @dim_empty(%n: index, %m: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.empty(%n, %m) : tensor<?x4x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x4x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x4x?xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x4x?xf32>
  return %d0, %d1, %d2 : index, index, index
}
func.func @empty_const(%n: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.empty(%c4, %n) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @empty_cast(%n: index) -> tensor<4x?xf32> {
  %0 = tensor.empty(%n, %n) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}
func.func @gen_const(%n: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.generate %c4, %n {
  ^bb0(%i: index, %j: index):
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    tensor.yield %g : f32
  } : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @extract_gen(%n: index, %i: index) -> f32 {
  %0 = tensor.generate %n {
  ^bb0(%j: index):
    %f = arith.index_cast %j : index to i32
    %g = arith.sitofp %f : i32 to f32
    tensor.yield %g : f32
  } : tensor<?xf32>
  %e = tensor.extract %0[%i] : tensor<?xf32>
  return %e : f32
}
func.func @from_elements_extract(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %e = tensor.extract %0[%c1, %c0] : tensor<2x2xf32>
  return %e : f32
}
func.func @from_elements_const() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %0 = tensor.from_elements %a, %b, %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @from_elements_splat() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %0 = tensor.from_elements %a, %a, %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @extract_const() -> (i32, i32) {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %s = arith.constant dense<7> : tensor<2x2xi32>
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %e = tensor.extract %c[%c1, %c0] : tensor<2x2xi32>
  %f = tensor.extract %s[%c1, %c0] : tensor<2x2xi32>
  return %e, %f : i32, i32
}
func.func @extract_oob() -> i32 {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %e = tensor.extract %c[%c5, %c0] : tensor<2x2xi32>
  return %e : i32
}
func.func @insert_extract(%t: tensor<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.extract %0[%i] : tensor<4xf32>
  return %e : f32
}
func.func @rank(%t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (index, index) {
  %r = tensor.rank %t : tensor<4x?xf32>
  %s = tensor.rank %u : tensor<*xf32>
  return %r, %s : index, index
}
func.func @splat_dim(%v: f32, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.splat %v[%n] : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
func.func @splat_const() -> tensor<4xf32> {
  %v = arith.constant 1.0 : f32
  %0 = tensor.splat %v : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @splat_const_dyn(%n: index) -> tensor<?xf32> {
  %v = arith.constant 1.0 : f32
  %0 = tensor.splat %v[%n] : tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @reshape(%t: tensor<2x3xf32>, %s: tensor<1xindex>) -> tensor<6xf32> {
  %c = arith.constant dense<[6]> : tensor<1xindex>
  %0 = tensor.reshape %t(%c) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func @reshape_fe(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %s = tensor.from_elements %n : tensor<1xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @reshape_dim(%t: tensor<?xf32>, %c0i: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %s = tensor.from_elements %d : tensor<1xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @bitcast_chain(%t: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @slice_chain(%t: tensor<16x16xf32>, %i: index) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %t[%i, 2] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[1, %i] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
func.func @slice_chain_strided(%t: tensor<16x16xf32>, %i: index) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %t[%i, 2] [8, 8] [2, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[1, %i] [2, 2] [1, 3] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
func.func @slice_const(%i: index) -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.extract_slice %c[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @slice_splat() -> tensor<2xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.extract_slice %c[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @slice_identity(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
func.func @insert_slice_of_extract(%t: tensor<8x8xf32>, %i: index) -> tensor<8x8xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %1 = tensor.insert_slice %0 into %t[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func @extract_of_insert(%t: tensor<8x8xf32>, %s: tensor<2x8xf32>, %i: index) -> tensor<2x8xf32> {
  %1 = tensor.insert_slice %s into %t[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
  %0 = tensor.extract_slice %1[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
func.func @insert_slice_chain(%t: tensor<8x8xf32>, %s: tensor<2x8xf32>, %u: tensor<2x8xf32>, %i: index) -> tensor<8x8xf32> {
  %1 = tensor.insert_slice %s into %t[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
  %2 = tensor.insert_slice %u into %1[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
func.func @insert_slice_full(%t: tensor<8x8xf32>, %s: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %1 = tensor.insert_slice %s into %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func @insert_slice_cast(%t: tensor<8x8xf32>, %s: tensor<2x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c = tensor.cast %s : tensor<2x8xf32> to tensor<?x8xf32>
  %d = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %c2 = arith.constant 2 : index
  %1 = tensor.insert_slice %c into %d[%i, 0] [%c2, 8] [1, 1] : tensor<?x8xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @insert_slice_dim(%t: tensor<?x?xf32>, %s: tensor<?x8xf32>, %i: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %1 = tensor.insert_slice %s into %t[%i, 0] [%n, 8] [1, 1] : tensor<?x8xf32> into tensor<?x?xf32>
  %d = tensor.dim %1, %c0 : tensor<?x?xf32>
  return %d : index
}
func.func @concat1(%t: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = tensor.concat dim(1) %t : (tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
func.func @concat_infer(%t: tensor<4x3xf32>, %u: tensor<?x5xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %t, %u : (tensor<4x3xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @concat_dim(%t: tensor<4x3xf32>, %u: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.concat dim(1) %t, %u : (tensor<4x3xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  %d = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %d : index
}
func.func @collapse_const() -> tensor<4xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<2x2xi32> into tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @expand_fe(%a: f32, %b: f32) -> tensor<1x2xf32> {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %1 : tensor<1x2xf32>
}
func.func @dim_expand(%t: tensor<?x4xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %d = tensor.dim %0, %c0 : tensor<?x2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
  %e = tensor.dim %1, %c0 : tensor<?x4xf32>
  return %d, %e : index, index
}
func.func @dim_collapse(%t: tensor<?x?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %1 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %e = tensor.dim %1, %c0 : tensor<?x4xf32>
  return %e : index
}
func.func @pad_gen(%t: tensor<?x4xf32>, %v: f32, %l: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t low[%l, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %d = tensor.dim %0, %c0 : tensor<?x4xf32>
  return %d : index
}
func.func @dim_oob(%t: tensor<4x?xf32>) -> index {
  %c5 = arith.constant 5 : index
  %d = tensor.dim %t, %c5 : tensor<4x?xf32>
  return %d : index
}
func.func @dim_neg(%t: tensor<4x?xf32>) -> index {
  %c5 = arith.constant -1 : index
  %d = tensor.dim %t, %c5 : tensor<4x?xf32>
  return %d : index
}
func.func @dim_unranked(%t: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<*xf32>
  return %d : index
}
func.func @dim_gen(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.generate %n {
  ^bb0(%j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
func.func @extract_neg() -> i32 {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %m = arith.constant -1 : index
  %e = tensor.extract %c[%m] : tensor<2xi32>
  return %e : i32
}
func.func @cast_enc(%t: tensor<4xf32, "enc">) -> tensor<?xf32, "enc"> {
  %0 = tensor.cast %t : tensor<4xf32, "enc"> to tensor<?xf32, "enc">
  %1 = tensor.cast %0 : tensor<?xf32, "enc"> to tensor<?xf32, "enc">
  return %1 : tensor<?xf32, "enc">
}
func.func @cast_unranked(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @slice_of_cast(%t: tensor<8x8xf32>, %i: index) -> tensor<2x?xf32> {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %n = arith.constant 3 : index
  %0 = tensor.extract_slice %c[%i, 0] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
func.func @slice_of_cast_oob(%t: tensor<8x8xf32>) -> tensor<2x4xf32> {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %0 = tensor.extract_slice %c[7, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @cast_of_slice(%t: tensor<?x?xf32>, %n: index, %i: index) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %1 = tensor.cast %0 : tensor<?x4xf32> to tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
func.func @insert_splat_const() -> tensor<4xi32> {
  %c = arith.constant dense<3> : tensor<4xi32>
  %v = arith.constant 3 : i32
  %i = arith.constant 1 : index
  %0 = tensor.insert %v into %c[%i] : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @insert_const() -> tensor<4xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %v = arith.constant 9 : i32
  %i = arith.constant 1 : index
  %0 = tensor.insert %v into %c[%i] : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @fe_index() -> tensor<2xindex> {
  %a = arith.constant 1 : index
  %b = arith.constant 2 : index
  %0 = tensor.from_elements %a, %b : tensor<2xindex>
  return %0 : tensor<2xindex>
}
func.func @extract_fe_dyn(%a: f32, %b: f32, %i: index) -> f32 {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %0[%i] : tensor<2xf32>
  return %e : f32
}
func.func @extract_fe_oob(%a: f32, %b: f32) -> f32 {
  %c = arith.constant 3 : index
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %0[%c] : tensor<2xf32>
  return %e : f32
}
func.func @extract_idxcast(%t: tensor<4xi32>, %i: index) -> index {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %0[%i] : tensor<4xindex>
  return %e : index
}
func.func @empty_reshape(%n: index) -> tensor<?x4xf32> {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @empty_slice(%n: index, %m: index) -> tensor<?x4xf32> {
  %0 = tensor.empty(%n) : tensor<?x8xf32>
  %1 = tensor.extract_slice %0[0, 0] [%m, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @empty_concat(%n: index) -> tensor<?x8xf32> {
  %0 = tensor.empty(%n) : tensor<?x8xf32>
  %1 = tensor.empty(%n) : tensor<?x8xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %2 : tensor<?x8xf32>
}
func.func @gen_of_extract_big(%n: index) -> tensor<4xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.generate %c4 {
  ^bb0(%j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @cast_chain(%arg0: tensor<4x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %cast : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_cast(%arg0: tensor<4x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     return %c4, %dim : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_empty(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     return %arg0, %c4, %arg1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_const(%arg0: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_cast(%arg0: index) -> tensor<4x?xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT:     return %0 : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gen_const(%arg0: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT:       %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:       %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT:       tensor.yield %1 : f32
// CHECK-NEXT:     } : tensor<4x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %generated : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_gen(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:     %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_elements_extract(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT:     return %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_elements_const() -> tensor<3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 1]> : tensor<3xi32>
// CHECK-NEXT:     return %cst : tensor<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_elements_splat() -> tensor<3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<1> : tensor<3xi32>
// CHECK-NEXT:     return %cst : tensor<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_const() -> (i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c3_i32, %c7_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_oob() -> i32 {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted = tensor.extract %cst[%c5, %c0] : tensor<2x2xi32>
// CHECK-NEXT:     return %extracted : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_extract(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>) -> (index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT:     return %c2, %rank : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @splat_dim(%arg0: f32, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %splat = tensor.splat %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT:     %dim = tensor.dim %splat, %c0 : tensor<?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @splat_const() -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     return %cst : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @splat_const_dyn(%arg0: index) -> tensor<?xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %splat = tensor.splat %cst[%arg0] : tensor<?xf32>
// CHECK-NEXT:     return %splat : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape(%arg0: tensor<2x3xf32>, %arg1: tensor<1xindex>) -> tensor<6xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<6> : tensor<1xindex>
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%cst) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
// CHECK-NEXT:     return %reshape : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape_fe(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape_dim(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitcast_chain(%arg0: tensor<4xi32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_chain(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<2x2xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 2] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %extracted_slice[1, %arg1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     return %extracted_slice_0 : tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_chain_strided(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<2x2xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 2] [8, 8] [2, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %extracted_slice[1, %arg1] [2, 2] [1, 3] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     return %extracted_slice_0 : tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_const(%arg0: index) -> tensor<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %cst[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_splat() -> tensor<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:     return %cst : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_identity(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_of_extract(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     return %arg0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_insert(%arg0: tensor<8x8xf32>, %arg1: tensor<2x8xf32>, %arg2: index) -> tensor<2x8xf32> {
// CHECK-NEXT:     return %arg1 : tensor<2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_chain(%arg0: tensor<8x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<2x8xf32>, %arg3: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_full(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     return %arg1 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_cast(%arg0: tensor<8x8xf32>, %arg1: tensor<2x8xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %cast = tensor.cast %inserted_slice : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_dim(%arg0: tensor<?x?xf32>, %arg1: tensor<?x8xf32>, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concat1(%arg0: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concat_infer(%arg0: tensor<4x3xf32>, %arg1: tensor<?x5xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x5xf32> to tensor<4x5xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %cast : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %concat : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concat_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<4x?xf32>) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<4x3xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:     %dim = tensor.dim %concat, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_const() -> tensor<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:     return %cst : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_fe(%arg0: f32, %arg1: f32) -> tensor<1x2xf32> {
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1 : tensor<1x2xf32>
// CHECK-NEXT:     return %from_elements : tensor<1x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_expand(%arg0: tensor<?x4xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
// CHECK-NEXT:     %dim = tensor.dim %expanded, %c0 : tensor<?x2x4xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     return %dim, %dim_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_collapse(%arg0: tensor<?x?x4xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     %dim = tensor.dim %collapsed, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_gen(%arg0: tensor<?x4xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%arg2, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %dim = tensor.dim %padded, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_oob(%arg0: tensor<4x?xf32>) -> index {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c5 : tensor<4x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_neg(%arg0: tensor<4x?xf32>) -> index {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c-1 : tensor<4x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_unranked(%arg0: tensor<*xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<*xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_gen(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_neg() -> i32 {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %extracted = tensor.extract %cst[%c-1] : tensor<2xi32>
// CHECK-NEXT:     return %extracted : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_enc(%arg0: tensor<4xf32, "enc">) -> tensor<?xf32, "enc"> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32, "enc"> to tensor<?xf32, "enc">
// CHECK-NEXT:     return %cast : tensor<?xf32, "enc">
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_unranked(%arg0: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_cast(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<2x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x3xf32> to tensor<2x?xf32>
// CHECK-NEXT:     return %cast : tensor<2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_cast_oob(%arg0: tensor<8x8xf32>) -> tensor<2x4xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %cast[7, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_of_slice(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<2x4xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_splat_const() -> tensor<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT:     return %cst : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_const() -> tensor<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %inserted = tensor.insert %c9_i32 into %cst[%c1] : tensor<4xi32>
// CHECK-NEXT:     return %inserted : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fe_index() -> tensor<2xindex> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2]> : tensor<2xindex>
// CHECK-NEXT:     return %cst : tensor<2xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_fe_dyn(%arg0: f32, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT:     %extracted = tensor.extract %from_elements[%arg2] : tensor<2xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_fe_oob(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT:     %extracted = tensor.extract %from_elements[%c3] : tensor<2xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_idxcast(%arg0: tensor<4xi32>, %arg1: index) -> index {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT:     %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_reshape(%arg0: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [%arg0, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %expanded : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_slice(%arg0: index, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0, 0] [%arg1, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_concat(%arg0: index) -> tensor<?x8xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x8xf32>
// CHECK-NEXT:     %1 = tensor.empty(%arg0) : tensor<?x8xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %0, %1 : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT:     return %concat : tensor<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gen_of_extract_big(%arg0: index) -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %generated = tensor.generate  {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<4xf32>
// CHECK-NEXT:     return %generated : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
