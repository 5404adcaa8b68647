// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=index-bitwidth=32
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// reshape to an unranked memref: the rank is the length of the shape
// operand, the ranked descriptor goes to the stack with the source's
// pointers and offset, and a loop fills its sizes and strides from the
// innermost dimension out.

func.func @unranked(%m: memref<4x5xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%s) : (memref<4x5xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}
func.func @rank_of_result(%m: memref<?xi8>, %s: memref<?xindex, strided<[1], offset: 2>>) -> index {
  %r = memref.reshape %m(%s) : (memref<?xi8>, memref<?xindex, strided<[1], offset: 2>>) -> memref<*xi8>
  %k = memref.rank %r : memref<*xi8>
  return %k : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @unranked(%arg0: memref<4x5xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x5xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT:     %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT:     %12 = llvm.add %11, %5 : i64
// CHECK-NEXT:     %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT:     %14 = llvm.add %9, %13 : i64
// CHECK-NEXT:     %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:     %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     llvm.store %19, %21 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     llvm.store %20, %22 : i64, !llvm.ptr
// CHECK-NEXT:     %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT:     %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %27 = llvm.sub %2, %26 : i64
// CHECK-NEXT:     llvm.br ^bb1(%27, %26 : i64, i64)
// CHECK-NEXT:   ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT:     llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT:     %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT:     %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT:     %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT:     %37 = llvm.sub %28, %26 : i64
// CHECK-NEXT:     llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %17 : memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank_of_result(%arg0: memref<?xi8>, %arg1: memref<?xindex, strided<[1], offset: 2>>) -> index {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT:     %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT:     %12 = llvm.add %11, %5 : i64
// CHECK-NEXT:     %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT:     %14 = llvm.add %9, %13 : i64
// CHECK-NEXT:     %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %17 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %18 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %19 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.store %17, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %20 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     llvm.store %18, %20 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %21 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     llvm.store %19, %21 : i64, !llvm.ptr
// CHECK-NEXT:     %22 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT:     %23 = llvm.getelementptr %22[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %26 = llvm.sub %2, %25 : i64
// CHECK-NEXT:     llvm.br ^bb1(%26, %25 : i64, i64)
// CHECK-NEXT:   ^bb1(%27: i64, %28: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %30 = llvm.icmp "sge" %27, %29 : i64
// CHECK-NEXT:     llvm.cond_br %30, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %31 = llvm.getelementptr %24[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %32 = llvm.load %31 : !llvm.ptr -> i64
// CHECK-NEXT:     %33 = llvm.getelementptr %22[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     llvm.store %32, %33 : i64, !llvm.ptr
// CHECK-NEXT:     %34 = llvm.getelementptr %23[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     llvm.store %28, %34 : i64, !llvm.ptr
// CHECK-NEXT:     %35 = llvm.mul %28, %32 : i64
// CHECK-NEXT:     %36 = llvm.sub %27, %25 : i64
// CHECK-NEXT:     llvm.br ^bb1(%36, %35 : i64, i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %37 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %38 = builtin.unrealized_conversion_cast %37 : i64 to index
// CHECK-NEXT:     return %38 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
