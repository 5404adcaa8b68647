// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Every intrinsic, in its custom form where MLIR has one.
llvm.func @float_math(%x: f32, %y: f32, %z: f32, %v: vector<4xf64>, %i: i32) {
  %0 = llvm.intr.fabs(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %1 = llvm.intr.sqrt(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = llvm.intr.exp(%x) : (f32) -> f32
  %3 = llvm.intr.exp2(%v) : (vector<4xf64>) -> vector<4xf64>
  %4 = llvm.intr.exp10(%x) : (f32) -> f32
  %5 = llvm.intr.log(%v) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf64>) -> vector<4xf64>
  %6 = llvm.intr.log2(%x) : (f32) -> f32
  %7 = llvm.intr.log10(%v) : (vector<4xf64>) -> vector<4xf64>
  %8 = llvm.intr.sin(%x) : (f32) -> f32
  %9 = llvm.intr.cos(%v) : (vector<4xf64>) -> vector<4xf64>
  %10 = llvm.intr.tan(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %11 = llvm.intr.asin(%v) : (vector<4xf64>) -> vector<4xf64>
  %12 = llvm.intr.acos(%x) : (f32) -> f32
  %13 = llvm.intr.atan(%v) : (vector<4xf64>) -> vector<4xf64>
  %14 = llvm.intr.sinh(%x) : (f32) -> f32
  %15 = llvm.intr.cosh(%v) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf64>) -> vector<4xf64>
  %16 = llvm.intr.tanh(%x) : (f32) -> f32
  %17 = llvm.intr.floor(%v) : (vector<4xf64>) -> vector<4xf64>
  %18 = llvm.intr.ceil(%x) : (f32) -> f32
  %19 = llvm.intr.round(%v) : (vector<4xf64>) -> vector<4xf64>
  %20 = llvm.intr.roundeven(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %21 = llvm.intr.trunc(%v) : (vector<4xf64>) -> vector<4xf64>
  %22 = llvm.intr.rint(%x) : (f32) -> f32
  %23 = llvm.intr.nearbyint(%v) : (vector<4xf64>) -> vector<4xf64>
  %24 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %25 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %26 = llvm.intr.minnum(%x, %y) : (f32, f32) -> f32
  %27 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %28 = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
  %29 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %30 = llvm.intr.atan2(%x, %y) : (f32, f32) -> f32
  %31 = llvm.intr.fma(%x, %y, %z) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %32 = llvm.intr.fmuladd(%x, %y, %z) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %33 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %34 = llvm.intr.ldexp(%v, %i) : (vector<4xf64>, i32) -> vector<4xf64>
  %35 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  llvm.return
}

llvm.func @integer(%a: i32, %b: i32, %c: i32, %v: vector<2xi64>) {
  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %1 = llvm.intr.bswap(%a) : (i32) -> i32
  %2 = llvm.intr.ctpop(%a) : (i32) -> i32
  %3 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %4 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %5 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %6 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %7 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %8 = llvm.intr.uadd.sat(%a, %b) : (i32, i32) -> i32
  %9 = llvm.intr.ssub.sat(%a, %b) : (i32, i32) -> i32
  %10 = llvm.intr.usub.sat(%a, %b) : (i32, i32) -> i32
  %11 = llvm.intr.sshl.sat(%a, %b) : (i32, i32) -> i32
  %12 = llvm.intr.ushl.sat(%a, %b) : (i32, i32) -> i32
  %13 = llvm.intr.fshl(%v, %v, %v) : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> vector<2xi64>
  %14 = llvm.intr.fshr(%v, %v, %v) : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> vector<2xi64>
  %15 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %16 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %17 = "llvm.intr.cttz"(%v) <{is_zero_poison = false}> : (vector<2xi64>) -> vector<2xi64>
  %18 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %19 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %20 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %21 = "llvm.intr.usub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %22 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %23 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %24 = "llvm.intr.sadd.with.overflow"(%v, %v) : (vector<2xi64>, vector<2xi64>) -> !llvm.struct<(vector<2xi64>, vector<2xi1>)>
  llvm.return
}

llvm.func @reductions(%f: f32, %v: vector<4xf32>, %w: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.add"(%w) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.and"(%w) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.mul"(%w) : (vector<4xi32>) -> i32
  %3 = "llvm.intr.vector.reduce.or"(%w) : (vector<4xi32>) -> i32
  %4 = "llvm.intr.vector.reduce.smax"(%w) : (vector<4xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.smin"(%w) : (vector<4xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.umax"(%w) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.umin"(%w) : (vector<4xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.xor"(%w) : (vector<4xi32>) -> i32
  %9 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xf32>) -> f32
  %10 = llvm.intr.vector.reduce.fmin(%v) : (vector<4xf32>) -> f32
  %11 = llvm.intr.vector.reduce.fmaximum(%v) : (vector<4xf32>) -> f32
  %12 = llvm.intr.vector.reduce.fminimum(%v) : (vector<4xf32>) -> f32
  %13 = "llvm.intr.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  %14 = "llvm.intr.vector.reduce.fmul"(%f, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return
}

llvm.func @memory(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %m: i32, %b: i8, %c: i1) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %m) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p {note} : !llvm.ptr
  llvm.intr.assume %c : i1
  llvm.intr.assume %c : i1 {note}
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @float_math(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<4xf64>, %arg4: i32) {
// CHECK-NEXT:     %0 = llvm.intr.fabs(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %1 = llvm.intr.sqrt(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %2 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT:     %3 = llvm.intr.exp2(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %4 = llvm.intr.exp10(%arg0) : (f32) -> f32
// CHECK-NEXT:     %5 = llvm.intr.log(%arg3) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %6 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT:     %7 = llvm.intr.log10(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %8 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT:     %9 = llvm.intr.cos(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %10 = llvm.intr.tan(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %11 = llvm.intr.asin(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %12 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT:     %13 = llvm.intr.atan(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %14 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT:     %15 = llvm.intr.cosh(%arg3) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %16 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT:     %17 = llvm.intr.floor(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %18 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT:     %19 = llvm.intr.round(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %20 = llvm.intr.roundeven(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %21 = llvm.intr.trunc(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %22 = llvm.intr.rint(%arg0) : (f32) -> f32
// CHECK-NEXT:     %23 = llvm.intr.nearbyint(%arg3) : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:     %24 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %25 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %26 = llvm.intr.minnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %27 = llvm.intr.maxnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %28 = llvm.intr.minimum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %29 = llvm.intr.maximum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %30 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %31 = llvm.intr.fma(%arg0, %arg1, %arg2) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT:     %32 = llvm.intr.fmuladd(%arg0, %arg1, %arg2) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT:     %33 = llvm.intr.powi(%arg0, %arg4) : (f32, i32) -> f32
// CHECK-NEXT:     %34 = llvm.intr.ldexp(%arg3, %arg4) : (vector<4xf64>, i32) -> vector<4xf64>
// CHECK-NEXT:     %35 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @integer(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: vector<2xi64>) {
// CHECK-NEXT:     %0 = llvm.intr.bitreverse(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = llvm.intr.bswap(%arg0) : (i32) -> i32
// CHECK-NEXT:     %2 = llvm.intr.ctpop(%arg0) : (i32) -> i32
// CHECK-NEXT:     %3 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %4 = llvm.intr.smin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %5 = llvm.intr.umax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %6 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %7 = llvm.intr.sadd.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %8 = llvm.intr.uadd.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %9 = llvm.intr.ssub.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %10 = llvm.intr.usub.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %11 = llvm.intr.sshl.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %12 = llvm.intr.ushl.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %13 = llvm.intr.fshl(%arg3, %arg3, %arg3) : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> vector<2xi64>
// CHECK-NEXT:     %14 = llvm.intr.fshr(%arg3, %arg3, %arg3) : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> vector<2xi64>
// CHECK-NEXT:     %15 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %16 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT:     %17 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (vector<2xi64>) -> vector<2xi64>
// CHECK-NEXT:     %18 = "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %19 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %20 = "llvm.intr.ssub.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %21 = "llvm.intr.usub.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %22 = "llvm.intr.smul.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %23 = "llvm.intr.umul.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %24 = "llvm.intr.sadd.with.overflow"(%arg3, %arg3) : (vector<2xi64>, vector<2xi64>) -> !llvm.struct<(vector<2xi64>, vector<2xi1>)>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @reductions(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xi32>) {
// CHECK-NEXT:     %0 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %1 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.mul"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %3 = "llvm.intr.vector.reduce.or"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %4 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %5 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %6 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %7 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %8 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %9 = llvm.intr.vector.reduce.fmax(%arg1) : (vector<4xf32>) -> f32
// CHECK-NEXT:     %10 = llvm.intr.vector.reduce.fmin(%arg1) : (vector<4xf32>) -> f32
// CHECK-NEXT:     %11 = llvm.intr.vector.reduce.fmaximum(%arg1) : (vector<4xf32>) -> f32
// CHECK-NEXT:     %12 = llvm.intr.vector.reduce.fminimum(%arg1) : (vector<4xf32>) -> f32
// CHECK-NEXT:     %13 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %14 = "llvm.intr.vector.reduce.fmul"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @memory(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i32, %arg4: i8, %arg5: i1) {
// CHECK-NEXT:     "llvm.intr.memcpy"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.intr.memmove"(%arg0, %arg1, %arg3) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     "llvm.intr.memset"(%arg0, %arg4, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT:     %0 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %0 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.lifetime.start %arg0 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.lifetime.end %arg0 {note} : !llvm.ptr
// CHECK-NEXT:     llvm.intr.assume %arg5 : i1
// CHECK-NEXT:     llvm.intr.assume %arg5 : i1 {note}
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
