// RUN: strata-opt %s --allow-unregistered-dialect --test-scf-for-utils=test-replace-with-new-yields | FileCheck %s
// Each scf.for with results carries its inits a second time, yielding the
// double of each yielded value; uses of the inits inside the loop become
// the new iter_args.

func.func @nested(%lb: index, %ub: index, %step: index, %a: f32, %b: f64) -> (f32, f64) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (f32, f64) {
    %inner = scf.for %j = %lb to %ub step %step iter_args(%z = %x) -> (f32) {
      %s = arith.addf %z, %a : f32
      scf.yield %s : f32
    }
    %t = arith.mulf %y, %b : f64
    scf.yield %inner, %t : f32, f64
  }
  scf.for %i = %lb to %ub step %step {
    "test.use"(%a) : (f32) -> ()
  }
  return %r#0, %r#1 : f32, f64
}

// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f64) -> (f32, f64) {
// CHECK-NEXT:     %0:4 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4, %arg8 = %arg3, %arg9 = %arg4) -> (f32, f64, f32, f64) {
// CHECK-NEXT:       %1:2 = scf.for %arg10 = %arg0 to %arg1 step %arg2 iter_args(%arg11 = %arg6, %arg12 = %arg6) -> (f32, f32) {
// CHECK-NEXT:         %5 = arith.addf %arg11, %arg8 : f32
// CHECK-NEXT:         %6 = arith.addf %5, %5 : f32
// CHECK-NEXT:         scf.yield %5, %6 : f32, f32
// CHECK-NEXT:       } {"test.trip-count" = "none"}
// CHECK-NEXT:       %2 = arith.mulf %arg7, %arg9 : f64
// CHECK-NEXT:       %3 = arith.addf %1#0, %1#0 : f32
// CHECK-NEXT:       %4 = arith.addf %2, %2 : f64
// CHECK-NEXT:       scf.yield %1#0, %2, %3, %4 : f32, f64, f32, f64
// CHECK-NEXT:     } {"test.trip-count" = "none"}
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "test.use"(%arg3) : (f32) -> ()
// CHECK-NEXT:     } {"test.trip-count" = "none"}
// CHECK-NEXT:     return %0#0, %0#1 : f32, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
