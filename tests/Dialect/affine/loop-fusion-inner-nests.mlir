// RUN: strata-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: strata-opt %s -affine-loop-fusion=mode=producer 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// CONFORMANCE: pipeline=-affine-loop-fusion=mode=producer

// Nests inside a common loop: the cost model measures the source nest
// itself (the inner loop), not the loop around both. Here fusing adds
// more redundant work than the default tolerance allows, so the nests
// stay apart. The union of the consumer's regions of %a fails (its
// dimensions are bounded with different divisors), which mlir-opt
// reports as a warning.

func.func @inner_nests(%a: memref<12x12xf32>) {
  %cst = arith.constant 1.5 : f32
  affine.for %i = 0 to 1 {
    affine.for %j = 0 to 1 {
      affine.store %cst, %a[%j + 1, %j + %i] : memref<12x12xf32>
    }
    affine.for %j = 0 to 2 {
      %v = affine.load %a[%i, %i floordiv 2] : memref<12x12xf32>
      affine.store %v, %a[%j + 1, %j] : memref<12x12xf32>
    }
  }
  return
}

// Before fusing into a nest the pass moves its parallel loops outward,
// here a loop whose bound depends on another parallel loop, which stays
// outside it.
func.func @sink_with_dependent_bound(%a: memref<20xf32>, %b: memref<20xf32>) {
  %cst = arith.constant 1.5 : f32
  affine.for %i = 0 to 8 {
    affine.store %cst, %b[%i] : memref<20xf32>
  }
  affine.for %i = 1 to 5 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to min affine_map<(d0) -> (d0 + 4, 8)>(%j) {
        %v = affine.load %b[%k] : memref<20xf32>
        affine.store %v, %a[%j] : memref<20xf32>
      }
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 4, 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @inner_nests(%arg0: memref<12x12xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 1 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 1 {
// CHECK-NEXT:         affine.store %cst, %arg0[%arg2 + 1, %arg2 + %arg1] : memref<12x12xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg2 = 0 to 2 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg1, %arg1 floordiv 2] : memref<12x12xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2 + 1, %arg2] : memref<12x12xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sink_with_dependent_bound(%arg0: memref<20xf32>, %arg1: memref<20xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       affine.store %cst, %arg1[%arg2] : memref<20xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 2 {
// CHECK-NEXT:       affine.for %arg3 = 1 to 5 {
// CHECK-NEXT:         affine.for %arg4 = 0 to min #map(%arg2) {
// CHECK-NEXT:           %0 = affine.load %arg1[%arg4] : memref<20xf32>
// CHECK-NEXT:           affine.store %0, %arg0[%arg2] : memref<20xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// WARN: loop-fusion-inner-nests.mlir:20:7: warning: getMemoryFootprintBytes: unable to perform a union on a memory region
// WARN-NEXT: affine.store %v, %a[%j + 1, %j] : memref<12x12xf32>
// WARN: note: see current operation: affine.store %0, %arg0[%arg2 + 1, %arg2] : memref<12x12xf32>
