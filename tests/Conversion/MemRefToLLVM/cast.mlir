// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm

// memref.cast: ranked to ranked keeps the descriptor; ranked to unranked
// stores it on the stack behind its rank.
func.func @cast(%m: memref<4xf32>) -> (memref<?xf32>, memref<*xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %0, %1 : memref<?xf32>, memref<*xf32>
}

// CHECK: func.func @cast(%arg0: memref<4xf32>) -> (memref<?xf32>, memref<*xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.alloca %2 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %0, %3 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %5 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:   return %1, %8 : memref<?xf32>, memref<*xf32>
// CHECK-NEXT: }
