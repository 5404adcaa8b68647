// LLVM-dialect integers of odd widths in memory and through intrinsics:
// a store writes the bytes of the width (an i20 three), the elements of a
// vector<Nxi3> are packed bit by bit, in globals too; a switch compares
// at the width; a getelementptr index is sign-extended from it; the
// saturating, overflow-reporting and funnel-shift intrinsics work at it.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: strata-runner %s -O3 -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

// CHECK:      100, 200, 300, 11,
// CHECK-NEXT: -5, 1273, 2482, -1, -300000,
// CHECK-NEXT: 2047, 1900, 3392, 1, 3328, 190,
// CHECK-NEXT: 0, 96, 1792, 1, 125, 193,
// CHECK-NEXT: 2196, 0, 704, 1, 1155, 608,

module {
  llvm.func @printI64(i64)
  llvm.func @printComma()
  llvm.func @printNewline()
  llvm.mlir.global internal @g20(-5 : i20) {addr_space = 0 : i32} : i20
  llvm.mlir.global internal @lanes(dense<[1, -1, 3, 2]> : vector<4xi3>) {addr_space = 0 : i32} : vector<4xi3>
  llvm.func @show(%x: i64) {
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @show_u(%x: i12) {
    %e = llvm.zext %x : i12 to i64
    llvm.call @show(%e) : (i64) -> ()
    llvm.return
  }
  llvm.func @classify(%x: i3) -> i64 {
    llvm.switch %x : i3, ^other [
      -1: ^minus_one,
      2: ^two
    ]
  ^minus_one:
    %a = llvm.mlir.constant(100 : i64) : i64
    llvm.return %a : i64
  ^two:
    %b = llvm.mlir.constant(200 : i64) : i64
    llvm.return %b : i64
  ^other:
    %c = llvm.mlir.constant(300 : i64) : i64
    llvm.return %c : i64
  }
  // The element before the third of four, through an i2 index of -1.
  llvm.func @step_back(%i: i2) -> i64 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %one x !llvm.array<4 x i64> : (i32) -> !llvm.ptr
    %k1 = llvm.mlir.constant(11 : i64) : i64
    %k2 = llvm.mlir.constant(12 : i64) : i64
    %p1 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
    %p2 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
    llvm.store %k1, %p1 : i64, !llvm.ptr
    llvm.store %k2, %p2 : i64, !llvm.ptr
    %q = llvm.getelementptr %p2[%i] : (!llvm.ptr, i2) -> !llvm.ptr, i64
    %v = llvm.load %q : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  // An i20 stored between two bytes leaves them alone.
  llvm.func @neighbours(%x: i20) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %one x !llvm.struct<packed (i8, i20, i8)> : (i32) -> !llvm.ptr
    %ff = llvm.mlir.constant(-1 : i8) : i8
    %b0 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i20, i8)>
    %b1 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i20, i8)>
    %b2 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i20, i8)>
    llvm.store %ff, %b0 : i8, !llvm.ptr
    llvm.store %ff, %b2 : i8, !llvm.ptr
    llvm.store %x, %b1 : i20, !llvm.ptr
    %r = llvm.load %b2 : !llvm.ptr -> i8
    %y = llvm.load %b1 : !llvm.ptr -> i20
    %re = llvm.sext %r : i8 to i64
    %ye = llvm.sext %y : i20 to i64
    llvm.call @show(%re) : (i64) -> ()
    llvm.call @show(%ye) : (i64) -> ()
    llvm.return
  }
  llvm.func @intrinsics(%a: i12, %b: i12) {
    %s = llvm.intr.sadd.sat(%a, %b) : (i12, i12) -> i12
    %u = llvm.intr.usub.sat(%a, %b) : (i12, i12) -> i12
    %o = "llvm.intr.smul.with.overflow"(%a, %b) : (i12, i12) -> !llvm.struct<(i12, i1)>
    %ov = llvm.extractvalue %o[0] : !llvm.struct<(i12, i1)>
    %of = llvm.extractvalue %o[1] : !llvm.struct<(i12, i1)>
    %f = llvm.intr.fshl(%a, %b, %b) : (i12, i12, i12) -> i12
    %r = llvm.intr.bitreverse(%a) : (i12) -> i12
    llvm.call @show_u(%s) : (i12) -> ()
    llvm.call @show_u(%u) : (i12) -> ()
    llvm.call @show_u(%ov) : (i12) -> ()
    %ofe = llvm.zext %of : i1 to i64
    llvm.call @show(%ofe) : (i64) -> ()
    llvm.call @show_u(%f) : (i12) -> ()
    llvm.call @show_u(%r) : (i12) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %m1 = llvm.mlir.constant(-1 : i3) : i3
    %c2 = llvm.mlir.constant(2 : i3) : i3
    %c3 = llvm.mlir.constant(3 : i3) : i3
    %r1 = llvm.call @classify(%m1) : (i3) -> i64
    %r2 = llvm.call @classify(%c2) : (i3) -> i64
    %r3 = llvm.call @classify(%c3) : (i3) -> i64
    llvm.call @show(%r1) : (i64) -> ()
    llvm.call @show(%r2) : (i64) -> ()
    llvm.call @show(%r3) : (i64) -> ()
    %im1 = llvm.mlir.constant(-1 : i2) : i2
    %back = llvm.call @step_back(%im1) : (i2) -> i64
    llvm.call @show(%back) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %ga = llvm.mlir.addressof @g20 : !llvm.ptr
    %g = llvm.load %ga : !llvm.ptr -> i20
    %ge = llvm.sext %g : i20 to i64
    llvm.call @show(%ge) : (i64) -> ()
    %la = llvm.mlir.addressof @lanes : !llvm.ptr
    %packed = llvm.load %la : !llvm.ptr -> i12
    %pe = llvm.zext %packed : i12 to i64
    llvm.call @show(%pe) : (i64) -> ()
    %v = llvm.load %la : !llvm.ptr -> vector<4xi3>
    %sum = llvm.add %v, %v : vector<4xi3>
    %bits = llvm.bitcast %sum : vector<4xi3> to i12
    llvm.call @show_u(%bits) : (i12) -> ()
    %x = llvm.mlir.constant(-300000 : i20) : i20
    llvm.call @neighbours(%x) : (i20) -> ()
    llvm.call @printNewline() : () -> ()
    %a = llvm.mlir.constant(2000 : i12) : i12
    %b = llvm.mlir.constant(100 : i12) : i12
    %n = llvm.mlir.constant(-2000 : i12) : i12
    llvm.call @intrinsics(%a, %b) : (i12, i12) -> ()
    llvm.call @intrinsics(%n, %a) : (i12, i12) -> ()
    llvm.call @intrinsics(%b, %n) : (i12, i12) -> ()
    llvm.return
  }
}
