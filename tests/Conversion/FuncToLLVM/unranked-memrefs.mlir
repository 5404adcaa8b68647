// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm
// CONFORMANCE: pipeline=--convert-func-to-llvm=index-bitwidth=32
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// Unranked memrefs point to a ranked descriptor in the frame that made
// them: a function returning one copies that descriptor to the heap
// (malloc), and a caller copies a returned one to its own stack and frees
// the heap copy.

func.func @ret(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}
func.func @caller(%m: memref<*xf32>) -> memref<*xf32> {
  %r = call @ret(%m) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
func.func private @ext(memref<*xi8>, i32) -> (i32, memref<*xi8>, memref<*xf16>)
func.func @multi(%m: memref<*xi8>, %x: i32) -> (memref<*xf16>, i32) {
  %a, %b, %c = call @ext(%m, %x) : (memref<*xi8>, i32) -> (i32, memref<*xi8>, memref<*xf16>)
  return %c, %a : memref<*xf16>, i32
}
func.func @from_ranked(%m: memref<4xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @ret(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %7 = llvm.mul %4, %6 : i64
// CHECK-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %9 = llvm.mul %4, %8 : i64
// CHECK-NEXT:     %10 = llvm.add %9, %3 : i64
// CHECK-NEXT:     %11 = llvm.mul %10, %5 : i64
// CHECK-NEXT:     %12 = llvm.add %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     llvm.return %18 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %5 = llvm.call @ret(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.add %12, %6 : i64
// CHECK-NEXT:     %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT:     %15 = llvm.add %10, %14 : i64
// CHECK-NEXT:     %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%17) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %26 = llvm.mul %23, %25 : i64
// CHECK-NEXT:     %27 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %28 = llvm.mul %23, %27 : i64
// CHECK-NEXT:     %29 = llvm.add %28, %22 : i64
// CHECK-NEXT:     %30 = llvm.mul %29, %24 : i64
// CHECK-NEXT:     %31 = llvm.add %26, %30 : i64
// CHECK-NEXT:     %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %33 = llvm.extractvalue %21[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %35 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     llvm.return %37 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @ext(i64, !llvm.ptr, i32) -> !llvm.struct<(i32, struct<(i64, ptr)>, struct<(i64, ptr)>)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @multi(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32) -> !llvm.struct<(struct<(i64, ptr)>, i32)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %5 = llvm.call @ext(%3, %4, %arg2) : (i64, !llvm.ptr, i32) -> !llvm.struct<(i32, struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(i32, struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT:     %8 = llvm.extractvalue %5[2] : !llvm.struct<(i32, struct<(i64, ptr)>, struct<(i64, ptr)>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %13 = llvm.mul %10, %12 : i64
// CHECK-NEXT:     %14 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %15 = llvm.mul %10, %14 : i64
// CHECK-NEXT:     %16 = llvm.add %15, %9 : i64
// CHECK-NEXT:     %17 = llvm.mul %16, %11 : i64
// CHECK-NEXT:     %18 = llvm.add %13, %17 : i64
// CHECK-NEXT:     %19 = llvm.alloca %18 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %20 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%19, %20, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%20) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %21 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %21[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %24 = llvm.insertvalue %19, %23[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %26 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %29 = llvm.mul %26, %28 : i64
// CHECK-NEXT:     %30 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %31 = llvm.mul %26, %30 : i64
// CHECK-NEXT:     %32 = llvm.add %31, %25 : i64
// CHECK-NEXT:     %33 = llvm.mul %32, %27 : i64
// CHECK-NEXT:     %34 = llvm.add %29, %33 : i64
// CHECK-NEXT:     %35 = llvm.alloca %34 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %36 = llvm.extractvalue %8[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%35, %36, %34) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%36) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %37 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %39 = llvm.insertvalue %38, %37[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %40 = llvm.insertvalue %35, %39[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %42 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %43 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %44 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %45 = llvm.mul %42, %44 : i64
// CHECK-NEXT:     %46 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %47 = llvm.mul %42, %46 : i64
// CHECK-NEXT:     %48 = llvm.add %47, %41 : i64
// CHECK-NEXT:     %49 = llvm.mul %48, %43 : i64
// CHECK-NEXT:     %50 = llvm.add %45, %49 : i64
// CHECK-NEXT:     %51 = llvm.call @malloc(%50) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %52 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%51, %52, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %53 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %54 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %55 = llvm.insertvalue %54, %53[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %56 = llvm.insertvalue %51, %55[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %57 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, i32)>
// CHECK-NEXT:     %58 = llvm.insertvalue %56, %57[0] : !llvm.struct<(struct<(i64, ptr)>, i32)> 
// CHECK-NEXT:     %59 = llvm.insertvalue %6, %58[1] : !llvm.struct<(struct<(i64, ptr)>, i32)> 
// CHECK-NEXT:     llvm.return %59 : !llvm.struct<(struct<(i64, ptr)>, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @from_ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %6 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %cast : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %12 = llvm.mul %9, %11 : i64
// CHECK-NEXT:     %13 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %14 = llvm.mul %9, %13 : i64
// CHECK-NEXT:     %15 = llvm.add %14, %8 : i64
// CHECK-NEXT:     %16 = llvm.mul %15, %10 : i64
// CHECK-NEXT:     %17 = llvm.add %12, %16 : i64
// CHECK-NEXT:     %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %19 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     llvm.return %23 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
