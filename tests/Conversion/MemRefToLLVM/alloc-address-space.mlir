// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=use-aligned-alloc

// The pointer an allocation function returns is cast to the memref's
// address space before it goes into the descriptor.
func.func @space(%n: index) -> (memref<8xf32, 3>, memref<?xi64, 1>) {
  %0 = memref.alloc() : memref<8xf32, 3>
  %1 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi64, 1>
  return %0, %1 : memref<8xf32, 3>, memref<?xi64, 1>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @space(%arg0: index) -> (memref<8xf32, 3>, memref<?xi64, 1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:     %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %1, %12[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %2, %13[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32, 3>
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %18 = llvm.getelementptr %17[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
// CHECK-NEXT:     %20 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:     %21 = llvm.add %19, %20 : i64
// CHECK-NEXT:     %22 = llvm.call @malloc(%21) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:     %24 = llvm.ptrtoint %23 : !llvm.ptr<1> to i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %26 = llvm.sub %20, %25 : i64
// CHECK-NEXT:     %27 = llvm.add %24, %26 : i64
// CHECK-NEXT:     %28 = llvm.urem %27, %20 : i64
// CHECK-NEXT:     %29 = llvm.sub %27, %28 : i64
// CHECK-NEXT:     %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<1>
// CHECK-NEXT:     %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %32 = llvm.insertvalue %23, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %36 = llvm.insertvalue %0, %35[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %37 = llvm.insertvalue %16, %36[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64, 1>
// CHECK-NEXT:     return %15, %38 : memref<8xf32, 3>, memref<?xi64, 1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
