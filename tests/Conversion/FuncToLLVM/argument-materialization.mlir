// RUN: strata-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// A memref argument used both by an op this pass converts (the call,
// which needs its descriptor) and by one it does not (the load): the
// descriptor packed for the call also serves the load, through one cast,
// as MLIR maps the argument's values to the materialized descriptor.

func.func @load_and_call(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  %r = call @load_and_call(%m, %i) : (memref<?xf32>, index) -> f32
  %s = arith.addf %v, %r : f32
  return %s : f32
}

// -----

func.func @two_memrefs(%a: memref<4x?xf32>, %b: memref<?xi32>, %i: index) -> i32 {
  %x = memref.load %b[%i] : memref<?xi32>
  %y = memref.load %a[%i, %i] : memref<4x?xf32>
  %r = call @two_memrefs(%a, %b, %i) : (memref<4x?xf32>, memref<?xi32>, index) -> i32
  %z = arith.addi %x, %r : i32
  return %z : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @load_and_call(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:     %8 = memref.load %7[%0] : memref<?xf32>
// CHECK-NEXT:     %9 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %11 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %12 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %14 = llvm.call @load_and_call(%9, %10, %11, %12, %13, %arg5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f32
// CHECK-NEXT:     %15 = arith.addf %8, %14 : f32
// CHECK-NEXT:     llvm.return %15 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @two_memrefs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64) -> i32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg12 : i64 to index
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg7, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %arg8, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %arg9, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %arg10, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %arg11, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %arg5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %arg6, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT:     %17 = memref.load %7[%0] : memref<?xi32>
// CHECK-NEXT:     %18 = memref.load %16[%0, %0] : memref<4x?xf32>
// CHECK-NEXT:     %19 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %20 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %21 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %22 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %23 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %24 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %25 = llvm.extractvalue %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %26 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %27 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %28 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %29 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %30 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %31 = llvm.call @two_memrefs(%19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %arg12) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> i32
// CHECK-NEXT:     %32 = arith.addi %17, %31 : i32
// CHECK-NEXT:     llvm.return %32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
