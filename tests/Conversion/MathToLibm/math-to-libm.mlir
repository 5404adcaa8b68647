// RUN: strata-opt %s --split-input-file --convert-math-to-libm | FileCheck %s
// CONFORMANCE: pipeline=--convert-math-to-libm
// CONFORMANCE: pipeline=--convert-math-to-libm --mlir-print-debuginfo

// Math ops on f32 and f64 call libm; the functions are declared private
// and readnone at the start of the module.
func.func @f(%x: f32, %d: f64) -> (f32, f64, f32) {
  %0 = math.sin %x : f32
  %1 = math.erf %d : f64
  %2 = math.atan2 %x, %x : f32
  %3 = math.cos %x : f32
  return %0, %1, %2 : f32, f64, f32
}

// CHECK: func.func private @cosf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func @f(%arg0: f32, %arg1: f64) -> (f32, f64, f32) {
// CHECK-NEXT:   %0 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %1 = call @erf(%arg1) : (f64) -> f64
// CHECK-NEXT:   %2 = call @atan2f(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:   %3 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT:   return %0, %1, %2 : f32, f64, f32
// CHECK-NEXT: }

// -----

func.func @f(%x: f32, %d: f64) {
  %absf = math.absf %x : f32
  %absfd = math.absf %d : f64
  %acos = math.acos %x : f32
  %acosd = math.acos %d : f64
  %acosh = math.acosh %x : f32
  %acoshd = math.acosh %d : f64
  %asin = math.asin %x : f32
  %asind = math.asin %d : f64
  %asinh = math.asinh %x : f32
  %asinhd = math.asinh %d : f64
  %atan = math.atan %x : f32
  %atand = math.atan %d : f64
  %atanh = math.atanh %x : f32
  %atanhd = math.atanh %d : f64
  %cbrt = math.cbrt %x : f32
  %cbrtd = math.cbrt %d : f64
  %ceil = math.ceil %x : f32
  %ceild = math.ceil %d : f64
  %cos = math.cos %x : f32
  %cosd = math.cos %d : f64
  %cosh = math.cosh %x : f32
  %coshd = math.cosh %d : f64
  %erf = math.erf %x : f32
  %erfd = math.erf %d : f64
  %erfc = math.erfc %x : f32
  %erfcd = math.erfc %d : f64
  %exp = math.exp %x : f32
  %expd = math.exp %d : f64
  %exp2 = math.exp2 %x : f32
  %exp2d = math.exp2 %d : f64
  %expm1 = math.expm1 %x : f32
  %expm1d = math.expm1 %d : f64
  %floor = math.floor %x : f32
  %floord = math.floor %d : f64
  %log = math.log %x : f32
  %logd = math.log %d : f64
  %log10 = math.log10 %x : f32
  %log10d = math.log10 %d : f64
  %log1p = math.log1p %x : f32
  %log1pd = math.log1p %d : f64
  %log2 = math.log2 %x : f32
  %log2d = math.log2 %d : f64
  %round = math.round %x : f32
  %roundd = math.round %d : f64
  %roundeven = math.roundeven %x : f32
  %roundevend = math.roundeven %d : f64
  %sin = math.sin %x : f32
  %sind = math.sin %d : f64
  %sinh = math.sinh %x : f32
  %sinhd = math.sinh %d : f64
  %sqrt = math.sqrt %x : f32
  %sqrtd = math.sqrt %d : f64
  %tan = math.tan %x : f32
  %tand = math.tan %d : f64
  %tanh = math.tanh %x : f32
  %tanhd = math.tanh %d : f64
  %trunc = math.trunc %x : f32
  %truncd = math.trunc %d : f64
  %rsqrt = math.rsqrt %x : f32
  %rsqrtd = math.rsqrt %d : f64
  %p = math.powf %x, %x : f32
  %a2 = math.atan2 %d, %d : f64
  %fm = math.fma %x, %x, %x : f32
  return
}

// CHECK: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @powf(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @rsqrt(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @rsqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @trunc(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @truncf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @tanh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @tan(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @sqrt(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @sqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @sinh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @sinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @sin(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @roundeven(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @roundevenf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @round(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @roundf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @log2(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @log2f(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @log1pf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @log10(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @log10f(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @log(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @logf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @floor(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @floorf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @exp2(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @exp2f(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @exp(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @expf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @erfc(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @erfcf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @cosh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @coshf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @cos(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @cosf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @ceil(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @ceilf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @cbrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @atanh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @atanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @atan(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @atanf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @asinh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @asinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @asin(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @asinf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @acosh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @acoshf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @acos(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @acosf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @fabs(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @fabsf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func @f(%arg0: f32, %arg1: f64) {
// CHECK-NEXT:   %0 = call @fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %1 = call @fabs(%arg1) : (f64) -> f64
// CHECK-NEXT:   %2 = call @acosf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %3 = call @acos(%arg1) : (f64) -> f64
// CHECK-NEXT:   %4 = call @acoshf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %5 = call @acosh(%arg1) : (f64) -> f64
// CHECK-NEXT:   %6 = call @asinf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %7 = call @asin(%arg1) : (f64) -> f64
// CHECK-NEXT:   %8 = call @asinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %9 = call @asinh(%arg1) : (f64) -> f64
// CHECK-NEXT:   %10 = call @atanf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %11 = call @atan(%arg1) : (f64) -> f64
// CHECK-NEXT:   %12 = call @atanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %13 = call @atanh(%arg1) : (f64) -> f64
// CHECK-NEXT:   %14 = call @cbrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %15 = call @cbrt(%arg1) : (f64) -> f64
// CHECK-NEXT:   %16 = call @ceilf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %17 = call @ceil(%arg1) : (f64) -> f64
// CHECK-NEXT:   %18 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %19 = call @cos(%arg1) : (f64) -> f64
// CHECK-NEXT:   %20 = call @coshf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %21 = call @cosh(%arg1) : (f64) -> f64
// CHECK-NEXT:   %22 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT:   %23 = call @erf(%arg1) : (f64) -> f64
// CHECK-NEXT:   %24 = call @erfcf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %25 = call @erfc(%arg1) : (f64) -> f64
// CHECK-NEXT:   %26 = call @expf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %27 = call @exp(%arg1) : (f64) -> f64
// CHECK-NEXT:   %28 = call @exp2f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %29 = call @exp2(%arg1) : (f64) -> f64
// CHECK-NEXT:   %30 = call @expm1f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %31 = call @expm1(%arg1) : (f64) -> f64
// CHECK-NEXT:   %32 = call @floorf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %33 = call @floor(%arg1) : (f64) -> f64
// CHECK-NEXT:   %34 = call @logf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %35 = call @log(%arg1) : (f64) -> f64
// CHECK-NEXT:   %36 = call @log10f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %37 = call @log10(%arg1) : (f64) -> f64
// CHECK-NEXT:   %38 = call @log1pf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %39 = call @log1p(%arg1) : (f64) -> f64
// CHECK-NEXT:   %40 = call @log2f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %41 = call @log2(%arg1) : (f64) -> f64
// CHECK-NEXT:   %42 = call @roundf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %43 = call @round(%arg1) : (f64) -> f64
// CHECK-NEXT:   %44 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %45 = call @roundeven(%arg1) : (f64) -> f64
// CHECK-NEXT:   %46 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %47 = call @sin(%arg1) : (f64) -> f64
// CHECK-NEXT:   %48 = call @sinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %49 = call @sinh(%arg1) : (f64) -> f64
// CHECK-NEXT:   %50 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %51 = call @sqrt(%arg1) : (f64) -> f64
// CHECK-NEXT:   %52 = call @tanf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %53 = call @tan(%arg1) : (f64) -> f64
// CHECK-NEXT:   %54 = call @tanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %55 = call @tanh(%arg1) : (f64) -> f64
// CHECK-NEXT:   %56 = call @truncf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %57 = call @trunc(%arg1) : (f64) -> f64
// CHECK-NEXT:   %58 = call @rsqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %59 = call @rsqrt(%arg1) : (f64) -> f64
// CHECK-NEXT:   %60 = call @powf(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:   %61 = call @atan2(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:   %62 = call @fmaf(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT:   return
// CHECK-NEXT: }
