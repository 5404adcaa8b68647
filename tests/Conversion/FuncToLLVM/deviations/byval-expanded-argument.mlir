// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 produces invalid IR: docs/deviations.md)

// mlir-opt 22 loads the value of a `llvm.byval` argument from the new
// argument at the old argument's position, which is another argument once
// a memref before it has expanded into its descriptor's fields: here an
// `i64` it tries to load from. Strata loads from the argument's own
// pointer.

// CHECK-LABEL: llvm.func @after_memref
// CHECK-SAME: %[[A5:arg5]]: i32, %[[A6:arg6]]: !llvm.ptr {llvm.byval = i32}
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[A6]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %[[V]] : i32 to i64
// CHECK-NEXT: llvm.return %[[C]] : i64
func.func @after_memref(%x0: memref<4xf32>, %x1: i32, %x2: index {llvm.byval = i32}) -> index {
  return %x2 : index
}

// A memref argument that expands keeps no `llvm.byval` (its attributes are
// dropped) and loads nothing; mlir-opt 22 adds an unused load from the
// descriptor's allocated pointer.

// CHECK-LABEL: llvm.func @memref_byval
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @memref_byval(%arg0: memref<4xf32> {llvm.byval = i32}) {
  return
}
