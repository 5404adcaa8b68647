// RUN: strata-opt %s --elevate-arith-expand | FileCheck %s

// Every expansion of arith-expand, written as Elevate strategies: the
// output must be the one mlir-opt --arith-expand prints. The CHECK lines
// are mlir-opt's output (utils/update_checks.py with the RUN line's pass
// written --arith-expand).

func.func @ints(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.ceildivui %a, %b : i32
  %1 = arith.ceildivsi %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  %4 = arith.maxui %a, %b : i32
  %5 = arith.minsi %a, %b : i32
  %6 = arith.minui %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @index_and_i1(%a: index, %b: index, %p: i1, %q: i1) -> (index, index, index, i1, i1) {
  %0 = arith.ceildivui %a, %b : index
  %1 = arith.ceildivsi %a, %b : index
  %2 = arith.floordivsi %a, %b : index
  %3 = arith.maxsi %p, %q : i1
  %4 = arith.minui %p, %q : i1
  return %0, %1, %2, %3, %4 : index, index, index, i1, i1
}

func.func @shaped(%v: vector<4xi16>, %w: vector<4xi16>, %t: tensor<2x3xi8>, %u: tensor<2x3xi8>) -> (vector<4xi16>, vector<4xi16>, tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi8>) {
  %0 = arith.ceildivsi %v, %w : vector<4xi16>
  %1 = arith.maxui %v, %w : vector<4xi16>
  %2 = arith.floordivsi %t, %u : tensor<2x3xi8>
  %3 = arith.ceildivui %t, %u : tensor<2x3xi8>
  %4 = arith.minsi %t, %u : tensor<2x3xi8>
  return %0, %1, %2, %3, %4 : vector<4xi16>, vector<4xi16>, tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi8>
}

func.func @floats(%x: f32, %y: f32, %v: vector<2xf16>, %w: vector<2xf16>) -> (f32, f32, f32, f32, vector<2xf16>, vector<2xf16>) {
  %0 = arith.maximumf %x, %y : f32
  %1 = arith.minimumf %x, %y fastmath<nnan> : f32
  %2 = arith.maxnumf %x, %y : f32
  %3 = arith.minnumf %x, %y fastmath<fast> : f32
  %4 = arith.maximumf %v, %w : vector<2xf16>
  %5 = arith.minnumf %v, %w : vector<2xf16>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, vector<2xf16>, vector<2xf16>
}

func.func @scaling(%x: f32, %s: f8E8M0FNU, %h: f16, %v: vector<2xf32>, %w: vector<2xf8E8M0FNU>, %b: bf16) -> (f16, f32, vector<2xf16>, f16, f32) {
  %0 = arith.scaling_truncf %x, %s to_nearest_away fastmath<fast> : f32, f8E8M0FNU to f16
  %1 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32
  %2 = arith.scaling_truncf %v, %w : vector<2xf32>, vector<2xf8E8M0FNU> to vector<2xf16>
  %3 = arith.scaling_truncf %x, %x : f32, f32 to f16
  %4 = arith.scaling_extf %h, %b fastmath<nnan> : f16, bf16 to f32
  return %0, %1, %2, %3, %4 : f16, f32, vector<2xf16>, f16, f32
}

// Nested regions, and ops arith-expand leaves alone.
func.func @nested(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> (i64) {
    %m = arith.maxsi %a, %b : i64
    %d = arith.floordivsi %m, %b : i64
    scf.yield %d : i64
  } else {
    %s = arith.divsi %a, %b : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @ints(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.divui %1, %arg1 : i32
// CHECK-NEXT:     %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:     %4 = arith.select %0, %c0_i32, %3 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:     %5 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.muli %5, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ne, %arg0, %6 : i32
// CHECK-NEXT:     %8 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
// CHECK-NEXT:     %9 = arith.cmpi slt, %arg1, %c0_i32_0 : i32
// CHECK-NEXT:     %10 = arith.cmpi eq, %8, %9 : i1
// CHECK-NEXT:     %11 = arith.andi %7, %10 : i1
// CHECK-NEXT:     %12 = arith.addi %5, %c1_i32_1 : i32
// CHECK-NEXT:     %13 = arith.select %11, %12, %5 : i32
// CHECK-NEXT:     %14 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.muli %14, %arg1 : i32
// CHECK-NEXT:     %16 = arith.cmpi ne, %arg0, %15 : i32
// CHECK-NEXT:     %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:     %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
// CHECK-NEXT:     %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
// CHECK-NEXT:     %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT:     %20 = arith.andi %16, %19 : i1
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %21 = arith.addi %14, %c-1_i32 : i32
// CHECK-NEXT:     %22 = arith.select %20, %21, %14 : i32
// CHECK-NEXT:     %23 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %24 = arith.select %23, %arg0, %arg1 : i32
// CHECK-NEXT:     %25 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %26 = arith.select %25, %arg0, %arg1 : i32
// CHECK-NEXT:     %27 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %28 = arith.select %27, %arg0, %arg1 : i32
// CHECK-NEXT:     %29 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %30 = arith.select %29, %arg0, %arg1 : i32
// CHECK-NEXT:     return %4, %13, %22, %24, %26, %28, %30 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_and_i1(%arg0: index, %arg1: index, %arg2: i1, %arg3: i1) -> (index, index, index, i1, i1) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:     %2 = arith.divui %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.select %0, %c0, %3 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %5 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:     %6 = arith.muli %5, %arg1 : index
// CHECK-NEXT:     %7 = arith.cmpi ne, %arg0, %6 : index
// CHECK-NEXT:     %8 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT:     %9 = arith.cmpi slt, %arg1, %c0_0 : index
// CHECK-NEXT:     %10 = arith.cmpi eq, %8, %9 : i1
// CHECK-NEXT:     %11 = arith.andi %7, %10 : i1
// CHECK-NEXT:     %12 = arith.addi %5, %c1_1 : index
// CHECK-NEXT:     %13 = arith.select %11, %12, %5 : index
// CHECK-NEXT:     %14 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:     %15 = arith.muli %14, %arg1 : index
// CHECK-NEXT:     %16 = arith.cmpi ne, %arg0, %15 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %17 = arith.cmpi slt, %arg0, %c0_2 : index
// CHECK-NEXT:     %18 = arith.cmpi slt, %arg1, %c0_2 : index
// CHECK-NEXT:     %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT:     %20 = arith.andi %16, %19 : i1
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %21 = arith.addi %14, %c-1 : index
// CHECK-NEXT:     %22 = arith.select %20, %21, %14 : index
// CHECK-NEXT:     %23 = arith.cmpi sgt, %arg2, %arg3 : i1
// CHECK-NEXT:     %24 = arith.select %23, %arg2, %arg3 : i1
// CHECK-NEXT:     %25 = arith.cmpi ult, %arg2, %arg3 : i1
// CHECK-NEXT:     %26 = arith.select %25, %arg2, %arg3 : i1
// CHECK-NEXT:     return %4, %13, %22, %24, %26 : index, index, index, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shaped(%arg0: vector<4xi16>, %arg1: vector<4xi16>, %arg2: tensor<2x3xi8>, %arg3: tensor<2x3xi8>) -> (vector<4xi16>, vector<4xi16>, tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi8>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<4xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1> : vector<4xi16>
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : vector<4xi16>
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : vector<4xi16>
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : vector<4xi16>
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %cst : vector<4xi16>
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %cst : vector<4xi16>
// CHECK-NEXT:     %5 = arith.cmpi eq, %3, %4 : vector<4xi1>
// CHECK-NEXT:     %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT:     %7 = arith.addi %0, %cst_0 : vector<4xi16>
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi16>
// CHECK-NEXT:     %9 = arith.cmpi ugt, %arg0, %arg1 : vector<4xi16>
// CHECK-NEXT:     %10 = arith.select %9, %arg0, %arg1 : vector<4xi1>, vector<4xi16>
// CHECK-NEXT:     %11 = arith.divsi %arg2, %arg3 : tensor<2x3xi8>
// CHECK-NEXT:     %12 = arith.muli %11, %arg3 : tensor<2x3xi8>
// CHECK-NEXT:     %13 = arith.cmpi ne, %arg2, %12 : tensor<2x3xi8>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : tensor<2x3xi8>
// CHECK-NEXT:     %14 = arith.cmpi slt, %arg2, %cst_1 : tensor<2x3xi8>
// CHECK-NEXT:     %15 = arith.cmpi slt, %arg3, %cst_1 : tensor<2x3xi8>
// CHECK-NEXT:     %16 = arith.cmpi ne, %14, %15 : tensor<2x3xi1>
// CHECK-NEXT:     %17 = arith.andi %13, %16 : tensor<2x3xi1>
// CHECK-NEXT:     %cst_2 = arith.constant dense<-1> : tensor<2x3xi8>
// CHECK-NEXT:     %18 = arith.addi %11, %cst_2 : tensor<2x3xi8>
// CHECK-NEXT:     %19 = arith.select %17, %18, %11 : tensor<2x3xi1>, tensor<2x3xi8>
// CHECK-NEXT:     %cst_3 = arith.constant dense<0> : tensor<2x3xi8>
// CHECK-NEXT:     %20 = arith.cmpi eq, %arg2, %cst_3 : tensor<2x3xi8>
// CHECK-NEXT:     %cst_4 = arith.constant dense<1> : tensor<2x3xi8>
// CHECK-NEXT:     %21 = arith.subi %arg2, %cst_4 : tensor<2x3xi8>
// CHECK-NEXT:     %22 = arith.divui %21, %arg3 : tensor<2x3xi8>
// CHECK-NEXT:     %23 = arith.addi %22, %cst_4 : tensor<2x3xi8>
// CHECK-NEXT:     %24 = arith.select %20, %cst_3, %23 : tensor<2x3xi1>, tensor<2x3xi8>
// CHECK-NEXT:     %25 = arith.cmpi slt, %arg2, %arg3 : tensor<2x3xi8>
// CHECK-NEXT:     %26 = arith.select %25, %arg2, %arg3 : tensor<2x3xi1>, tensor<2x3xi8>
// CHECK-NEXT:     return %8, %10, %19, %24, %26 : vector<4xi16>, vector<4xi16>, tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @floats(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: vector<2xf16>) -> (f32, f32, f32, f32, vector<2xf16>, vector<2xf16>) {
// CHECK-NEXT:     %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT:     %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:     %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT:     %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:     %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT:     %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:     %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT:     %8 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:     %9 = arith.select %8, %arg0, %arg1 : f32
// CHECK-NEXT:     %10 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:     %11 = arith.select %10, %arg1, %9 : f32
// CHECK-NEXT:     %12 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:     %13 = arith.select %12, %arg0, %arg1 : f32
// CHECK-NEXT:     %14 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:     %15 = arith.select %14, %arg1, %13 : f32
// CHECK-NEXT:     %16 = arith.cmpf ugt, %arg2, %arg3 : vector<2xf16>
// CHECK-NEXT:     %17 = arith.select %16, %arg2, %arg3 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:     %18 = arith.cmpf uno, %arg3, %arg3 : vector<2xf16>
// CHECK-NEXT:     %19 = arith.select %18, %arg3, %17 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:     %20 = arith.cmpf ult, %arg2, %arg3 : vector<2xf16>
// CHECK-NEXT:     %21 = arith.select %20, %arg2, %arg3 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:     %22 = arith.cmpf uno, %arg2, %arg2 : vector<2xf16>
// CHECK-NEXT:     %23 = arith.select %22, %arg3, %21 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:     return %3, %7, %11, %15, %19, %23 : f32, f32, f32, f32, vector<2xf16>, vector<2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scaling(%arg0: f32, %arg1: f8E8M0FNU, %arg2: f16, %arg3: vector<2xf32>, %arg4: vector<2xf8E8M0FNU>, %arg5: bf16) -> (f16, f32, vector<2xf16>, f16, f32) {
// CHECK-NEXT:     %0 = arith.extf %arg1 fastmath<fast> : f8E8M0FNU to f32
// CHECK-NEXT:     %1 = arith.divf %arg0, %0 fastmath<fast> : f32
// CHECK-NEXT:     %2 = arith.truncf %1 to_nearest_away fastmath<fast> : f32 to f16
// CHECK-NEXT:     %3 = arith.extf %arg1 : f8E8M0FNU to f32
// CHECK-NEXT:     %4 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT:     %5 = arith.mulf %4, %3 : f32
// CHECK-NEXT:     %6 = arith.extf %arg4 : vector<2xf8E8M0FNU> to vector<2xf32>
// CHECK-NEXT:     %7 = arith.divf %arg3, %6 : vector<2xf32>
// CHECK-NEXT:     %8 = arith.truncf %7 : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:     %9 = arith.truncf %arg0 : f32 to f8E8M0FNU
// CHECK-NEXT:     %10 = arith.extf %9 : f8E8M0FNU to f32
// CHECK-NEXT:     %11 = arith.divf %arg0, %10 : f32
// CHECK-NEXT:     %12 = arith.truncf %11 : f32 to f16
// CHECK-NEXT:     %13 = arith.truncf %arg5 fastmath<nnan> : bf16 to f8E8M0FNU
// CHECK-NEXT:     %14 = arith.extf %13 fastmath<nnan> : f8E8M0FNU to f32
// CHECK-NEXT:     %15 = arith.extf %arg2 fastmath<nnan> : f16 to f32
// CHECK-NEXT:     %16 = arith.mulf %15, %14 fastmath<nnan> : f32
// CHECK-NEXT:     return %2, %5, %8, %12, %16 : f16, f32, vector<2xf16>, f16, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:       %1 = arith.cmpi sgt, %arg1, %arg2 : i64
// CHECK-NEXT:       %2 = arith.select %1, %arg1, %arg2 : i64
// CHECK-NEXT:       %3 = arith.divsi %2, %arg2 : i64
// CHECK-NEXT:       %4 = arith.muli %3, %arg2 : i64
// CHECK-NEXT:       %5 = arith.cmpi ne, %2, %4 : i64
// CHECK-NEXT:       %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:       %6 = arith.cmpi slt, %2, %c0_i64 : i64
// CHECK-NEXT:       %7 = arith.cmpi slt, %arg2, %c0_i64 : i64
// CHECK-NEXT:       %8 = arith.cmpi ne, %6, %7 : i1
// CHECK-NEXT:       %9 = arith.andi %5, %8 : i1
// CHECK-NEXT:       %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:       %10 = arith.addi %3, %c-1_i64 : i64
// CHECK-NEXT:       %11 = arith.select %9, %10, %3 : i64
// CHECK-NEXT:       scf.yield %11 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.divsi %arg1, %arg2 : i64
// CHECK-NEXT:       scf.yield %1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
