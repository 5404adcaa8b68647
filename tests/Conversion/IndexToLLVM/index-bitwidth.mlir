// RUN: strata-opt %s --allow-unregistered-dialect --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s
// CONFORMANCE: pipeline=--convert-index-to-llvm=index-bitwidth=32

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
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:   %2 = llvm.add %1, %0 : i32
// CHECK-NEXT:   %3 = llvm.sub %1, %0 : i32
// CHECK-NEXT:   %4 = llvm.mul %1, %0 : i32
// CHECK-NEXT:   %5 = llvm.sdiv %1, %0 : i32
// CHECK-NEXT:   %6 = llvm.udiv %1, %0 : i32
// CHECK-NEXT:   %7 = llvm.srem %1, %0 : i32
// CHECK-NEXT:   %8 = llvm.urem %1, %0 : i32
// CHECK-NEXT:   %9 = llvm.shl %1, %0 : i32
// CHECK-NEXT:   %10 = llvm.ashr %1, %0 : i32
// CHECK-NEXT:   %11 = llvm.lshr %1, %0 : i32
// CHECK-NEXT:   %12 = llvm.and %1, %0 : i32
// CHECK-NEXT:   %13 = llvm.or %1, %0 : i32
// CHECK-NEXT:   %14 = llvm.xor %1, %0 : i32
// CHECK-NEXT:   %15 = llvm.icmp "slt" %1, %0 : i32
// CHECK-NEXT:   %16 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:   %17 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %18 = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:   %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %20 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %21 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:   %22 = llvm.icmp "sgt" %0, %19 : i32
// CHECK-NEXT:   %23 = llvm.select %22, %21, %20 : i1, i32
// CHECK-NEXT:   %24 = llvm.add %1, %23 : i32
// CHECK-NEXT:   %25 = llvm.sdiv %24, %0 : i32
// CHECK-NEXT:   %26 = llvm.add %25, %20 : i32
// CHECK-NEXT:   %27 = llvm.sub %19, %1 : i32
// CHECK-NEXT:   %28 = llvm.sdiv %27, %0 : i32
// CHECK-NEXT:   %29 = llvm.sub %19, %28 : i32
// CHECK-NEXT:   %30 = llvm.icmp "sgt" %1, %19 : i32
// CHECK-NEXT:   %31 = llvm.icmp "eq" %30, %22 : i1
// CHECK-NEXT:   %32 = llvm.icmp "ne" %1, %19 : i32
// CHECK-NEXT:   %33 = llvm.and %31, %32 : i1
// CHECK-NEXT:   %34 = llvm.select %33, %26, %29 : i1, i32
// CHECK-NEXT:   %35 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %36 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %37 = llvm.sub %1, %36 : i32
// CHECK-NEXT:   %38 = llvm.udiv %37, %0 : i32
// CHECK-NEXT:   %39 = llvm.add %38, %36 : i32
// CHECK-NEXT:   %40 = llvm.icmp "eq" %1, %35 : i32
// CHECK-NEXT:   %41 = llvm.select %40, %35, %39 : i1, i32
// CHECK-NEXT:   %42 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %43 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %44 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:   %45 = llvm.icmp "slt" %0, %42 : i32
// CHECK-NEXT:   %46 = llvm.select %45, %43, %44 : i1, i32
// CHECK-NEXT:   %47 = llvm.sub %46, %1 : i32
// CHECK-NEXT:   %48 = llvm.sdiv %47, %0 : i32
// CHECK-NEXT:   %49 = llvm.sub %44, %48 : i32
// CHECK-NEXT:   %50 = llvm.sdiv %1, %0 : i32
// CHECK-NEXT:   %51 = llvm.icmp "slt" %1, %42 : i32
// CHECK-NEXT:   %52 = llvm.icmp "ne" %51, %45 : i1
// CHECK-NEXT:   %53 = llvm.icmp "ne" %1, %42 : i32
// CHECK-NEXT:   %54 = llvm.and %52, %53 : i1
// CHECK-NEXT:   %55 = llvm.select %54, %49, %50 : i1, i32
// CHECK-NEXT:   %56 = llvm.trunc %arg3 : i64 to i32
// CHECK-NEXT:   return
// CHECK-NEXT: }
