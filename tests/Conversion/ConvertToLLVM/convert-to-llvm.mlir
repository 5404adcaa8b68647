// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--convert-to-llvm --mlir-print-debuginfo

// Every dialect with a lowering is converted in one conversion.
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
// CHECK-NEXT:   %6 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:   %7 = llvm.add %arg2, %arg2 : i64
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2(%7 : i64)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %9 = llvm.getelementptr inbounds|nuw %8[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.return %10 : f32
// CHECK-NEXT: ^bb2(%11: i64):  // pred: ^bb0
// CHECK-NEXT:   %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %13 = llvm.getelementptr inbounds|nuw %12[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %14 = llvm.load %13 : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.return %14 : f32
// CHECK-NEXT: }

// -----

func.func @cf(%c: i1, %a: i32, %i: index) -> index {
  cf.br ^b1(%a, %i : i32, index)
^b1(%x: i32, %y: index):
  cf.cond_br %c, ^b2(%y : index), ^b3 {branch_weights = array<i32: 3, 5>}
^b2(%z: index):
  cf.switch %x : i32, [
    default: ^b3,
    42: ^b4(%z : index),
    43: ^b3
  ]
^b3:
  cf.assert %c, "oops"
  return %i : index
^b4(%w: index):
  return %w : index
}

// CHECK: llvm.func @abort()
// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK: llvm.mlir.global private constant @assert_msg(dense<[111, 111, 112, 115, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK: llvm.func @cf(%arg0: i1, %arg1: i32, %arg2: i64) -> i64 {
// CHECK-NEXT:   llvm.br ^bb1(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb1(%0: i32, %1: i64):  // pred: ^bb0
// CHECK-NEXT:   llvm.cond_br %arg0 weights([3, 5]), ^bb2(%1 : i64), ^bb3
// CHECK-NEXT: ^bb2(%2: i64):  // pred: ^bb1
// CHECK-NEXT:   llvm.switch %0 : i32, ^bb3 [
// CHECK-NEXT:     42: ^bb5(%2 : i64),
// CHECK-NEXT:     43: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb4, ^bb6
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   llvm.return %arg2 : i64
// CHECK-NEXT: ^bb5(%3: i64):  // pred: ^bb2
// CHECK-NEXT:   llvm.return %3 : i64
// CHECK-NEXT: ^bb6:  // pred: ^bb3
// CHECK-NEXT:   %4 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:   llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }

// -----

func.func @alloc(%n: index) -> memref<4x?xf32> {
  %0 = memref.alloc(%n) : memref<4x?xf32>
  %1 = memref.alloca() : memref<2xi64>
  %2 = memref.alloc() {alignment = 16 : i64} : memref<8xf16>
  memref.dealloc %2 : memref<8xf16>
  return %0 : memref<4x?xf32>
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.func @alloc(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:   %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %2 = llvm.mul %arg0, %0 : i64
// CHECK-NEXT:   %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:   %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %arg0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.insertvalue %arg0, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %18 = llvm.alloca %16 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = llvm.insertvalue %16, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %25 = llvm.insertvalue %17, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:   %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT:   %31 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:   %32 = llvm.add %30, %31 : i64
// CHECK-NEXT:   %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT:   %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %36 = llvm.sub %31, %35 : i64
// CHECK-NEXT:   %37 = llvm.add %34, %36 : i64
// CHECK-NEXT:   %38 = llvm.urem %37, %31 : i64
// CHECK-NEXT:   %39 = llvm.sub %37, %38 : i64
// CHECK-NEXT:   %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
// CHECK-NEXT:   %41 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %42 = llvm.insertvalue %33, %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %46 = llvm.insertvalue %26, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %47 = llvm.insertvalue %27, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %48 = llvm.extractvalue %47[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.call @free(%48) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }

// -----

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

// CHECK: llvm.func @idx(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: i64) {
// CHECK-NEXT:   %0 = llvm.add %arg0, %arg1 : i64
// CHECK-NEXT:   %1 = llvm.sub %arg0, %arg1 : i64
// CHECK-NEXT:   %2 = llvm.mul %arg0, %arg1 : i64
// CHECK-NEXT:   %3 = llvm.sdiv %arg0, %arg1 : i64
// CHECK-NEXT:   %4 = llvm.udiv %arg0, %arg1 : i64
// CHECK-NEXT:   %5 = llvm.srem %arg0, %arg1 : i64
// CHECK-NEXT:   %6 = llvm.urem %arg0, %arg1 : i64
// CHECK-NEXT:   %7 = llvm.shl %arg0, %arg1 : i64
// CHECK-NEXT:   %8 = llvm.ashr %arg0, %arg1 : i64
// CHECK-NEXT:   %9 = llvm.lshr %arg0, %arg1 : i64
// CHECK-NEXT:   %10 = llvm.and %arg0, %arg1 : i64
// CHECK-NEXT:   %11 = llvm.or %arg0, %arg1 : i64
// CHECK-NEXT:   %12 = llvm.xor %arg0, %arg1 : i64
// CHECK-NEXT:   %13 = llvm.icmp "slt" %arg0, %arg1 : i64
// CHECK-NEXT:   %14 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT:   %15 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %16 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT:   %17 = llvm.trunc %arg0 : i64 to i32
// CHECK-NEXT:   %18 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:   %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %20 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %21 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %22 = llvm.icmp "sgt" %arg1, %19 : i64
// CHECK-NEXT:   %23 = llvm.select %22, %21, %20 : i1, i64
// CHECK-NEXT:   %24 = llvm.add %arg0, %23 : i64
// CHECK-NEXT:   %25 = llvm.sdiv %24, %arg1 : i64
// CHECK-NEXT:   %26 = llvm.add %25, %20 : i64
// CHECK-NEXT:   %27 = llvm.sub %19, %arg0 : i64
// CHECK-NEXT:   %28 = llvm.sdiv %27, %arg1 : i64
// CHECK-NEXT:   %29 = llvm.sub %19, %28 : i64
// CHECK-NEXT:   %30 = llvm.icmp "sgt" %arg0, %19 : i64
// CHECK-NEXT:   %31 = llvm.icmp "eq" %30, %22 : i1
// CHECK-NEXT:   %32 = llvm.icmp "ne" %arg0, %19 : i64
// CHECK-NEXT:   %33 = llvm.and %31, %32 : i1
// CHECK-NEXT:   %34 = llvm.select %33, %26, %29 : i1, i64
// CHECK-NEXT:   %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %36 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %37 = llvm.sub %arg0, %36 : i64
// CHECK-NEXT:   %38 = llvm.udiv %37, %arg1 : i64
// CHECK-NEXT:   %39 = llvm.add %38, %36 : i64
// CHECK-NEXT:   %40 = llvm.icmp "eq" %arg0, %35 : i64
// CHECK-NEXT:   %41 = llvm.select %40, %35, %39 : i1, i64
// CHECK-NEXT:   %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %44 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:   %45 = llvm.icmp "slt" %arg1, %42 : i64
// CHECK-NEXT:   %46 = llvm.select %45, %43, %44 : i1, i64
// CHECK-NEXT:   %47 = llvm.sub %46, %arg0 : i64
// CHECK-NEXT:   %48 = llvm.sdiv %47, %arg1 : i64
// CHECK-NEXT:   %49 = llvm.sub %44, %48 : i64
// CHECK-NEXT:   %50 = llvm.sdiv %arg0, %arg1 : i64
// CHECK-NEXT:   %51 = llvm.icmp "slt" %arg0, %42 : i64
// CHECK-NEXT:   %52 = llvm.icmp "ne" %51, %45 : i1
// CHECK-NEXT:   %53 = llvm.icmp "ne" %arg0, %42 : i64
// CHECK-NEXT:   %54 = llvm.and %52, %53 : i1
// CHECK-NEXT:   %55 = llvm.select %54, %49, %50 : i1, i64
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
