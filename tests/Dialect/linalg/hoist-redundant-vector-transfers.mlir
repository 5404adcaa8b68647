// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file -allow-unregistered-dialect

// transform.structured.hoist_redundant_vector_transfers: a read/write
// pair on one memref at loop-invariant indices leaves its scf.for (the
// vector becomes an iter_arg), after loop-invariant code motion; pairs on
// views, on buffers with other views, or next to other accesses in the
// loop stay; a read left alone with no aliasing access leaves as well.

func.func @tile(%a: memref<32x32xf32>, %b: memref<32x32xf32>, %c: memref<32x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c32 step %c4 {
    scf.for %j = %c0 to %c32 step %c8 {
      scf.for %k = %c0 to %c32 step %c1 {
        %ja = arith.addi %j, %c0 : index
        %x = vector.transfer_read %a[%i, %k], %pad {in_bounds = [true]} : memref<32x32xf32>, vector<4xf32>
        %y = vector.transfer_read %b[%k, %ja], %pad {in_bounds = [true]} : memref<32x32xf32>, vector<8xf32>
        %acc = vector.transfer_read %c[%i, %ja], %pad {in_bounds = [true, true]} : memref<32x32xf32>, vector<4x8xf32>
        %p = vector.outerproduct %x, %y, %acc : vector<4xf32>, vector<8xf32>
        vector.transfer_write %p, %c[%i, %ja] {in_bounds = [true, true]} : vector<4x8xf32>, memref<32x32xf32>
      }
    }
  }
  return
}

func.func @on_subview(%m: memref<8x8xf32>, %lb: index, %ub: index, %s: index, %o: index) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %sv = memref.subview %m[%o, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  scf.for %i = %lb to %ub step %s {
    %r = vector.transfer_read %sv[%c0, %c0], %pad : memref<4x8xf32, strided<[8, 1], offset: ?>>, vector<4xf32>
    %u = "test.use"(%r) : (vector<4xf32>) -> vector<4xf32>
    vector.transfer_write %u, %sv[%c0, %c0] : vector<4xf32>, memref<4x8xf32, strided<[8, 1], offset: ?>>
  }
  return
}

func.func @viewed_elsewhere(%m: memref<8x8xf32>, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %sv = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  "test.sink"(%sv) : (memref<4x8xf32, strided<[8, 1]>>) -> ()
  scf.for %i = %lb to %ub step %s {
    %r = vector.transfer_read %m[%c0, %c0], %pad : memref<8x8xf32>, vector<4xf32>
    %u = "test.use"(%r) : (vector<4xf32>) -> vector<4xf32>
    vector.transfer_write %u, %m[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
  }
  return
}

func.func @disjoint_read(%m: memref<8x8xf32>, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  "test.sink"(%m) : (memref<8x8xf32>) -> ()
  scf.for %i = %lb to %ub step %s {
    %r = vector.transfer_read %m[%c0, %c0], %pad : memref<8x8xf32>, vector<4xf32>
    %u = "test.use"(%r) : (vector<4xf32>) -> vector<4xf32>
    vector.transfer_write %u, %m[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
    %r2 = vector.transfer_read %m[%c4, %c0], %pad : memref<8x8xf32>, vector<4xf32>
    "test.sink"(%r2) : (vector<4xf32>) -> ()
  }
  return
}

func.func @other_access(%m: memref<8x8xf32>, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %lb to %ub step %s {
    %r = vector.transfer_read %m[%c0, %c0], %pad : memref<8x8xf32>, vector<4xf32>
    "test.sink"(%m) : (memref<8x8xf32>) -> ()
    vector.transfer_write %r, %m[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
  }
  return
}

func.func @aligned(%m: memref<8x8xf32>, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %al = memref.assume_alignment %m, 16 : memref<8x8xf32>
  scf.for %i = %lb to %ub step %s {
    %r = vector.transfer_read %al[%c0, %c0], %pad : memref<8x8xf32>, vector<4xf32>
    %u = "test.use"(%r) : (vector<4xf32>) -> vector<4xf32>
    vector.transfer_write %u, %al[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %h = transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @tile(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.for %arg3 = %c0 to %c32 step %c4 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c32 step %c8 {
// CHECK-NEXT: %0 = arith.addi %arg4, %c0 : index
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%arg3, %0], %cst {in_bounds = [true, true]} : memref<32x32xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %1) -> (vector<4x8xf32>) {
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg3, %arg5], %cst {in_bounds = [true]} : memref<32x32xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg1[%arg5, %0], %cst {in_bounds = [true]} : memref<32x32xf32>, vector<8xf32>
// CHECK-NEXT: %5 = vector.outerproduct %3, %4, %arg6 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: scf.yield %5 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: vector.transfer_write %2, %arg2[%arg3, %0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @on_subview(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %subview = memref.subview %arg0[%arg4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = vector.transfer_read %subview[%c0, %c0], %cst : memref<4x8xf32, strided<[8, 1], offset: ?>>, vector<4xf32>
// CHECK-NEXT: %1 = "test.use"(%0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: vector.transfer_write %1, %subview[%c0, %c0] : vector<4xf32>, memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @viewed_elsewhere(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: "test.sink"(%subview) : (memref<4x8xf32, strided<[8, 1]>>) -> ()
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = "test.use"(%0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @disjoint_read(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: "test.sink"(%arg0) : (memref<8x8xf32>) -> ()
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c4, %c0], %cst : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %0) -> (vector<4xf32>) {
// CHECK-NEXT: %3 = "test.use"(%arg5) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "test.sink"(%1) : (vector<4xf32>) -> ()
// CHECK-NEXT: scf.yield %3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: vector.transfer_write %2, %arg0[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other_access(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT: "test.sink"(%arg0) : (memref<8x8xf32>) -> ()
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aligned(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<8x8xf32>
// CHECK-NEXT: %0 = vector.transfer_read %assume_align[%c0, %c0], %cst : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %0) -> (vector<4xf32>) {
// CHECK-NEXT: %2 = "test.use"(%arg5) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: scf.yield %2 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: vector.transfer_write %1, %assume_align[%c0, %c0] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----


// With verify_non_zero_trip, only loops known to run hoist.

func.func @trip_counts(%m: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %r = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %u = "test.use"(%r) : (vector<4xf32>) -> vector<4xf32>
    vector.transfer_write %u, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %r = vector.transfer_read %m[%c4], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %u = "test.use"(%r) : (vector<4xf32>) -> vector<4xf32>
    vector.transfer_write %u, %m[%c4] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %h = transform.structured.hoist_redundant_vector_transfers %f {verify_non_zero_trip} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @trip_counts(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0], %cst {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %3 = "test.use"(%2) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c4], %cst {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %0) -> (vector<4xf32>) {
// CHECK-NEXT: %2 = "test.use"(%arg3) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: scf.yield %2 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c4] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
