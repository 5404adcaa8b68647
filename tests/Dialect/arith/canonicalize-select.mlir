// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

func.func @select_folds(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1, i32, i32, vector<3xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %a, %b : i32
  %1 = arith.select %f, %a, %b : i32
  %2 = arith.select %c, %a, %a : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %4 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %5 = arith.select %ne, %a, %b : i32
  %vc = arith.constant dense<[true, false, true]> : vector<3xi1>
  %va = arith.constant dense<1> : vector<3xi32>
  %vb = arith.constant dense<[2, 3, 4]> : vector<3xi32>
  %6 = arith.select %vc, %va, %vb : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i32, i32, vector<3xi32>
}

func.func @select_patterns(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i1, i32, i32, i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %1 = arith.select %c, %c0, %c1 : i32
  %2 = arith.select %c, %f, %t : i1
  %n = arith.xori %c, %t : i1
  %3 = arith.select %n, %a, %b : i32
  %s = arith.select %c, %a, %b : i32
  %4 = arith.select %c, %s, %e : i32
  %5 = arith.select %c, %e, %s : i32
  %6 = arith.select %c, %t, %d : i1
  %7 = arith.select %c, %d, %f : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i1, i32, i32, i32, i1, i1
}

func.func @select_vector_to_extui(%c: vector<4xi1>) -> vector<4xi32> {
  %one = arith.constant dense<1> : vector<4xi32>
  %zero = arith.constant dense<0> : vector<4xi32>
  %0 = arith.select %c, %one, %zero : vector<4xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}

func.func @cmpi_folds(%x: i32, %b: i1, %y: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.cmpi sle, %x, %x : i32
  %1 = arith.cmpi ult, %x, %x : i32
  %2 = arith.cmpi slt, %c5, %x : i32
  %3 = arith.cmpi ne, %b, %f : i1
  %4 = arith.cmpi eq, %b, %t : i1
  %5 = arith.cmpi ult, %c5, %c7 : i32
  %6 = arith.cmpi ugt, %m1, %c7 : i32
  %7 = arith.cmpi sgt, %m1, %c7 : i32
  %e = arith.extui %b : i1 to i8
  %zero = arith.constant 0 : i8
  %8 = arith.cmpi ne, %e, %zero : i8
  %9 = arith.cmpi uge, %c7, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpi_patterns(%x: i8, %y: i8, %p: i32, %q: i32) -> (i1, i1, i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %0 = arith.cmpi eq, %a, %b : i32
  %ua = arith.extui %x : i8 to i32
  %ub = arith.extui %y : i8 to i32
  %1 = arith.cmpi ne, %ua, %ub : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %t = arith.constant true
  %lt = arith.cmpi slt, %p, %q : i32
  %3 = arith.xori %lt, %t : i1
  %ule = arith.cmpi ule, %p, %q : i32
  %4 = arith.xori %ule, %t : i1
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

func.func @bitwise_of_ext(%x: i8, %y: i8, %z: i16) -> (i16, i32, i32, i32, i16) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %y : i8 to i16
  %0 = arith.andi %a, %b : i16
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %y : i8 to i32
  %1 = arith.ori %c, %d : i32
  %2 = arith.xori %c, %d : i32
  %e = arith.extui %x : i8 to i32
  %3 = arith.andi %c, %e : i32
  %g = arith.extui %z : i16 to i32
  %h = arith.extui %a : i16 to i32
  %o4 = arith.ori %g, %h : i32
  %4 = arith.trunci %o4 : i32 to i16
  return %0, %1, %2, %3, %4 : i16, i32, i32, i32, i16
}

// Patterns that match scalar constants only leave vectors alone.
func.func @vector_patterns(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<2xi1>, %x: vector<2xi8>, %y: vector<2xi8>) -> (vector<2xi1>, vector<2xi32>, vector<2xi1>, vector<2xi16>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %t = arith.constant dense<true> : vector<2xi1>
  %f = arith.constant dense<false> : vector<2xi1>
  %lt = arith.cmpi slt, %a, %b : vector<2xi32>
  %0 = arith.xori %lt, %t : vector<2xi1>
  %n = arith.xori %c, %t : vector<2xi1>
  %1 = arith.select %n, %a, %b : vector<2xi1>, vector<2xi32>
  %2 = arith.select %c, %f, %t : vector<2xi1>, vector<2xi1>
  %xa = arith.extui %x : vector<2xi8> to vector<2xi16>
  %ya = arith.extui %y : vector<2xi8> to vector<2xi16>
  %3 = arith.andi %xa, %ya : vector<2xi16>
  %c1 = arith.constant dense<1> : vector<2xi32>
  %c2 = arith.constant dense<2> : vector<2xi32>
  %m1 = arith.constant dense<-1> : vector<2xi32>
  %s = arith.select %c, %a, %b : vector<2xi1>, vector<2xi32>
  %4 = arith.select %c, %s, %c2 : vector<2xi1>, vector<2xi32>
  %mm = arith.muli %b, %m1 : vector<2xi32>
  %5 = arith.addi %a, %mm : vector<2xi32>
  %l, %h = arith.mulsi_extended %a, %c1 : vector<2xi32>
  %sb = arith.subi %a, %b : vector<2xi32>
  %7 = arith.subi %sb, %a : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %h, %7 : vector<2xi1>, vector<2xi32>, vector<2xi1>, vector<2xi16>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}
func.func @constant_on_the_left(%c: i1, %a: i32, %b: i32, %d: i1) -> (i32, i32, i1) {
  %t = arith.constant true
  %n = arith.xori %t, %c : i1
  %0 = arith.select %n, %a, %b : i32
  %c1 = arith.constant 1 : i32
  %s = arith.subi %c1, %a : i32
  %1 = arith.addi %s, %c1 : i32
  %2 = arith.xori %t, %d : i1
  return %0, %1, %2 : i32, i32, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @select_folds(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1, i32, i32, vector<3xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 3, 1]> : vector<3xi32>
// CHECK-NEXT:     return %arg1, %arg2, %arg1, %arg0, %arg2, %arg1, %cst : i32, i32, i32, i1, i32, i32, vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select_patterns(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i1, i32, i32, i32, i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:     %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT:     %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %4 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:     %5 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT:     %6 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT:     %7 = arith.select %arg0, %true, %arg1 : i1
// CHECK-NEXT:     %8 = arith.select %arg0, %arg1, %false : i1
// CHECK-NEXT:     return %0, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i1, i32, i32, i32, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select_vector_to_extui(%arg0: vector<4xi1>) -> vector<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:     %0 = arith.select %arg0, %cst, %cst_0 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:     return %0 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpi_folds(%arg0: i32, %arg1: i1, %arg2: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:     %1 = arith.cmpi ule, %arg0, %c7_i32 : i32
// CHECK-NEXT:     return %true, %false, %0, %arg1, %arg1, %true, %true, %false, %arg1, %1 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpi_patterns(%arg0: i8, %arg1: i8, %arg2: i32, %arg3: i32) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:     %3 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT:     %4 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT:     %5 = arith.cmpi sge, %arg2, %arg3 : i32
// CHECK-NEXT:     %6 = arith.cmpi ugt, %arg2, %arg3 : i32
// CHECK-NEXT:     return %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitwise_of_ext(%arg0: i8, %arg1: i8, %arg2: i16) -> (i16, i32, i32, i32, i16) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:     %1 = arith.extui %0 : i8 to i16
// CHECK-NEXT:     %2 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %3 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:     %4 = arith.extsi %3 : i8 to i32
// CHECK-NEXT:     %5 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:     %6 = arith.extsi %5 : i8 to i32
// CHECK-NEXT:     %7 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %8 = arith.andi %2, %7 : i32
// CHECK-NEXT:     %9 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT:     %10 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %11 = arith.ori %9, %10 : i32
// CHECK-NEXT:     %12 = arith.trunci %11 : i32 to i16
// CHECK-NEXT:     return %1, %4, %6, %8, %12 : i16, i32, i32, i32, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector_patterns(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2xi1>, %arg3: vector<2xi8>, %arg4: vector<2xi8>) -> (vector<2xi1>, vector<2xi32>, vector<2xi1>, vector<2xi16>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<2> : vector<2xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %cst_2 = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : vector<2xi32>
// CHECK-NEXT:     %1 = arith.xori %0, %cst_1 : vector<2xi1>
// CHECK-NEXT:     %2 = arith.xori %arg2, %cst_1 : vector<2xi1>
// CHECK-NEXT:     %3 = arith.select %2, %arg0, %arg1 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:     %4 = arith.select %arg2, %cst_2, %cst_1 : vector<2xi1>, vector<2xi1>
// CHECK-NEXT:     %5 = arith.andi %arg3, %arg4 : vector<2xi8>
// CHECK-NEXT:     %6 = arith.extui %5 : vector<2xi8> to vector<2xi16>
// CHECK-NEXT:     %7 = arith.select %arg2, %arg0, %cst_0 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:     %8 = arith.subi %arg0, %arg1 : vector<2xi32>
// CHECK-NEXT:     %9 = arith.cmpi slt, %arg0, %cst : vector<2xi32>
// CHECK-NEXT:     %10 = arith.extsi %9 : vector<2xi1> to vector<2xi32>
// CHECK-NEXT:     %11 = arith.subi %cst, %arg1 : vector<2xi32>
// CHECK-NEXT:     return %1, %3, %4, %6, %7, %8, %10, %11 : vector<2xi1>, vector<2xi32>, vector<2xi1>, vector<2xi16>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_on_the_left(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i1) -> (i32, i32, i1) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     %1 = arith.subi %c2_i32, %arg1 : i32
// CHECK-NEXT:     %2 = arith.xori %arg3, %true : i1
// CHECK-NEXT:     return %0, %1, %2 : i32, i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
