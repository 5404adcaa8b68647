// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @int_arith(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %0, %b overflow<nsw> : i32
  %2 = llvm.sub %1, %a overflow<nuw> : i32
  %3 = llvm.mul %2, %b overflow<nsw, nuw> : i32
  %4 = llvm.udiv %3, %a : i32
  %5 = llvm.sdiv exact %4, %b : i32
  %6 = llvm.urem %5, %a : i32
  %7 = llvm.srem %6, %b : i32
  %8 = llvm.and %7, %a : i32
  %9 = llvm.or disjoint %8, %b : i32
  %10 = llvm.xor %9, %a : i32
  %11 = llvm.shl %10, %b overflow<nsw> : i32
  %12 = llvm.lshr exact %11, %a : i32
  %13 = llvm.ashr %12, %b : i32
  %14 = llvm.or %13, %a : i32
  llvm.return %14 : i32
}

llvm.func @float_arith(%a: f64, %b: f64) -> f64 {
  %0 = llvm.fadd %a, %b : f64
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  %2 = llvm.fmul %1, %a {fastmathFlags = #llvm.fastmath<fast>} : f64
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<contract, reassoc>} : f64
  %4 = llvm.frem %3, %a : f64
  %5 = llvm.fneg %4 : f64
  %6 = llvm.fneg %5 {fastmathFlags = #llvm.fastmath<nsz>} : f64
  llvm.return %6 : f64
}

llvm.func @vector_arith(%a: vector<4xf32>, %b: vector<4xi64>) -> vector<4xf32> {
  %0 = llvm.fadd %a, %a : vector<4xf32>
  %1 = llvm.mul %b, %b : vector<4xi64>
  %2 = llvm.sitofp %1 : vector<4xi64> to vector<4xf32>
  %3 = llvm.fmul %0, %2 : vector<4xf32>
  llvm.return %3 : vector<4xf32>
}

llvm.func @compare(%a: i32, %b: i32, %x: f32, %y: f32) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.fcmp "oeq" %x, %y : f32
  %11 = llvm.fcmp "une" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %12 = llvm.fcmp "uno" %x, %y : f32
  %13 = llvm.fcmp "_true" %x, %y : f32
  %14 = llvm.and %0, %1 : i1
  %15 = llvm.and %14, %2 : i1
  %16 = llvm.or %15, %3 : i1
  %17 = llvm.or %16, %4 : i1
  %18 = llvm.xor %17, %5 : i1
  %19 = llvm.xor %18, %6 : i1
  %20 = llvm.and %19, %7 : i1
  %21 = llvm.and %20, %8 : i1
  %22 = llvm.and %21, %9 : i1
  %23 = llvm.and %22, %10 : i1
  %24 = llvm.and %23, %11 : i1
  %25 = llvm.and %24, %12 : i1
  %26 = llvm.and %25, %13 : i1
  llvm.return %26 : i1
}

llvm.func @select_freeze(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = llvm.select %c, %a, %b : i1, i32
  %1 = llvm.freeze %0 : i32
  llvm.return %1 : i32
}

// CHECK: define i32 @int_arith(i32 %0, i32 %1) {
// CHECK-NEXT:   %3 = add i32 %0, %1
// CHECK-NEXT:   %4 = add nsw i32 %3, %1
// CHECK-NEXT:   %5 = sub nuw i32 %4, %0
// CHECK-NEXT:   %6 = mul nuw nsw i32 %5, %1
// CHECK-NEXT:   %7 = udiv i32 %6, %0
// CHECK-NEXT:   %8 = sdiv exact i32 %7, %1
// CHECK-NEXT:   %9 = urem i32 %8, %0
// CHECK-NEXT:   %10 = srem i32 %9, %1
// CHECK-NEXT:   %11 = and i32 %10, %0
// CHECK-NEXT:   %12 = or disjoint i32 %11, %1
// CHECK-NEXT:   %13 = xor i32 %12, %0
// CHECK-NEXT:   %14 = shl nsw i32 %13, %1
// CHECK-NEXT:   %15 = lshr exact i32 %14, %0
// CHECK-NEXT:   %16 = ashr i32 %15, %1
// CHECK-NEXT:   %17 = or i32 %16, %0
// CHECK-NEXT:   ret i32 %17
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define double @float_arith(double %0, double %1) {
// CHECK-NEXT:   %3 = fadd double %0, %1
// CHECK-NEXT:   %4 = fsub nnan ninf double %3, %1
// CHECK-NEXT:   %5 = fmul fast double %4, %0
// CHECK-NEXT:   %6 = fdiv reassoc contract double %5, %1
// CHECK-NEXT:   %7 = frem double %6, %0
// CHECK-NEXT:   %8 = fneg double %7
// CHECK-NEXT:   %9 = fneg nsz double %8
// CHECK-NEXT:   ret double %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <4 x float> @vector_arith(<4 x float> %0, <4 x i64> %1) {
// CHECK-NEXT:   %3 = fadd <4 x float> %0, %0
// CHECK-NEXT:   %4 = mul <4 x i64> %1, %1
// CHECK-NEXT:   %5 = sitofp <4 x i64> %4 to <4 x float>
// CHECK-NEXT:   %6 = fmul <4 x float> %3, %5
// CHECK-NEXT:   ret <4 x float> %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i1 @compare(i32 %0, i32 %1, float %2, float %3) {
// CHECK-NEXT:   %5 = icmp eq i32 %0, %1
// CHECK-NEXT:   %6 = icmp ne i32 %0, %1
// CHECK-NEXT:   %7 = icmp slt i32 %0, %1
// CHECK-NEXT:   %8 = icmp sle i32 %0, %1
// CHECK-NEXT:   %9 = icmp sgt i32 %0, %1
// CHECK-NEXT:   %10 = icmp sge i32 %0, %1
// CHECK-NEXT:   %11 = icmp ult i32 %0, %1
// CHECK-NEXT:   %12 = icmp ule i32 %0, %1
// CHECK-NEXT:   %13 = icmp ugt i32 %0, %1
// CHECK-NEXT:   %14 = icmp uge i32 %0, %1
// CHECK-NEXT:   %15 = fcmp oeq float %2, %3
// CHECK-NEXT:   %16 = fcmp nnan une float %2, %3
// CHECK-NEXT:   %17 = fcmp uno float %2, %3
// CHECK-NEXT:   %18 = fcmp true float %2, %3
// CHECK-NEXT:   %19 = and i1 %5, %6
// CHECK-NEXT:   %20 = and i1 %19, %7
// CHECK-NEXT:   %21 = or i1 %20, %8
// CHECK-NEXT:   %22 = or i1 %21, %9
// CHECK-NEXT:   %23 = xor i1 %22, %10
// CHECK-NEXT:   %24 = xor i1 %23, %11
// CHECK-NEXT:   %25 = and i1 %24, %12
// CHECK-NEXT:   %26 = and i1 %25, %13
// CHECK-NEXT:   %27 = and i1 %26, %14
// CHECK-NEXT:   %28 = and i1 %27, %15
// CHECK-NEXT:   %29 = and i1 %28, %16
// CHECK-NEXT:   %30 = and i1 %29, %17
// CHECK-NEXT:   %31 = and i1 %30, %18
// CHECK-NEXT:   ret i1 %31
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @select_freeze(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   %4 = select i1 %0, i32 %1, i32 %2
// CHECK-NEXT:   %5 = freeze i32 %4
// CHECK-NEXT:   ret i32 %5
// CHECK-NEXT: }
