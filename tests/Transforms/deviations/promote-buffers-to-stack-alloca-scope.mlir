// RUN: strata-opt %s -allow-unregistered-dialect -promote-buffers-to-stack | FileCheck %s

// mlir-opt 22 turns this allocation into a `memref.alloca` although the
// `memref.alloca_scope` returns it: the stack memory is released when the
// scope ends, before its result is used. Strata keeps the heap allocation
// of a buffer that leaves its automatic allocation scope.

// CHECK-LABEL: func.func @returned_from_scope
// CHECK: memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.alloca()
func.func @returned_from_scope() {
  %0 = memref.alloca_scope -> memref<4xf32> {
    %1 = memref.alloc() : memref<4xf32>
    memref.alloca_scope.return %1 : memref<4xf32>
  }
  "test.use"(%0) : (memref<4xf32>) -> ()
  return
}

// Used only inside the scope, it is promoted.
// CHECK-LABEL: func.func @used_in_scope
// CHECK: memref.alloca() : memref<4xf32>
func.func @used_in_scope() {
  memref.alloca_scope {
    %1 = memref.alloc() : memref<4xf32>
    "test.use"(%1) : (memref<4xf32>) -> ()
  }
  return
}
