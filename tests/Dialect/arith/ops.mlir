// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @integer(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<?x8xindex>, %i: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %v, %v overflow<nuw> : vector<4xi64>
  %3 = arith.muli %t, %t overflow<nsw, nuw> : tensor<?x8xindex>
  %4 = arith.shli %a, %b overflow<none> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %a, %b exact : i32
  %7 = arith.shrui %v, %v exact : vector<4xi64>
  %8 = arith.shrsi %i, %i : index
  %9 = arith.ceildivui %a, %b : i32
  %10 = arith.ceildivsi %a, %b : i32
  %11 = arith.floordivsi %a, %b : i32
  %12 = arith.remui %a, %b : i32
  %13 = arith.remsi %a, %b : i32
  %14 = arith.andi %a, %b : i32
  %15 = arith.ori %a, %b : i32
  %16 = arith.xori %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b {foo = "bar"} : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %s2:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2:2 = arith.mului_extended %i, %i : index
  return
}

func.func @float(%x: f32, %y: f32, %v: vector<2xf64>, %h: f16) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %v fastmath<nnan> : vector<2xf64>
  %2 = arith.addf %x, %y : f32
  %3 = arith.addf %x, %y fastmath<fast> : f32
  %4 = arith.subf %x, %y fastmath<reassoc,nsz> : f32
  %5 = arith.mulf %x, %y fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  %6 = arith.divf %x, %y fastmath<none> : f32
  %7 = arith.remf %x, %y : f32
  %8 = arith.maximumf %x, %y : f32
  %9 = arith.maxnumf %x, %y : f32
  %10 = arith.minimumf %v, %v : vector<2xf64>
  %11 = arith.minnumf %h, %h fastmath<afn> : f16
  return
}

func.func @compare(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xf32>, %t: tensor<2x?xi8>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi "uge", %t, %t : tensor<2x?xi8>
  %10 = arith.cmpf false, %x, %y : f32
  %11 = arith.cmpf oeq, %x, %y : f32
  %12 = arith.cmpf ogt, %x, %y : f32
  %13 = arith.cmpf oge, %x, %y : f32
  %14 = arith.cmpf olt, %x, %y : f32
  %15 = arith.cmpf ole, %x, %y : f32
  %16 = arith.cmpf one, %x, %y : f32
  %17 = arith.cmpf ord, %x, %y : f32
  %18 = arith.cmpf ueq, %x, %y : f32
  %19 = arith.cmpf ugt, %x, %y : f32
  %20 = arith.cmpf uge, %x, %y : f32
  %21 = arith.cmpf ult, %x, %y fastmath<fast> : f32
  %22 = arith.cmpf ule, %v, %v : vector<4xf32>
  %23 = arith.cmpf une, %x, %y : f32
  %24 = arith.cmpf uno, %x, %y : f32
  %25 = arith.cmpf true, %x, %y : f32
  return
}

func.func @casts(%a: i32, %x: f32, %h: f16, %v: vector<4xi8>, %t: tensor<?xf32>, %m: memref<4xi32>, %i: index, %s: f8E8M0FNU, %f4: f4E2M1FN) {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nuw> : i32 to i16
  %4 = arith.extf %h : f16 to f32
  %5 = arith.extf %h fastmath<contract> : f16 to f64
  %6 = arith.truncf %x : f32 to f16
  %7 = arith.truncf %x downward : f32 to bf16
  %8 = arith.truncf %t toward_zero fastmath<fast> : tensor<?xf32> to tensor<?xf16>
  %9 = arith.truncf %x upward : f32 to f16
  %10 = arith.truncf %x to_nearest_away : f32 to f16
  %11 = arith.uitofp %a : i32 to f32
  %12 = arith.sitofp %v : vector<4xi8> to vector<4xf16>
  %13 = arith.fptoui %x : f32 to i64
  %14 = arith.fptosi %t : tensor<?xf32> to tensor<?xi1>
  %15 = arith.index_cast %a : i32 to index
  %16 = arith.index_castui %i : index to i16
  %17 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %18 = arith.bitcast %a : i32 to f32
  %19 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %20 = arith.bitcast %h : f16 to bf16
  %21 = arith.scaling_extf %f4, %s : f4E2M1FN, f8E8M0FNU to f32
  %22 = arith.scaling_extf %f4, %s fastmath<nnan> : f4E2M1FN, f8E8M0FNU to bf16
  %23 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %24 = arith.scaling_truncf %x, %s to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  return
}

func.func @select(%c: i1, %vc: vector<4xi1>, %a: i32, %b: i32, %v: vector<4xf32>, %tc: tensor<2xi1>, %t: tensor<2xindex>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %v, %v : vector<4xf32>
  %2 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tc, %t, %t {tag} : tensor<2xi1>, tensor<2xindex>
  return
}

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -7 : index
  %2 = arith.constant 42 : i32
  %3 = arith.constant -1 : i64
  %4 = arith.constant 255 : i8
  %5 = arith.constant true
  %6 = arith.constant false
  %7 = arith.constant 1 : i1
  %8 = arith.constant 2.5 : f32
  %9 = arith.constant 0x7FC00000 : f32
  %10 = arith.constant dense<[1, 2]> : vector<2xi32>
  %11 = arith.constant dense<1.0> : tensor<4xf64>
  %12 = arith.constant dense<1> : vector<2xsi32>
  %13 = arith.constant {tag} 3 : i16
  %14 = arith.constant 12345678901234567890 : i128
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @integer(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<?x8xindex>, %arg4: index) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %2 = arith.subi %arg2, %arg2 overflow<nuw> : vector<4xi64>
// CHECK-NEXT:     %3 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : tensor<?x8xindex>
// CHECK-NEXT:     %4 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT:     %7 = arith.shrui %arg2, %arg2 exact : vector<4xi64>
// CHECK-NEXT:     %8 = arith.shrsi %arg4, %arg4 : index
// CHECK-NEXT:     %9 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %11 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:     %14 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %16 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:     %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:     %20 = arith.minui %arg0, %arg1 {foo = "bar"} : i32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %low_2, %high_3 = arith.mului_extended %arg4, %arg4 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>, %arg3: f16) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : f32
// CHECK-NEXT:     %1 = arith.negf %arg2 fastmath<nnan> : vector<2xf64>
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     %3 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %4 = arith.subf %arg0, %arg1 fastmath<reassoc,nsz> : f32
// CHECK-NEXT:     %5 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %6 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:     %7 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT:     %8 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT:     %9 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT:     %10 = arith.minimumf %arg2, %arg2 : vector<2xf64>
// CHECK-NEXT:     %11 = arith.minnumf %arg3, %arg3 fastmath<afn> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compare(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: tensor<2x?xi8>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.cmpi uge, %arg5, %arg5 : tensor<2x?xi8>
// CHECK-NEXT:     %10 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT:     %11 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT:     %12 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT:     %13 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT:     %14 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT:     %15 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT:     %16 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT:     %17 = arith.cmpf ord, %arg2, %arg3 : f32
// CHECK-NEXT:     %18 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT:     %19 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %20 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.cmpf ult, %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %22 = arith.cmpf ule, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT:     %23 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: vector<4xi8>, %arg4: tensor<?xf32>, %arg5: memref<4xi32>, %arg6: index, %arg7: f8E8M0FNU, %arg8: f4E2M1FN) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:     %1 = arith.extsi %arg3 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT:     %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT:     %3 = arith.trunci %arg0 overflow<nuw> : i32 to i16
// CHECK-NEXT:     %4 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT:     %5 = arith.extf %arg2 fastmath<contract> : f16 to f64
// CHECK-NEXT:     %6 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT:     %7 = arith.truncf %arg1 downward : f32 to bf16
// CHECK-NEXT:     %8 = arith.truncf %arg4 toward_zero fastmath<fast> : tensor<?xf32> to tensor<?xf16>
// CHECK-NEXT:     %9 = arith.truncf %arg1 upward : f32 to f16
// CHECK-NEXT:     %10 = arith.truncf %arg1 to_nearest_away : f32 to f16
// CHECK-NEXT:     %11 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT:     %12 = arith.sitofp %arg3 : vector<4xi8> to vector<4xf16>
// CHECK-NEXT:     %13 = arith.fptoui %arg1 : f32 to i64
// CHECK-NEXT:     %14 = arith.fptosi %arg4 : tensor<?xf32> to tensor<?xi1>
// CHECK-NEXT:     %15 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %16 = arith.index_castui %arg6 : index to i16
// CHECK-NEXT:     %17 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT:     %18 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %19 = arith.bitcast %arg5 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT:     %20 = arith.bitcast %arg2 : f16 to bf16
// CHECK-NEXT:     %21 = arith.scaling_extf %arg8, %arg7 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:     %22 = arith.scaling_extf %arg8, %arg7 fastmath<nnan> : f4E2M1FN, f8E8M0FNU to bf16
// CHECK-NEXT:     %23 = arith.scaling_truncf %arg1, %arg7 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:     %24 = arith.scaling_truncf %arg1, %arg7 to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select(%arg0: i1, %arg1: vector<4xi1>, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>, %arg5: tensor<2xi1>, %arg6: tensor<2xindex>) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:     %1 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT:     %2 = arith.select %arg1, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %3 = arith.select %arg5, %arg6, %arg6 {tag} : tensor<2xi1>, tensor<2xindex>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-7 = arith.constant -7 : index
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_2 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<1.000000e+00> : tensor<4xf64>
// CHECK-NEXT:     %cst_4 = arith.constant dense<1> : vector<2xsi32>
// CHECK-NEXT:     %c3_i16 = arith.constant {tag} 3 : i16
// CHECK-NEXT:     %c12345678901234567890_i128 = arith.constant 12345678901234567890 : i128
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
