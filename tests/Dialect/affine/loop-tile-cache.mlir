// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=32}))' | FileCheck %s
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{cache-size=32}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{cache-size=0}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-tile{cache-size=1}))

// Tile sizes from the cache size model: the footprint of the nest (the
// bounding boxes of the regions its loads and stores touch, one box per
// memref) is compared with the cache; the excess is shared by the loops,
// then each size is lowered to a divisor of a constant trip count.

func.func @matmul(%a: memref<512x512xf32>, %b: memref<512x512xf32>, %c: memref<512x512xf32>) {
  affine.for %i = 0 to 512 {
    affine.for %j = 0 to 512 {
      affine.for %k = 0 to 512 {
        %x = affine.load %a[%i, %k] : memref<512x512xf32>
        %y = affine.load %b[%k, %j] : memref<512x512xf32>
        %z = affine.load %c[%i, %j] : memref<512x512xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<512x512xf32>
      }
    }
  }
  return
}

// -----

// A footprint that fits in the cache: tiles of one iteration.
func.func @fits(%a: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %x = affine.load %a[%i] : memref<64xf32>
    affine.store %x, %a[%i] : memref<64xf32>
  }
  return
}

// -----

// Shifted and strided subscripts widen the boxes; two accesses to one
// memref share a box.
func.func @stencil(%a: memref<1000x1000xf64>, %b: memref<1000x1000xf64>) {
  affine.for %i = 1 to 999 {
    affine.for %j = 1 to 999 {
      %x = affine.load %a[%i - 1, %j] : memref<1000x1000xf64>
      %y = affine.load %a[%i + 1, %j] : memref<1000x1000xf64>
      %z = arith.addf %x, %y : f64
      affine.store %z, %b[%i, %j] : memref<1000x1000xf64>
    }
  }
  return
}

// -----

// Elements of type index have no size: the footprint is unknown and the
// default size 4 is used, lowered to divisors of the trip counts.
func.func @index_elements(%a: memref<90x30xindex>) {
  affine.for %i = 0 to 90 {
    affine.for %j = 0 to 30 {
      %x = affine.load %a[%i, %j] : memref<90x30xindex>
      affine.store %x, %a[%j, %i] : memref<90x30xindex>
    }
  }
  return
}

// -----

// Symbolic bounds: the box is bounded by the static shape of the memref.
func.func @symbolic(%a: memref<4096x1024xi32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 1024 {
      %x = affine.load %a[%i, %j] : memref<4096x1024xi32>
      %y = arith.addi %x, %x : i32
      affine.store %y, %a[%i, %j] : memref<4096x1024xi32>
    }
  }
  return
}

// -----

// Boxes of accesses with a symbolic extent cannot be united: the model
// warns and falls back to the default size.
func.func @dynamic(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf32>
    affine.store %x, %a[%i] : memref<?xf32>
  }
  return
}

// -----

// Vector elements count whole; a tile-level division of the subscript.
func.func @vectors(%a: memref<256x8xvector<8xf32>>, %b: memref<128x8xvector<8xf32>>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 8 {
      %x = affine.load %a[%i, %j] : memref<256x8xvector<8xf32>>
      affine.store %x, %b[%i floordiv 2, %j] : memref<128x8xvector<8xf32>>
    }
  }
  return
}

// -----

// An inner loop that is not part of the band still adds to the footprint.
func.func @imperfect(%a: memref<2048x64xf32>, %b: memref<2048xf32>) {
  affine.for %i = 0 to 2048 {
    %z = arith.constant 0.0 : f32
    affine.store %z, %b[%i] : memref<2048xf32>
    affine.for %j = 0 to 64 {
      %x = affine.load %a[%i, %j] : memref<2048x64xf32>
      %y = affine.load %b[%i] : memref<2048xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i] : memref<2048xf32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: memref<512x512xf32>, %arg1: memref<512x512xf32>, %arg2: memref<512x512xf32>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 512 step 4 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 512 step 4 {
// CHECK-NEXT:         affine.for %arg5 = 0 to 512 step 4 {
// CHECK-NEXT:           affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
// CHECK-NEXT:             affine.for %arg7 = #map(%arg4) to #map1(%arg4) {
// CHECK-NEXT:               affine.for %arg8 = #map(%arg5) to #map1(%arg5) {
// CHECK-NEXT:                 %0 = affine.load %arg0[%arg6, %arg8] : memref<512x512xf32>
// CHECK-NEXT:                 %1 = affine.load %arg1[%arg8, %arg7] : memref<512x512xf32>
// CHECK-NEXT:                 %2 = affine.load %arg2[%arg6, %arg7] : memref<512x512xf32>
// CHECK-NEXT:                 %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:                 %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:                 affine.store %4, %arg2[%arg6, %arg7] : memref<512x512xf32>
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fits(%arg0: memref<64xf32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 64 {
// CHECK-NEXT:       affine.for %arg2 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @stencil(%arg0: memref<1000x1000xf64>, %arg1: memref<1000x1000xf64>) {
// CHECK-NEXT:     affine.for %arg2 = 1 to 999 step 2 {
// CHECK-NEXT:       affine.for %arg3 = 1 to 999 step 2 {
// CHECK-NEXT:         affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:           affine.for %arg5 = #map(%arg3) to #map1(%arg3) {
// CHECK-NEXT:             %0 = affine.load %arg0[%arg4 - 1, %arg5] : memref<1000x1000xf64>
// CHECK-NEXT:             %1 = affine.load %arg0[%arg4 + 1, %arg5] : memref<1000x1000xf64>
// CHECK-NEXT:             %2 = arith.addf %0, %1 : f64
// CHECK-NEXT:             affine.store %2, %arg1[%arg4, %arg5] : memref<1000x1000xf64>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @index_elements(%arg0: memref<90x30xindex>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 90 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 30 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg1, %arg2] : memref<90x30xindex>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2, %arg1] : memref<90x30xindex>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + 22, s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 16)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @symbolic(%arg0: memref<4096x1024xi32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg1 step 22 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 1024 step 16 {
// CHECK-NEXT:         affine.for %arg4 = #map(%arg2) to min #map1(%arg2)[%arg1] {
// CHECK-NEXT:           affine.for %arg5 = #map(%arg3) to #map2(%arg3) {
// CHECK-NEXT:             %0 = affine.load %arg0[%arg4, %arg5] : memref<4096x1024xi32>
// CHECK-NEXT:             %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:             affine.store %1, %arg0[%arg4, %arg5] : memref<4096x1024xi32>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg1 step 4 {
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to min #map1(%arg2)[%arg1] {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vectors(%arg0: memref<256x8xvector<8xf32>>, %arg1: memref<128x8xvector<8xf32>>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 256 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 step 2 {
// CHECK-NEXT:         affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:           affine.for %arg5 = #map(%arg3) to #map2(%arg3) {
// CHECK-NEXT:             %0 = affine.load %arg0[%arg4, %arg5] : memref<256x8xvector<8xf32>>
// CHECK-NEXT:             affine.store %0, %arg1[%arg4 floordiv 2, %arg5] : memref<128x8xvector<8xf32>>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 16)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @imperfect(%arg0: memref<2048x64xf32>, %arg1: memref<2048xf32>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 2048 step 16 {
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         affine.store %cst, %arg1[%arg3] : memref<2048xf32>
// CHECK-NEXT:         affine.for %arg4 = 0 to 64 {
// CHECK-NEXT:           %0 = affine.load %arg0[%arg3, %arg4] : memref<2048x64xf32>
// CHECK-NEXT:           %1 = affine.load %arg1[%arg3] : memref<2048xf32>
// CHECK-NEXT:           %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:           affine.store %2, %arg1[%arg3] : memref<2048xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
