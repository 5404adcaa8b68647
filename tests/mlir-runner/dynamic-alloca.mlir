// An alloca of dynamic size (memref.alloca with a size operand, lowered by
// mlir-opt --convert-linalg-to-loops --expand-strided-metadata
// --finalize-memref-to-llvm --convert-scf-to-cf --convert-to-llvm).
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @fill(%arg0: i64) {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(2.500000e+00 : f32) : f32
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %arg0 x f32 : (i64) -> !llvm.ptr
    %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%1 : i64)
  ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb2
    %13 = llvm.icmp "slt" %12, %arg0 : i64
    llvm.cond_br %13, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %14 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.getelementptr inbounds|nuw %14[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2, %15 : f32, !llvm.ptr
    %16 = llvm.add %12, %0 : i64
    llvm.br ^bb1(%16 : i64)
  ^bb3:  // pred: ^bb1
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.alloca %17 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %11, %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(i64, ptr)> 
    %22 = llvm.insertvalue %18, %21[1] : !llvm.struct<(i64, ptr)> 
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(i64, ptr)> 
    %24 = llvm.extractvalue %22[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%23, %24) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(4 : index) : i64
    llvm.call @fill(%0) : (i64) -> ()
    llvm.return
  }
}


// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [2.5,  2.5,  2.5,  2.5]
