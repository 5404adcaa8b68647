// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Repeated barriers, ids along unit launch dimensions, dims of gpu.alloc,
// copies into buffers only deallocated, cast operands of copies and sets,
// group ops made uniform in a launch body, unit clusters and broadcasts
// of broadcasts.

func.func @barriers() {
  gpu.barrier
  gpu.barrier
  gpu.barrier
  return
}

// -----

func.func @launch(%n: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %n, %gz = %c1)
      threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %s = arith.addi %bx, %by : index
    %t = arith.addi %tx, %ty : index
    %u = arith.addi %s, %t : index
    %v = arith.addi %u, %bz : index
    memref.store %v, %m[%tz] : memref<?xindex>
    %i = arith.index_cast %v : index to i32
    %r = gpu.all_reduce add %i {} : (i32) -> (i32)
    %q = gpu.subgroup_reduce add %i : (i32) -> (i32)
    %true = arith.constant true
    scf.if %true {
      %w = gpu.subgroup_reduce mul %i : (i32) -> (i32)
      %wi = arith.index_cast %w : i32 to index
      memref.store %wi, %m[%v] : memref<?xindex>
    }
    %ri = arith.index_cast %r : i32 to index
    %qi = arith.index_cast %q : i32 to index
    memref.store %ri, %m[%qi] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

func.func @dims(%n: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = gpu.alloc (%n, %k) : memref<?x4x?xf32>
  %0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %1 = memref.dim %m, %c1 : memref<?x4x?xf32>
  %2 = memref.dim %m, %c2 : memref<?x4x?xf32>
  return %0, %1, %2 : index, index, index
}

// -----

func.func @copies(%src: memref<8xf32>, %t: !gpu.async.token, %v: f32) -> (!gpu.async.token, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %0 = gpu.memcpy async [%t] %a, %src : memref<8xf32>, memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  gpu.memcpy %b, %src : memref<8xf32>, memref<8xf32>
  %c = memref.alloc() : memref<8xf32>
  %1 = gpu.memcpy async [%t, %0] %c, %src : memref<8xf32>, memref<8xf32>
  %cast = memref.cast %src : memref<8xf32> to memref<?xf32>
  %d = memref.alloc() : memref<8xf32>
  %dcast = memref.cast %d : memref<8xf32> to memref<?xf32>
  gpu.memcpy %dcast, %cast : memref<?xf32>, memref<?xf32>
  gpu.memset %dcast, %v : memref<?xf32>, f32
  return %1, %d : !gpu.async.token, memref<8xf32>
}

// -----

func.func @groups(%x: f32, %lane: i32) -> (f32, f32, vector<4xf32>) {
  %0 = gpu.subgroup_broadcast %x, first_active_lane : f32
  %1 = gpu.subgroup_broadcast %0, specific_lane %lane : f32
  %2 = gpu.subgroup_broadcast %x, specific_lane %lane : f32
  %v = vector.broadcast %1 : f32 to vector<4xf32>
  %3 = gpu.subgroup_reduce add %v cluster(size = 1) : (vector<4xf32>) -> vector<4xf32>
  return %1, %2, %3 : f32, f32, vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @barriers() {
// CHECK-NEXT:     gpu.barrier
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @launch(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %arg0, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %c1, %arg13 = %c1) {
// CHECK-NEXT:       %0 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT:       memref.store %0, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT:       %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT:       %2 = gpu.all_reduce  add %1 uniform {
// CHECK-NEXT:       } : (i32) -> i32
// CHECK-NEXT:       %3 = gpu.subgroup_reduce  add %1 uniform : (i32) -> i32
// CHECK-NEXT:       %4 = gpu.subgroup_reduce  mul %1 uniform : (i32) -> i32
// CHECK-NEXT:       %5 = arith.index_cast %4 : i32 to index
// CHECK-NEXT:       memref.store %5, %arg1[%0] : memref<?xindex>
// CHECK-NEXT:       %6 = arith.index_cast %2 : i32 to index
// CHECK-NEXT:       %7 = arith.index_cast %3 : i32 to index
// CHECK-NEXT:       memref.store %6, %arg1[%7] : memref<?xindex>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     return %arg0, %c4, %arg1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @copies(%arg0: memref<8xf32>, %arg1: !gpu.async.token, %arg2: f32) -> (!gpu.async.token, memref<8xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %0 = gpu.memcpy async [%arg1, %arg1] %alloc, %arg0 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     gpu.memcpy  %alloc_0, %arg0 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT:     gpu.memset  %alloc_0, %arg2 : memref<8xf32>, f32
// CHECK-NEXT:     return %0, %alloc_0 : !gpu.async.token, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @groups(%arg0: f32, %arg1: i32) -> (f32, f32, vector<4xf32>) {
// CHECK-NEXT:     %0 = gpu.subgroup_broadcast %arg0,  first_active_lane : f32
// CHECK-NEXT:     %1 = gpu.subgroup_broadcast %arg0,  specific_lane %arg1 : f32
// CHECK-NEXT:     %2 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT:     return %0, %1, %2 : f32, f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
