// Saturating and overflow-reporting integer intrinsics, ldexp.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

// CHECK: 127, -128, -1, 0, -106, 1, 12

module {
  llvm.func @printI64(i64)
  llvm.func @printComma()
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @p8(%x: i8) {
    %e = llvm.sext %x : i8 to i64
    llvm.call @printI64(%e) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %a = llvm.mlir.constant(100 : i8) : i8
    %b = llvm.mlir.constant(50 : i8) : i8
    %m = llvm.mlir.constant(-100 : i8) : i8
    %0 = llvm.intr.sadd.sat(%a, %b) : (i8, i8) -> i8
    llvm.call @p8(%0) : (i8) -> ()
    %1 = llvm.intr.ssub.sat(%m, %b) : (i8, i8) -> i8
    llvm.call @p8(%1) : (i8) -> ()
    %2 = llvm.intr.uadd.sat(%m, %a) : (i8, i8) -> i8
    llvm.call @p8(%2) : (i8) -> ()
    %3 = llvm.intr.usub.sat(%b, %a) : (i8, i8) -> i8
    llvm.call @p8(%3) : (i8) -> ()
    %4 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %5 = llvm.extractvalue %4[0] : !llvm.struct<(i8, i1)>
    %6 = llvm.extractvalue %4[1] : !llvm.struct<(i8, i1)>
    llvm.call @p8(%5) : (i8) -> ()
    %7 = llvm.zext %6 : i1 to i8
    llvm.call @p8(%7) : (i8) -> ()
    %x = llvm.mlir.constant(1.5 : f64) : f64
    %e = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.intr.ldexp(%x, %e) : (f64, i32) -> f64
    llvm.call @printF64(%8) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
