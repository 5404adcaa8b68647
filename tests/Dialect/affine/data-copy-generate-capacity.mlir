// RUN: strata-opt %s -split-input-file -affine-data-copy-generate="fast-mem-capacity=1 fast-mem-space=0" -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=-affine-data-copy-generate=fast-mem-capacity=1 fast-mem-space=0

// With a capacity, loops whose footprint exceeds it are not copied for as
// a whole: the walk goes into their bodies until the regions fit.

func.func @descend(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %b[%j, %i] : memref<64x64xf32>
    }
  }
  return
}

// -----

// A range of straight-line code is copied for whatever its size; buffers
// beyond the capacity are reported.
func.func @too_big(%a: memref<512xf32>) {
  // expected-warning@-1 {{total size of all copy buffers' for this block exceeds fast memory capacity}}
  %c0 = arith.constant 0 : index
  %c511 = arith.constant 511 : index
  %v = affine.load %a[%c0] : memref<512xf32>
  affine.store %v, %a[%c511] : memref<512xf32>
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @descend(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>) {
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64_0 = arith.constant 64 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<1x64xf32>
// CHECK-NEXT:       affine.for %arg3 = 0 to 64 {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg2, %arg3] : memref<64x64xf32>
// CHECK-NEXT:         affine.store %2, %alloc[0, %arg3] : memref<1x64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %alloc_3 = memref.alloc() : memref<64x1xf32>
// CHECK-NEXT:       affine.for %arg3 = 0 to 64 {
// CHECK-NEXT:         %2 = affine.load %alloc[0, %arg3] : memref<1x64xf32>
// CHECK-NEXT:         affine.store %2, %alloc_3[%arg3, 0] : memref<64x1xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)
// CHECK-NEXT:       affine.for %arg3 = 0 to 64 {
// CHECK-NEXT:         %2 = affine.load %alloc_3[%arg3, 0] : memref<64x1xf32>
// CHECK-NEXT:         affine.store %2, %arg1[%arg3, %arg2] : memref<64x64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc_3 : memref<64x1xf32>
// CHECK-NEXT:       memref.dealloc %alloc : memref<1x64xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @too_big(%arg0: memref<512xf32>) {
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c512_0 = arith.constant 512 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c511 = arith.constant 511 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<512xf32>
// CHECK-NEXT:     affine.for %arg1 = 0 to 512 {
// CHECK-NEXT:       %1 = affine.load %arg0[%arg1] : memref<512xf32>
// CHECK-NEXT:       affine.store %1, %alloc[%arg1] : memref<512xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.load %alloc[0] : memref<512xf32>
// CHECK-NEXT:     affine.store %0, %alloc[511] : memref<512xf32>
// CHECK-NEXT:     affine.for %arg1 = 0 to 512 {
// CHECK-NEXT:       %1 = affine.load %alloc[%arg1] : memref<512xf32>
// CHECK-NEXT:       affine.store %1, %arg0[%arg1] : memref<512xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<512xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
