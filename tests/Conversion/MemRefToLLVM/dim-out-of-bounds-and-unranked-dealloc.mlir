// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm

// A constant index outside the rank reads the sizes through a stack copy,
// as a dynamic one does; one inside it reads the size off the type.
func.func @dims(%m : memref<4x?x8xf32>, %i : index) -> (index, index, index, index) {
  %neg = arith.constant -2 : index
  %big = arith.constant 3 : index
  %in = arith.constant 2 : index
  %0 = memref.dim %m, %neg : memref<4x?x8xf32>
  %1 = memref.dim %m, %big : memref<4x?x8xf32>
  %2 = memref.dim %m, %in : memref<4x?x8xf32>
  %3 = memref.dim %m, %i : memref<4x?x8xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Freeing an unranked memref frees the allocated pointer at the head of
// the ranked descriptor it points to.
func.func @unranked_dealloc(%m : memref<*xf32>) {
  memref.dealloc %m : memref<*xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @dims(%arg0: memref<4x?x8xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?x8xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %c-2 : index to i64
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %c3 : index to i64
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %5 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %6 = llvm.alloca %4 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %6 : !llvm.array<3 x i64>, !llvm.ptr
// CHECK-NEXT:     %7 = llvm.getelementptr %6[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT:     %8 = llvm.load %7 : !llvm.ptr -> i64
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %12 = llvm.alloca %10 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %11, %12 : !llvm.array<3 x i64>, !llvm.ptr
// CHECK-NEXT:     %13 = llvm.getelementptr %12[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT:     %14 = llvm.load %13 : !llvm.ptr -> i64
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : i64 to index
// CHECK-NEXT:     %16 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : i64 to index
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %19 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %20 = llvm.alloca %18 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %19, %20 : !llvm.array<3 x i64>, !llvm.ptr
// CHECK-NEXT:     %21 = llvm.getelementptr %20[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT:     %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : i64 to index
// CHECK-NEXT:     return %9, %15, %17, %23 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   func.func @unranked_dealloc(%arg0: memref<*xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     llvm.call @free(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
