// RUN: strata-opt %s --scf-parallel-loop-fusion | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' | FileCheck %s
// CONFORMANCE: pipeline=--scf-parallel-loop-fusion
// Fusion of adjacent scf.parallel loops: dependences through buffers, aliasing, reductions, chains, nested loops.

func.func @fuse_basic(%a: memref<2x2xf32>, %b: memref<2x2xf32>, %c: memref<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sum = memref.alloc() : memref<2x2xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<2x2xf32>
    %y = memref.load %b[%i, %j] : memref<2x2xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %sum[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %x = memref.load %sum[%i, %j] : memref<2x2xf32>
    %y = memref.load %a[%i, %j] : memref<2x2xf32>
    %p = arith.mulf %x, %y : f32
    memref.store %p, %c[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  memref.dealloc %sum : memref<2x2xf32>
  return
}
func.func @three_in_chain(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t1 = memref.alloc() : memref<4xf32>
  %t2 = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %t1[%i] : memref<4xf32>
    scf.reduce
  }
  %k = arith.constant 3 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %t1[%i] : memref<4xf32>
    memref.store %x, %t2[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %t2[%i] : memref<4xf32>
    memref.store %x, %t1[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @shifted_index_not_fused(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %n = arith.addi %i, %c1 : index
    %x = memref.load %t[%n] : memref<4xf32>
    memref.store %x, %a[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @equivalent_index_ops(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %n = arith.addi %i, %c1 : index
    %x = memref.load %a[%i] : memref<8xf32>
    memref.store %x, %t[%n] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %n = arith.addi %i, %c1 : index
    %x = memref.load %t[%n] : memref<8xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %t[%n] : memref<8xf32>
    scf.reduce
  }
  return
}
func.func @args_may_alias(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %b[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %a[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @different_bounds(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %t[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @side_effect_between(%a: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  memref.store %v, %a[%c0] : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %t[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @reductions(%a: memref<4xf32>, %z: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r1 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r1, %r2 : f32, f32
}
func.func @nested_parallel_in_region(%a: memref<4xf32>, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.if %cond {
    %t = memref.alloca() : memref<4xf32>
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %x = memref.load %a[%i] : memref<4xf32>
      memref.store %x, %t[%i] : memref<4xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %x = memref.load %t[%i] : memref<4xf32>
      memref.store %x, %t[%i] : memref<4xf32>
      scf.reduce
    }
  }
  return
}
func.func @subview_source(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<8xf32>
  %v = memref.subview %t[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<8xf32>
    memref.store %x, %v[%i] : memref<4xf32, strided<[1]>>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %t[%i] : memref<8xf32>
    memref.store %x, %a[%i] : memref<8xf32>
    scf.reduce
  }
  return
}
func.func @cast_source(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  %v = memref.cast %t : memref<4xf32> to memref<?xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %v[%i] : memref<?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %t[%i] : memref<4xf32>
    memref.store %x, %a[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @result_used_between(%a: memref<4xf32>, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r1 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %u = arith.addf %r1, %r1 : f32
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%u) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r2 : f32
}
func.func @result_and_no_result(%a: memref<4xf32>, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %x = memref.load %t[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %k = arith.addf %r2, %r2 : f32
  return %k : f32
}
func.func @nested_parallel_blocks(%a: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4x4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %x = memref.load %a[%i, %j] : memref<4x4xf32>
      memref.store %x, %t[%i, %j] : memref<4x4xf32>
      scf.reduce
    }
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %x = memref.load %t[%i, %j] : memref<4x4xf32>
      memref.store %x, %t[%i, %j] : memref<4x4xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %t[%i, %c0] : memref<4x4xf32>
    memref.store %x, %a[%i, %c0] : memref<4x4xf32>
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @fuse_basic(%arg0: memref<2x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<2x2xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<2x2xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3, %arg4] : memref<2x2xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %alloc[%arg3, %arg4] : memref<2x2xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
// CHECK-NEXT: %0 = memref.load %alloc[%arg3, %arg4] : memref<2x2xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg3, %arg4] : memref<2x2xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3, %arg4] : memref<2x2xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three_in_chain(%arg0: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %1, %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shifted_index_not_fused(%arg0: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %1 = memref.load %alloc[%0] : memref<4xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @equivalent_index_ops(%arg0: memref<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.store %1, %alloc[%0] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %3 = memref.load %alloc[%2] : memref<8xf32>
// CHECK-NEXT: %4 = arith.addf %3, %3 : f32
// CHECK-NEXT: memref.store %4, %alloc[%2] : memref<8xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @args_may_alias(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @different_bounds(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @side_effect_between(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(%arg0: memref<4xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0:2 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%arg1, %arg1) -> (f32, f32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce(%1, %2 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_parallel_in_region(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloca[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %alloca[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %1, %alloca[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_source(%arg0: memref<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %subview[%arg1] : memref<4xf32, strided<[1]>>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_source(%arg0: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %cast[%arg1] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @result_used_between(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %3 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce(%3 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: %2 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%1) -> f32 {
// CHECK-NEXT: %3 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce(%3 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @result_and_no_result(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %2 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %2, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce(%3 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_parallel_blocks(%arg0: memref<4x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<4x4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg1, %arg2] : memref<4x4xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg1, %arg2] : memref<4x4xf32>
// CHECK-NEXT: memref.store %1, %alloc[%arg1, %arg2] : memref<4x4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %0 = memref.load %alloc[%arg1, %c0] : memref<4x4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1, %c0] : memref<4x4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
