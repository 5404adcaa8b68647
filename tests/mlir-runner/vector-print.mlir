// vector.print, vector arithmetic, reductions, shuffles and math on
// vectors, as lowered by mlir-opt (--convert-vector-to-scf
// --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm
// --convert-math-to-libm --convert-to-llvm) from a func/arith/math/vector
// program.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printF32(f32)
  llvm.func @printOpen()
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi16>) : vector<4xi16>
    %2 = llvm.mlir.constant(dense<[1, -2, 3, 4]> : vector<4xi64>) : vector<4xi64>
    %3 = llvm.mlir.constant(dense<[8.000000e+00, 1.000000e+00, 2.000000e+00, 3.250000e+00]> : vector<4xf32>) : vector<4xf32>
    %4 = llvm.mlir.constant(dense<[0.462117165, 0.964027583, -0.761594176, 0.999999761]> : vector<4xf32>) : vector<4xf32>
    %5 = llvm.mlir.constant(dense<[2.71828175, 8.208500e-02, 25.7903404, 54.5981483]> : vector<4xf32>) : vector<4xf32>
    %6 = llvm.mlir.constant(dense<[1.000000e+00, 2.500000e+00, 3.250000e+00, 8.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %7 = llvm.mlir.constant(dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>) : vector<8xi32>
    %8 = llvm.mlir.constant(dense<[1.000000e+00, -2.500000e+00, 3.250000e+00, 4.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %9 = llvm.mlir.constant(dense<[5.000000e-01, 2.000000e+00, -1.000000e+00, 8.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %10 = llvm.mlir.constant(dense<[1.500000e+00, -5.000000e-01, 2.250000e+00, 1.200000e+01]> : vector<4xf32>) : vector<4xf32>
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.mlir.constant(3 : index) : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb1(%11 : i64)
  ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb4
    %16 = llvm.icmp "slt" %15, %12 : i64
    llvm.cond_br %16, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %17 = llvm.extractelement %10[%15 : i64] : vector<4xf32>
    llvm.call @printF32(%17) : (f32) -> ()
    %18 = llvm.icmp "ult" %15, %14 : i64
    llvm.cond_br %18, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printComma() : () -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %19 = llvm.add %15, %13 : i64
    llvm.br ^bb1(%19 : i64)
  ^bb5:  // pred: ^bb1
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %20 = llvm.intr.sqrt(%9) : (vector<4xf32>) -> vector<4xf32>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb6(%11 : i64)
  ^bb6(%21: i64):  // 2 preds: ^bb5, ^bb9
    %22 = llvm.icmp "slt" %21, %12 : i64
    llvm.cond_br %22, ^bb7, ^bb10
  ^bb7:  // pred: ^bb6
    %23 = llvm.extractelement %20[%21 : i64] : vector<4xf32>
    llvm.call @printF32(%23) : (f32) -> ()
    %24 = llvm.icmp "ult" %21, %14 : i64
    llvm.cond_br %24, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    llvm.call @printComma() : () -> ()
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb7, ^bb8
    %25 = llvm.add %21, %13 : i64
    llvm.br ^bb6(%25 : i64)
  ^bb10:  // pred: ^bb6
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb11(%11 : i64)
  ^bb11(%26: i64):  // 2 preds: ^bb10, ^bb14
    %27 = llvm.icmp "slt" %26, %12 : i64
    llvm.cond_br %27, ^bb12, ^bb15
  ^bb12:  // pred: ^bb11
    %28 = llvm.extractelement %6[%26 : i64] : vector<4xf32>
    llvm.call @printF32(%28) : (f32) -> ()
    %29 = llvm.icmp "ult" %26, %14 : i64
    llvm.cond_br %29, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.call @printComma() : () -> ()
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    %30 = llvm.add %26, %13 : i64
    llvm.br ^bb11(%30 : i64)
  ^bb15:  // pred: ^bb11
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %31 = "llvm.intr.vector.reduce.add"(%7) : (vector<8xi32>) -> i32
    %32 = llvm.sext %31 : i32 to i64
    llvm.call @printI64(%32) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %33 = llvm.intr.vector.reduce.fmax(%8) : (vector<4xf32>) -> f32
    llvm.call @printF32(%33) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb16(%11 : i64)
  ^bb16(%34: i64):  // 2 preds: ^bb15, ^bb19
    %35 = llvm.icmp "slt" %34, %12 : i64
    llvm.cond_br %35, ^bb17, ^bb20
  ^bb17:  // pred: ^bb16
    %36 = llvm.extractelement %5[%34 : i64] : vector<4xf32>
    llvm.call @printF32(%36) : (f32) -> ()
    %37 = llvm.icmp "ult" %34, %14 : i64
    llvm.cond_br %37, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    llvm.call @printComma() : () -> ()
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb17, ^bb18
    %38 = llvm.add %34, %13 : i64
    llvm.br ^bb16(%38 : i64)
  ^bb20:  // pred: ^bb16
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb21(%11 : i64)
  ^bb21(%39: i64):  // 2 preds: ^bb20, ^bb24
    %40 = llvm.icmp "slt" %39, %12 : i64
    llvm.cond_br %40, ^bb22, ^bb25
  ^bb22:  // pred: ^bb21
    %41 = llvm.extractelement %4[%39 : i64] : vector<4xf32>
    llvm.call @printF32(%41) : (f32) -> ()
    %42 = llvm.icmp "ult" %39, %14 : i64
    llvm.cond_br %42, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    llvm.call @printComma() : () -> ()
    llvm.br ^bb24
  ^bb24:  // 2 preds: ^bb22, ^bb23
    %43 = llvm.add %39, %13 : i64
    llvm.br ^bb21(%43 : i64)
  ^bb25:  // pred: ^bb21
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb26(%11 : i64)
  ^bb26(%44: i64):  // 2 preds: ^bb25, ^bb29
    %45 = llvm.icmp "slt" %44, %12 : i64
    llvm.cond_br %45, ^bb27, ^bb30
  ^bb27:  // pred: ^bb26
    %46 = llvm.extractelement %3[%44 : i64] : vector<4xf32>
    llvm.call @printF32(%46) : (f32) -> ()
    %47 = llvm.icmp "ult" %44, %14 : i64
    llvm.cond_br %47, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    llvm.call @printComma() : () -> ()
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb27, ^bb28
    %48 = llvm.add %44, %13 : i64
    llvm.br ^bb26(%48 : i64)
  ^bb30:  // pred: ^bb26
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %49 = llvm.fcmp "olt" %8, %9 : vector<4xf32>
    %50 = llvm.zext %49 : vector<4xi1> to vector<4xi8>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb31(%11 : i64)
  ^bb31(%51: i64):  // 2 preds: ^bb30, ^bb34
    %52 = llvm.icmp "slt" %51, %12 : i64
    llvm.cond_br %52, ^bb32, ^bb35
  ^bb32:  // pred: ^bb31
    %53 = llvm.extractelement %50[%51 : i64] : vector<4xi8>
    %54 = llvm.sext %53 : i8 to i64
    llvm.call @printI64(%54) : (i64) -> ()
    %55 = llvm.icmp "ult" %51, %14 : i64
    llvm.cond_br %55, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    llvm.call @printComma() : () -> ()
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb32, ^bb33
    %56 = llvm.add %51, %13 : i64
    llvm.br ^bb31(%56 : i64)
  ^bb35:  // pred: ^bb31
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb36(%11 : i64)
  ^bb36(%57: i64):  // 2 preds: ^bb35, ^bb39
    %58 = llvm.icmp "slt" %57, %12 : i64
    llvm.cond_br %58, ^bb37, ^bb40
  ^bb37:  // pred: ^bb36
    %59 = llvm.extractelement %2[%57 : i64] : vector<4xi64>
    llvm.call @printI64(%59) : (i64) -> ()
    %60 = llvm.icmp "ult" %57, %14 : i64
    llvm.cond_br %60, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    llvm.call @printComma() : () -> ()
    llvm.br ^bb39
  ^bb39:  // 2 preds: ^bb37, ^bb38
    %61 = llvm.add %57, %13 : i64
    llvm.br ^bb36(%61 : i64)
  ^bb40:  // pred: ^bb36
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb41(%11 : i64)
  ^bb41(%62: i64):  // 2 preds: ^bb40, ^bb49
    %63 = llvm.icmp "slt" %62, %0 : i64
    llvm.cond_br %63, ^bb42, ^bb50
  ^bb42:  // pred: ^bb41
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb43(%11 : i64)
  ^bb43(%64: i64):  // 2 preds: ^bb42, ^bb46
    %65 = llvm.icmp "slt" %64, %0 : i64
    llvm.cond_br %65, ^bb44, ^bb47
  ^bb44:  // pred: ^bb43
    %66 = llvm.mul %62, %0 : i64
    %67 = llvm.add %64, %66 : i64
    %68 = llvm.extractelement %1[%67 : i64] : vector<4xi16>
    %69 = llvm.sext %68 : i16 to i64
    llvm.call @printI64(%69) : (i64) -> ()
    %70 = llvm.icmp "ult" %64, %13 : i64
    llvm.cond_br %70, ^bb45, ^bb46
  ^bb45:  // pred: ^bb44
    llvm.call @printComma() : () -> ()
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb44, ^bb45
    %71 = llvm.add %64, %13 : i64
    llvm.br ^bb43(%71 : i64)
  ^bb47:  // pred: ^bb43
    llvm.call @printClose() : () -> ()
    %72 = llvm.icmp "ult" %62, %13 : i64
    llvm.cond_br %72, ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    llvm.call @printComma() : () -> ()
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb47, ^bb48
    %73 = llvm.add %62, %13 : i64
    llvm.br ^bb41(%73 : i64)
  ^bb50:  // pred: ^bb41
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}


// CHECK: ( 1.5, -0.5, 2.25, 12 )
// CHECK-NEXT: ( 0.707107, 1.41421, -nan, 2.82843 )
// CHECK-NEXT: ( 1, 2.5, 3.25, 8 )
// CHECK-NEXT: 36
// CHECK-NEXT: 4
// CHECK-NEXT: ( 2.71828, 0.082085, 25.7903, 54.5981 )
// CHECK-NEXT: ( 0.462117, 0.964028, -0.761594, 1 )
// CHECK-NEXT: ( 8, 1, 2, 3.25 )
// CHECK-NEXT: ( 0, 1, 0, 1 )
// CHECK-NEXT: ( 1, -2, 3, 4 )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
