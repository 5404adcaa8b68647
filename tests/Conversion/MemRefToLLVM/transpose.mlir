// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// transpose: a descriptor with the source's pointers and offset and the
// permuted sizes and strides; identity permutations (rank 0 included) fold
// to the source.

func.func @id(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<?x4xf32> to memref<?x4xf32>
  return %t : memref<?x4xf32>
}
func.func @r0(%m: memref<f32>) -> memref<f32> {
  %t = memref.transpose %m () -> () : memref<f32> to memref<f32>
  return %t : memref<f32>
}
func.func @f(%m: memref<?x?x4xf32>) -> memref<4x?x?xf32, strided<[1, ?, 4]>> {
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x4xf32> to memref<4x?x?xf32, strided<[1, ?, 4]>>
  return %t : memref<4x?x?xf32, strided<[1, ?, 4]>>
}
func.func @swap(%m: memref<3x5xi8, strided<[10, 2], offset: 7>>) -> memref<5x3xi8, strided<[2, 10], offset: 7>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<3x5xi8, strided<[10, 2], offset: 7>> to memref<5x3xi8, strided<[2, 10], offset: 7>>
  return %t : memref<5x3xi8, strided<[2, 10], offset: 7>>
}

// CHECK: module {
// CHECK-NEXT:   func.func @id(%arg0: memref<?x4xf32>) -> memref<?x4xf32> {
// CHECK-NEXT:     return %arg0 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @r0(%arg0: memref<f32>) -> memref<f32> {
// CHECK-NEXT:     return %arg0 : memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: memref<?x?x4xf32>) -> memref<4x?x?xf32, strided<[1, ?, 4]>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %8 = llvm.extractvalue %0[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %0[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %16 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %18 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<4x?x?xf32, strided<[1, ?, 4]>>
// CHECK-NEXT:     return %20 : memref<4x?x?xf32, strided<[1, ?, 4]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swap(%arg0: memref<3x5xi8, strided<[10, 2], offset: 7>>) -> memref<5x3xi8, strided<[2, 10], offset: 7>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<3x5xi8, strided<[10, 2], offset: 7>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<5x3xi8, strided<[2, 10], offset: 7>>
// CHECK-NEXT:     return %16 : memref<5x3xi8, strided<[2, 10], offset: 7>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
