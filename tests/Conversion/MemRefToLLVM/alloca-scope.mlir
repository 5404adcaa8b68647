// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// alloca_scope inlines its body between a stacksave (before branching in)
// and a stackrestore (before branching out with the returned values to a
// block whose arguments replace the results).

func.func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func.func @noresult(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xi8>
  }
  return
}
func.func @two(%m: i64, %x: f32) -> (i64, f32) {
  %r:2 = memref.alloca_scope -> (i64, f32) {
    %a = memref.alloca() : memref<4xf32>
    %c1 = arith.constant 1 : index
    memref.store %x, %a[%c1] : memref<4xf32>
    memref.alloca_scope.return %m, %x : i64, f32
  }
  return %r#0, %r#1 : i64, f32
}
func.func @nested(%n: index) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi8>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @scope(%arg0: index) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %0, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %2, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:     %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.getelementptr inbounds|nuw %12[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %14 = llvm.load %13 : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.intr.stackrestore %1 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb2(%14 : f32)
// CHECK-NEXT:   ^bb2(%15: f32):  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     return %15 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noresult(%arg0: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %0, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %2, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.intr.stackrestore %1 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two(%arg0: i64, %arg1: f32) -> (i64, f32) {
// CHECK-NEXT:     %0 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.alloca %1 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %1, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %2, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:     %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.getelementptr inbounds|nuw %12[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg1, %13 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %0 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb2(%arg0, %arg1 : i64, f32)
// CHECK-NEXT:   ^bb2(%14: i64, %15: f32):  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     return %14, %15 : i64, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.intr.stackrestore %1 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
