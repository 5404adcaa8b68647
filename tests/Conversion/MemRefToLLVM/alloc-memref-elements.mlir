// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm=use-aligned-alloc
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm=use-aligned-alloc=1,index-bitwidth=32
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm

// With aligned_alloc, memrefs of memrefs take the size of the element's
// descriptor (two pointers, then the offset, sizes and strides; or the
// rank and a pointer when unranked) rounded up to a power of two as their
// alignment.

func.func @ranked_elements(%n: index) -> memref<?xmemref<2x?xi32>> {
  %0 = memref.alloc(%n) : memref<?xmemref<2x?xi32>>
  return %0 : memref<?xmemref<2x?xi32>>
}

// -----

func.func @unranked_elements() -> memref<3xmemref<*xf64>> {
  %0 = memref.alloc() : memref<3xmemref<*xf64>>
  return %0 : memref<3xmemref<*xf64>>
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @narrow_index() -> memref<5xmemref<f32>> {
    %0 = memref.alloc() : memref<5xmemref<f32>>
    return %0 : memref<5xmemref<f32>>
  }
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @ranked_elements(%arg0: index) -> memref<?xmemref<2x?xi32>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %7 = llvm.sub %5, %6 : i64
// CHECK-NEXT:     %8 = llvm.add %4, %7 : i64
// CHECK-NEXT:     %9 = llvm.urem %8, %5 : i64
// CHECK-NEXT:     %10 = llvm.sub %8, %9 : i64
// CHECK-NEXT:     %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xmemref<2x?xi32>>
// CHECK-NEXT:     return %19 : memref<?xmemref<2x?xi32>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @unranked_elements() -> memref<3xmemref<*xf64>> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %1, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xmemref<*xf64>>
// CHECK-NEXT:     return %14 : memref<3xmemref<*xf64>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT:   llvm.func @aligned_alloc(i32, i32) -> !llvm.ptr
// CHECK-NEXT:   func.func @narrow_index() -> memref<5xmemref<f32>> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(5 : index) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32)>
// CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(32 : index) : i32
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:     %7 = llvm.sub %5, %6 : i32
// CHECK-NEXT:     %8 = llvm.add %4, %7 : i32
// CHECK-NEXT:     %9 = llvm.urem %8, %5 : i32
// CHECK-NEXT:     %10 = llvm.sub %8, %9 : i32
// CHECK-NEXT:     %11 = llvm.call @aligned_alloc(%5, %10) : (i32, i32) -> !llvm.ptr
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// CHECK-NEXT:     %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// CHECK-NEXT:     %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<5xmemref<f32>>
// CHECK-NEXT:     return %19 : memref<5xmemref<f32>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
