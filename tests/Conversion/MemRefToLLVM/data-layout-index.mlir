// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm

// Without `index-bitwidth`, descriptors and sizes use the width of
// `index` in the module's data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  func.func @alloc(%n: index) -> memref<?x4xf32> {
    %0 = memref.alloc(%n) : memref<?x4xf32>
    return %0 : memref<?x4xf32>
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT:   llvm.func @malloc(i32) -> !llvm.ptr
// CHECK-NEXT:   func.func @alloc(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:     %3 = llvm.mul %1, %0 : i32
// CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.ptrtoint %5 : !llvm.ptr to i32
// CHECK-NEXT:     %7 = llvm.call @malloc(%6) : (i32) -> !llvm.ptr
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x4xf32>
// CHECK-NEXT:     return %17 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
