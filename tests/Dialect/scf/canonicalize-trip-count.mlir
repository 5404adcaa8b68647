// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// A constant step that does not advance means no iteration, whatever the
// bounds: the loop becomes its initial values.
func.func @zero_step(%lb: index, %ub: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %c0 iter_args(%a = %x) -> f32 {
    %y = arith.mulf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}

func.func @negative_step(%lb: index, %ub: index, %x: i8) -> i8 {
  %c = arith.constant -3 : index
  %r = scf.for %i = %lb to %ub step %c iter_args(%a = %x) -> i8 {
    %y = arith.addi %a, %a : i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @negative_step_i16(%lb: i16, %ub: i16) {
  %c = arith.constant -1 : i16
  scf.for %i = %lb to %ub step %c : i16 {
    "test.use"(%i) : (i16) -> ()
  }
  return
}

// An unsigned loop still reads a constant step as signed here: -1 means
// no iteration, as in MLIR 22.
func.func @unsigned_large_step(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c = arith.constant -1 : index
  %r = scf.for unsigned %i = %c0 to %c8 step %c iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @zero_step(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     return %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @negative_step(%arg0: index, %arg1: index, %arg2: i8) -> i8 {
// CHECK-NEXT:     return %arg2 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @negative_step_i16(%arg0: i16, %arg1: i16) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unsigned_large_step(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
