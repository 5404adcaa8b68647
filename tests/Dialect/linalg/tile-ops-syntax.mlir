// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The custom forms of the tiling transform ops: scalable sizes,
// interchange, sizes from parameters, packed sizes, mapping.

// CHECK: %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK: %tiled_linalg_op, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [4, [8], %1] interchange = [2, 1, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// CHECK: %tiled_op, %forall_op = transform.structured.tile_using_forall %0 num_threads [4, 2](mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK: %tiled_op_0, %forall_op_1 = transform.structured.tile_using_forall %0 tile_sizes *(%1) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
// CHECK: %tiled_op_2, %forall_op_3 = transform.structured.tile_using_forall %0 tile_sizes [%1, 0] {marker} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
// GENERIC: %2:4 = "transform.structured.tile_using_for"(%0, %1) <{interchange = array<i64: 2, 1, 0>, scalable_sizes = array<i1: false, true, false>, static_sizes = array<i64: 4, 8, -9223372036854775808>}> : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// GENERIC: %3:2 = "transform.structured.tile_using_forall"(%0) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_num_threads = array<i64: 4, 2>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// GENERIC: %4:2 = "transform.structured.tile_using_forall"(%0, %1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, static_tile_sizes = array<i64>}> : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
// GENERIC: %5:2 = "transform.structured.tile_using_forall"(%0, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 0>, static_tile_sizes = array<i64: -9223372036854775808, 0>}> {marker} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %sz = transform.param.constant 8 : i64 -> !transform.param<i64>
    %a, %l:3 = transform.structured.tile_using_for %mm tile_sizes [4, [8], %sz] interchange = [2, 1, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %b, %f = transform.structured.tile_using_forall %mm num_threads [4, 2] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %c, %g = transform.structured.tile_using_forall %mm tile_sizes *(%sz) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %d, %h = transform.structured.tile_using_forall %mm tile_sizes [%sz, 0] {marker} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
