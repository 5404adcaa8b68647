// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-subset-hoisting | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(loop-invariant-subset-hoisting))' | FileCheck %s
// CONFORMANCE: pipeline=--loop-invariant-subset-hoisting
// Hoisting of matching tensor.extract_slice / tensor.insert_slice pairs on
// loop-invariant subsets of loop-carried tensors out of scf.for loops.

func.func @basic(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  } {keep}
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @basic(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice) -> (tensor<?xf32>, tensor<5xf32>) {
// CHECK-NEXT: %1 = "test.foo"(%arg6) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield %arg5, %1 : tensor<?xf32>, tensor<5xf32>
// CHECK-NEXT: } {keep}
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#1 into %0#0[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @two_disjoint(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %e2 = tensor.extract_slice %a[5] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e, %e2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    %i2 = tensor.insert_slice %f into %i[5] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @two_disjoint(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[5] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %0:3 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice, %arg7 = %extracted_slice_0) -> (tensor<?xf32>, tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: %1 = "test.foo"(%arg6, %arg7) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield %arg5, %1, %1 : tensor<?xf32>, tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#2 into %0#0[5] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %0#1 into %inserted_slice[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: return %inserted_slice_1 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @dynamic_invariant(%t: tensor<?x?xf32>, %o: index, %s: index, %lb: index, %ub: index, %step: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %o2 = arith.addi %o, %c5 : index
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?x?xf32>) {
    %e = tensor.extract_slice %a[%o, 0] [5, %s] [1, 1] : tensor<?x?xf32> to tensor<5x?xf32>
    %e2 = tensor.extract_slice %a[%o2, 0] [5, %s] [1, 1] : tensor<?x?xf32> to tensor<5x?xf32>
    %f = "test.foo"(%e, %e2) : (tensor<5x?xf32>, tensor<5x?xf32>) -> tensor<5x?xf32>
    %i = tensor.insert_slice %f into %a[%o, 0] [5, %s] [1, 1] : tensor<5x?xf32> into tensor<?x?xf32>
    scf.yield %i : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dynamic_invariant(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c5 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [5, %arg2] [1, 1] : tensor<?x?xf32> to tensor<5x?xf32>
// CHECK-NEXT: %1:2 = scf.for %arg6 = %arg3 to %arg4 step %arg5 iter_args(%arg7 = %arg0, %arg8 = %extracted_slice) -> (tensor<?x?xf32>, tensor<5x?xf32>) {
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg7[%0, 0] [5, %arg2] [1, 1] : tensor<?x?xf32> to tensor<5x?xf32>
// CHECK-NEXT: %2 = "test.foo"(%arg8, %extracted_slice_0) : (tensor<5x?xf32>, tensor<5x?xf32>) -> tensor<5x?xf32>
// CHECK-NEXT: scf.yield %arg7, %2 : tensor<?x?xf32>, tensor<5x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1#1 into %1#0[%arg1, 0] [5, %arg2] [1, 1] : tensor<5x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @unknown_overlap(%t: tensor<?xf32>, %o: index, %p: index, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[%o] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %e2 = tensor.extract_slice %a[%p] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e, %e2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[%o] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @unknown_overlap(
// CHECK-NEXT: %0 = scf.for %arg6 = %arg3 to %arg4 step %arg5 iter_args(%arg7 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg7[%arg1] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg7[%arg2] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = "test.foo"(%extracted_slice, %extracted_slice_0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg7[%arg1] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @iv_dependent(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[%iv] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[%iv] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @iv_dependent(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[%arg4] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = "test.foo"(%extracted_slice) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg5[%arg4] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @overlapping(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %e2 = tensor.extract_slice %a[3] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e, %e2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @overlapping(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg5[3] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = "test.foo"(%extracted_slice, %extracted_slice_0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg5[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @strided_disjoint(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [4] [2] : tensor<?xf32> to tensor<4xf32>
    %e2 = tensor.extract_slice %a[8] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %f = "test.foo"(%e, %e2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %i = tensor.insert_slice %f into %a[0] [4] [2] : tensor<4xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @strided_disjoint(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [4] [2] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg5[8] [4] [1] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %1 = "test.foo"(%arg6, %extracted_slice_0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: scf.yield %arg5, %1 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#1 into %0#0[0] [4] [2] : tensor<4xf32> into tensor<?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @type_mismatch(%t: tensor<?x?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?x?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?x?xf32>) {
    %e = tensor.extract_slice %a[0, 0] [1, 5] [1, 1] : tensor<?x?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<1x5xf32>
    %i = tensor.insert_slice %f into %a[0, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    scf.yield %i : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @type_mismatch(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[0, 0] [1, 5] [1, 1] : tensor<?x?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = "test.foo"(%extracted_slice) : (tensor<5xf32>) -> tensor<1x5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg5[0, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @rank_reduced(%t: tensor<?x?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?x?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?x?xf32>) {
    %e = tensor.extract_slice %a[2, 0] [1, 5] [1, 1] : tensor<?x?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[2, 0] [1, 5] [1, 1] : tensor<5xf32> into tensor<?x?xf32>
    scf.yield %i : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @rank_reduced(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 0] [1, 5] [1, 1] : tensor<?x?xf32> to tensor<5xf32>
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice) -> (tensor<?x?xf32>, tensor<5xf32>) {
// CHECK-NEXT: %1 = "test.foo"(%arg6) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield %arg5, %1 : tensor<?x?xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#1 into %0#0[2, 0] [1, 5] [1, 1] : tensor<5xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @other_use(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    "test.use"(%a) : (tensor<?xf32>) -> ()
    %i = tensor.insert_slice %e into %a[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @other_use(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: "test.use"(%arg5) : (tensor<?xf32>) -> ()
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg5[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @swapped(%t: tensor<?xf32>, %u: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:2 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %i = tensor.insert_slice %e into %a[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %b, %i : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @swapped(
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0, %arg7 = %arg1) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg6[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg6[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %arg7, %inserted_slice : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @second_iter_arg(%t: tensor<?xf32>, %n: i32, %lb: index, %ub: index, %step: index) -> (i32, tensor<?xf32>) {
  %r:2 = scf.for %iv = %lb to %ub step %step iter_args(%k = %n, %a = %t) -> (i32, tensor<?xf32>) {
    %e = tensor.extract_slice %a[1] [3] [1] : tensor<?xf32> to tensor<3xf32>
    %f = "test.foo"(%e, %k) : (tensor<3xf32>, i32) -> tensor<3xf32>
    %i = tensor.insert_slice %f into %a[1] [3] [1] : tensor<3xf32> into tensor<?xf32>
    scf.yield %k, %i : i32, tensor<?xf32>
  }
  return %r#0, %r#1 : i32, tensor<?xf32>
}

// CHECK-LABEL: func.func @second_iter_arg(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1] [3] [1] : tensor<?xf32> to tensor<3xf32>
// CHECK-NEXT: %0:3 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg1, %arg7 = %arg0, %arg8 = %extracted_slice) -> (i32, tensor<?xf32>, tensor<3xf32>) {
// CHECK-NEXT: %1 = "test.foo"(%arg8, %arg6) : (tensor<3xf32>, i32) -> tensor<3xf32>
// CHECK-NEXT: scf.yield %arg6, %arg7, %1 : i32, tensor<?xf32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#2 into %0#1[1] [3] [1] : tensor<3xf32> into tensor<?xf32>
// CHECK-NEXT: return %0#0, %inserted_slice : i32, tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @nested(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %in = scf.for %jv = %lb to %ub step %step iter_args(%b = %a) -> (tensor<?xf32>) {
      %e2 = tensor.extract_slice %b[10] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %g = "test.bar"(%e2) : (tensor<5xf32>) -> tensor<5xf32>
      %i2 = tensor.insert_slice %g into %b[10] [5] [1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %i2 : tensor<?xf32>
    }
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %in[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[10] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %0:3 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice, %arg7 = %extracted_slice_0) -> (tensor<?xf32>, tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: %1:2 = scf.for %arg8 = %arg1 to %arg2 step %arg3 iter_args(%arg9 = %arg5, %arg10 = %arg6) -> (tensor<?xf32>, tensor<5xf32>) {
// CHECK-NEXT: %3 = "test.bar"(%arg10) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield %arg9, %3 : tensor<?xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = "test.foo"(%arg7) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield %1#0, %1#1, %2 : tensor<?xf32>, tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#2 into %0#0[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %0#1 into %inserted_slice[10] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: return %inserted_slice_1 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @nested_overlap(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %in = scf.for %jv = %lb to %ub step %step iter_args(%b = %a) -> (tensor<?xf32>) {
      %e2 = tensor.extract_slice %b[%jv] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %g = "test.bar"(%e2) : (tensor<5xf32>) -> tensor<5xf32>
      %i2 = tensor.insert_slice %g into %b[%jv] [5] [1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %i2 : tensor<?xf32>
    }
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %in[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @nested_overlap(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = scf.for %arg6 = %arg1 to %arg2 step %arg3 iter_args(%arg7 = %arg5) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg7[%arg6] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %3 = "test.bar"(%extracted_slice_0) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %3 into %arg7[%arg6] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice_1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = "test.foo"(%extracted_slice) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %2 into %1[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @loop_variant_size(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %s = "test.size"() : () -> index
    %e = tensor.extract_slice %a[0] [%s] [1] : tensor<?xf32> to tensor<?xf32>
    %i = tensor.insert_slice %e into %a[0] [%s] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @loop_variant_size(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %1 = "test.size"() : () -> index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[0] [%1] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg5[0] [%1] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @only_extract(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[5] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @only_extract(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = "test.foo"(%extracted_slice) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg5[5] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @chained_pairs(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %a[0] [8] [1] : tensor<?xf32> to tensor<8xf32>
    %e2 = tensor.extract_slice %e[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %f = "test.foo"(%e2) : (tensor<4xf32>) -> tensor<4xf32>
    %i2 = tensor.insert_slice %f into %e[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %i = tensor.insert_slice %i2 into %a[0] [8] [1] : tensor<8xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @chained_pairs(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [8] [1] : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %extracted_slice[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT: %0:3 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice, %arg7 = %extracted_slice_0) -> (tensor<?xf32>, tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT: %1 = "test.foo"(%arg7) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: scf.yield %arg5, %arg6, %1 : tensor<?xf32>, tensor<8xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0#2 into %0#1[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %inserted_slice into %0#0[0] [8] [1] : tensor<8xf32> into tensor<?xf32>
// CHECK-NEXT: return %inserted_slice_1 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @forall_untouched(%t: tensor<16xf32>) -> tensor<16xf32> {
  %r = scf.forall (%iv) in (4) shared_outs(%a = %t) -> tensor<16xf32> {
    %e = tensor.extract_slice %a[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %a[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %r : tensor<16xf32>
}

// CHECK-LABEL: func.func @forall_untouched(
// CHECK-NEXT: %0 = scf.forall (%arg1) in (4) shared_outs(%arg2 = %arg0) -> (tensor<16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg2[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<16xf32>
// CHECK-NEXT: }

// -----

func.func @while_untouched(%t: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %a : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %e = tensor.extract_slice %b[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %i = tensor.insert_slice %e into %b[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @while_untouched(
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %1 = "test.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : tensor<?xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: tensor<?xf32>):
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @in_nested_region(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index, %c: i1) -> tensor<?xf32> {
  %r = scf.if %c -> tensor<?xf32> {
    %x = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<?xf32>) {
      %e = tensor.extract_slice %a[%lb] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
      %i = tensor.insert_slice %f into %a[%lb] [5] [1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %i : tensor<?xf32>
    }
    scf.yield %x : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @in_nested_region(
// CHECK-NEXT: %0 = scf.if %arg4 -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1:2 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg0, %arg7 = %extracted_slice) -> (tensor<?xf32>, tensor<5xf32>) {
// CHECK-NEXT: %2 = "test.foo"(%arg7) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield %arg6, %2 : tensor<?xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1#1 into %1#0[%arg1] [5] [1] : tensor<5xf32> into tensor<?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
