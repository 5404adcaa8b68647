// RUN: strata-opt %s --optimize-allocation-liveness | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 produces invalid IR: docs/deviations.md)
// memref.realloc frees its source but also makes a new buffer: mlir-opt
// moves it as the source's dealloc, after the uses of its own result, and
// its output fails to verify. Strata moves only ops that just free
// (memref.dealloc): the realloc stays, the dealloc of its result moves.

func.func @realloc(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %cst = arith.constant 1.0 : f32
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %v = memref.load %r[%i] : memref<8xf32>
  %z = arith.addf %v, %cst : f32
  memref.dealloc %r : memref<8xf32>
  return %z : f32
}

// CHECK-LABEL: func.func @realloc(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[R:.*]] = memref.realloc %[[A]] : memref<4xf32> to memref<8xf32>
// CHECK-NEXT:    %[[V:.*]] = memref.load %[[R]][%{{.*}}] : memref<8xf32>
// CHECK-NEXT:    memref.dealloc %[[R]] : memref<8xf32>
// CHECK-NEXT:    %[[Z:.*]] = arith.addf %[[V]], %[[CST]] : f32
// CHECK-NEXT:    return %[[Z]] : f32
