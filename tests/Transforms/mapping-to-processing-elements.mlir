// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(test-mapping-to-processing-elements))" | FileCheck %s
// Outermost scf.for loops are distributed cyclically over a three-level
// processor grid; nested loops are left alone.

func.func @grid(%lb: index, %ub: index, %step: index) {
  %g:2 = "new_processor_id_and_range"() : () -> (index, index)
  %b:2 = "new_processor_id_and_range"() : () -> (index, index)
  %t:2 = "new_processor_id_and_range"() : () -> (index, index)
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %lb to %i step %step {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  scf.for %k = %ub to %lb step %step {
  }
  return
}

func.func @no_grid(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
  }
  return
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @grid(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0:2 = "new_processor_id_and_range"() : () -> (index, index)
// CHECK-NEXT:     %1:2 = "new_processor_id_and_range"() : () -> (index, index)
// CHECK-NEXT:     %2:2 = "new_processor_id_and_range"() : () -> (index, index)
// CHECK-NEXT:     %3 = affine.apply #map()[%0#0, %1#1]
// CHECK-NEXT:     %4 = affine.apply #map1()[%3, %1#0]
// CHECK-NEXT:     %5 = affine.apply #map()[%4, %2#1]
// CHECK-NEXT:     %6 = affine.apply #map1()[%5, %2#0]
// CHECK-NEXT:     %7 = affine.apply #map()[%6, %arg2]
// CHECK-NEXT:     %8 = affine.apply #map1()[%7, %arg0]
// CHECK-NEXT:     %9 = affine.apply #map()[%0#1, %arg2]
// CHECK-NEXT:     %10 = affine.apply #map()[%1#1, %9]
// CHECK-NEXT:     %11 = affine.apply #map()[%2#1, %10]
// CHECK-NEXT:     scf.for %arg3 = %8 to %arg1 step %11 {
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %arg3 step %arg2 {
// CHECK-NEXT:         "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %12 = affine.apply #map()[%0#0, %1#1]
// CHECK-NEXT:     %13 = affine.apply #map1()[%12, %1#0]
// CHECK-NEXT:     %14 = affine.apply #map()[%13, %2#1]
// CHECK-NEXT:     %15 = affine.apply #map1()[%14, %2#0]
// CHECK-NEXT:     %16 = affine.apply #map()[%15, %arg2]
// CHECK-NEXT:     %17 = affine.apply #map1()[%16, %arg1]
// CHECK-NEXT:     %18 = affine.apply #map()[%0#1, %arg2]
// CHECK-NEXT:     %19 = affine.apply #map()[%1#1, %18]
// CHECK-NEXT:     %20 = affine.apply #map()[%2#1, %19]
// CHECK-NEXT:     scf.for %arg3 = %17 to %arg0 step %20 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_grid(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
