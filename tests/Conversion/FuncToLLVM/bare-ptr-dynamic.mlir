// RUN: strata-opt %s --split-input-file --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1

// The bare-pointer convention cannot pass dynamically shaped memrefs: the
// functions that do stay, their returns keep the descriptors.
func.func @dynamic(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}

// -----

func.func @two(%a: memref<?xf32>, %b: memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
  return %a, %b : memref<?xf32>, memref<?xf32>
}

// -----

func.func @static(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two(%arg0: memref<?xf32>, %arg1: memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
// CHECK-NEXT:     return %arg0, %arg1 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @static(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.return %9 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
