// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-to-llvm

// The vector dialect takes part in convert-to-llvm through its interface:
// functions, arithmetic and vector ops lower together.
func.func @mix(%v: vector<4xi32>, %m: memref<8xi32>, %i: index) -> i32 {
  %c = arith.constant dense<3> : vector<4xi32>
  %w = arith.muli %v, %c : vector<4xi32>
  vector.store %w, %m[%i] : memref<8xi32>, vector<4xi32>
  %l = vector.load %m[%i] : memref<8xi32>, vector<4xi32>
  %s = vector.shuffle %l, %w [0, 5, 2, 7] : vector<4xi32>, vector<4xi32>
  %r = vector.reduction <add>, %s : vector<4xi32> into i32
  %e = vector.extract %l[1] : i32 from vector<4xi32>
  vector.print %e : i32
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.func @mix(%arg0: vector<4xi32>, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:     %7 = llvm.mul %arg0, %6 : vector<4xi32>
// CHECK-NEXT:     %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.getelementptr %8[%arg6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %7, %9 {alignment = 4 : i64} : vector<4xi32>, !llvm.ptr
// CHECK-NEXT:     %10 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %11 = llvm.getelementptr %10[%arg6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %12 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %7 [0, 5, 2, 7] : vector<4xi32> 
// CHECK-NEXT:     %14 = "llvm.intr.vector.reduce.add"(%13) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %16 = llvm.extractelement %12[%15 : i64] : vector<4xi32>
// CHECK-NEXT:     %17 = llvm.sext %16 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%17) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.return %14 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
