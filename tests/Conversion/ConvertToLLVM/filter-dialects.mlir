// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm=filter-dialects=arith,func | FileCheck %s
// CONFORMANCE: pipeline=--convert-to-llvm=filter-dialects=arith,func

// filter-dialects restricts the conversion to the listed dialects.
func.func @mixed(%c: i1, %a: i32, %i: index, %m: memref<?xf32>) -> f32 {
  %0 = arith.addi %a, %a : i32
  %1 = index.add %i, %i
  cf.cond_br %c, ^b1, ^b2(%1 : index)
^b1:
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
^b2(%j: index):
  %w = memref.load %m[%j] : memref<?xf32>
  return %w : f32
}

// CHECK: llvm.func @mixed(%arg0: i1, %arg1: i32, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT:   %8 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:   %9 = index.add %7, %7
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2(%9 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %10 = memref.load %6[%7] : memref<?xf32>
// CHECK-NEXT:   llvm.return %10 : f32
// CHECK-NEXT: ^bb2(%11: index):  // pred: ^bb0
// CHECK-NEXT:   %12 = memref.load %6[%11] : memref<?xf32>
// CHECK-NEXT:   llvm.return %12 : f32
// CHECK-NEXT: }
