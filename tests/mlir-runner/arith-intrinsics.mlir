// Integer and float arithmetic, comparisons, casts, select, intrinsics
// (including the libm ones), memcpy/memset, aggregates and vectors.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @printI64(i64)
  llvm.func @printU64(i64)
  llvm.func @printF32(f32)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @printOpen()
  llvm.func @printClose()

  llvm.func @pi(%x: i64) {
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @pf(%x: f64) {
    llvm.call @printF64(%x) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }

  llvm.func @integers() {
    %a = llvm.mlir.constant(-17 : i32) : i32
    %b = llvm.mlir.constant(5 : i32) : i32
    %0 = llvm.sdiv %a, %b : i32
    %1 = llvm.srem %a, %b : i32
    %2 = llvm.udiv %a, %b : i32
    %3 = llvm.urem %a, %b : i32
    %4 = llvm.ashr %a, %b : i32
    %5 = llvm.lshr %a, %b : i32
    %6 = llvm.shl %b, %b : i32
    %7 = llvm.xor %a, %b : i32
    %8 = llvm.and %a, %b : i32
    %9 = llvm.or %a, %b : i32
    %e0 = llvm.sext %0 : i32 to i64
    llvm.call @pi(%e0) : (i64) -> ()
    %e1 = llvm.sext %1 : i32 to i64
    llvm.call @pi(%e1) : (i64) -> ()
    %e2 = llvm.zext %2 : i32 to i64
    llvm.call @pi(%e2) : (i64) -> ()
    %e3 = llvm.zext %3 : i32 to i64
    llvm.call @pi(%e3) : (i64) -> ()
    %e4 = llvm.sext %4 : i32 to i64
    llvm.call @pi(%e4) : (i64) -> ()
    %e5 = llvm.zext %5 : i32 to i64
    llvm.call @pi(%e5) : (i64) -> ()
    %e6 = llvm.sext %6 : i32 to i64
    llvm.call @pi(%e6) : (i64) -> ()
    %e7 = llvm.sext %7 : i32 to i64
    llvm.call @pi(%e7) : (i64) -> ()
    %e8 = llvm.sext %8 : i32 to i64
    llvm.call @pi(%e8) : (i64) -> ()
    %e9 = llvm.sext %9 : i32 to i64
    llvm.call @printI64(%e9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    // i1 and narrow integers.
    %t = llvm.icmp "ult" %b, %a : i32
    %st = llvm.sext %t : i1 to i64
    llvm.call @pi(%st) : (i64) -> ()
    %zt = llvm.zext %t : i1 to i64
    llvm.call @pi(%zt) : (i64) -> ()
    %tr = llvm.trunc %a : i32 to i8
    %tre = llvm.sext %tr : i8 to i64
    llvm.call @pi(%tre) : (i64) -> ()
    %c200 = llvm.mlir.constant(200 : i8) : i8
    %c100 = llvm.mlir.constant(100 : i8) : i8
    %wrap = llvm.add %c200, %c100 : i8
    %wz = llvm.zext %wrap : i8 to i64
    llvm.call @pi(%wz) : (i64) -> ()
    %sel = llvm.select %t, %a, %b : i1, i32
    %se = llvm.sext %sel : i32 to i64
    llvm.call @pi(%se) : (i64) -> ()
    %m1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @printU64(%m1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    // Bit intrinsics.
    %x = llvm.mlir.constant(40 : i32) : i32
    %clz = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32
    %ctz = "llvm.intr.cttz"(%x) <{is_zero_poison = false}> : (i32) -> i32
    %pop = llvm.intr.ctpop(%x) : (i32) -> i32
    %abs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
    %smin = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
    %umin = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
    %bsw = llvm.intr.bswap(%x) : (i32) -> i32
    %v0 = llvm.zext %clz : i32 to i64
    llvm.call @pi(%v0) : (i64) -> ()
    %v1 = llvm.zext %ctz : i32 to i64
    llvm.call @pi(%v1) : (i64) -> ()
    %v2 = llvm.zext %pop : i32 to i64
    llvm.call @pi(%v2) : (i64) -> ()
    %v3 = llvm.zext %abs : i32 to i64
    llvm.call @pi(%v3) : (i64) -> ()
    %v4 = llvm.sext %smin : i32 to i64
    llvm.call @pi(%v4) : (i64) -> ()
    %v5 = llvm.sext %umin : i32 to i64
    llvm.call @pi(%v5) : (i64) -> ()
    %v6 = llvm.zext %bsw : i32 to i64
    llvm.call @printI64(%v6) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @floats() {
    %a = llvm.mlir.constant(-2.75 : f64) : f64
    %b = llvm.mlir.constant(0.5 : f64) : f64
    %c = llvm.mlir.constant(3.0 : f64) : f64
    %0 = llvm.fadd %a, %b : f64
    llvm.call @pf(%0) : (f64) -> ()
    %1 = llvm.fsub %a, %b : f64
    llvm.call @pf(%1) : (f64) -> ()
    %2 = llvm.fmul %a, %c : f64
    llvm.call @pf(%2) : (f64) -> ()
    %3 = llvm.fdiv %a, %c : f64
    llvm.call @pf(%3) : (f64) -> ()
    %4 = llvm.frem %a, %b : f64
    llvm.call @pf(%4) : (f64) -> ()
    %5 = llvm.fneg %a : f64
    llvm.call @pf(%5) : (f64) -> ()
    %6 = llvm.intr.fabs(%a) : (f64) -> f64
    llvm.call @pf(%6) : (f64) -> ()
    %7 = llvm.intr.sqrt(%c) : (f64) -> f64
    llvm.call @pf(%7) : (f64) -> ()
    %8 = llvm.intr.fma(%a, %b, %c) : (f64, f64, f64) -> f64
    llvm.call @pf(%8) : (f64) -> ()
    %9 = llvm.intr.floor(%a) : (f64) -> f64
    llvm.call @pf(%9) : (f64) -> ()
    %10 = llvm.intr.ceil(%a) : (f64) -> f64
    llvm.call @pf(%10) : (f64) -> ()
    %11 = llvm.intr.copysign(%c, %a) : (f64, f64) -> f64
    llvm.call @pf(%11) : (f64) -> ()
    %12 = llvm.intr.minnum(%a, %b) : (f64, f64) -> f64
    llvm.call @pf(%12) : (f64) -> ()
    %13 = llvm.intr.maximum(%a, %b) : (f64, f64) -> f64
    llvm.call @printF64(%13) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %14 = llvm.intr.exp(%b) : (f64) -> f64
    llvm.call @pf(%14) : (f64) -> ()
    %15 = llvm.intr.pow(%c, %b) : (f64, f64) -> f64
    llvm.call @pf(%15) : (f64) -> ()
    %16 = llvm.intr.log(%c) : (f64) -> f64
    llvm.call @pf(%16) : (f64) -> ()
    %17 = llvm.intr.sin(%c) : (f64) -> f64
    llvm.call @pf(%17) : (f64) -> ()
    %f = llvm.mlir.constant(1.25 : f32) : f32
    %18 = llvm.intr.cos(%f) : (f32) -> f32
    llvm.call @printF32(%18) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    // Casts and comparisons.
    %19 = llvm.fptosi %a : f64 to i32
    %20 = llvm.sext %19 : i32 to i64
    llvm.call @pi(%20) : (i64) -> ()
    %21 = llvm.sitofp %20 : i64 to f32
    %22 = llvm.fpext %21 : f32 to f64
    llvm.call @pf(%22) : (f64) -> ()
    %23 = llvm.fptrunc %a : f64 to f32
    llvm.call @printF32(%23) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %24 = llvm.bitcast %b : f64 to i64
    llvm.call @pi(%24) : (i64) -> ()
    %25 = llvm.fcmp "olt" %a, %b : f64
    %26 = llvm.zext %25 : i1 to i64
    llvm.call @pi(%26) : (i64) -> ()
    %nan = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %27 = llvm.fcmp "uno" %nan, %b : f64
    %28 = llvm.zext %27 : i1 to i64
    llvm.call @pi(%28) : (i64) -> ()
    %29 = llvm.fcmp "oeq" %nan, %nan : f64
    %30 = llvm.zext %29 : i1 to i64
    llvm.call @printI64(%30) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @memory() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %buf = llvm.alloca %c1 x !llvm.array<8 x i32> : (i64) -> !llvm.ptr
    %two = llvm.alloca %c1 x !llvm.array<8 x i32> : (i64) -> !llvm.ptr
    %c32 = llvm.mlir.constant(32 : i64) : i64
    %byte = llvm.mlir.constant(1 : i8) : i8
    "llvm.intr.memset"(%buf, %byte, %c32) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    "llvm.intr.memcpy"(%two, %buf, %c32) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %p = llvm.getelementptr %two[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
    %v = llvm.load %p : !llvm.ptr -> i32
    %v64 = llvm.zext %v : i32 to i64
    llvm.call @pi(%v64) : (i64) -> ()
    // A struct in memory: field addresses follow the C layout.
    %s = llvm.alloca %c1 x !llvm.struct<(i8, i32, i8, f64)> : (i64) -> !llvm.ptr
    %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i8, f64)>
    %f3 = llvm.getelementptr %s[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i8, f64)>
    %base = llvm.ptrtoint %s : !llvm.ptr to i64
    %o1 = llvm.ptrtoint %f1 : !llvm.ptr to i64
    %o3 = llvm.ptrtoint %f3 : !llvm.ptr to i64
    %d1 = llvm.sub %o1, %base : i64
    %d3 = llvm.sub %o3, %base : i64
    llvm.call @pi(%d1) : (i64) -> ()
    llvm.call @pi(%d3) : (i64) -> ()
    // Aggregates as values: insertvalue, store, load, extractvalue.
    %u = llvm.mlir.undef : !llvm.struct<(i8, i32, i8, f64)>
    %k = llvm.mlir.constant(7 : i32) : i32
    %half = llvm.mlir.constant(0.5 : f64) : f64
    %u1 = llvm.insertvalue %k, %u[1] : !llvm.struct<(i8, i32, i8, f64)>
    %u2 = llvm.insertvalue %half, %u1[3] : !llvm.struct<(i8, i32, i8, f64)>
    llvm.store %u2, %s : !llvm.struct<(i8, i32, i8, f64)>, !llvm.ptr
    %l = llvm.load %f3 : !llvm.ptr -> f64
    llvm.call @pf(%l) : (f64) -> ()
    %whole = llvm.load %s : !llvm.ptr -> !llvm.struct<(i8, i32, i8, f64)>
    %kk = llvm.extractvalue %whole[1] : !llvm.struct<(i8, i32, i8, f64)>
    %kk64 = llvm.zext %kk : i32 to i64
    llvm.call @printI64(%kk64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @vectors() {
    %a = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
    %b = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
    %s = llvm.fmul %a, %b : vector<4xf32>
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %e = llvm.extractelement %s[%c2 : i32] : vector<4xf32>
    llvm.call @printF32(%e) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %r = "llvm.intr.vector.reduce.fadd"(%z, %s) : (f32, vector<4xf32>) -> f32
    llvm.call @printF32(%r) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %nine = llvm.mlir.constant(9.0 : f32) : f32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ins = llvm.insertelement %nine, %s[%c0 : i32] : vector<4xf32>
    %sh = llvm.shufflevector %ins, %a [0, 5, 3, 6] : vector<4xf32>
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %mem = llvm.alloca %c1 x vector<4xf32> : (i64) -> !llvm.ptr
    llvm.store %sh, %mem : vector<4xf32>, !llvm.ptr
    %p3 = llvm.getelementptr %mem[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %x3 = llvm.load %p3 : !llvm.ptr -> f32
    llvm.call @printF32(%x3) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %back = llvm.load %mem : !llvm.ptr -> vector<4xf32>
    %x0 = llvm.extractelement %back[%c0 : i32] : vector<4xf32>
    llvm.call @printF32(%x0) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %ia = llvm.mlir.constant(dense<[1, -2, 3, -4]> : vector<4xi32>) : vector<4xi32>
    %ib = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
    %im = llvm.mul %ia, %ib : vector<4xi32>
    %cmp = llvm.icmp "slt" %im, %ib : vector<4xi32>
    %sel = llvm.select %cmp, %im, %ib : vector<4xi1>, vector<4xi32>
    %sum = "llvm.intr.vector.reduce.add"(%sel) : (vector<4xi32>) -> i32
    %sum64 = llvm.sext %sum : i32 to i64
    llvm.call @printI64(%sum64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @main() {
    llvm.call @integers() : () -> ()
    llvm.call @floats() : () -> ()
    llvm.call @memory() : () -> ()
    llvm.call @vectors() : () -> ()
    llvm.return
  }
}

// CHECK: -3, -2, 858993455, 4, -1, 134217727, 160, -22, 5, -17
// CHECK-NEXT: -1, 1, -17, 44, -17, 18446744073709551615
// CHECK-NEXT: 26, 3, 2, 17, -17, 5, 671088640
// CHECK-NEXT: -2.25, -3.25, -8.25, -0.916667, -0.25, 2.75, 2.75, 1.73205, 1.625, -3, -2, -3, -2.75, 0.5
// CHECK-NEXT: 1.64872, 1.73205, 1.09861, 0.14112, 0.315322
// CHECK-NEXT: -2, -2, -2.75, 4602678819172646912, 1, 1, 0
// CHECK-NEXT: 16843009, 4, 16, 0.5, 7
// CHECK-NEXT: 1.5, 5, 3, 9, -12
