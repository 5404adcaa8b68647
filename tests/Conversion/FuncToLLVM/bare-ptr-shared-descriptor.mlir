// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// CONFORMANCE: pipeline=--split-input-file --convert-func-to-llvm
// CONFORMANCE: pipeline=--split-input-file --convert-func-to-llvm=use-bare-ptr-memref-call-conv

// Under the bare-pointer convention each memref argument's descriptor is
// built once at the entry, after the other arguments' casts, and shared
// by every use (a lowered load and the returned pointer alike); an
// unused argument gets none.

func.func @load_and_return(%i: index, %m: memref<2x8xi32>, %unused: memref<4xf32>) -> (i32, memref<2x8xi32>) attributes {llvm.bareptr} {
  %v = memref.load %m[%i, %i] : memref<2x8xi32>
  return %v, %m : i32, memref<2x8xi32>
}

// -----

func.func @only_returned(%m: memref<16xf64>) -> memref<16xf64> attributes {llvm.bareptr} {
  return %m : memref<16xf64>
}

// -----

// Several memref arguments: the last one's descriptor comes first.

func.func @two(%a: memref<4xf32>, %i: index, %b: memref<2x2xf32>) -> (memref<4xf32>, memref<2x2xf32>, index) attributes {llvm.bareptr} {
  return %a, %b, %i : memref<4xf32>, memref<2x2xf32>, index
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @load_and_return(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> !llvm.struct<(i32, ptr)> attributes {llvm.bareptr} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %15 = llvm.mul %arg0, %14 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %16 = llvm.add %15, %arg0 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %17 = llvm.getelementptr inbounds|nuw %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %18 = llvm.load %17 : !llvm.ptr -> i32
// CHECK-NEXT:     %19 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %21 = llvm.insertvalue %18, %20[0] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(i32, ptr)> 
// CHECK-NEXT:     llvm.return %22 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @only_returned(%arg0: !llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.return %9 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @two(%arg0: !llvm.ptr, %arg1: i64, %arg2: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)> attributes {llvm.bareptr} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %arg0, %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %arg0, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %18 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %22 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %23 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %25 = llvm.insertvalue %22, %24[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %27 = llvm.insertvalue %arg1, %26[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     llvm.return %27 : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
