// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--convert-scf-to-cf --convert-to-llvm
// CONFORMANCE: pipeline=--convert-to-llvm --reconcile-unrealized-casts

// generic_atomic_rmw becomes a compare-and-swap loop: the element is loaded
// once, the loop block copies the body's ops and retries with the value
// llvm.cmpxchg found until the exchange succeeds. The copies must
// legalize: finalize-memref-to-llvm leaves an op whose body holds arith ops
// alone, convert-to-llvm lowers them in the loop.

func.func @llvm_body(%m: memref<10xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.add %cur, %c : i32
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
func.func @identity(%m: memref<4x?xi64, strided<[?, 1], offset: ?>>, %i: index, %j: index) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi64, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  }
  %y = llvm.add %x, %x : i64
  return %y : i64
}
func.func @arith_body(%m: memref<10xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c = arith.constant 1 : i32
    %n = arith.addi %cur, %c : i32
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
func.func @in_loop(%m: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.generic_atomic_rmw %m[%i] : memref<?xi64> {
    ^bb0(%cur: i64):
      %t = arith.muli %cur, %cur : i64
      memref.atomic_yield %t : i64
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @llvm_body(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.br ^bb1(%4 : i32)
// CHECK-NEXT:   ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %7 = llvm.add %5, %6 : i32
// CHECK-NEXT:     %8 = llvm.cmpxchg %3, %5, %7 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %9 = llvm.extractvalue %8[0] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT:     llvm.cond_br %10, ^bb2, ^bb1(%9 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %9 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity(%arg0: memref<4x?xi64, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xi64, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT:     %8 = llvm.add %7, %0 : i64
// CHECK-NEXT:     %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %10 = llvm.load %9 : !llvm.ptr -> i64
// CHECK-NEXT:     llvm.br ^bb1(%10 : i64)
// CHECK-NEXT:   ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %12 = llvm.cmpxchg %9, %11, %11 acq_rel monotonic : !llvm.ptr, i64
// CHECK-NEXT:     %13 = llvm.extractvalue %12[0] : !llvm.struct<(i64, i1)> 
// CHECK-NEXT:     %14 = llvm.extractvalue %12[1] : !llvm.struct<(i64, i1)> 
// CHECK-NEXT:     llvm.cond_br %14, ^bb2, ^bb1(%13 : i64)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %15 = llvm.add %13, %13 : i64
// CHECK-NEXT:     return %15 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arith_body(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:     %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xi32> {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT:       memref.atomic_yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_loop(%arg0: memref<?xi64>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       %0 = memref.generic_atomic_rmw %arg0[%arg2] : memref<?xi64> {
// CHECK-NEXT:       ^bb0(%arg3: i64):
// CHECK-NEXT:         %1 = arith.muli %arg3, %arg3 : i64
// CHECK-NEXT:         memref.atomic_yield %1 : i64
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
