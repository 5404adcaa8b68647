// RUN: strata-opt %s --affine-data-copy-generate=fast-mem-capacity=1 | FileCheck %s
// CONFORMANCE: pipeline=--affine-data-copy-generate=fast-mem-capacity=1
// Uniting the regions of %arg1, where a loop's induction variable is a
// parameter of one region and a dimension the other projects out: every
// parameter counts as a symbol, and the regions unite as in mlir-opt.

func.func @f77(%arg0: memref<20xf32>, %arg1: memref<20xf32>, %n: index) {
  %cst = arith.constant 1.500000e+00 : f32
  %t0 = memref.alloc() : memref<20x20xf32>
  affine.for %i1 = 0 to %n {
    affine.for %i2 = 0 to %n {
      %v3 = affine.load %arg1[%i2] : memref<20xf32>
      affine.store %cst, %t0[%i2, %i1 floordiv 2] : memref<20x20xf32>
      affine.for %i4 = 2 to min affine_map<(d0) -> (d0 + 4, 8)>(%i2) {
        %v5 = affine.load %arg0[7] : memref<20xf32>
        affine.store %v5, %t0[%i2, %i4 + %i2] : memref<20x20xf32>
        affine.store %cst, %arg1[%i4 + 1] : memref<20xf32>
      }
    }
    affine.for %i6 = 1 to %n {
      %v7 = affine.load %arg1[%i6] : memref<20xf32>
      affine.store %v7, %arg1[%i1] : memref<20xf32>
      affine.for %i8 = 0 to 7 {
        affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i8) {
          %v9 = affine.load %arg0[%i1] : memref<20xf32>
          affine.store %v9, %arg0[%i6] : memref<20xf32>
          affine.store %v9, %arg0[%i1] : memref<20xf32>
        }
      }
      affine.for %i10 = 0 to 7 {
        %v11 = affine.load %arg1[%i6] : memref<20xf32>
        affine.store %v11, %arg0[7] : memref<20xf32>
      }
    }
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 floordiv 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 4, 8)>
// CHECK-NEXT: #map3 = affine_map<() -> (7)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f77(%arg0: memref<20xf32>, %arg1: memref<20xf32>, %arg2: index) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c20_0 = arith.constant 20 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c20_2 = arith.constant 20 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c20_4 = arith.constant 20 : index
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %c20_6 = arith.constant 20 : index
// CHECK-NEXT:     %c0_7 = arith.constant 0 : index
// CHECK-NEXT:     %c400 = arith.constant 400 : index
// CHECK-NEXT:     %c0_8 = arith.constant 0 : index
// CHECK-NEXT:     %c7_9 = arith.constant 7 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_10 = arith.constant 0 : index
// CHECK-NEXT:     %c20_11 = arith.constant 20 : index
// CHECK-NEXT:     %c0_12 = arith.constant 0 : index
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() : memref<20x20xf32>
// CHECK-NEXT:     %alloc_14 = memref.alloc() : memref<1xf32, 1>
// CHECK-NEXT:     %0 = affine.load %arg0[7] : memref<20xf32>
// CHECK-NEXT:     affine.store %0, %alloc_14[0] : memref<1xf32, 1>
// CHECK-NEXT:     affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT:       %alloc_15 = memref.alloc() : memref<20xf32, 1>
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %1 = affine.load %arg1[%arg4] : memref<20xf32>
// CHECK-NEXT:         affine.store %1, %alloc_15[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:       }
// CHECK-NEXT:       %alloc_16 = memref.alloc() : memref<20x20xf32, 1>
// CHECK-NEXT:       affine.for %arg4 = 0 to %arg2 {
// CHECK-NEXT:         %1 = affine.load %alloc_15[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:         %2 = affine.apply #map(%arg4, %arg3)
// CHECK-NEXT:         %3 = affine.apply #map1(%arg4, %arg3)
// CHECK-NEXT:         affine.store %cst, %alloc_16[%arg4, %arg3 floordiv 2] : memref<20x20xf32, 1>
// CHECK-NEXT:         affine.for %arg5 = 2 to min #map2(%arg4) {
// CHECK-NEXT:           %4 = affine.apply #map3()
// CHECK-NEXT:           %5 = affine.load %alloc_14[0] : memref<1xf32, 1>
// CHECK-NEXT:           %6 = affine.apply #map(%arg4, %arg5)
// CHECK-NEXT:           %7 = affine.apply #map4(%arg4, %arg5)
// CHECK-NEXT:           affine.store %5, %alloc_16[%arg4, %arg4 + %arg5] : memref<20x20xf32, 1>
// CHECK-NEXT:           %8 = affine.apply #map5(%arg5)
// CHECK-NEXT:           affine.store %cst, %alloc_15[%arg5 + 1] : memref<20xf32, 1>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %1 = affine.load %alloc_15[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:         affine.store %1, %arg1[%arg4] : memref<20xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         affine.for %arg5 = 0 to 20 {
// CHECK-NEXT:           %1 = affine.load %alloc_16[%arg4, %arg5] : memref<20x20xf32, 1>
// CHECK-NEXT:           affine.store %1, %alloc[%arg4, %arg5] : memref<20x20xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc_16 : memref<20x20xf32, 1>
// CHECK-NEXT:       memref.dealloc %alloc_15 : memref<20xf32, 1>
// CHECK-NEXT:       %alloc_17 = memref.alloc() : memref<20xf32, 1>
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %1 = affine.load %arg1[%arg4] : memref<20xf32>
// CHECK-NEXT:         affine.store %1, %alloc_17[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:       }
// CHECK-NEXT:       %alloc_18 = memref.alloc() : memref<20xf32, 1>
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg4] : memref<20xf32>
// CHECK-NEXT:         affine.store %1, %alloc_18[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg4 = 1 to %arg2 {
// CHECK-NEXT:         %1 = affine.load %alloc_17[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:         affine.store %1, %alloc_17[%arg3] : memref<20xf32, 1>
// CHECK-NEXT:         affine.for %arg5 = 0 to 7 {
// CHECK-NEXT:           affine.if #set(%arg5) {
// CHECK-NEXT:             %2 = affine.load %alloc_18[%arg3] : memref<20xf32, 1>
// CHECK-NEXT:             affine.store %2, %alloc_18[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:             affine.store %2, %alloc_18[%arg3] : memref<20xf32, 1>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.for %arg5 = 0 to 7 {
// CHECK-NEXT:           %2 = affine.load %alloc_17[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:           %3 = affine.apply #map3()
// CHECK-NEXT:           affine.store %2, %alloc_18[7] : memref<20xf32, 1>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %1 = affine.load %alloc_18[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:         affine.store %1, %arg0[%arg4] : memref<20xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %1 = affine.load %alloc_17[%arg4] : memref<20xf32, 1>
// CHECK-NEXT:         affine.store %1, %arg1[%arg4] : memref<20xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc_18 : memref<20xf32, 1>
// CHECK-NEXT:       memref.dealloc %alloc_17 : memref<20xf32, 1>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc_14 : memref<1xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
