// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false
// scf.forall canonicalization: constant bounds made static, unused or
// unmodified shared outputs dropped, single- and zero-iteration
// dimensions, constant induction variables, tensor.dim of results.

func.func @control(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) = (%c0) to (%c8) step (%c2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @unused_out(%t: tensor<8xf32>, %u: tensor<4xf32>, %s: tensor<1xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<4xf32>
}
func.func @unused_res(%t: tensor<8xf32>, %u: tensor<4xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0 : tensor<8xf32>
}
func.func @single(%t: tensor<8x8xf32>, %s: tensor<1x1xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> tensor<8x8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @allsingle(%t: tensor<8x8xf32>, %s: tensor<1x1xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (3, 4) to (4, 5) step (1, 1) shared_outs(%o = %t) -> tensor<8x8xf32> {
    %x = "test.foo"(%i, %j) : (index, index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @zero(%t: tensor<8x8xf32>, %s: tensor<1x1xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (0, %n) shared_outs(%o = %t) -> tensor<8x8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @dim(%t: tensor<?xf32>, %s: tensor<1xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<?xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
func.func @noresults(%n: index) {
  scf.forall (%i) in (%n) {
    "test.foo"(%i) : (index) -> ()
  }
  scf.forall (%i) in (1) {
    "test.bar"(%i) : (index) -> ()
  }
  scf.forall (%i) in (0) {
    "test.baz"(%i) : (index) -> ()
  }
  return
}
func.func @same_bounds(%t: tensor<8xf32>, %s: tensor<1xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) = (%n) to (%n) step (1) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @dynamic_lb_single(%t: tensor<8x8xf32>, %s: tensor<1x1xf32>, %n: index, %m: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (%n, 0) to (%m, 6) step (1, 4) shared_outs(%o = %t) -> tensor<8x8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  } {keep}
  return %r : tensor<8x8xf32>
}
func.func @two_outs_one_modified(%t: tensor<8xf32>, %u: tensor<8xf32>, %s: tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = "test.read"(%p) : (tensor<8xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @all_single_two_outs(%t: tensor<8xf32>, %u: tensor<4xf32>, %s: tensor<1xf32>, %n: index) -> (tensor<8xf32>, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.forall (%i) = (%n) to (%n) step (%c1) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<4xf32>
}
func.func @negative_step(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %c-1 = arith.constant -1 : index
  %r = scf.forall (%i) = (0) to (8) step (%c-1) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @control(
// CHECK-NEXT: %0 = scf.forall (%arg2) = (0) to (8) step (2) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_out(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : tensor<8xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_res(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[0, %arg3] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @allsingle(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = "test.foo"(%c3, %c4) : (index, index) -> tensor<1x1xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[3, 4] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero(
// CHECK-NEXT: return %arg0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noresults(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.foo"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.bar"(%c0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_bounds(
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_lb_single(
// CHECK-NEXT: %0 = scf.forall (%arg4, %arg5) = (%arg2, 0) to (%arg3, 6) step (1, 4) shared_outs(%arg6 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg6[%arg4, %arg5] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {keep}
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_outs_one_modified(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %1 = "test.read"(%arg1) : (tensor<8xf32>) -> tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %1 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_single_two_outs(
// CHECK-NEXT: return %arg0, %arg1 : tensor<8xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative_step(
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
