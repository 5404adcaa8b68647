// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--convert-to-llvm

// distinct_objects: one llvm.intr.assume with a "separate_storage" bundle
// per pair of aligned pointers; a single memref is returned as it is.

func.func @f(%a: memref<?xf32>, %b: memref<4xi8, 1>, %c: memref<f64>) {
  %1, %2, %3 = memref.distinct_objects %a, %b, %c : memref<?xf32>, memref<4xi8, 1>, memref<f64>
  return
}
func.func @g(%a: memref<?xf32>) -> memref<?xf32> {
  %1 = memref.distinct_objects %a : memref<?xf32>
  return %1 : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<?xf32>, %arg1: memref<4xi8, 1>, %arg2: memref<f64>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : memref<4xi8, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     llvm.intr.assume %6 ["separate_storage"(%3, %4 : !llvm.ptr, !llvm.ptr<1>)] : i1
// CHECK-NEXT:     llvm.intr.assume %6 ["separate_storage"(%3, %5 : !llvm.ptr, !llvm.ptr)] : i1
// CHECK-NEXT:     llvm.intr.assume %6 ["separate_storage"(%4, %5 : !llvm.ptr<1>, !llvm.ptr)] : i1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     return %arg0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
