// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

func.func @integer_ops() -> (i32, i8, i8, i32, vector<4xi16>, vector<4xi16>, i32, i64) {
  %a = arith.constant -5 : i32
  %b = arith.constant 12 : i8
  %z = arith.constant 0 : i32
  %v = arith.constant dense<[1, -2, 0, 8]> : vector<4xi16>
  %m = arith.constant -9223372036854775808 : i64
  %r0 = math.absi %a : i32
  %r1 = math.ctlz %b : i8
  %r2 = math.cttz %b : i8
  %r3 = math.ctpop %a : i32
  %r4 = math.ctlz %v : vector<4xi16>
  %r5 = math.absi %v : vector<4xi16>
  %r6 = math.cttz %z : i32
  %r7 = math.absi %m : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i8, i8, i32, vector<4xi16>, vector<4xi16>, i32, i64
}

// ipowi wraps; negative exponents give 0 except for bases 1 and -1, and
// do not fold for base 0.
func.func @ipowi() -> (i32, i32, i32, i32, i32, i8, vector<2xi32>) {
  %m5 = arith.constant -5 : i32
  %m1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %m3 = arith.constant -3 : i32
  %b = arith.constant 12 : i8
  %two = arith.constant 2 : i8
  %r0 = math.ipowi %m5, %c3 : i32
  %r1 = math.ipowi %m5, %m3 : i32
  %r2 = math.ipowi %m1, %m3 : i32
  %r3 = math.ipowi %c1, %m3 : i32
  %r4 = math.ipowi %c0, %m3 : i32
  %r5 = math.ipowi %b, %two : i8
  %vb = arith.constant dense<[2, 3]> : vector<2xi32>
  %ve = arith.constant dense<[10, 0]> : vector<2xi32>
  %r6 = math.ipowi %vb, %ve : vector<2xi32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i8, vector<2xi32>
}

// Rounding, sign and classification fold for every float type.
func.func @exact_float_ops() {
  %a = arith.constant 2.5 : f32
  %n = arith.constant -1.5 : f32
  %h = arith.constant -2.5 : f16
  %bf = arith.constant 3.5 : bf16
  %v = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  %0 = math.absf %n : f32
  %1 = math.absf %h : f16
  %2 = math.ceil %h : f16
  %3 = math.floor %bf : bf16
  %4 = math.roundeven %a : f32
  %5 = math.roundeven %v : vector<2xf32>
  %6 = math.copysign %a, %n : f32
  %one = arith.constant 1.0 : f16
  %7 = math.copysign %h, %one : f16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (f32, f16, f16, bf16, f32, vector<2xf32>, f32, f16) -> ()
  return
}

func.func @classification() -> (i1, i1, i1, i1, i1, vector<3xi1>, vector<2xi1>) {
  %a = arith.constant 2.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0xFC00 : f16
  %sub = arith.constant 1.0e-40 : f32
  %v = arith.constant dense<[1.0, 0x7F800000, 0.0]> : vector<3xf32>
  %s = arith.constant dense<1.0> : vector<2xf32>
  %6 = math.isnan %s : vector<2xf32>
  %0 = math.isnan %nan : f32
  %1 = math.isinf %inf : f16
  %2 = math.isfinite %a : f32
  %3 = math.isnormal %sub : f32
  %4 = math.isnormal %a : f32
  %5 = math.isfinite %v : vector<3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, vector<3xi1>, vector<2xi1>
}

// Transcendental functions fold f32 and f64 only, with the host's math
// library; f16 stays.
func.func @host_functions() {
  %a = arith.constant 0.7 : f32
  %d = arith.constant 0.3 : f64
  %h = arith.constant 0.5 : f16
  %0 = math.exp %a : f32
  %1 = math.exp2 %d : f64
  %2 = math.expm1 %a : f32
  %3 = math.log %d : f64
  %4 = math.log2 %a : f32
  %5 = math.log10 %d : f64
  %6 = math.log1p %a : f32
  %7 = math.sin %d : f64
  %8 = math.cos %a : f32
  %9 = math.tan %d : f64
  %10 = math.asin %a : f32
  %11 = math.acos %d : f64
  %12 = math.atan %a : f32
  %13 = math.sinh %d : f64
  %14 = math.cosh %a : f32
  %15 = math.tanh %d : f64
  %16 = math.asinh %a : f32
  %17 = math.atanh %d : f64
  %18 = math.erf %a : f32
  %19 = math.sqrt %d : f64
  %20 = math.round %a : f32
  %21 = math.trunc %d : f64
  %22 = math.atan2 %a, %a : f32
  %23 = math.powf %d, %d : f64
  %24 = math.exp %h : f16
  %25 = math.round %h : f16
  %26 = math.trunc %h : f16
  %27 = math.sqrt %h : f16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) -> ()
  "test.use"(%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27) : (f32, f64, f32, f64, f32, f64, f32, f64, f16, f16, f16, f16) -> ()
  return
}

// Out of the domain: logarithms and square roots of negative values do not
// fold; other functions fold to NaN.
func.func @domains() {
  %n = arith.constant -2.5 : f64
  %m = arith.constant -0.5 : f32
  %z = arith.constant 0.0 : f32
  %0 = math.log %n : f64
  %1 = math.log2 %m : f32
  %2 = math.log10 %n : f64
  %3 = math.sqrt %m : f32
  %4 = math.log1p %n : f64
  %5 = math.log1p %m : f32
  %6 = math.log %z : f32
  %7 = math.acos %n : f64
  %8 = math.asin %n : f64
  %9 = math.acosh %m : f32
  %10 = math.atanh %n : f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f64, f32, f64, f32, f64, f32, f32, f64, f64, f32, f64) -> ()
  return
}

// Ops MLIR does not fold.
func.func @not_folded() {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -1.5 : f32
  %e = arith.constant 3 : i32
  %0 = math.cbrt %a : f32
  %1 = math.rsqrt %a : f32
  %2 = math.fma %a, %b, %a : f32
  %3 = math.fpowi %a, %e : f32, i32
  %4 = math.clampf %a to [%b, %a] : f32
  %5:2 = math.sincos %a : f32
  "test.use"(%0, %1, %2, %3, %4, %5#0, %5#1) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// Poison operands fold to poison.
func.func @poison() -> (f32, i32) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %0 = math.sin %p : f32
  %1 = math.ctlz %q : i32
  return %0, %1 : f32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @integer_ops() -> (i32, i8, i8, i32, vector<4xi16>, vector<4xi16>, i32, i64) {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:     %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:     %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:     %cst = arith.constant dense<[15, 0, 16, 12]> : vector<4xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1, 2, 0, 8]> : vector<4xi16>
// CHECK-NEXT:     %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:     %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:     return %c5_i32, %c4_i8, %c2_i8, %c31_i32, %cst, %cst_0, %c32_i32, %c-9223372036854775808_i64 : i32, i8, i8, i32, vector<4xi16>, vector<4xi16>, i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ipowi() -> (i32, i32, i32, i32, i32, i8, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1024, 1]> : vector<2xi32>
// CHECK-NEXT:     %c-112_i8 = arith.constant -112 : i8
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %c-125_i32 = arith.constant -125 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = math.ipowi %c0_i32, %c-3_i32 : i32
// CHECK-NEXT:     return %c-125_i32, %c0_i32, %c-1_i32, %c1_i32, %0, %c-112_i8, %cst : i32, i32, i32, i32, i32, i8, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exact_float_ops() {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:     %cst_2 = arith.constant 3.000000e+00 : bf16
// CHECK-NEXT:     %cst_3 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_4 = arith.constant dense<[2.000000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %cst_5 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:     "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_0) : (f32, f16, f16, bf16, f32, vector<2xf32>, f32, f16) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @classification() -> (i1, i1, i1, i1, i1, vector<3xi1>, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 0x7F800000, 0.000000e+00]> : vector<3xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = math.isfinite %cst : vector<3xf32>
// CHECK-NEXT:     return %true, %true, %true, %false, %true, %0, %cst_0 : i1, i1, i1, i1, i1, vector<3xi1>, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @host_functions() {
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 2.0137527 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 1.2311444133449163 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 1.0137527 : f32
// CHECK-NEXT:     %cst_3 = arith.constant -1.2039728043259361 : f64
// CHECK-NEXT:     %cst_4 = arith.constant -0.514573216 : f32
// CHECK-NEXT:     %cst_5 = arith.constant -0.52287874528033762 : f64
// CHECK-NEXT:     %cst_6 = arith.constant 0.530628264 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 0.29552020666133955 : f64
// CHECK-NEXT:     %cst_8 = arith.constant 0.764842212 : f32
// CHECK-NEXT:     %cst_9 = arith.constant 0.30933624960962325 : f64
// CHECK-NEXT:     %cst_10 = arith.constant 0.775397479 : f32
// CHECK-NEXT:     %cst_11 = arith.constant 1.2661036727794992 : f64
// CHECK-NEXT:     %cst_12 = arith.constant 0.610725939 : f32
// CHECK-NEXT:     %cst_13 = arith.constant 0.3045202934471426 : f64
// CHECK-NEXT:     %cst_14 = arith.constant 1.25516903 : f32
// CHECK-NEXT:     %cst_15 = arith.constant 0.2913126124515909 : f64
// CHECK-NEXT:     %cst_16 = arith.constant 0.652666568 : f32
// CHECK-NEXT:     %cst_17 = arith.constant 0.30951960420311175 : f64
// CHECK-NEXT:     %cst_18 = arith.constant 0.677801191 : f32
// CHECK-NEXT:     %cst_19 = arith.constant 0.54772255750516607 : f64
// CHECK-NEXT:     %cst_20 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_21 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_22 = arith.constant 0.785398185 : f32
// CHECK-NEXT:     %cst_23 = arith.constant 0.69684530193594896 : f64
// CHECK-NEXT:     %0 = math.exp %cst : f16
// CHECK-NEXT:     %1 = math.round %cst : f16
// CHECK-NEXT:     %2 = math.trunc %cst : f16
// CHECK-NEXT:     %3 = math.sqrt %cst : f16
// CHECK-NEXT:     "test.use"(%cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13, %cst_14, %cst_15) : (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) -> ()
// CHECK-NEXT:     "test.use"(%cst_16, %cst_17, %cst_18, %cst_19, %cst_20, %cst_21, %cst_22, %cst_23, %0, %1, %2, %3) : (f32, f64, f32, f64, f32, f64, f32, f64, f16, f16, f16, f16) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @domains() {
// CHECK-NEXT:     %cst = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_3 = arith.constant -0.693147182 : f32
// CHECK-NEXT:     %cst_4 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:     %cst_5 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:     %0 = math.log %cst_4 : f64
// CHECK-NEXT:     %1 = math.log2 %cst_5 : f32
// CHECK-NEXT:     %2 = math.log10 %cst_4 : f64
// CHECK-NEXT:     %3 = math.sqrt %cst_5 : f32
// CHECK-NEXT:     %4 = math.log1p %cst_4 : f64
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3, %4, %cst_3, %cst_2, %cst_1, %cst_1, %cst_0, %cst) : (f64, f32, f64, f32, f64, f32, f32, f64, f64, f32, f64) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_folded() {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = math.cbrt %cst : f32
// CHECK-NEXT:     %1 = math.rsqrt %cst : f32
// CHECK-NEXT:     %2 = math.fma %cst, %cst_0, %cst : f32
// CHECK-NEXT:     %3 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT:     %4 = math.clampf %cst to [%cst_0, %cst] : f32
// CHECK-NEXT:     %sin, %cos = math.sincos %cst : f32
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3, %4, %sin, %cos) : (f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison() -> (f32, i32) {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     return %0, %1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
