// RUN: strata-opt %s --int-range-optimizations --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--int-range-optimizations

// The ranges of gpu ids and sizes: from constant launch sizes, from the
// sizes a gpu.func or a function states, from upper bounds, else the
// hardware limits.

func.func @launch(%n: index, %m: memref<?xindex>) {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %w = test.with_bounds {umin = 2 : index, umax = 6 : index, smin = 2 : index, smax = 6 : index} : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %w, %gz = %n)
      threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %n, %sz = %w) {
    %0 = test.reflect_bounds %bx : index
    %1 = test.reflect_bounds %by : index
    %2 = test.reflect_bounds %gz : index
    %3 = test.reflect_bounds %tz : index
    %4 = gpu.block_id x
    %5 = test.reflect_bounds %4 : index
    %6 = gpu.block_dim x
    %7 = gpu.thread_id y upper_bound 9
    %8 = test.reflect_bounds %7 : index
    memref.store %6, %m[%0] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

gpu.module @kernels {
  gpu.func @sized(%m: memref<?xindex>) kernel attributes {known_block_size = array<i32: 32, 2, 1>, known_grid_size = array<i32: 10, 1, 1>} {
    %0 = gpu.thread_id x
    %1 = test.reflect_bounds %0 : index
    %2 = gpu.global_id x
    %3 = test.reflect_bounds %2 : index
    %4 = gpu.block_dim y
    %5 = gpu.cluster_block_id x
    %6 = test.reflect_bounds %5 : index
    %7 = gpu.lane_id upper_bound 16
    %8 = test.reflect_bounds %7 : index
    memref.store %4, %m[%1] : memref<?xindex>
    gpu.return
  }
}

// -----

func.func @discardable(%m: memref<?xindex>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %0 = gpu.thread_id x
  %1 = test.reflect_bounds %0 : index
  %2 = gpu.num_subgroups : index
  %3 = test.reflect_bounds %2 : index
  %4 = gpu.global_id z
  %5 = test.reflect_bounds %4 : index
  %6 = gpu.subgroup_broadcast %1, first_active_lane : index
  %7 = test.reflect_bounds %6 : index
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @launch(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = test.with_bounds {smax = 6 : index, smin = 2 : index, umax = 6 : index, umin = 2 : index} : index
// CHECK-NEXT:     gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c4, %arg9 = %0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %c1, %arg12 = %arg0, %arg13 = %0) {
// CHECK-NEXT:       %1 = test.reflect_bounds {smax = 3 : index, smin = 0 : index, umax = 3 : index, umin = 0 : index} %arg2 : index
// CHECK-NEXT:       %2 = test.reflect_bounds {smax = 5 : index, smin = 0 : index, umax = 5 : index, umin = 0 : index} %arg3 : index
// CHECK-NEXT:       %3 = test.reflect_bounds {smax = 4294967295 : index, smin = 1 : index, umax = 4294967295 : index, umin = 1 : index} %arg10 : index
// CHECK-NEXT:       %4 = test.reflect_bounds {smax = 5 : index, smin = 0 : index, umax = 5 : index, umin = 0 : index} %arg7 : index
// CHECK-NEXT:       %block_id_x = gpu.block_id  x
// CHECK-NEXT:       %5 = test.reflect_bounds {smax = 3 : index, smin = 0 : index, umax = 3 : index, umin = 0 : index} %block_id_x : index
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y upper_bound 9
// CHECK-NEXT:       %6 = test.reflect_bounds {smax = 8 : index, smin = 0 : index, umax = 8 : index, umin = 0 : index} %thread_id_y : index
// CHECK-NEXT:       memref.store %c1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @sized(%arg0: memref<?xindex>) kernel attributes {known_block_size = array<i32: 32, 2, 1>, known_grid_size = array<i32: 10, 1, 1>} {
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %0 = test.reflect_bounds {smax = 31 : index, smin = 0 : index, umax = 31 : index, umin = 0 : index} %thread_id_x : index
// CHECK-NEXT:       %global_id_x = gpu.global_id  x
// CHECK-NEXT:       %1 = test.reflect_bounds {smax = 319 : index, smin = 0 : index, umax = 319 : index, umin = 0 : index} %global_id_x : index
// CHECK-NEXT:       %cluster_block_id_x = gpu.cluster_block_id  x
// CHECK-NEXT:       %2 = test.reflect_bounds {smax = 7 : index, smin = 0 : index, umax = 7 : index, umin = 0 : index} %cluster_block_id_x : index
// CHECK-NEXT:       %3 = gpu.lane_id upper_bound 16
// CHECK-NEXT:       %4 = test.reflect_bounds {smax = 15 : index, smin = 0 : index, umax = 15 : index, umin = 0 : index} %3 : index
// CHECK-NEXT:       memref.store %c2, %arg0[%0] : memref<?xindex>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @discardable(%arg0: memref<?xindex>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
// CHECK-NEXT:     %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:     %0 = test.reflect_bounds {smax = 63 : index, smin = 0 : index, umax = 63 : index, umin = 0 : index} %thread_id_x : index
// CHECK-NEXT:     %1 = gpu.num_subgroups : index
// CHECK-NEXT:     %2 = test.reflect_bounds {smax = 4294967295 : index, smin = 1 : index, umax = 4294967295 : index, umin = 1 : index} %1 : index
// CHECK-NEXT:     %global_id_z = gpu.global_id  z
// CHECK-NEXT:     %3 = test.reflect_bounds {smax = 4294967294 : index, smin = 0 : index, umax = 4294967294 : index, umin = 0 : index} %global_id_z : index
// CHECK-NEXT:     %4 = gpu.subgroup_broadcast %0,  first_active_lane : index
// CHECK-NEXT:     %5 = test.reflect_bounds {smax = 63 : index, smin = 0 : index, umax = 63 : index, umin = 0 : index} %4 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
