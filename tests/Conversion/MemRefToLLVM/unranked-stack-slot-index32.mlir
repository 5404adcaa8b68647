// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm=index-bitwidth=32
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm

// A ranked descriptor put on the stack to make an unranked memref (a cast,
// or a copy through memrefCopy) gets a slot whose count is an i64 whatever
// the index width; the unranked descriptors memrefCopy takes by reference
// use the index type.

func.func @to_unranked(%m: memref<?x4xi16>) -> memref<*xi16> {
  %0 = memref.cast %m : memref<?x4xi16> to memref<*xi16>
  return %0 : memref<*xi16>
}

// -----

func.func @copy(%a: memref<3x?xf32, strided<[?, 2]>>, %b: memref<3x?xf32>) {
  memref.copy %a, %b : memref<3x?xf32, strided<[?, 2]>> to memref<3x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @to_unranked(%arg0: memref<?x4xi16>) -> memref<*xi16> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xi16> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT:     %3 = llvm.mlir.constant(2 : index) : i32
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(i32, ptr)> to memref<*xi16>
// CHECK-NEXT:     return %7 : memref<*xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:   func.func @copy(%arg0: memref<3x?xf32, strided<[?, 2]>>, %arg1: memref<3x?xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<3x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<3x?xf32, strided<[?, 2]>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:     %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %1, %5 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %11 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %13 = llvm.insertvalue %9, %12[0] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %15 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:     %16 = llvm.alloca %15 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %8, %16 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT:     %17 = llvm.alloca %15 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %14, %17 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT:     %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %20 = llvm.ptrtoint %19 : !llvm.ptr to i32
// CHECK-NEXT:     llvm.call @memrefCopy(%20, %16, %17) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
