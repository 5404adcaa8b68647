// RUN: strata-opt %s -split-input-file -test-affine-data-copy=memref-filter | FileCheck %s
// CONFORMANCE: pipeline=-test-affine-data-copy=memref-filter
// CONFORMANCE: pipeline=-test-affine-data-copy=for-memref-region
// CONFORMANCE: pipeline=-test-affine-data-copy=capacity-kib=100
// CONFORMANCE: pipeline=-test-affine-data-copy

// The copy generation utilities on the single loop nest of a function:
// for the memref the innermost loop loads first (memref-filter), for that
// load's region alone (for-memref-region), or for every memref of the
// nest's body (warning past capacity-kib, which mlir-opt counts in
// bytes).

func.func @stencil(%in: memref<66x66xf32>, %out: memref<64x64xf32>) {
  affine.for %i = 0 to 64 step 16 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 16)>(%i) {
      affine.for %j = 0 to 64 {
        %a = affine.load %in[%ii, %j + 1] : memref<66x66xf32>
        %b = affine.load %in[%ii + 2, %j + 1] : memref<66x66xf32>
        %c = arith.addf %a, %b : f32
        affine.store %c, %out[%ii, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

// -----

// Two nests: nothing is done.
func.func @two_nests(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
  }
  return
}

// -----

// The innermost loop stores but does not load.
func.func @no_load(%m: memref<8x8xi32>, %v: i32) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %v, %m[%i, %j] : memref<8x8xi32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 18)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 16)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @stencil(%arg0: memref<66x66xf32>, %arg1: memref<64x64xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1152 = arith.constant 1152 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 64 step 16 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<18x64xf32>
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         affine.for %arg4 = 1 to 65 {
// CHECK-NEXT:           %1 = affine.load %arg0[%arg3, %arg4] : memref<66x66xf32>
// CHECK-NEXT:           affine.store %1, %alloc[%arg3 - %arg2, %arg4 - 1] : memref<18x64xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map2(%arg2) {
// CHECK-NEXT:         affine.for %arg4 = 0 to 64 {
// CHECK-NEXT:           %1 = affine.apply #map3(%arg3, %arg4)
// CHECK-NEXT:           %2 = affine.apply #map4(%arg3, %arg4)
// CHECK-NEXT:           %3 = affine.load %alloc[-%arg2 + %arg3, %arg4] : memref<18x64xf32>
// CHECK-NEXT:           %4 = affine.apply #map5(%arg3, %arg4)
// CHECK-NEXT:           %5 = affine.apply #map4(%arg3, %arg4)
// CHECK-NEXT:           %6 = affine.load %alloc[-%arg2 + %arg3 + 2, %arg4] : memref<18x64xf32>
// CHECK-NEXT:           %7 = arith.addf %3, %6 : f32
// CHECK-NEXT:           affine.store %7, %arg1[%arg3, %arg4] : memref<64x64xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc : memref<18x64xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_nests(%arg0: memref<8xf32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_load(%arg0: memref<8x8xi32>, %arg1: i32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         affine.store %arg1, %arg0[%arg2, %arg3] : memref<8x8xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
