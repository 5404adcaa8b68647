// RUN: strata-opt %s -lower-affine | FileCheck %s
// CONFORMANCE: pipeline=-lower-affine

// lower-affine declares only arith, memref, scf and vector legal: ops of
// other dialects are folded when they can be (an extractvalue of an
// insertvalue chain gives the inserted value) and kept otherwise.
func.func @fold_extract(%p: !llvm.ptr, %q: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, ptr, i64)>
  %2 = llvm.insertvalue %q, %1[1] : !llvm.struct<(ptr, ptr, i64)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64)>
  return %3 : !llvm.ptr
}

func.func @with_affine(%i: index) -> index {
  %c = index.constant 3
  %a = index.add %c, %c
  %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
  %1 = index.add %0, %a
  return %1 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @fold_extract(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     return %arg0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @with_affine(%arg0: index) -> index {
// CHECK-NEXT:     %idx3 = index.constant 3
// CHECK-NEXT:     %0 = index.add %idx3, %idx3
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %c2 : index
// CHECK-NEXT:     %2 = index.add %1, %0
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
