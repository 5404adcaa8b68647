// RUN: strata-opt %s -split-input-file -verify-diagnostics \
// RUN:   -pass-pipeline='builtin.module(func.func(test-affine-reify-value-bounds), gpu.module(gpu.func(test-affine-reify-value-bounds)))' \
// RUN:   | FileCheck %s

// The ids and sizes of a gpu.launch, of the gpu id and size ops (from their
// integer ranges, which read the enclosing gpu.func's known sizes), as
// test-affine-reify-value-bounds sees them.

// CHECK-LABEL: func.func @launch(
// CHECK-SAME:      %[[N:.*]]: index
// CHECK:         gpu.launch
// CHECK:           %[[C16:.*]] = arith.constant 16 : index
// CHECK:           %[[LAST:.*]] = arith.subi %[[C16]], %{{.*}} : index
// CHECK:           "test.some_use"(%[[N]], %[[LAST]])
func.func @launch(%n: index) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
      threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %ub = "test.reify_bound"(%bx) {type = "UB"} : (index) -> (index)
    %max = "test.reify_bound"(%tx) {type = "UB", constant} : (index) -> (index)
    %last = arith.subi %max, %c1 : index
    "test.some_use"(%ub, %last) : (index, index) -> ()
    // expected-remark @below{{true}}
    "test.compare"(%ty, %by) : (index, index) -> ()
    // expected-remark @below{{true}}
    "test.compare"(%gx, %c1) {cmp = "GE"} : (index, index) -> ()
    // expected-error @below{{unknown}}
    "test.compare"(%bx, %c16) {cmp = "LT"} : (index, index) -> ()
    gpu.terminator
  }
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: gpu.func @known_sizes(
    // CHECK:         %[[C128:.*]] = arith.constant 128 : index
    // CHECK:         "test.some_use"(%[[C128]])
    gpu.func @known_sizes() kernel attributes {known_block_size = array<i32: 32, 4, 1>} {
      %c4 = arith.constant 4 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bd = gpu.block_dim y
      %i = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 32)>()[%tx, %ty]
      %ub = "test.reify_bound"(%i) {type = "UB", constant} : (index) -> (index)
      "test.some_use"(%ub) : (index) -> ()
      // expected-remark @below{{true}}
      "test.compare"(%bd, %c4) : (index, index) -> ()
      %gx = gpu.grid_dim x upper_bound 8
      // expected-remark @below{{true}}
      "test.compare"(%gx, %c4) {cmp = "LE", lhs_map = affine_map<(d0) -> (d0 floordiv 2)>} : (index, index) -> ()
      gpu.return
    }
  }
}
