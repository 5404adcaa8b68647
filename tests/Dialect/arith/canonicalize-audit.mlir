// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Select, compare, add/sub/mul chains, casts, bit ops and float
// identities.
func.func @s(%c: i1, %a: i32, %b: i32, %d: i1) -> (i32, i32, i1, i1, i32, i32, i1) {
  %0 = arith.select %c, %a, %a : i32
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %c, %t, %f : i1
  %2 = arith.select %c, %f, %t : i1
  %s1 = arith.select %c, %a, %b : i32
  %3 = arith.select %c, %s1, %b : i32
  %x = arith.cmpi eq, %a, %b : i32
  %4 = arith.select %x, %a, %b : i32
  %5 = arith.select %c, %d, %f : i1
  %6 = arith.select %c, %t, %d : i1
  return %0, %3, %1, %2, %4, %4, %5 : i32, i32, i1, i1, i32, i32, i1
}
func.func @ci(%a: i32, %b: i8) -> (i1, i1, i1, i1, i1) {
  %0 = arith.cmpi slt, %a, %a : i32
  %e = arith.extsi %b : i8 to i32
  %c = arith.constant 5 : i32
  %1 = arith.cmpi eq, %e, %c : i32
  %c2 = arith.constant 500 : i32
  %2 = arith.cmpi eq, %e, %c2 : i32
  %3 = arith.cmpi sgt, %c, %a : i32
  %u = arith.extui %b : i8 to i32
  %4 = arith.cmpi ult, %u, %c2 : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
func.func @ad(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %0 = arith.addi %x, %c2 : i32
  %y = arith.subi %a, %c1 : i32
  %1 = arith.addi %y, %c2 : i32
  %2 = arith.subi %c2, %y : i32
  %n = arith.subi %a, %b : i32
  %3 = arith.addi %n, %b : i32
  %m = arith.muli %a, %c2 : i32
  %4 = arith.muli %m, %c2 : i32
  %5 = arith.subi %x, %a : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}
func.func @casts(%a: i8, %i: index, %f: f32, %h: f16) -> (i8, i16, index, i32, f32, f16, i64, f64) {
  %e = arith.extsi %a : i8 to i32
  %0 = arith.trunci %e : i32 to i8
  %1 = arith.trunci %e : i32 to i16
  %c = arith.index_cast %i : index to i64
  %2 = arith.index_cast %c : i64 to index
  %b = arith.bitcast %f : f32 to i32
  %3 = arith.bitcast %b : i32 to i32
  %4 = arith.bitcast %b : i32 to f32
  %ef = arith.extf %h : f16 to f32
  %5 = arith.truncf %ef : f32 to f16
  %u = arith.extui %a : i8 to i32
  %6 = arith.extsi %u : i32 to i64
  %s = arith.sitofp %a : i8 to f32
  %7 = arith.extf %s : f32 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i16, index, i32, f32, f16, i64, f64
}
func.func @bits(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i1) {
  %0 = arith.andi %a, %a : i32
  %m = arith.constant -1 : i32
  %n = arith.xori %a, %m : i32
  %1 = arith.andi %a, %n : i32
  %2 = arith.ori %a, %n : i32
  %x = arith.xori %a, %b : i32
  %3 = arith.xori %x, %b : i32
  %e1 = arith.extui %a : i32 to i64
  %e2 = arith.extui %b : i32 to i64
  %o = arith.ori %e1, %e2 : i64
  %4 = arith.trunci %o : i64 to i32
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %5 = arith.xori %c, %t : i1
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i1
}
func.func @fl(%a: f32) -> (f32, f32, f32, f32, f32, i1) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %nz : f32
  %1 = arith.mulf %a, %one : f32
  %2 = arith.divf %a, %one : f32
  %n = arith.negf %a : f32
  %3 = arith.negf %n : f32
  %4 = arith.mulf %n, %n : f32
  %5 = arith.cmpf ord, %a, %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @s(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i1) -> (i32, i32, i1, i1, i32, i32, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %1 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %2 = arith.select %arg0, %arg3, %false : i1
// CHECK-NEXT:     return %arg1, %1, %arg0, %0, %arg2, %arg2, %2 : i32, i32, i1, i1, i32, i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ci(%arg0: i32, %arg1: i8) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c500_i32 = arith.constant 500 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c5_i32 : i32
// CHECK-NEXT:     %2 = arith.cmpi eq, %0, %c500_i32 : i32
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c5_i32 : i32
// CHECK-NEXT:     %4 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT:     %5 = arith.cmpi ult, %4, %c500_i32 : i32
// CHECK-NEXT:     return %false, %1, %2, %3, %5 : i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ad(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %c3_i32, %arg0 : i32
// CHECK-NEXT:     %3 = arith.muli %arg0, %c4_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %arg0, %3, %c1_i32 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i8, %arg1: index, %arg2: f32, %arg3: f16) -> (i8, i16, index, i32, f32, f16, i64, f64) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:     %1 = arith.bitcast %arg2 : f32 to i32
// CHECK-NEXT:     %2 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:     %3 = arith.sitofp %arg0 : i8 to f32
// CHECK-NEXT:     %4 = arith.extf %3 : f32 to f64
// CHECK-NEXT:     return %arg0, %0, %arg1, %1, %arg2, %arg3, %2, %4 : i8, i16, index, i32, f32, f16, i64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bits(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i1) {
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     return %arg0, %c0_i32, %c-1_i32, %arg0, %0, %1 : i32, i32, i32, i32, i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fl(%arg0: f32) -> (f32, f32, f32, f32, f32, i1) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %1 = arith.cmpf ord, %arg0, %arg0 : f32
// CHECK-NEXT:     return %arg0, %arg0, %arg0, %arg0, %0, %1 : f32, f32, f32, f32, f32, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
