// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// assume_alignment becomes an llvm.intr.assume with an "align" bundle on
// the first element's address; prefetch an llvm.intr.prefetch of the
// element's address (no wrap flags); memory_space_cast of a ranked memref
// casts both descriptor pointers to the new address space.

func.func @assume_static(%m: memref<8x4xf32>) -> memref<8x4xf32> {
  %0 = memref.assume_alignment %m, 64 : memref<8x4xf32>
  return %0 : memref<8x4xf32>
}
func.func @assume_strided(%m: memref<4x?xi8, strided<[?, 1], offset: 5>>) -> memref<4x?xi8, strided<[?, 1], offset: 5>> {
  %0 = memref.assume_alignment %m, 16 : memref<4x?xi8, strided<[?, 1], offset: 5>>
  return %0 : memref<4x?xi8, strided<[?, 1], offset: 5>>
}
func.func @aa(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.assume_alignment %m, 16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @pf(%m: memref<8x?xf32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<8x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<8x?xf32>
  return
}
func.func @msc(%m: memref<4x?xf32, 1>) -> memref<4x?xf32> {
  %0 = memref.memory_space_cast %m : memref<4x?xf32, 1> to memref<4x?xf32>
  return %0 : memref<4x?xf32>
}
func.func @msc0(%m: memref<f32>) -> memref<f32, 3> {
  %0 = memref.memory_space_cast %m : memref<f32> to memref<f32, 3>
  return %0 : memref<f32, 3>
}
func.func @pf_strided(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<1>, data : memref<?x?xf64, strided<[?, ?], offset: ?>>
  return
}
func.func @pf_rank0(%m: memref<i32>) {
  memref.prefetch %m[], write, locality<2>, data : memref<i32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @assume_static(%arg0: memref<8x4xf32>) -> memref<8x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %3 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:     llvm.intr.assume %2 ["align"(%1, %3 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:     return %arg0 : memref<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assume_strided(%arg0: memref<4x?xi8, strided<[?, 1], offset: 5>>) -> memref<4x?xi8, strided<[?, 1], offset: 5>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xi8, strided<[?, 1], offset: 5>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     llvm.intr.assume %4 ["align"(%3, %5 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:     return %arg0 : memref<4x?xi8, strided<[?, 1], offset: 5>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @aa(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     llvm.intr.assume %4 ["align"(%3, %5 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:     return %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pf(%arg0: memref<8x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<8x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:     %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:     %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     "llvm.intr.prefetch"(%7) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mul %1, %9 : i64
// CHECK-NEXT:     %11 = llvm.add %10, %0 : i64
// CHECK-NEXT:     %12 = llvm.getelementptr %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     "llvm.intr.prefetch"(%12) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @msc(%arg0: memref<4x?xf32, 1>) -> memref<4x?xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:     %9 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:     %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %3, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %4, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %6, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %5, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %7, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT:     return %18 : memref<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @msc0(%arg0: memref<f32>) -> memref<f32, 3> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %4 = llvm.addrspacecast %1 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT:     %5 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:     %7 = llvm.insertvalue %4, %6[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)> 
// CHECK-NEXT:     %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)> 
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<3>, ptr<3>, i64)> to memref<f32, 3>
// CHECK-NEXT:     return %10 : memref<f32, 3>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pf_strided(%arg0: memref<?x?xf64, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf64, strided<[?, ?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT:     %8 = llvm.extractvalue %2[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mul %0, %8 : i64
// CHECK-NEXT:     %10 = llvm.add %7, %9 : i64
// CHECK-NEXT:     %11 = llvm.getelementptr %5[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     "llvm.intr.prefetch"(%11) <{cache = 1 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pf_rank0(%arg0: memref<i32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<i32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     "llvm.intr.prefetch"(%1) <{cache = 1 : i32, hint = 2 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
