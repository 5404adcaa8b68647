// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// atomic_rmw becomes an acq_rel llvm.atomicrmw on the element's address
// (computed without wrap flags); mulf and muli have no llvm.atomicrmw
// counterpart and are left alone.

func.func @rmw(%m: memref<8x?xf32>, %n: memref<?xi32>, %f: f32, %x: i32, %i: index, %j: index) {
  %0 = memref.atomic_rmw addf %f, %m[%i, %j] : (f32, memref<8x?xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %m[%i, %j] : (f32, memref<8x?xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %f, %m[%i, %j] : (f32, memref<8x?xf32>) -> f32
  %3 = memref.atomic_rmw maxnumf %f, %m[%i, %j] : (f32, memref<8x?xf32>) -> f32
  %4 = memref.atomic_rmw minnumf %f, %m[%i, %j] : (f32, memref<8x?xf32>) -> f32
  %5 = memref.atomic_rmw assign %f, %m[%i, %j] : (f32, memref<8x?xf32>) -> f32
  %6 = memref.atomic_rmw addi %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %7 = memref.atomic_rmw maxs %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %8 = memref.atomic_rmw mins %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %9 = memref.atomic_rmw maxu %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %10 = memref.atomic_rmw minu %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %11 = memref.atomic_rmw ori %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %12 = memref.atomic_rmw andi %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %13 = memref.atomic_rmw xori %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %14 = memref.atomic_rmw assign %x, %n[%i] : (i32, memref<?xi32>) -> i32
  %15 = memref.atomic_rmw muli %x, %n[%i] : (i32, memref<?xi32>) -> i32
  return
}
func.func @rmw_strided(%m: memref<4x4xi64, strided<[8, 2], offset: ?>>, %v: i64, %i: index) -> i64 {
  %0 = memref.atomic_rmw addi %v, %m[%i, %i] : (i64, memref<4x4xi64, strided<[8, 2], offset: ?>>) -> i64
  return %0 : i64
}
func.func @rmw_rank0(%m: memref<f16>, %v: f16) -> f16 {
  %0 = memref.atomic_rmw addf %v, %m[] : (f16, memref<f16>) -> f16
  %1 = memref.atomic_rmw mulf %0, %m[] : (f16, memref<f16>) -> f16
  return %1 : f16
}

// CHECK: module {
// CHECK-NEXT:   func.func @rmw(%arg0: memref<8x?xf32>, %arg1: memref<?xi32>, %arg2: f32, %arg3: i32, %arg4: index, %arg5: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg0 : memref<8x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.mul %2, %5 : i64
// CHECK-NEXT:     %7 = llvm.add %6, %1 : i64
// CHECK-NEXT:     %8 = llvm.getelementptr %4[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %9 = llvm.atomicrmw fadd %8, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %10 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mul %2, %11 : i64
// CHECK-NEXT:     %13 = llvm.add %12, %1 : i64
// CHECK-NEXT:     %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %15 = llvm.atomicrmw fmaximum %14, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %16 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = llvm.mul %2, %17 : i64
// CHECK-NEXT:     %19 = llvm.add %18, %1 : i64
// CHECK-NEXT:     %20 = llvm.getelementptr %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %21 = llvm.atomicrmw fminimum %20, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %22 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %23 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %24 = llvm.mul %2, %23 : i64
// CHECK-NEXT:     %25 = llvm.add %24, %1 : i64
// CHECK-NEXT:     %26 = llvm.getelementptr %22[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %27 = llvm.atomicrmw fmax %26, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %28 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %29 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %30 = llvm.mul %2, %29 : i64
// CHECK-NEXT:     %31 = llvm.add %30, %1 : i64
// CHECK-NEXT:     %32 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %33 = llvm.atomicrmw fmin %32, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %34 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %35 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %36 = llvm.mul %2, %35 : i64
// CHECK-NEXT:     %37 = llvm.add %36, %1 : i64
// CHECK-NEXT:     %38 = llvm.getelementptr %34[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %39 = llvm.atomicrmw xchg %38, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %40 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %41 = llvm.getelementptr %40[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %42 = llvm.atomicrmw add %41, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %43 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %44 = llvm.getelementptr %43[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %45 = llvm.atomicrmw max %44, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %46 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %47 = llvm.getelementptr %46[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %48 = llvm.atomicrmw min %47, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %49 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %50 = llvm.getelementptr %49[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %51 = llvm.atomicrmw umax %50, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %52 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %53 = llvm.getelementptr %52[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %54 = llvm.atomicrmw umin %53, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %55 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %56 = llvm.getelementptr %55[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %57 = llvm.atomicrmw _or %56, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %58 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %59 = llvm.getelementptr %58[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %60 = llvm.atomicrmw _and %59, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %61 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %62 = llvm.getelementptr %61[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %63 = llvm.atomicrmw _xor %62, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %64 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %65 = llvm.getelementptr %64[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %66 = llvm.atomicrmw xchg %65, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %67 = memref.atomic_rmw muli %arg3, %arg1[%arg4] : (i32, memref<?xi32>) -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rmw_strided(%arg0: memref<4x4xi64, strided<[8, 2], offset: ?>>, %arg1: i64, %arg2: index) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xi64, strided<[8, 2], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %6 = llvm.mul %0, %5 : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %8 = llvm.mul %0, %7 : i64
// CHECK-NEXT:     %9 = llvm.add %6, %8 : i64
// CHECK-NEXT:     %10 = llvm.getelementptr %4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %11 = llvm.atomicrmw add %10, %arg1 acq_rel : !llvm.ptr, i64
// CHECK-NEXT:     return %11 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rmw_rank0(%arg0: memref<f16>, %arg1: f16) -> f16 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<f16> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %2 = llvm.atomicrmw fadd %1, %arg1 acq_rel : !llvm.ptr, f16
// CHECK-NEXT:     %3 = memref.atomic_rmw mulf %2, %arg0[] : (f16, memref<f16>) -> f16
// CHECK-NEXT:     return %3 : f16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
