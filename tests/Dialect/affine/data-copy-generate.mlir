// RUN: strata-opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=x}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// CONFORMANCE: pipeline=-affine-data-copy-generate=fast-mem-space=0 skip-non-unit-stride-loops
// CONFORMANCE: pipeline=-affine-data-copy-generate=fast-mem-space=3 slow-mem-space=1
// CONFORMANCE: pipeline=-affine-data-copy-generate=fast-mem-capacity=2

// OPTION: for the --fast-mem-space option: 'x' value invalid for uint argument!

// Point-wise copies of the regions a range of loads and stores touches,
// into buffers of the fast memory space.

// A blocked transpose-and-scale: the tile of %src read and the tile of
// %dst written in each (i, j) block are copied in and out around the
// point loops; both depend on the block loops.
func.func @blocked(%src: memref<256x512xf32>, %dst: memref<512x256xf32>, %s: f32) {
  affine.for %i = 0 to 256 step 32 {
    affine.for %j = 0 to 512 step 64 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 32)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 64)>(%j) {
          %v = affine.load %src[%ii, %jj] : memref<256x512xf32>
          %w = arith.mulf %v, %s : f32
          affine.store %w, %dst[%jj, %ii] : memref<512x256xf32>
        }
      }
    }
  }
  return
}

// -----

// A row of %a that does not depend on the inner block loop is copied
// once per outer block, above it; the accumulator's region is both read
// and written.
func.func @hoisted(%a: memref<64x128xf64>, %acc: memref<64xf64>) {
  affine.for %i = 0 to 64 step 8 {
    affine.for %k = 0 to 128 step 16 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
        affine.for %kk = 0 to 128 {
          %x = affine.load %a[%ii, %kk] : memref<64x128xf64>
          %y = affine.load %acc[%ii] : memref<64xf64>
          %z = arith.addf %x, %y : f64
          affine.store %z, %acc[%ii] : memref<64xf64>
        }
      }
    }
  }
  return
}

// -----

// Reads and writes at different offsets: one buffer covers both.
func.func @shifted(%m: memref<1000xi32>) {
  affine.for %i = 0 to 1000 step 50 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 50, 990)>(%i) {
      %v = affine.load %m[%ii + 3] : memref<1000xi32>
      affine.store %v, %m[%ii] : memref<1000xi32>
    }
  }
  return
}

// -----

// Accesses outside loops, a memref in another memory space (left alone
// unless it is the slow one) and a zero-rank memref (never copied).
func.func @straight_line(%m: memref<16x4xf32>, %far: memref<16xf32, 3>, %z: memref<f32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = affine.load %m[%c1, %c2] : memref<16x4xf32>
  affine.store %v, %far[%c1] : memref<16xf32, 3>
  affine.store %v, %z[] : memref<f32>
  return
}

// -----

// A loop with a symbolic bound and a subscript with a division.
func.func @symbolic_bound(%m: memref<16x4xf32>, %far: memref<16xf32, 1>, %n: index) {
  affine.for %i = 0 to %n {
    %w = affine.load %m[%i mod 16, 3] : memref<16x4xf32>
    affine.store %w, %far[%i mod 16] : memref<16xf32, 1>
  }
  return
}

// -----

// A memref allocated inside the loop cannot be copied outside it; a
// memref also used by a non-affine op in the range keeps its accesses.
func.func @inner_def(%m: memref<8xf32>, %i0: index) {
  affine.for %i = 0 to 8 {
    %buf = memref.alloc() : memref<2xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %buf[1] : memref<2xf32>
    %u = memref.load %m[%i0] : memref<8xf32>
    memref.dealloc %buf : memref<2xf32>
  }
  return
}

// -----

// Blocks of a function body other than the entry, and an empty loop.
func.func @blocks(%m: memref<4x4xi8>, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[%j, %i] : memref<4x4xi8>
      affine.store %v, %m[%i, %j] : memref<4x4xi8>
    }
  }
  cf.br ^bb2
^bb2:
  affine.for %i = 0 to 0 {
    %v = affine.load %m[%i, 0] : memref<4x4xi8>
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 32)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 64)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @blocked(%arg0: memref<256x512xf32>, %arg1: memref<512x256xf32>, %arg2: f32) {
// CHECK-NEXT:     %c2048 = arith.constant 2048 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2048_0 = arith.constant 2048 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg3 = 0 to 256 step 32 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 512 step 64 {
// CHECK-NEXT:         %0 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT:         %1 = affine.apply #map1(%arg3, %arg4)
// CHECK-NEXT:         %alloc = memref.alloc() : memref<32x64xf32>
// CHECK-NEXT:         affine.for %arg5 = #map2(%arg3) to #map3(%arg3) {
// CHECK-NEXT:           affine.for %arg6 = #map2(%arg4) to #map4(%arg4) {
// CHECK-NEXT:             %4 = affine.load %arg0[%arg5, %arg6] : memref<256x512xf32>
// CHECK-NEXT:             affine.store %4, %alloc[%arg5 - %arg3, %arg6 - %arg4] : memref<32x64xf32>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         %alloc_3 = memref.alloc() : memref<64x32xf32>
// CHECK-NEXT:         affine.for %arg5 = #map2(%arg3) to #map3(%arg3) {
// CHECK-NEXT:           affine.for %arg6 = #map2(%arg4) to #map4(%arg4) {
// CHECK-NEXT:             %4 = affine.load %alloc[-%arg3 + %arg5, -%arg4 + %arg6] : memref<32x64xf32>
// CHECK-NEXT:             %5 = arith.mulf %4, %arg2 : f32
// CHECK-NEXT:             affine.store %5, %alloc_3[-%arg4 + %arg6, -%arg3 + %arg5] : memref<64x32xf32>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         %2 = affine.apply #map(%arg4, %arg3)
// CHECK-NEXT:         %3 = affine.apply #map1(%arg4, %arg3)
// CHECK-NEXT:         affine.for %arg5 = #map2(%arg4) to #map4(%arg4) {
// CHECK-NEXT:           affine.for %arg6 = #map2(%arg3) to #map3(%arg3) {
// CHECK-NEXT:             %4 = affine.load %alloc_3[%arg5 - %arg4, %arg6 - %arg3] : memref<64x32xf32>
// CHECK-NEXT:             affine.store %4, %arg1[%arg5, %arg6] : memref<512x256xf32>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         memref.dealloc %alloc_3 : memref<64x32xf32>
// CHECK-NEXT:         memref.dealloc %alloc : memref<32x64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @hoisted(%arg0: memref<64x128xf64>, %arg1: memref<64xf64>) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8_0 = arith.constant 8 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1024 = arith.constant 1024 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<8x128xf64>
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         affine.for %arg4 = 0 to 128 {
// CHECK-NEXT:           %3 = affine.load %arg0[%arg3, %arg4] : memref<64x128xf64>
// CHECK-NEXT:           affine.store %3, %alloc[%arg3 - %arg2, %arg4] : memref<8x128xf64>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc_4 = memref.alloc() : memref<8xf64>
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         %3 = affine.load %arg1[%arg3] : memref<64xf64>
// CHECK-NEXT:         affine.store %3, %alloc_4[%arg3 - %arg2] : memref<8xf64>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg3 = 0 to 128 step 16 {
// CHECK-NEXT:         affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:           affine.for %arg5 = 0 to 128 {
// CHECK-NEXT:             %3 = affine.load %alloc[-%arg2 + %arg4, %arg5] : memref<8x128xf64>
// CHECK-NEXT:             %4 = affine.load %alloc_4[-%arg2 + %arg4] : memref<8xf64>
// CHECK-NEXT:             %5 = arith.addf %3, %4 : f64
// CHECK-NEXT:             affine.store %5, %alloc_4[-%arg2 + %arg4] : memref<8xf64>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         %3 = affine.load %alloc_4[%arg3 - %arg2] : memref<8xf64>
// CHECK-NEXT:         affine.store %3, %arg1[%arg3] : memref<64xf64>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc_4 : memref<8xf64>
// CHECK-NEXT:       memref.dealloc %alloc : memref<8x128xf64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 53)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 50, 990)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shifted(%arg0: memref<1000xi32>) {
// CHECK-NEXT:     %c53 = arith.constant 53 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c53_0 = arith.constant 53 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg1 = 0 to 1000 step 50 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg1)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<53xi32>
// CHECK-NEXT:       affine.for %arg2 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg2] : memref<1000xi32>
// CHECK-NEXT:         affine.store %2, %alloc[%arg2 - %arg1] : memref<53xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg2 = #map(%arg1) to min #map2(%arg1) {
// CHECK-NEXT:         %2 = affine.apply #map3(%arg2)
// CHECK-NEXT:         %3 = affine.load %alloc[-%arg1 + %arg2 + 3] : memref<53xi32>
// CHECK-NEXT:         affine.store %3, %alloc[-%arg1 + %arg2] : memref<53xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = affine.apply #map(%arg1)
// CHECK-NEXT:       affine.for %arg2 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:         %2 = affine.load %alloc[%arg2 - %arg1] : memref<53xi32>
// CHECK-NEXT:         affine.store %2, %arg0[%arg2] : memref<1000xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc : memref<53xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @straight_line(%arg0: memref<16x4xf32>, %arg1: memref<16xf32, 3>, %arg2: memref<f32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %c2_1 = arith.constant 2 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %c2_6 = arith.constant 2 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:     %0 = affine.load %arg0[1, 2] : memref<16x4xf32>
// CHECK-NEXT:     affine.store %0, %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT:     %1 = affine.load %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT:     affine.store %1, %arg1[%c1_5] : memref<16xf32, 3>
// CHECK-NEXT:     affine.store %1, %arg2[] : memref<f32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<1x1xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 mod 16)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @symbolic_bound(%arg0: memref<16x4xf32>, %arg1: memref<16xf32, 1>, %arg2: index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c3_0 = arith.constant 3 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16x1xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to 16 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg3, 3] : memref<16x4xf32>
// CHECK-NEXT:       affine.store %0, %alloc[%arg3, 0] : memref<16x1xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg3)
// CHECK-NEXT:       %1 = affine.apply #map1(%arg3)
// CHECK-NEXT:       %2 = affine.load %alloc[%arg3 mod 16, 0] : memref<16x1xf32>
// CHECK-NEXT:       affine.store %2, %arg1[%arg3 mod 16] : memref<16xf32, 1>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<16x1xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @inner_def(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:       affine.store %0, %alloc[%arg2] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:       affine.store %0, %alloc_1[1] : memref<2xf32>
// CHECK-NEXT:       %1 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:       memref.dealloc %alloc_1 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @blocks(%arg0: memref<4x4xi8>, %arg1: i1) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c16_1 = arith.constant 16 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4x4xi8>
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2, %arg3] : memref<4x4xi8>
// CHECK-NEXT:         affine.store %0, %alloc[%arg2, %arg3] : memref<4x4xi8>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %alloc[%arg3, %arg2] : memref<4x4xi8>
// CHECK-NEXT:         affine.store %0, %alloc[%arg2, %arg3] : memref<4x4xi8>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %alloc[%arg2, %arg3] : memref<4x4xi8>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2, %arg3] : memref<4x4xi8>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<4x4xi8>
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     affine.for %arg2 = 0 to 0 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2, 0] : memref<4x4xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
