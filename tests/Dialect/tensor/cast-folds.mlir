// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Slices of casts that only lose static information slice the cast
// source; casts to more static types, constant operands and slices out of
// bounds of the source keep the cast.
func.func @extract_slice_of_cast(%t: tensor<8x8xf32>, %u: tensor<?x?xf32>, %i: index, %n: index) -> (tensor<2x?xf32>, tensor<2x2xf32>, tensor<?x?xf32>, tensor<?x4xf32>) {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %a = tensor.extract_slice %c[%i, 0] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %m = tensor.cast %u : tensor<?x?xf32> to tensor<8x8xf32>
  %b = tensor.extract_slice %m[%i, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %c2 = arith.constant 2 : index
  %d = tensor.extract_slice %c[%i, 0] [%n, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %e = tensor.extract_slice %c[%i, 6] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  return %a, %b, %d, %e : tensor<2x?xf32>, tensor<2x2xf32>, tensor<?x?xf32>, tensor<?x4xf32>
}

// Inserts of cast sources or into cast destinations use the sources, the
// sizes taking the static sizes of the source; the result is cast back.
func.func @insert_slice_of_cast(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>, %i: index, %n: index, %d: tensor<?x?xf32>) -> (tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %sc = tensor.cast %s : tensor<2x2xf32> to tensor<?x?xf32>
  %a = tensor.insert_slice %sc into %t[%i, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %tc = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %b = tensor.insert_slice %s into %tc[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %dc = tensor.cast %d : tensor<?x?xf32> to tensor<2x2xf32>
  %c = tensor.insert_slice %dc into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %e = tensor.insert_slice %sc into %t[%i, 7] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %a, %b, %c, %e : tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// Constant sizes more static than the source type cast the source; a
// rank-altering insert or sizes that add nothing stay.
func.func @insert_slice_source_cast(%t: tensor<8x8xf32>, %s: tensor<?x?xf32>, %r: tensor<?xf32>, %i: index, %n: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %c2 = arith.constant 2 : index
  %a = tensor.insert_slice %s into %t[%i, 0] [%c2, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %b = tensor.insert_slice %r into %t[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  %c = tensor.insert_slice %s into %t[%i, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %a, %b, %c : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// Chained bitcasts become one; a bitcast to its own type folds.
func.func @bitcast(%t: tensor<4xui32>, %u: tensor<4xi32>) -> (tensor<4xsi32>, tensor<4xi32>, tensor<4xf32>) {
  %a = tensor.bitcast %t : tensor<4xui32> to tensor<4xi32>
  %b = tensor.bitcast %a : tensor<4xi32> to tensor<4xsi32>
  %c = tensor.bitcast %u : tensor<4xi32> to tensor<4xi32>
  %d = tensor.bitcast %u : tensor<4xi32> to tensor<4xf32>
  return %b, %c, %d : tensor<4xsi32>, tensor<4xi32>, tensor<4xf32>
}

// Shared outputs of scf.forall defined by casts that lose static
// information take the cast source; casts to more static types stay.
func.func @forall(%t: tensor<8x4xf32>, %u: tensor<?xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<8x4xf32> to tensor<?x?xf32>
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %c, %p = %u) -> (tensor<?x?xf32>, tensor<?xf32>) {
    %d = tensor.dim %o, %c1 : tensor<?x?xf32>
    %s = tensor.extract_slice %o[%i, 0] [1, %d] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
    %q = tensor.extract_slice %p[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, %d] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
      tensor.parallel_insert_slice %q into %p[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d2 = tensor.dim %r#0, %c0 : tensor<?x?xf32>
  return %r#0, %r#1, %d2 : tensor<?x?xf32>, tensor<?xf32>, index
}

func.func @forall_kept(%t: tensor<?xf32>) -> tensor<8xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// The cast of a shared output stays for uses in the body that are not
// slices.
func.func @forall_body_use(%t: tensor<8xf32>, %f: f32) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %s = tensor.insert %f into %o[%i] : tensor<?xf32>
    %e = tensor.extract_slice %s[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// A cast of a slice to a more static type slices to that type (sizes of
// dropped unit dimensions stay); casts to less static or unranked types
// stay.
func.func @cast_of_slice(%t: tensor<?x?xf32>, %i: index, %n: index, %m: index) -> (tensor<4x?xf32>, tensor<4xf32>, tensor<*xf32>, tensor<?x?xf32>) {
  %s = tensor.extract_slice %t[%i, 0] [%n, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<4x?xf32>
  %s2 = tensor.extract_slice %t[%i, 0] [1, %n] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %c2 = tensor.cast %s2 : tensor<?xf32> to tensor<4xf32>
  %c3 = tensor.cast %s : tensor<?x?xf32> to tensor<*xf32>
  %s4 = tensor.extract_slice %t[%i, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  %c4 = tensor.cast %s4 : tensor<4x4xf32> to tensor<?x?xf32>
  return %c, %c2, %c3, %c4 : tensor<4x?xf32>, tensor<4xf32>, tensor<*xf32>, tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_slice_of_cast(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index) -> (tensor<2x?xf32>, tensor<2x2xf32>, tensor<?x?xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [2, %arg3] [1, 1] : tensor<8x8xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %cast_0[%arg2, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %arg0[%arg2, 0] [%arg3, 2] [1, 1] : tensor<8x8xf32> to tensor<?x2xf32>
// CHECK-NEXT:     %cast_3 = tensor.cast %extracted_slice_2 : tensor<?x2xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_4 = tensor.extract_slice %cast[%arg2, 6] [%arg3, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return %extracted_slice, %extracted_slice_1, %cast_3, %extracted_slice_4 : tensor<2x?xf32>, tensor<2x2xf32>, tensor<?x?xf32>, tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_of_cast(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: index, %arg3: index, %arg4: tensor<?x?xf32>) -> (tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<2x2xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %inserted_slice_0 : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %arg4 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice_3 = tensor.insert_slice %cast_2 into %arg0[%arg2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_4 = tensor.insert_slice %cast into %arg0[%arg2, 7] [%arg3, %arg3] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice, %cast_1, %inserted_slice_3, %inserted_slice_4 : tensor<8x8xf32>, tensor<?x?xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_slice_source_cast(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32>, %arg3: index, %arg4: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %cast into %arg0[%arg3, 0] [2, %arg4] [1, 1] : tensor<2x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [1, %arg4] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %arg1 into %arg0[%arg3, 0] [%arg4, %arg4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice, %inserted_slice_0, %inserted_slice_1 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitcast(%arg0: tensor<4xui32>, %arg1: tensor<4xi32>) -> (tensor<4xsi32>, tensor<4xi32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = tensor.bitcast %arg0 : tensor<4xui32> to tensor<4xsi32>
// CHECK-NEXT:     %1 = tensor.bitcast %arg1 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT:     return %0, %arg1, %1 : tensor<4xsi32>, tensor<4xi32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall(%arg0: tensor<8x4xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (tensor<?x?xf32>, tensor<?xf32>, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0:2 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0, %arg5 = %arg1) -> (tensor<8x4xf32>, tensor<?xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg5[%arg3] [1] [1] : tensor<?xf32> to tensor<1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice_0 into %arg5[%arg3] [1] [1] : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = tensor.cast %0#0 : tensor<8x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast, %0#1, %c8 : tensor<?x?xf32>, tensor<?xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall_kept(%arg0: tensor<?xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT:     %0 = scf.forall (%arg1) in (4) shared_outs(%arg2 = %cast) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg2[%arg1] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg2[%arg1] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall_body_use(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg1 into %arg3[%arg2] : tensor<8xf32>
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %inserted[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_of_slice(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (tensor<4x?xf32>, tensor<4xf32>, tensor<*xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, %arg3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 0] [4, %arg3] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg0[%arg1, 0] [1, 4] [1, 1] : tensor<?x?xf32> to tensor<4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %arg0[%arg1, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %cast_3 = tensor.cast %extracted_slice_2 : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice_0, %extracted_slice_1, %cast, %cast_3 : tensor<4x?xf32>, tensor<4xf32>, tensor<*xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
