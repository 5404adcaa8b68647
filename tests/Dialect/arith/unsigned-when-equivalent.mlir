// RUN: strata-opt %s --split-input-file --arith-unsigned-when-equivalent | FileCheck %s
// CONFORMANCE: pipeline=--arith-unsigned-when-equivalent

// Signed ops over values known non-negative become unsigned ones.

func.func @non_negative(%a: i16, %b: i16) -> (i16, i16, i16, i32, i1, i1) {
  %c255 = arith.constant 255 : i16
  %c3 = arith.constant 3 : i16
  %x = arith.andi %a, %c255 : i16
  %d = arith.divsi %x, %c3 : i16
  %r = arith.remsi %x, %c3 : i16
  %m = arith.maxsi %x, %c3 : i16
  %e = arith.extsi %x : i16 to i32
  %lt = arith.cmpi slt, %x, %c3 : i16
  %eq = arith.cmpi eq, %x, %c3 : i16
  return %d, %r, %m, %e, %lt, %eq : i16, i16, i16, i32, i1, i1
}

// -----

func.func @maybe_negative(%a: i16) -> (i16, i16, i1, i16) {
  %c3 = arith.constant 3 : i16
  %d = arith.divsi %a, %c3 : i16
  %f = arith.floordivsi %a, %c3 : i16
  %lt = arith.cmpi sle, %a, %c3 : i16
  %n = arith.minsi %a, %c3 : i16
  return %d, %f, %lt, %n : i16, i16, i1, i16
}

// -----

func.func @floor_and_ceil(%a: index) -> (index, index) {
  %c7 = arith.constant 7 : index
  %x = arith.remui %a, %c7 : index
  %f = arith.floordivsi %x, %c7 : index
  %c = arith.ceildivsi %x, %c7 : index
  return %f, %c : index, index
}

// -----

func.func @in_loop(%m: memref<8xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %d = arith.divsi %i, %c1 : index
    %g = arith.cmpi sgt, %d, %c1 : index
    scf.if %g {
      memref.store %d, %m[%i] : memref<8xindex>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @non_negative(%arg0: i16, %arg1: i16) -> (i16, i16, i16, i32, i1, i1) {
// CHECK-NEXT:     %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT:     %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT:     %0 = arith.andi %arg0, %c255_i16 : i16
// CHECK-NEXT:     %1 = arith.divui %0, %c3_i16 : i16
// CHECK-NEXT:     %2 = arith.remui %0, %c3_i16 : i16
// CHECK-NEXT:     %3 = arith.maxui %0, %c3_i16 : i16
// CHECK-NEXT:     %4 = arith.extui %0 : i16 to i32
// CHECK-NEXT:     %5 = arith.cmpi ult, %0, %c3_i16 : i16
// CHECK-NEXT:     %6 = arith.cmpi eq, %0, %c3_i16 : i16
// CHECK-NEXT:     return %1, %2, %3, %4, %5, %6 : i16, i16, i16, i32, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @maybe_negative(%arg0: i16) -> (i16, i16, i1, i16) {
// CHECK-NEXT:     %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT:     %0 = arith.divsi %arg0, %c3_i16 : i16
// CHECK-NEXT:     %1 = arith.floordivsi %arg0, %c3_i16 : i16
// CHECK-NEXT:     %2 = arith.cmpi sle, %arg0, %c3_i16 : i16
// CHECK-NEXT:     %3 = arith.minsi %arg0, %c3_i16 : i16
// CHECK-NEXT:     return %0, %1, %2, %3 : i16, i16, i1, i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @floor_and_ceil(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0 = arith.remui %arg0, %c7 : index
// CHECK-NEXT:     %1 = arith.divui %0, %c7 : index
// CHECK-NEXT:     %2 = arith.ceildivui %0, %c7 : index
// CHECK-NEXT:     return %1, %2 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: memref<8xindex>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c8 step %c1 {
// CHECK-NEXT:       %0 = arith.divui %arg1, %c1 : index
// CHECK-NEXT:       %1 = arith.cmpi sgt, %0, %c1 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         memref.store %0, %arg0[%arg1] : memref<8xindex>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
