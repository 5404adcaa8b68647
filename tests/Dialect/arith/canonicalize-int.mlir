// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

// Constant folding of integer ops wraps at the width; flags do not stop it.
func.func @int_constants() -> (i32, i32, i32, i8, i8, i8, i8, i8, i64) {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.addi %min, %m1 overflow<nsw> : i32
  %b = arith.muli %min, %m1 overflow<nsw, nuw> : i32
  %c = arith.remsi %min, %m1 : i32
  %x = arith.constant 200 : i8
  %y = arith.constant 100 : i8
  %d = arith.addi %x, %y : i8
  %e = arith.divui %x, %y : i8
  %f = arith.divsi %x, %y : i8
  %g = arith.remui %x, %y : i8
  %h = arith.subi %y, %x : i8
  %w = arith.constant 123456789012 : i64
  %i = arith.xori %w, %w : i64
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i8, i8, i8, i8, i8, i64
}

// Division by zero, MIN / -1 and shifts by the width or more are not folded.
func.func @int_undefined() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %a = arith.divsi %min, %m1 : i32
  %b = arith.ceildivsi %min, %m1 : i32
  %c = arith.floordivsi %min, %m1 : i32
  %d = arith.divui %m1, %c0 : i32
  %e = arith.remsi %m1, %c0 : i32
  %f = arith.shli %m1, %c32 : i32
  %g = arith.shrsi %m1, %c32 : i32
  %h = arith.ceildivui %m1, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @int_rounding() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %a = arith.ceildivsi %c7, %c2 : i32
  %b = arith.floordivsi %m7, %c2 : i32
  %c = arith.ceildivsi %m7, %c2 : i32
  %d = arith.ceildivui %c7, %c2 : i32
  %e = arith.shrsi %m7, %c2 : i32
  %f = arith.shrui %m7, %c2 : i32
  %g = arith.shli %m7, %c2 : i32
  %h = arith.floordivsi %c7, %m2 : i32
  %i = arith.ceildivsi %m7, %m2 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @int_bitwise_minmax() -> (i16, i16, i16, i16, i16, i16, i16) {
  %a = arith.constant 0x0F0F : i16
  %b = arith.constant -256 : i16
  %0 = arith.andi %a, %b : i16
  %1 = arith.ori %a, %b : i16
  %2 = arith.xori %a, %b : i16
  %3 = arith.maxsi %a, %b : i16
  %4 = arith.maxui %a, %b : i16
  %5 = arith.minsi %a, %b : i16
  %6 = arith.minui %a, %b : i16
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, i16, i16, i16, i16, i16
}

func.func @int_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.addi %c0, %x : i32
  %b = arith.muli %x, %c1 : i32
  %c = arith.muli %x, %c0 : i32
  %d = arith.subi %x, %x : i32
  %e = arith.andi %x, %x : i32
  %f = arith.ori %x, %c0 : i32
  %g = arith.ori %x, %m1 : i32
  %h = arith.andi %x, %m1 : i32
  %s = arith.subi %x, %y : i32
  %i = arith.addi %s, %y : i32
  %t = arith.addi %x, %y : i32
  %j = arith.subi %t, %x : i32
  %k = arith.remui %x, %c1 : i32
  %l = arith.divsi %x, %c1 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @int_identities2(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %n = arith.xori %x, %m1 : i32
  %a = arith.andi %x, %n : i32
  %b = arith.ori %n, %x : i32
  %z = arith.xori %x, %y : i32
  %c = arith.xori %z, %y : i32
  %d = arith.maxsi %x, %max : i32
  %e = arith.maxsi %x, %min : i32
  %f = arith.minsi %x, %min : i32
  %g = arith.minui %x, %c0 : i32
  %h = arith.maxui %x, %m1 : i32
  %i = arith.shli %x, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @int_vectors() -> (vector<3xi32>, vector<2xi16>, tensor<2xi8>, vector<2xi1>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[3, 2, 1]> : vector<3xi32>
  %s = arith.addi %a, %b : vector<3xi32>
  %c = arith.constant dense<5> : vector<2xi16>
  %d = arith.muli %c, %c : vector<2xi16>
  %e = arith.constant dense<[100, -100]> : tensor<2xi8>
  %f = arith.addi %e, %e : tensor<2xi8>
  %v = arith.constant dense<[1, 5]> : vector<2xi16>
  %g = arith.cmpi slt, %v, %c : vector<2xi16>
  return %s, %d, %f, %g : vector<3xi32>, vector<2xi16>, tensor<2xi8>, vector<2xi1>
}

func.func @int_vector_division_by_zero() -> vector<2xi32> {
  %a = arith.constant dense<[4, 6]> : vector<2xi32>
  %b = arith.constant dense<[2, 0]> : vector<2xi32>
  %c = arith.divui %a, %b : vector<2xi32>
  return %c : vector<2xi32>
}

func.func @extended() -> (i32, i32, i32, i1, i32, i32) {
  %m = arith.constant -3 : i32
  %l, %h = arith.mulsi_extended %m, %m : i32
  %s, %o = arith.addui_extended %m, %m : i32, i1
  %l2, %h2 = arith.mului_extended %m, %m : i32
  return %l, %h, %s, %o, %l2, %h2 : i32, i32, i32, i1, i32, i32
}

func.func @extended_patterns(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i1, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mulsi_extended %a, %c1 : i32
  %s, %o = arith.addui_extended %a, %c0 : i32, i1
  %s2, %o2 = arith.addui_extended %a, %b : i32, i1
  %l3, %h3 = arith.mului_extended %a, %c1 : i32
  return %l, %l2, %h2, %s, %s2, %o, %l3, %h3 : i32, i32, i32, i32, i32, i1, i32, i32
}

// addi/subi/muli constant reassociation keeps the overflow flags both ops
// have where MLIR does.
func.func @reassociate(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  %2 = arith.subi %0, %c2 overflow<nsw> : i32
  %3 = arith.subi %c2, %0 overflow<nsw> : i32
  %4 = arith.subi %c1, %x overflow<nsw> : i32
  %5 = arith.subi %4, %c2 overflow<nsw> : i32
  %6 = arith.subi %x, %c1 overflow<nuw> : i32
  %7 = arith.subi %c2, %6 overflow<nuw> : i32
  %8 = arith.subi %c2, %4 overflow<nsw> : i32
  %9 = arith.addi %4, %c2 overflow<nsw> : i32
  %10 = arith.addi %6, %c2 overflow<nuw> : i32
  %11 = arith.subi %6, %c2 overflow<nuw> : i32
  %12 = arith.muli %x, %c2 overflow<nsw> : i32
  %13 = arith.muli %12, %c2 overflow<nsw> : i32
  return %1, %2, %3, %5, %7, %8, %9, %10, %11, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @negate_and_cancel(%x: i32, %y: i32) -> (i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %y, %m1 : i32
  %1 = arith.addi %x, %0 overflow<nuw> : i32
  %2 = arith.addi %0, %x : i32
  %3 = arith.subi %x, %y : i32
  %4 = arith.subi %3, %x : i32
  return %1, %2, %4 : i32, i32, i32
}

func.func @index_constants(%i: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %a = arith.muli %c4, %c3 : index
  %b = arith.addi %i, %c4 : index
  %c = arith.addi %b, %c3 : index
  %d = arith.floordivsi %c4, %c3 : index
  return %a, %c, %d : index, index, index
}

func.func @wide_integers() -> (i128, i128, i70) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 3 : i128
  %c = arith.muli %a, %b : i128
  %d = arith.divui %a, %b : i128
  %e = arith.constant -1 : i70
  %g = arith.constant 5 : i70
  %h = arith.shrui %e, %g : i70
  return %c, %d, %h : i128, i128, i70
}

// Vector folds keep only the last element's validity, as MLIR's folders
// do: a vector shift or floor division may fold around an undefined
// element.
func.func @vector_last_element_decides() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[4, 6]> : vector<2xi32>
  %z0 = arith.constant dense<[0, 2]> : vector<2xi32>
  %z1 = arith.constant dense<[2, 0]> : vector<2xi32>
  %0 = arith.floordivsi %a, %z0 : vector<2xi32>
  %1 = arith.floordivsi %a, %z1 : vector<2xi32>
  %s1 = arith.constant dense<[33, 1]> : vector<2xi32>
  %s2 = arith.constant dense<[1, 33]> : vector<2xi32>
  %2 = arith.shli %a, %s1 : vector<2xi32>
  %3 = arith.shli %a, %s2 : vector<2xi32>
  %4 = arith.shrsi %a, %s1 : vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}

// ceildivsi computes through negated operands: a signed minimum operand
// overflows and stays.
func.func @ceildivsi_min() -> (i32, i32, i32) {
  %min = arith.constant -2147483648 : i32
  %c2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.ceildivsi %min, %c2 : i32
  %1 = arith.ceildivsi %m2, %min : i32
  %2 = arith.ceildivsi %c0, %min : i32
  return %0, %1, %2 : i32, i32, i32
}

// andi(x, andi(x, y)) folds; the ori and max/min forms stay.
func.func @and_absorbs(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.andi %x, %y : i32
  %0 = arith.andi %x, %a : i32
  %1 = arith.andi %a, %x : i32
  %2 = arith.andi %y, %a : i32
  %3 = arith.andi %a, %y : i32
  %o = arith.ori %x, %y : i32
  %4 = arith.ori %x, %o : i32
  %5 = arith.ori %o, %y : i32
  %6 = arith.andi %x, %o : i32
  %7 = arith.ori %x, %a : i32
  %m = arith.maxsi %x, %y : i32
  %8 = arith.maxsi %x, %m : i32
  %9 = arith.minui %m, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @wider_integers() -> (i128, i128, i128, i128, i1, i256, i256) {
  %a = arith.constant -170141183460469231731687303715884105728 : i128
  %b = arith.constant 12345678901234567890123 : i128
  %0 = arith.divsi %a, %b : i128
  %1 = arith.remsi %a, %b : i128
  %2:2 = arith.mului_extended %b, %b : i128
  %3 = arith.shrsi %a, %b : i128
  %4 = arith.cmpi ult, %a, %b : i128
  %big = arith.constant 115792089237316195423570985008687907853269984665640564039457584007913129639935 : i256
  %c7 = arith.constant 7 : i256
  %5 = arith.divui %big, %c7 : i256
  %6 = arith.muli %big, %c7 : i256
  return %0, %1, %2#1, %3, %4, %5, %6 : i128, i128, i128, i128, i1, i256, i256
}

// CHECK: module {
// CHECK-NEXT:   func.func @int_constants() -> (i32, i32, i32, i8, i8, i8, i8, i8, i64) {
// CHECK-NEXT:     %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:     %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:     %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c-100_i8 = arith.constant -100 : i8
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     return %c2147483647_i32, %c-2147483648_i32, %c0_i32, %c44_i8, %c2_i8, %c0_i8, %c0_i8, %c-100_i8, %c0_i64 : i32, i32, i32, i8, i8, i8, i8, i8, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_undefined() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:     %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:     %1 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:     %2 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:     %3 = arith.divui %c-1_i32, %c0_i32 : i32
// CHECK-NEXT:     %4 = arith.remsi %c-1_i32, %c0_i32 : i32
// CHECK-NEXT:     %5 = arith.shli %c-1_i32, %c32_i32 : i32
// CHECK-NEXT:     %6 = arith.shrsi %c-1_i32, %c32_i32 : i32
// CHECK-NEXT:     %7 = arith.ceildivui %c-1_i32, %c0_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_rounding() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %c1073741822_i32 = arith.constant 1073741822 : i32
// CHECK-NEXT:     %c-28_i32 = arith.constant -28 : i32
// CHECK-NEXT:     return %c4_i32, %c-4_i32, %c-3_i32, %c4_i32, %c-2_i32, %c1073741822_i32, %c-28_i32, %c-4_i32, %c4_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_bitwise_minmax() -> (i16, i16, i16, i16, i16, i16, i16) {
// CHECK-NEXT:     %c3840_i16 = arith.constant 3840 : i16
// CHECK-NEXT:     %c-241_i16 = arith.constant -241 : i16
// CHECK-NEXT:     %c-4081_i16 = arith.constant -4081 : i16
// CHECK-NEXT:     %c3855_i16 = arith.constant 3855 : i16
// CHECK-NEXT:     %c-256_i16 = arith.constant -256 : i16
// CHECK-NEXT:     return %c3840_i16, %c-241_i16, %c-4081_i16, %c3855_i16, %c-256_i16, %c-256_i16, %c3855_i16 : i16, i16, i16, i16, i16, i16, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     return %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg0, %c-1_i32, %arg0, %arg0, %arg1, %c0_i32, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_identities2(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:     %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:     return %c0_i32, %c-1_i32, %arg0, %c2147483647_i32, %arg0, %c-2147483648_i32, %c0_i32, %c-1_i32, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_vectors() -> (vector<3xi32>, vector<2xi16>, tensor<2xi8>, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<4> : vector<3xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<25> : vector<2xi16>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[-56, 56]> : tensor<2xi8>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2 : vector<3xi32>, vector<2xi16>, tensor<2xi8>, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_vector_division_by_zero() -> vector<2xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[4, 6]> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-NEXT:     %0 = arith.divui %cst, %cst_0 : vector<2xi32>
// CHECK-NEXT:     return %0 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extended() -> (i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-6_i32 = arith.constant -6 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     return %c9_i32, %c0_i32, %c-6_i32, %true, %c9_i32, %c-6_i32 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extended_patterns(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %2 = arith.extsi %1 : i1 to i32
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0, %arg0, %2, %arg0, %3, %false, %arg0, %c0_i32 : i32, i32, i32, i32, i32, i1, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reassociate(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c-1_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %c1_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %3 = arith.subi %c-1_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %4 = arith.subi %c3_i32, %arg0 overflow<nuw> : i32
// CHECK-NEXT:     %5 = arith.addi %arg0, %c1_i32 overflow<nsw> : i32
// CHECK-NEXT:     %6 = arith.subi %c3_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %7 = arith.addi %arg0, %c1_i32 overflow<nuw> : i32
// CHECK-NEXT:     %8 = arith.subi %arg0, %c3_i32 overflow<nuw> : i32
// CHECK-NEXT:     %9 = arith.muli %arg0, %c4_i32 overflow<nsw> : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @negate_and_cancel(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT:     return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_constants(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c7 : index
// CHECK-NEXT:     return %c12, %0, %c1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wide_integers() -> (i128, i128, i70) {
// CHECK-NEXT:     %c170141183460469231731687303715884105725_i128 = arith.constant 170141183460469231731687303715884105725 : i128
// CHECK-NEXT:     %c56713727820156410577229101238628035242_i128 = arith.constant 56713727820156410577229101238628035242 : i128
// CHECK-NEXT:     %c36893488147419103231_i70 = arith.constant 36893488147419103231 : i70
// CHECK-NEXT:     return %c170141183460469231731687303715884105725_i128, %c56713727820156410577229101238628035242_i128, %c36893488147419103231_i70 : i128, i128, i70
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector_last_element_decides() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[0, 3]> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0, 12]> : vector<2xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1, 33]> : vector<2xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[4, 6]> : vector<2xi32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-NEXT:     %cst_4 = arith.constant dense<[4, 3]> : vector<2xi32>
// CHECK-NEXT:     %0 = arith.floordivsi %cst_2, %cst_3 : vector<2xi32>
// CHECK-NEXT:     %1 = arith.shli %cst_2, %cst_1 : vector<2xi32>
// CHECK-NEXT:     return %cst_4, %0, %cst_0, %1, %cst : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceildivsi_min() -> (i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %0 = arith.ceildivsi %c-2147483648_i32, %c2_i32 : i32
// CHECK-NEXT:     %1 = arith.ceildivsi %c-2_i32, %c-2147483648_i32 : i32
// CHECK-NEXT:     return %0, %1, %c0_i32 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @and_absorbs(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.ori %arg0, %1 : i32
// CHECK-NEXT:     %3 = arith.ori %1, %arg1 : i32
// CHECK-NEXT:     %4 = arith.andi %arg0, %1 : i32
// CHECK-NEXT:     %5 = arith.ori %arg0, %0 : i32
// CHECK-NEXT:     %6 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.maxsi %arg0, %6 : i32
// CHECK-NEXT:     %8 = arith.minui %6, %arg1 : i32
// CHECK-NEXT:     return %0, %0, %0, %0, %2, %3, %4, %5, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wider_integers() -> (i128, i128, i128, i128, i1, i256, i256) {
// CHECK-NEXT:     %c-7_i256 = arith.constant -7 : i256
// CHECK-NEXT:     %c16541727033902313631938712144098272550467140666520080577065369143987589948562_i256 = arith.constant 16541727033902313631938712144098272550467140666520080577065369143987589948562 : i256
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:     %c12345678901234567890123_i128 = arith.constant 12345678901234567890123 : i128
// CHECK-NEXT:     %c-13781435984330931_i128 = arith.constant -13781435984330931 : i128
// CHECK-NEXT:     %c-7921590776543405811215_i128 = arith.constant -7921590776543405811215 : i128
// CHECK-NEXT:     %c447909_i128 = arith.constant 447909 : i128
// CHECK-NEXT:     %0 = arith.shrsi %c-170141183460469231731687303715884105728_i128, %c12345678901234567890123_i128 : i128
// CHECK-NEXT:     return %c-13781435984330931_i128, %c-7921590776543405811215_i128, %c447909_i128, %0, %false, %c16541727033902313631938712144098272550467140666520080577065369143987589948562_i256, %c-7_i256 : i128, i128, i128, i128, i1, i256, i256
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
