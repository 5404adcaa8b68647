// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @integer(%a: i32, %v: vector<4xi8>, %t: tensor<?x2xindex>, %i: index) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %v : vector<4xi8>
  %2 = math.cttz %t : tensor<?x2xindex>
  %3 = math.ctpop %i {tag = 1 : i64} : index
  %4 = math.ipowi %a, %a : i32
  %5 = math.ipowi %v, %v : vector<4xi8>
  return
}

func.func @float_unary(%x: f32, %v: vector<2xf64>, %t: tensor<3xbf16>, %s: vector<[4]xf16>) {
  %0 = math.absf %x : f32
  %1 = math.acos %x fastmath<nnan> : f32
  %2 = math.acosh %v : vector<2xf64>
  %3 = math.asin %t : tensor<3xbf16>
  %4 = math.asinh %x fastmath<fast> : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %s : vector<[4]xf16>
  %9 = math.cos %x fastmath<reassoc,ninf> : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %v fastmath<none> : vector<2xf64>
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %x : f32
  %17 = math.log %x : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x fastmath<afn,contract> : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %x : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x {note = "x"} : f32
  %29 = math.trunc %x : f32
  return
}

func.func @float_other(%x: f32, %y: f32, %v: vector<4xf32>, %n: i32, %vi: vector<4xi64>, %t: tensor<?xf64>, %ti: tensor<?xindex>) {
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %v, %v fastmath<nsz> : vector<4xf32>
  %2 = math.powf %x, %y fastmath<fast> : f32
  %3 = math.fma %x, %y, %x : f32
  %4 = math.fma %v, %v, %v fastmath<contract> : vector<4xf32>
  %5 = math.clampf %x to [%y, %x] : f32
  %6 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<4xf32>
  %7 = math.fpowi %x, %n : f32, i32
  %8 = math.fpowi %v, %vi fastmath<afn> : vector<4xf32>, vector<4xi64>
  %9 = math.fpowi %t, %ti : tensor<?xf64>, tensor<?xindex>
  %sin, %cos = math.sincos %x : f32
  %s:2 = math.sincos %v fastmath<fast> : vector<4xf32>
  return
}

func.func @classify(%x: f32, %v: vector<2x3xf16>, %t: tensor<*xf64>) {
  %0 = math.isfinite %x : f32
  %1 = math.isinf %v : vector<2x3xf16>
  %2 = math.isnan %t : tensor<*xf64>
  %3 = math.isnormal %x {fastmath = #arith.fastmath<nnan>} : f32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @integer(%arg0: i32, %arg1: vector<4xi8>, %arg2: tensor<?x2xindex>, %arg3: index) {
// CHECK-NEXT:     %0 = math.absi %arg0 : i32
// CHECK-NEXT:     %1 = math.ctlz %arg1 : vector<4xi8>
// CHECK-NEXT:     %2 = math.cttz %arg2 : tensor<?x2xindex>
// CHECK-NEXT:     %3 = math.ctpop %arg3 {tag = 1 : i64} : index
// CHECK-NEXT:     %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT:     %5 = math.ipowi %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_unary(%arg0: f32, %arg1: vector<2xf64>, %arg2: tensor<3xbf16>, %arg3: vector<[4]xf16>) {
// CHECK-NEXT:     %0 = math.absf %arg0 : f32
// CHECK-NEXT:     %1 = math.acos %arg0 fastmath<nnan> : f32
// CHECK-NEXT:     %2 = math.acosh %arg1 : vector<2xf64>
// CHECK-NEXT:     %3 = math.asin %arg2 : tensor<3xbf16>
// CHECK-NEXT:     %4 = math.asinh %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %5 = math.atan %arg0 : f32
// CHECK-NEXT:     %6 = math.atanh %arg0 : f32
// CHECK-NEXT:     %7 = math.cbrt %arg0 : f32
// CHECK-NEXT:     %8 = math.ceil %arg3 : vector<[4]xf16>
// CHECK-NEXT:     %9 = math.cos %arg0 fastmath<reassoc,ninf> : f32
// CHECK-NEXT:     %10 = math.cosh %arg0 : f32
// CHECK-NEXT:     %11 = math.erf %arg0 : f32
// CHECK-NEXT:     %12 = math.erfc %arg0 : f32
// CHECK-NEXT:     %13 = math.exp %arg1 : vector<2xf64>
// CHECK-NEXT:     %14 = math.exp2 %arg0 : f32
// CHECK-NEXT:     %15 = math.expm1 %arg0 : f32
// CHECK-NEXT:     %16 = math.floor %arg0 : f32
// CHECK-NEXT:     %17 = math.log %arg0 : f32
// CHECK-NEXT:     %18 = math.log10 %arg0 : f32
// CHECK-NEXT:     %19 = math.log1p %arg0 : f32
// CHECK-NEXT:     %20 = math.log2 %arg0 : f32
// CHECK-NEXT:     %21 = math.round %arg0 : f32
// CHECK-NEXT:     %22 = math.roundeven %arg0 : f32
// CHECK-NEXT:     %23 = math.rsqrt %arg0 fastmath<contract,afn> : f32
// CHECK-NEXT:     %24 = math.sin %arg0 : f32
// CHECK-NEXT:     %25 = math.sinh %arg0 : f32
// CHECK-NEXT:     %26 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %27 = math.tan %arg0 : f32
// CHECK-NEXT:     %28 = math.tanh %arg0 {note = "x"} : f32
// CHECK-NEXT:     %29 = math.trunc %arg0 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_other(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: i32, %arg4: vector<4xi64>, %arg5: tensor<?xf64>, %arg6: tensor<?xindex>) {
// CHECK-NEXT:     %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = math.copysign %arg2, %arg2 fastmath<nsz> : vector<4xf32>
// CHECK-NEXT:     %2 = math.powf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %3 = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT:     %4 = math.fma %arg2, %arg2, %arg2 fastmath<contract> : vector<4xf32>
// CHECK-NEXT:     %5 = math.clampf %arg0 to [%arg1, %arg0] : f32
// CHECK-NEXT:     %6 = math.clampf %arg2 to [%arg2, %arg2] fastmath<nnan> : vector<4xf32>
// CHECK-NEXT:     %7 = math.fpowi %arg0, %arg3 : f32, i32
// CHECK-NEXT:     %8 = math.fpowi %arg2, %arg4 fastmath<afn> : vector<4xf32>, vector<4xi64>
// CHECK-NEXT:     %9 = math.fpowi %arg5, %arg6 : tensor<?xf64>, tensor<?xindex>
// CHECK-NEXT:     %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT:     %sin_0, %cos_1 = math.sincos %arg2 fastmath<fast> : vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @classify(%arg0: f32, %arg1: vector<2x3xf16>, %arg2: tensor<*xf64>) {
// CHECK-NEXT:     %0 = math.isfinite %arg0 : f32
// CHECK-NEXT:     %1 = math.isinf %arg1 : vector<2x3xf16>
// CHECK-NEXT:     %2 = math.isnan %arg2 : tensor<*xf64>
// CHECK-NEXT:     %3 = math.isnormal %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
