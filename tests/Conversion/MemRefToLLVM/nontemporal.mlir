// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// A load or store marked nontemporal becomes an llvm.load / llvm.store
// with the nontemporal flag; nontemporal = false leaves it unmarked.

func.func @nt(%m: memref<4x?xf32>, %i: index, %j: index) {
  %0 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %0, %m[%j, %i] {nontemporal = true} : memref<4x?xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = false} : memref<4x?xf32>
  memref.store %1, %m[%j, %i] {nontemporal = false} : memref<4x?xf32>
  return
}
func.func @nt_rank0(%m: memref<i8>, %v: i8) -> i8 {
  memref.store %v, %m[] {nontemporal = true} : memref<i8>
  %0 = memref.load %m[] {nontemporal = true} : memref<i8>
  return %0 : i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @nt(%arg0: memref<4x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mul %1, %4 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %6 = llvm.add %5, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %7 = llvm.getelementptr inbounds|nuw %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %8 = llvm.load %7 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mul %0, %10 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %12 = llvm.add %11, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %13 = llvm.getelementptr inbounds|nuw %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %8, %13 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mul %1, %15 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %17 = llvm.add %16, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %18 = llvm.getelementptr inbounds|nuw %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %19 = llvm.load %18 : !llvm.ptr -> f32
// CHECK-NEXT:     %20 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %21 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %22 = llvm.mul %0, %21 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %23 = llvm.add %22, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %24 = llvm.getelementptr inbounds|nuw %20[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %19, %24 : f32, !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nt_rank0(%arg0: memref<i8>, %arg1: i8) -> i8 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<i8> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     llvm.store %arg1, %1 {nontemporal} : i8, !llvm.ptr
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %3 = llvm.load %2 {nontemporal} : !llvm.ptr -> i8
// CHECK-NEXT:     return %3 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
