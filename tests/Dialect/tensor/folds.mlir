// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Inserting the splat value into a splat constant is the constant; another
// value or a non-constant destination stays.
func.func @insert_splat(%i: index, %t: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %k = arith.constant dense<3> : tensor<4xi32>
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %a = tensor.insert %c3 into %k[%i] : tensor<4xi32>
  %b = tensor.insert %c4 into %k[%i] : tensor<4xi32>
  %c = tensor.insert %c3 into %t[%i] : tensor<4xi32>
  return %a, %b, %c : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// Reading the inserted element back is not folded.
func.func @extract_after_insert(%t: tensor<4xf32>, %x: f32, %i: index) -> f32 {
  %a = tensor.insert %x into %t[%i] : tensor<4xf32>
  %b = tensor.extract %a[%i] : tensor<4xf32>
  return %b : f32
}

// Slices of splat constants to static shapes are constants; a dense
// constant or a dynamic result stays a slice.
func.func @slice_of_splat(%i: index, %n: index) -> (tensor<2x2xf32>, tensor<?x2xf32>, tensor<2xi32>) {
  %k = arith.constant dense<1.0> : tensor<8x8xf32>
  %a = tensor.extract_slice %k[0, %i] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %b = tensor.extract_slice %k[0, %i] [%n, 2] [1, 1] : tensor<8x8xf32> to tensor<?x2xf32>
  %d = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c = tensor.extract_slice %d[%i] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %a, %b, %c : tensor<2x2xf32>, tensor<?x2xf32>, tensor<2xi32>
}

// Extracting what was just inserted at the same place is the inserted
// tensor; another place or another type stays.
func.func @extract_after_insert_slice(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>, %r: tensor<2xf32>, %i: index) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %ins = tensor.insert_slice %s into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %a = tensor.extract_slice %ins[%i, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %b = tensor.extract_slice %ins[0, %i] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %u = tensor.insert_slice %r into %t[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
  %c = tensor.extract_slice %u[%i, 0] [1, 2] [1, 1] : tensor<8x8xf32> to tensor<1x2xf32>
  %d = tensor.extract_slice %ins[%i, %c0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %a, %b, %c, %d : tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>
}

// Inserting a slice extracted from the destination at the same place is
// the destination; inserting over an insert at the same place replaces
// it. Other places, destinations or source types stay.
func.func @insert_slice_chains(%t: tensor<8x8xf32>, %u: tensor<8x8xf32>, %s: tensor<2x2xf32>, %r: tensor<2xf32>, %i: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.extract_slice %t[%i, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %a = tensor.insert_slice %e into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %b = tensor.insert_slice %e into %u[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %c = tensor.insert_slice %e into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %first = tensor.insert_slice %s into %u[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %d = tensor.insert_slice %s into %first[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %r1 = tensor.insert_slice %r into %u[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
  %f = tensor.insert_slice %s into %r1[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return %a, %b, %c, %d, %f, %first : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// A concat of one input of the result type is the input; to another type
// it is a cast.
func.func @concat_single(%t: tensor<4xf32>, %v: tensor<3xf32>) -> (tensor<4xf32>, tensor<?xf32>, tensor<7xf32>) {
  %a = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  %b = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  %c = tensor.concat dim(0) %t, %v : (tensor<4xf32>, tensor<3xf32>) -> tensor<7xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<?xf32>, tensor<7xf32>
}

// A pad to the static source type is its source, not with nofold.
func.func @pad_same_type(%t: tensor<4x4xf32>, %x: f32) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  %b = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return %a, %b : tensor<4x4xf32>, tensor<4x4xf32>
}

// Gathers from splat constants are constants; from other sources not.
func.func @gather(%i: tensor<2x1xindex>, %t: tensor<3x4xf32>) -> (tensor<2x1x4xf32>, tensor<2x1x4xf32>) {
  %k = arith.constant dense<1.0> : tensor<3x4xf32>
  %a = tensor.gather %k[%i] gather_dims([0]) : (tensor<3x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
  %b = tensor.gather %t[%i] gather_dims([0]) : (tensor<3x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
  return %a, %b : tensor<2x1x4xf32>, tensor<2x1x4xf32>
}

// A reshape undone by the inverse reshape is its source; constants are
// reshaped; other reshapes stay.
func.func @reassociative(%t: tensor<2x3xf32>, %u: tensor<6xf32>, %v: tensor<?x?xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<6xi32>, tensor<2x3xi32>, tensor<?xf32>, tensor<3x2xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %e2 = tensor.expand_shape %u [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %c2 = tensor.collapse_shape %e2 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %k = arith.constant dense<7> : tensor<2x3xi32>
  %kc = tensor.collapse_shape %k [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %k2 = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %ke = tensor.expand_shape %k2 [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %vc = tensor.collapse_shape %v [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e3 = tensor.expand_shape %c [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  return %e, %c2, %kc, %ke, %vc, %e3 : tensor<2x3xf32>, tensor<6xf32>, tensor<6xi32>, tensor<2x3xi32>, tensor<?xf32>, tensor<3x2xf32>
}

// tensor.reshape to a static or one-dimensional source type is the
// source; a reshape of a reshape reads the first source; splat constants
// are reshaped, other constants not.
func.func @reshape(%t: tensor<6xf32>, %s: tensor<1xi32>, %k: tensor<?xf32>, %s2: tensor<2xi32>, %m: tensor<?x?xf32>) -> (tensor<6xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xi32>, tensor<?x?xf32>, tensor<3x2xi32>) {
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<1xi32>) -> tensor<6xf32>
  %r2 = tensor.reshape %k(%s) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %r3 = tensor.reshape %t(%s2) : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %r4 = tensor.reshape %r3(%s2) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %c = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %r5 = tensor.reshape %c(%s2) : (tensor<6xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %r6 = tensor.reshape %m(%s2) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %sp = arith.constant dense<2> : tensor<6xi32>
  %r7 = tensor.reshape %sp(%s2) : (tensor<6xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  return %r, %r2, %r4, %r5, %r6, %r7 : tensor<6xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xi32>, tensor<?x?xf32>, tensor<3x2xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @insert_splat(%arg0: index, %arg1: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %inserted = tensor.insert %c4_i32 into %cst[%arg0] : tensor<4xi32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %c3_i32 into %arg1[%arg0] : tensor<4xi32>
// CHECK-NEXT:     return %cst, %inserted, %inserted_0 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_after_insert(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_splat(%arg0: index, %arg1: index) -> (tensor<2x2xf32>, tensor<?x2xf32>, tensor<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1.000000e+00> : tensor<8x8xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %cst_0[0, %arg0] [%arg1, 2] [1, 1] : tensor<8x8xf32> to tensor<?x2xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %cst[%arg0] [2] [1] : tensor<4xi32> to tensor<2xi32>
// CHECK-NEXT:     return %cst_1, %extracted_slice, %extracted_slice_2 : tensor<2x2xf32>, tensor<?x2xf32>, tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_after_insert_slice(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2xf32>, %arg3: index) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>) {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg3, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %inserted_slice[0, %arg3] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %inserted_slice_0[%arg3, 0] [1, 2] [1, 1] : tensor<8x8xf32> to tensor<1x2xf32>
// CHECK-NEXT:     return %arg1, %extracted_slice, %extracted_slice_1, %arg1 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_chains(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<2x2xf32>, %arg3: tensor<2xf32>, %arg4: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg4, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[%arg4, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %extracted_slice into %arg0[0, %arg4] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %arg2 into %arg1[%arg4, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_2 = tensor.insert_slice %arg2 into %arg1[%arg4, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_3 = tensor.insert_slice %arg3 into %arg1[%arg4, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_4 = tensor.insert_slice %arg2 into %inserted_slice_3[%arg4, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %arg0, %inserted_slice, %inserted_slice_0, %inserted_slice_2, %inserted_slice_4, %inserted_slice_1 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concat_single(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>) -> (tensor<4xf32>, tensor<?xf32>, tensor<7xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<4xf32>, tensor<3xf32>) -> tensor<7xf32>
// CHECK-NEXT:     return %arg0, %cast, %concat : tensor<4xf32>, tensor<?xf32>, tensor<7xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_same_type(%arg0: tensor<4x4xf32>, %arg1: f32) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT:     return %arg0, %padded : tensor<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gather(%arg0: tensor<2x1xindex>, %arg1: tensor<3x4xf32>) -> (tensor<2x1x4xf32>, tensor<2x1x4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2x1x4xf32>
// CHECK-NEXT:     %gather = tensor.gather %arg1[%arg0] gather_dims([0]) : (tensor<3x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
// CHECK-NEXT:     return %cst, %gather : tensor<2x1x4xf32>, tensor<2x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reassociative(%arg0: tensor<2x3xf32>, %arg1: tensor<6xf32>, %arg2: tensor<?x?xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<6xi32>, tensor<2x3xi32>, tensor<?xf32>, tensor<3x2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<7> : tensor<6xi32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT:     %collapsed_1 = tensor.collapse_shape %arg2 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
// CHECK-NEXT:     return %arg0, %arg1, %cst_0, %cst, %collapsed_1, %expanded : tensor<2x3xf32>, tensor<6xf32>, tensor<6xi32>, tensor<2x3xi32>, tensor<?xf32>, tensor<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape(%arg0: tensor<6xf32>, %arg1: tensor<1xi32>, %arg2: tensor<?xf32>, %arg3: tensor<2xi32>, %arg4: tensor<?x?xf32>) -> (tensor<6xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xi32>, tensor<?x?xf32>, tensor<3x2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<2> : tensor<3x2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg3) : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT:     %reshape_1 = tensor.reshape %cst_0(%arg3) : (tensor<6xi32>, tensor<2xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:     %reshape_2 = tensor.reshape %arg4(%arg3) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %arg0, %arg2, %reshape, %reshape_1, %reshape_2, %cst : tensor<6xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xi32>, tensor<?x?xf32>, tensor<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
