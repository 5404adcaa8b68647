// RUN: strata-opt %s -affine-loop-fusion=mode=sibling | FileCheck %s
// CONFORMANCE: pipeline=-affine-loop-fusion=mode=sibling

// Sibling fusion at the depth the cost model picks: one iteration of the
// sibling goes into the outer loop of the other nest. The slice runs
// every iteration of the sibling although the other nest's loops step by
// two (their domains do not matter to the slice, which uses none of
// them).

func.func @sibling_outer_depth(%a: memref<16xf32>) {
  affine.for %i = 1 to 2 {
    %v = affine.load %a[%i] : memref<16xf32>
  }
  affine.for %i = 2 to 5 step 2 {
    affine.for %j = 0 to 6 {
      affine.for %k = 2 to 3 step 2 {
        %v = affine.load %a[%j] : memref<16xf32>
      }
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @sibling_outer_depth(%arg0: memref<16xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     affine.for %arg1 = 2 to 5 step 2 {
// CHECK-NEXT:       %0 = affine.load %arg0[%c1] : memref<16xf32>
// CHECK-NEXT:       affine.for %arg2 = 0 to 6 {
// CHECK-NEXT:         affine.for %arg3 = 2 to 3 step 2 {
// CHECK-NEXT:           %1 = affine.load %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
