// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Folders: icmp of equal operands, identity casts, extractvalue through
// insertvalue chains, zero GEPs, zext of constants; constants are merged
// and materialized as llvm.mlir.constant.
llvm.func @f(%a: i32, %p: !llvm.ptr, %s: !llvm.struct<(i32, f32)>, %x: f32, %c: i1) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(2 : i32) : i32
  %0 = llvm.add %c1, %c3 : i32
  %1 = llvm.icmp "eq" %a, %a : i32
  %2 = llvm.icmp "slt" %c1, %c3 : i32
  %3 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %4 = llvm.insertvalue %x, %s[1] : !llvm.struct<(i32, f32)>
  %5 = llvm.extractvalue %4[1] : !llvm.struct<(i32, f32)>
  %6 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %7 = llvm.select %c, %a, %a : i1, i32
  %t = llvm.mlir.constant(true) : i1
  %8 = llvm.select %t, %a, %c1 : i1, i32
  %9 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr
  %10 = llvm.mul %a, %c1 : i32
  %11 = llvm.and %a, %a : i32
  %12 = llvm.zext %c1 : i32 to i64
  %13 = llvm.trunc %c1 : i32 to i8
  %14 = llvm.xor %a, %a : i32
  llvm.store %5, %3 : f32, !llvm.ptr
  llvm.store %2, %6 : i1, !llvm.ptr
  llvm.store %1, %9 : i1, !llvm.ptr
  llvm.store %12, %p : i64, !llvm.ptr
  llvm.store %13, %p : i8, !llvm.ptr
  %r0 = llvm.add %0, %7 : i32
  %r1 = llvm.add %r0, %8 : i32
  %r2 = llvm.add %r1, %c2 : i32
  %r3 = llvm.add %r2, %10 : i32
  %r4 = llvm.add %r3, %11 : i32
  %r5 = llvm.add %r4, %14 : i32
  llvm.return %r5 : i32
}

llvm.func @chains(%s: !llvm.struct<(i32, struct<(f32, i8)>)>, %x: f32, %y: i32, %p: !llvm.ptr) -> f32 {
  %0 = llvm.insertvalue %x, %s[1, 0] : !llvm.struct<(i32, struct<(f32, i8)>)>
  %1 = llvm.insertvalue %y, %0[0] : !llvm.struct<(i32, struct<(f32, i8)>)>
  %2 = llvm.extractvalue %1[1, 0] : !llvm.struct<(i32, struct<(f32, i8)>)>
  %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, struct<(f32, i8)>)>
  %4 = llvm.extractvalue %1[1, 1] : !llvm.struct<(i32, struct<(f32, i8)>)>
  llvm.store %3, %p : !llvm.struct<(f32, i8)>, !llvm.ptr
  llvm.store %4, %p : i8, !llvm.ptr
  llvm.return %2 : f32
}
llvm.func @casts(%p: !llvm.ptr, %v: vector<2xi32>) -> !llvm.ptr {
  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr
  %2 = llvm.bitcast %v : vector<2xi32> to i64
  %3 = llvm.bitcast %2 : i64 to vector<2xi32>
  llvm.store %3, %p : vector<2xi32>, !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
llvm.func @compares(%a: i32, %p: !llvm.ptr) -> i1 {
  %0 = llvm.icmp "ne" %a, %a : i32
  %1 = llvm.icmp "uge" %a, %a : i32
  %2 = llvm.icmp "slt" %p, %p : !llvm.ptr
  %3 = llvm.and %0, %1 : i1
  %4 = llvm.or %3, %2 : i1
  llvm.return %4 : i1
}
llvm.func @consts(%p: !llvm.ptr) {
  %c = llvm.mlir.constant(5 : i8) : i8
  %0 = llvm.zext %c : i8 to i32
  %1 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %0, %1 : i32, !llvm.ptr
  %t = llvm.mlir.constant(true) : i1
  %2 = llvm.zext %t : i1 to i8
  llvm.store %2, %p : i8, !llvm.ptr
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.struct<(i32, f32)>, %arg3: f32, %arg4: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %4 = llvm.add %2, %3 : i32
// CHECK-NEXT:     %5 = llvm.icmp "slt" %2, %3 : i32
// CHECK-NEXT:     %6 = llvm.select %arg4, %arg0, %arg0 : i1, i32
// CHECK-NEXT:     %7 = llvm.select %1, %arg0, %2 : i1, i32
// CHECK-NEXT:     %8 = llvm.mul %arg0, %2 : i32
// CHECK-NEXT:     %9 = llvm.and %arg0, %arg0 : i32
// CHECK-NEXT:     %10 = llvm.trunc %2 : i32 to i8
// CHECK-NEXT:     %11 = llvm.xor %arg0, %arg0 : i32
// CHECK-NEXT:     llvm.store %arg3, %arg1 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %arg1 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %1, %arg1 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %arg1 : i64, !llvm.ptr
// CHECK-NEXT:     llvm.store %10, %arg1 : i8, !llvm.ptr
// CHECK-NEXT:     %12 = llvm.add %4, %6 : i32
// CHECK-NEXT:     %13 = llvm.add %12, %7 : i32
// CHECK-NEXT:     %14 = llvm.add %13, %2 : i32
// CHECK-NEXT:     %15 = llvm.add %14, %8 : i32
// CHECK-NEXT:     %16 = llvm.add %15, %9 : i32
// CHECK-NEXT:     %17 = llvm.add %16, %11 : i32
// CHECK-NEXT:     llvm.return %17 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @chains(%arg0: !llvm.struct<(i32, struct<(f32, i8)>)>, %arg1: f32, %arg2: i32, %arg3: !llvm.ptr) -> f32 {
// CHECK-NEXT:     %0 = llvm.insertvalue %arg1, %arg0[1, 0] : !llvm.struct<(i32, struct<(f32, i8)>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, struct<(f32, i8)>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(i32, struct<(f32, i8)>)>
// CHECK-NEXT:     llvm.store %1, %arg3 : !llvm.struct<(f32, i8)>, !llvm.ptr
// CHECK-NEXT:     llvm.store %2, %arg3 : i8, !llvm.ptr
// CHECK-NEXT:     llvm.return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @casts(%arg0: !llvm.ptr, %arg1: vector<2xi32>) -> !llvm.ptr {
// CHECK-NEXT:     llvm.store %arg1, %arg0 : vector<2xi32>, !llvm.ptr
// CHECK-NEXT:     llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @compares(%arg0: i32, %arg1: !llvm.ptr) -> i1 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %1 = llvm.icmp "uge" %arg0, %arg0 : i32
// CHECK-NEXT:     %2 = llvm.icmp "slt" %arg1, %arg1 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.and %0, %1 : i1
// CHECK-NEXT:     %4 = llvm.or %3, %2 : i1
// CHECK-NEXT:     llvm.return %4 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @consts(%arg0: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT:     %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     llvm.store %1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %arg0 : i8, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
