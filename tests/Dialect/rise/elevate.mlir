// CONFORMANCE: skip (rise is not an MLIR dialect)
// rise-elevate: Rise's rewrites as Elevate strategies through strata-opt.
// Map fusion fuses the two mapSeqs into one of the lambda applying both
// (the map of another kind stays) and removes the dead pattern and
// application; the strategies that do not apply fail with a diagnostic
// and leave no output.
// RUN: strata-opt %s --rise-elevate='strategy=map-fusion' | FileCheck %s
// RUN: strata-opt %s --rise-elevate='strategy=map-fusion' --convert-rise-to-affine | FileCheck %s --check-prefix=LOWERED
// RUN: strata-opt %s --convert-rise-to-affine | FileCheck %s --check-prefix=UNFUSED
// RUN: not strata-opt %s --rise-elevate='strategy=separate-conv' 2>&1 | FileCheck %s --check-prefix=NOCONV
// RUN: not strata-opt %s --rise-elevate='strategy=map-interchange' 2>&1 | FileCheck %s --check-prefix=NOINTERCHANGE
// RUN: not strata-opt %s --rise-elevate='strategy=bogus' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt %s --rise-elevate='strategy=tile tile-size=0' 2>&1 | FileCheck %s --check-prefix=SIZE

// CHECK-LABEL: func.func @maps
// CHECK:         %[[X:.*]] = rise.in %arg0 : memref<4xf32>
// CHECK:         %[[INC:.*]] = rise.lambda (%{{.*}}) : !rise.fun<scalar<f32> -> scalar<f32>> {
// CHECK:         %[[DOUBLE:.*]] = rise.lambda (%{{.*}}) : !rise.fun<scalar<f32> -> scalar<f32>> {
// CHECK:         %[[FUSED:.*]] = rise.lambda (%[[E:.*]]) : !rise.fun<scalar<f32> -> scalar<f32>> {
// CHECK-NEXT:      %[[G:.*]] = rise.apply %[[INC]], %[[E]] : !rise.fun<scalar<f32> -> scalar<f32>>
// CHECK-NEXT:      %[[F:.*]] = rise.apply %[[DOUBLE]], %[[G]] : !rise.fun<scalar<f32> -> scalar<f32>>
// CHECK-NEXT:      rise.return %[[F]] : !rise.scalar<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[MS:.*]] = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:    %[[A:.*]] = rise.apply %[[MS]], %[[FUSED]], %[[X]]
// CHECK-NEXT:    %[[M:.*]] = rise.map #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:    %[[B:.*]] = rise.apply %[[M]], %[[INC]], %[[A]]
// CHECK-NEXT:    rise.out %arg1 <- %[[B]] : memref<4xf32>

// Fused: one loop computes (x + 1) * 2 + 1 per element.
// LOWERED-LABEL: func.func @maps
// LOWERED-NOT:     memref.alloc
// LOWERED:         affine.for %[[I:.*]] = 0 to 4 {
// LOWERED-NEXT:      %[[V:.*]] = affine.load %arg0[%[[I]]] : memref<4xf32>
// LOWERED:           arith.addf %[[V]], %{{.*}} : f32
// LOWERED:           arith.addf
// LOWERED:           arith.addf
// LOWERED-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]] : memref<4xf32>
// LOWERED-NEXT:    }
// LOWERED-NEXT:    return

// Unfused: the first mapSeq's result is read by the second, so it is
// stored into a buffer by its own loop.
// UNFUSED-LABEL: func.func @maps
// UNFUSED-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// UNFUSED-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// UNFUSED:           affine.store %{{.*}}, %[[BUF]][%[[I]]] : memref<4xf32>
// UNFUSED:         affine.for %[[J:.*]] = 0 to 4 {
// UNFUSED-NEXT:      affine.load %[[BUF]][%[[J]]] : memref<4xf32>
// UNFUSED:         memref.dealloc %[[BUF]] : memref<4xf32>

// NOCONV: error: rise-elevate: the strategy 'separate-conv' does not apply: no separable constant kernel
// NOINTERCHANGE: error: rise-elevate: the strategy 'map-interchange' does not apply
// UNKNOWN: error: rise-elevate: unknown strategy 'bogus'
// SIZE: for the --tile-size option: '0' is not a positive integer

func.func @maps(%x: memref<4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<4xf32>
  %inc = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %one = arith.constant 1.0 : f32
      %n = arith.addf %u, %one : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %double = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %n = arith.addf %u, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %m1 = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %a = rise.apply %m1, %inc, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  %m2 = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %b = rise.apply %m2, %double, %a : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  %m3 = rise.map #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %c = rise.apply %m3, %inc, %b : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  rise.out %y <- %c : memref<4xf32>
  return
}
