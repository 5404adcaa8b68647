// RUN: strata-opt %s --allow-unregistered-dialect --convert-index-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-index-to-llvm
// Every index op but min/max: arithmetic, comparisons, constants, casts,
// sizeof and the expanded ceil/floor divisions.

func.func @idx(%a: index, %b: index, %c: i32, %d: i64) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
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
// CHECK-NEXT:   %9 = llvm.shl %1, %0 : i64
// CHECK-NEXT:   %10 = llvm.ashr %1, %0 : i64
// CHECK-NEXT:   %11 = llvm.lshr %1, %0 : i64
// CHECK-NEXT:   %12 = llvm.and %1, %0 : i64
// CHECK-NEXT:   %13 = llvm.or %1, %0 : i64
// CHECK-NEXT:   %14 = llvm.xor %1, %0 : i64
// CHECK-NEXT:   %15 = llvm.icmp "slt" %1, %0 : i64
// CHECK-NEXT:   %16 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT:   %17 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %18 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT:   %19 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT:   %20 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:   %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %23 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %24 = llvm.icmp "sgt" %0, %21 : i64
// CHECK-NEXT:   %25 = llvm.select %24, %23, %22 : i1, i64
// CHECK-NEXT:   %26 = llvm.add %1, %25 : i64
// CHECK-NEXT:   %27 = llvm.sdiv %26, %0 : i64
// CHECK-NEXT:   %28 = llvm.add %27, %22 : i64
// CHECK-NEXT:   %29 = llvm.sub %21, %1 : i64
// CHECK-NEXT:   %30 = llvm.sdiv %29, %0 : i64
// CHECK-NEXT:   %31 = llvm.sub %21, %30 : i64
// CHECK-NEXT:   %32 = llvm.icmp "sgt" %1, %21 : i64
// CHECK-NEXT:   %33 = llvm.icmp "eq" %32, %24 : i1
// CHECK-NEXT:   %34 = llvm.icmp "ne" %1, %21 : i64
// CHECK-NEXT:   %35 = llvm.and %33, %34 : i1
// CHECK-NEXT:   %36 = llvm.select %35, %28, %31 : i1, i64
// CHECK-NEXT:   %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %39 = llvm.sub %1, %38 : i64
// CHECK-NEXT:   %40 = llvm.udiv %39, %0 : i64
// CHECK-NEXT:   %41 = llvm.add %40, %38 : i64
// CHECK-NEXT:   %42 = llvm.icmp "eq" %1, %37 : i64
// CHECK-NEXT:   %43 = llvm.select %42, %37, %41 : i1, i64
// CHECK-NEXT:   %44 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %45 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %46 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %47 = llvm.icmp "slt" %0, %44 : i64
// CHECK-NEXT:   %48 = llvm.select %47, %45, %46 : i1, i64
// CHECK-NEXT:   %49 = llvm.sub %48, %1 : i64
// CHECK-NEXT:   %50 = llvm.sdiv %49, %0 : i64
// CHECK-NEXT:   %51 = llvm.sub %46, %50 : i64
// CHECK-NEXT:   %52 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT:   %53 = llvm.icmp "slt" %1, %44 : i64
// CHECK-NEXT:   %54 = llvm.icmp "ne" %53, %47 : i1
// CHECK-NEXT:   %55 = llvm.icmp "ne" %1, %44 : i64
// CHECK-NEXT:   %56 = llvm.and %54, %55 : i1
// CHECK-NEXT:   %57 = llvm.select %56, %51, %52 : i1, i64
// CHECK-NEXT:   return
// CHECK-NEXT: }
