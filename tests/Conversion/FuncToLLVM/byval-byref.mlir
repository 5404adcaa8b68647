// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s

// Arguments passed `llvm.byval` or `llvm.byref` whose type does not lower
// to a pointer become pointers; the value is loaded at the entry, also
// when it is unused.

func.func @used(%arg1: index {llvm.byval = index}) -> index {
  %c = arith.addi %arg1, %arg1 : index
  return %c : index
}

func.func @unused(%arg1: index {llvm.byval = index}, %arg2: i32, %arg3: index {llvm.byref = i32}) {
  return
}

func.func @other_type(%arg1: index {llvm.byval = index}, %arg2: index {llvm.byval = i16}) -> (index, index) {
  return %arg2, %arg1 : index, index
}

func.func private @decl(%arg0: index {llvm.byref = i32}, %arg1: i64)

func.func @bare(%arg0: memref<4xf32> {llvm.byval = i32}) attributes {llvm.bareptr} {
  %c = arith.constant 0 : index
  %v = memref.load %arg0[%c] : memref<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @used(%arg0: !llvm.ptr {llvm.byval = i64}) -> i64 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:     %2 = arith.addi %1, %1 : index
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : index to i64
// CHECK-NEXT:     llvm.return %3 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @unused(%arg0: !llvm.ptr {llvm.byval = i64}, %arg1: i32, %arg2: !llvm.ptr {llvm.byref = i32}) {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     %1 = llvm.load %arg2 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @other_type(%arg0: !llvm.ptr {llvm.byval = i64}, %arg1: !llvm.ptr {llvm.byval = i16}) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     %1 = llvm.load %arg1 : !llvm.ptr -> i16
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
// CHECK-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, i64)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<(i64, i64)> 
// CHECK-NEXT:     llvm.return %5 : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @decl(!llvm.ptr {llvm.byref = i32}, i64) attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @bare(%arg0: !llvm.ptr {llvm.byval = i32}) attributes {llvm.bareptr} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %10 = memref.load %9[%c0] : memref<4xf32>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
