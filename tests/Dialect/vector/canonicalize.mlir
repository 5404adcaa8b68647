// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

func.func @broadcast_identity(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %a : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @broadcast_splat_constant() -> vector<2x4xf32> {
  %c = arith.constant 1.5 : f32
  %0 = vector.broadcast %c : f32 to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @broadcast_of_broadcast(%s: f32) -> vector<3x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
  return %1 : vector<3x4xf32>
}

// -----

func.func @extract_of_broadcast_scalar(%s: f32) -> f32 {
  %0 = vector.broadcast %s : f32 to vector<3x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<3x4xf32>
  return %1 : f32
}

// -----

func.func @extract_of_broadcast_vector(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  return %1 : vector<4xf32>
}

// -----

func.func @extract_empty_position(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @extract_of_splat_constant() -> f32 {
  %c = arith.constant dense<2.0> : vector<4xf32>
  %0 = vector.extract %c[3] : f32 from vector<4xf32>
  return %0 : f32
}

// -----

func.func @extract_of_dense_constant() -> i32 {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.extract %c[2] : i32 from vector<4xi32>
  return %0 : i32
}

// -----

func.func @extract_of_insert_same_position(%v: vector<4xf32>, %s: f32) -> f32 {
  %0 = vector.insert %s, %v[1] : f32 into vector<4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  return %1 : f32
}

// -----

func.func @extract_of_insert_other_position(%v: vector<4xf32>, %s: f32) -> f32 {
  %0 = vector.insert %s, %v[1] : f32 into vector<4xf32>
  %1 = vector.extract %0[2] : f32 from vector<4xf32>
  return %1 : f32
}

// -----

func.func @extract_of_from_elements(%a: f32, %b: f32) -> f32 {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.extract %0[1] : f32 from vector<2xf32>
  return %1 : f32
}

// -----

func.func @from_elements_of_extracts(%v: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.extract %v[0] : f32 from vector<3xf32>
  %1 = vector.extract %v[1] : f32 from vector<3xf32>
  %2 = vector.extract %v[2] : f32 from vector<3xf32>
  %3 = vector.from_elements %0, %1, %2 : vector<3xf32>
  return %3 : vector<3xf32>
}

// -----

func.func @from_elements_constants() -> vector<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %0 = vector.from_elements %a, %b, %a : vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @from_elements_splat(%a: f32) -> vector<3xf32> {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

func.func @to_elements_of_from_elements(%a: f32, %b: f32) -> (f32, f32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1:2 = vector.to_elements %0 : vector<2xf32>
  return %1#0, %1#1 : f32, f32
}

// -----

func.func @shape_cast_identity(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @shape_cast_round_trip(%v: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}

// -----

func.func @shape_cast_chain(%v: vector<2x4xf32>) -> vector<4x2xf32> {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
  return %1 : vector<4x2xf32>
}

// -----

func.func @shape_cast_splat_constant() -> vector<2x2xf32> {
  %c = arith.constant dense<3.0> : vector<4xf32>
  %0 = vector.shape_cast %c : vector<4xf32> to vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

func.func @transpose_identity(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @transpose_of_transpose(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  return %1 : vector<2x3xf32>
}

// -----

func.func @transpose_splat_constant() -> vector<3x2xf32> {
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %0 = vector.transpose %c, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// -----

func.func @reduction_one_element(%v: vector<1xf32>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  return %0 : f32
}

// -----

func.func @reduction_one_element_acc(%v: vector<1xf32>, %acc: f32) -> f32 {
  %0 = vector.reduction <mul>, %v, %acc : vector<1xf32> into f32
  return %0 : f32
}

// -----

func.func @constant_mask_all_set() -> vector<2x3xi1> {
  %0 = vector.constant_mask [2, 3] : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}

// -----

func.func @constant_mask_none_set() -> vector<2x3xi1> {
  %0 = vector.constant_mask [0, 0] : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}

// -----

func.func @create_mask_constant() -> vector<4x3xi1> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = vector.create_mask %c3, %c2 : vector<4x3xi1>
  return %0 : vector<4x3xi1>
}

// -----

func.func @create_mask_clamped() -> vector<4xi1> {
  %c9 = arith.constant 9 : index
  %0 = vector.create_mask %c9 : vector<4xi1>
  return %0 : vector<4xi1>
}

// -----

func.func @insert_into_splat_same() -> vector<4xf32> {
  %c = arith.constant dense<1.0> : vector<4xf32>
  %s = arith.constant 1.0 : f32
  %0 = vector.insert %s, %c[2] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @insert_constant_into_constant() -> vector<4xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = arith.constant 9 : i32
  %0 = vector.insert %s, %c[2] : i32 into vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @bitcast_identity(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @bitcast_round_trip(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

func.func @extract_strided_slice_full(%v: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 8], strides = [1, 1]} : vector<4x8xf32> to vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

func.func @extract_strided_slice_splat() -> vector<2xf32> {
  %c = arith.constant dense<5.0> : vector<8xf32>
  %0 = vector.extract_strided_slice %c {offsets = [2], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @insert_strided_slice_full(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @shuffle_identity(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @multi_reduction_no_dims(%a: vector<4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %a, %acc [] : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @fma_dead(%a: vector<4xf32>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  return
}

// -----

func.func @masked_one_element_reductions(%a: vector<1xf32>, %mask: vector<1xi1>, %acc: f32) -> (f32, f32) {
  %s = vector.mask %mask { vector.reduction <add>, %a : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %t = vector.mask %mask { vector.reduction <maxnumf>, %a, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %s, %t : f32, f32
}

// -----

func.func @extract_of_broadcast_dynamic(%s: f32, %i: index) -> (f32, vector<4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.extract %0[%i, 1] : f32 from vector<2x4xf32>
  %2 = vector.extract %0[%i] : vector<4xf32> from vector<2x4xf32>
  return %1, %2 : f32, vector<4xf32>
}

// -----

func.func @poison(%v: vector<4x8xf32>, %s: f32) -> (f32, vector<8xf32>, vector<4x8xf32>, vector<32xf32>, vector<2x4xf32>) {
  %p = ub.poison : vector<2x4xf32>
  %ps = ub.poison : f32
  %0 = vector.extract %p[1, 2] : f32 from vector<2x4xf32>
  %1 = vector.extract %v[-1] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.insert %s, %v[-1, 0] : f32 into vector<4x8xf32>
  %3 = vector.shape_cast %p : vector<2x4xf32> to vector<8xf32>
  %4 = vector.broadcast %ps : f32 to vector<32xf32>
  %5 = vector.transpose %p, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  return %0, %1, %2, %4, %5 : f32, vector<8xf32>, vector<4x8xf32>, vector<32xf32>, vector<2x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @broadcast_identity(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @broadcast_splat_constant() -> vector<2x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.500000e+00> : vector<2x4xf32>
// CHECK-NEXT:     return %cst : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @broadcast_of_broadcast(%arg0: f32) -> vector<3x4xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<3x4xf32>
// CHECK-NEXT:     return %0 : vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_broadcast_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_broadcast_vector(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_empty_position(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_splat_constant() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_dense_constant() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_insert_same_position(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_insert_other_position(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_from_elements(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @from_elements_of_extracts(%arg0: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:     return %arg0 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @from_elements_constants() -> vector<3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 1]> : vector<3xi32>
// CHECK-NEXT:     return %cst : vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @from_elements_splat(%arg0: f32) -> vector<3xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
// CHECK-NEXT:     return %0 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_elements_of_from_elements(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     return %arg0, %arg1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_identity(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_round_trip(%arg0: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     return %arg0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_chain(%arg0: vector<2x4xf32>) -> vector<4x2xf32> {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT:     return %0 : vector<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_splat_constant() -> vector<2x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<3.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:     return %cst : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_identity(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:     return %arg0 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_of_transpose(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:     return %arg0 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_splat_constant() -> vector<3x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<3x2xf32>
// CHECK-NEXT:     return %cst : vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduction_one_element(%arg0: vector<1xf32>) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduction_one_element_acc(%arg0: vector<1xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %1 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constant_mask_all_set() -> vector<2x3xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2x3xi1>
// CHECK-NEXT:     return %cst : vector<2x3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constant_mask_none_set() -> vector<2x3xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:     return %cst : vector<2x3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @create_mask_constant() -> vector<4x3xi1> {
// CHECK-NEXT:     %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:     return %0 : vector<4x3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @create_mask_clamped() -> vector<4xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:     return %cst : vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_into_splat_same() -> vector<4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     return %cst : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_constant_into_constant() -> vector<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 9, 4]> : vector<4xi32>
// CHECK-NEXT:     return %cst : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bitcast_identity(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bitcast_round_trip(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_strided_slice_full(%arg0: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:     return %arg0 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_strided_slice_splat() -> vector<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<5.000000e+00> : vector<2xf32>
// CHECK-NEXT:     return %cst : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_strided_slice_full(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffle_identity(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @multi_reduction_no_dims(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fma_dead(%arg0: vector<4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked_one_element_reductions(%arg0: vector<1xf32>, %arg1: vector<1xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : i1 from vector<1xi1>
// CHECK-NEXT:     %2 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %3 = arith.maxnumf %2, %arg2 : f32
// CHECK-NEXT:     %4 = arith.select %1, %3, %arg2 : f32
// CHECK-NEXT:     return %0, %4 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_broadcast_dynamic(%arg0: f32, %arg1: index) -> (f32, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:     return %arg0, %0 : f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @poison(%arg0: vector<4x8xf32>, %arg1: f32) -> (f32, vector<8xf32>, vector<4x8xf32>, vector<32xf32>, vector<2x4xf32>) {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = ub.poison : vector<8xf32>
// CHECK-NEXT:     %2 = ub.poison : vector<4x8xf32>
// CHECK-NEXT:     %3 = ub.poison : vector<32xf32>
// CHECK-NEXT:     %4 = ub.poison : vector<2x4xf32>
// CHECK-NEXT:     return %0, %1, %2, %3, %4 : f32, vector<8xf32>, vector<4x8xf32>, vector<32xf32>, vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
