// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=index-bitwidth=32
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// dim with a non-constant index reads the sizes array through a stack
// copy; dim and rank of unranked memrefs read the descriptor they point to;
// extract_aligned_pointer_as_index of an unranked memref loads the second
// pointer; a cast from unranked loads the ranked descriptor.

func.func @dim_dynamic_index(%m: memref<?x4x?xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4x?xf32>
  return %d : index
}
func.func @dim_rank_unranked(%m: memref<*xf32>, %i: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %i : memref<*xf32>
  %e = memref.dim %m, %c1 : memref<*xf32>
  %r = memref.rank %m : memref<*xf32>
  return %d, %e, %r : index, index, index
}
func.func @aligned_pointer_unranked(%a: memref<*xf32>, %b: memref<*xi8, 3>) -> (index, index) {
  %p = memref.extract_aligned_pointer_as_index %a : memref<*xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %b : memref<*xi8, 3> -> index
  return %p, %q : index, index
}
func.func @cast_from_unranked(%m: memref<*xf32>) -> (memref<4x?xf32>, memref<f32>) {
  %c = memref.cast %m : memref<*xf32> to memref<4x?xf32>
  %d = memref.cast %m : memref<*xf32> to memref<f32>
  return %c, %d : memref<4x?xf32>, memref<f32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dim_dynamic_index(%arg0: memref<?x4x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %4 = llvm.alloca %2 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %3, %4 : !llvm.array<3 x i64>, !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT:     %6 = llvm.load %5 : !llvm.ptr -> i64
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT:     return %7 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_rank_unranked(%arg0: memref<*xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %4 = llvm.getelementptr %3[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:     %7 = llvm.getelementptr %4[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %8 = llvm.load %7 : !llvm.ptr -> i64
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %11 = llvm.getelementptr %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %13 = llvm.add %12, %2 : i64
// CHECK-NEXT:     %14 = llvm.getelementptr %11[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %15 = llvm.load %14 : !llvm.ptr -> i64
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : i64 to index
// CHECK-NEXT:     %17 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : i64 to index
// CHECK-NEXT:     return %9, %16, %18 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @aligned_pointer_unranked(%arg0: memref<*xf32>, %arg1: memref<*xi8, 3>) -> (index, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xi8, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %3 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:     %7 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %8 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT:     %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT:     %10 = llvm.ptrtoint %9 : !llvm.ptr<3> to i64
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT:     return %6, %11 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_from_unranked(%arg0: memref<*xf32>) -> (memref<4x?xf32>, memref<f32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %5 = llvm.load %4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:     return %3, %6 : memref<4x?xf32>, memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
