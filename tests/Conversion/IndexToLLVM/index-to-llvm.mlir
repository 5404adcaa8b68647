// RUN: strata-opt %s --allow-unregistered-dialect --convert-index-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-index-to-llvm
// Every index op: arithmetic, min/max intrinsics, comparisons, constants,
// casts, sizeof and the expanded ceil/floor divisions.

func.func @idx(%a: index, %b: index, %c: i32, %d: i64) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.maxs %a, %b
  %8 = index.maxu %a, %b
  %9 = index.mins %a, %b
  %10 = index.minu %a, %b
  %11 = index.shl %a, %b
  %12 = index.shrs %a, %b
  %13 = index.shru %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b
  %17 = index.cmp slt(%a, %b)
  %18 = index.constant 42
  %19 = index.bool.constant true
  %20 = index.casts %c : i32 to index
  %21 = index.castu %a : index to i32
  %22 = index.sizeof
  %23 = index.ceildivs %a, %b
  %24 = index.ceildivu %a, %b
  %25 = index.floordivs %a, %b
  %26 = index.casts %d : i64 to index
  return
}

// CHECK: func.func @idx(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.add %1, %0 : i64
// CHECK-NEXT:   %3 = llvm.sub %1, %0 : i64
// CHECK-NEXT:   %4 = llvm.mul %1, %0 : i64
// CHECK-NEXT:   %5 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT:   %6 = llvm.udiv %1, %0 : i64
// CHECK-NEXT:   %7 = llvm.srem %1, %0 : i64
// CHECK-NEXT:   %8 = llvm.urem %1, %0 : i64
// CHECK-NEXT:   %9 = llvm.intr.smax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT:   %10 = llvm.intr.umax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT:   %11 = llvm.intr.smin(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT:   %12 = llvm.intr.umin(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT:   %13 = llvm.shl %1, %0 : i64
// CHECK-NEXT:   %14 = llvm.ashr %1, %0 : i64
// CHECK-NEXT:   %15 = llvm.lshr %1, %0 : i64
// CHECK-NEXT:   %16 = llvm.and %1, %0 : i64
// CHECK-NEXT:   %17 = llvm.or %1, %0 : i64
// CHECK-NEXT:   %18 = llvm.xor %1, %0 : i64
// CHECK-NEXT:   %19 = llvm.icmp "slt" %1, %0 : i64
// CHECK-NEXT:   %20 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT:   %21 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %22 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT:   %23 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT:   %24 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:   %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %27 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %28 = llvm.icmp "sgt" %0, %25 : i64
// CHECK-NEXT:   %29 = llvm.select %28, %27, %26 : i1, i64
// CHECK-NEXT:   %30 = llvm.add %1, %29 : i64
// CHECK-NEXT:   %31 = llvm.sdiv %30, %0 : i64
// CHECK-NEXT:   %32 = llvm.add %31, %26 : i64
// CHECK-NEXT:   %33 = llvm.sub %25, %1 : i64
// CHECK-NEXT:   %34 = llvm.sdiv %33, %0 : i64
// CHECK-NEXT:   %35 = llvm.sub %25, %34 : i64
// CHECK-NEXT:   %36 = llvm.icmp "sgt" %1, %25 : i64
// CHECK-NEXT:   %37 = llvm.icmp "eq" %36, %28 : i1
// CHECK-NEXT:   %38 = llvm.icmp "ne" %1, %25 : i64
// CHECK-NEXT:   %39 = llvm.and %37, %38 : i1
// CHECK-NEXT:   %40 = llvm.select %39, %32, %35 : i1, i64
// CHECK-NEXT:   %41 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %43 = llvm.sub %1, %42 : i64
// CHECK-NEXT:   %44 = llvm.udiv %43, %0 : i64
// CHECK-NEXT:   %45 = llvm.add %44, %42 : i64
// CHECK-NEXT:   %46 = llvm.icmp "eq" %1, %41 : i64
// CHECK-NEXT:   %47 = llvm.select %46, %41, %45 : i1, i64
// CHECK-NEXT:   %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %49 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %50 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %51 = llvm.icmp "slt" %0, %48 : i64
// CHECK-NEXT:   %52 = llvm.select %51, %49, %50 : i1, i64
// CHECK-NEXT:   %53 = llvm.sub %52, %1 : i64
// CHECK-NEXT:   %54 = llvm.sdiv %53, %0 : i64
// CHECK-NEXT:   %55 = llvm.sub %50, %54 : i64
// CHECK-NEXT:   %56 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT:   %57 = llvm.icmp "slt" %1, %48 : i64
// CHECK-NEXT:   %58 = llvm.icmp "ne" %57, %51 : i1
// CHECK-NEXT:   %59 = llvm.icmp "ne" %1, %48 : i64
// CHECK-NEXT:   %60 = llvm.and %58, %59 : i1
// CHECK-NEXT:   %61 = llvm.select %60, %55, %56 : i1, i64
// CHECK-NEXT:   return
// CHECK-NEXT: }
