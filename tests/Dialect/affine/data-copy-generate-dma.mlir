// RUN: strata-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 skip-non-unit-stride-loops" | FileCheck %s
// CONFORMANCE: pipeline=-affine-data-copy-generate=generate-dma fast-mem-space=2 skip-non-unit-stride-loops
// CONFORMANCE: pipeline=-affine-data-copy-generate=generate-dma fast-mem-space=2 tag-mem-space=4 fast-mem-capacity=8

// DMA transfers (affine.dma_start and affine.dma_wait on a tag) instead
// of copy loops.

// A column block of a row-major memref needs one level of stride.
func.func @strided(%m: memref<128x64xf32>) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = affine.for %j = 0 to 64 step 16 iter_args(%acc = %init) -> (f32) {
    %s = affine.for %i = 0 to 128 iter_args(%a = %acc) -> (f32) {
      %t = affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 16)>(%j) iter_args(%b = %a) -> (f32) {
        %v = affine.load %m[%i, %jj] : memref<128x64xf32>
        %n = arith.addf %b, %v : f32
        affine.yield %n : f32
      }
      affine.yield %t : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A 3-d block would need two levels of strides: the buffer is allocated
// but no transfer is generated and the accesses stay. Memory space 5 is
// neither slow nor fast: its accesses are left alone.
func.func @two_strides(%m: memref<32x32x32xi16>, %o: memref<32x4x4xi16, 5>) {
  affine.for %i = 0 to 32 step 8 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
      affine.for %j = 0 to 4 {
        affine.for %k = 0 to 4 {
          %v = affine.load %m[%ii, %j, %k] : memref<32x32x32xi16>
          affine.store %v, %o[%ii, %j, %k] : memref<32x4x4xi16, 5>
        }
      }
    }
  }
  return
}

// -----

// Written regions go out after the range, read ones come in before it;
// the region read and written shares one buffer and two tags.
func.func @in_and_out(%a: memref<512xf64>, %b: memref<512xf64>) {
  affine.for %i = 0 to 512 step 128 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 128)>(%i) {
      %v = affine.load %a[%ii] : memref<512xf64>
      %w = affine.load %b[%ii] : memref<512xf64>
      %s = arith.addf %v, %w : f64
      affine.store %s, %b[%ii] : memref<512xf64>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 16)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided(%arg0: memref<128x64xf32>) -> f32 {
// CHECK-NEXT:     %c2048 = arith.constant 2048 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 64 step 16 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg1)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<128x16xf32, 2>
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<1xi32>
// CHECK-NEXT:       affine.dma_start %arg0[0, %arg1], %alloc[%c0, %c0], %alloc_1[%c0], %c2048, %c64, %c16 : memref<128x64xf32>, memref<128x16xf32, 2>, memref<1xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c0], %c2048 : memref<1xi32>
// CHECK-NEXT:       %2 = affine.for %arg3 = 0 to 128 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:         %3 = affine.for %arg5 = #map(%arg1) to #map1(%arg1) iter_args(%arg6 = %arg4) -> (f32) {
// CHECK-NEXT:           %4 = affine.load %alloc[%arg3, -%arg1 + %arg5] : memref<128x16xf32, 2>
// CHECK-NEXT:           %5 = arith.addf %arg6, %4 : f32
// CHECK-NEXT:           affine.yield %5 : f32
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.yield %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc_1 : memref<1xi32>
// CHECK-NEXT:       memref.dealloc %alloc : memref<128x16xf32, 2>
// CHECK-NEXT:       affine.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_strides(%arg0: memref<32x32x32xi16>, %arg1: memref<32x4x4xi16, 5>) {
// CHECK-NEXT:     %c128 = arith.constant 128 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 32 step 8 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<8x4x4xi16, 2>
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:           affine.for %arg5 = 0 to 4 {
// CHECK-NEXT:             %1 = affine.load %arg0[%arg3, %arg4, %arg5] : memref<32x32x32xi16>
// CHECK-NEXT:             affine.store %1, %arg1[%arg3, %arg4, %arg5] : memref<32x4x4xi16, 5>
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
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 128)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_and_out(%arg0: memref<512xf64>, %arg1: memref<512xf64>) {
// CHECK-NEXT:     %c128 = arith.constant 128 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c128_0 = arith.constant 128 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c128_2 = arith.constant 128 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 512 step 128 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc = memref.alloc() : memref<128xf64, 2>
// CHECK-NEXT:       %alloc_5 = memref.alloc() : memref<1xi32>
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc[%c0_3], %alloc_5[%c0_3], %c128_2 : memref<512xf64>, memref<128xf64, 2>, memref<1xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_5[%c0_3], %c128_2 : memref<1xi32>
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)
// CHECK-NEXT:       %alloc_6 = memref.alloc() : memref<128xf64, 2>
// CHECK-NEXT:       %alloc_7 = memref.alloc() : memref<1xi32>
// CHECK-NEXT:       affine.dma_start %arg1[%arg2], %alloc_6[%c0_1], %alloc_7[%c0_1], %c128_0 : memref<512xf64>, memref<128xf64, 2>, memref<1xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_7[%c0_1], %c128_0 : memref<1xi32>
// CHECK-NEXT:       %alloc_8 = memref.alloc() : memref<1xi32>
// CHECK-NEXT:       affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:         %3 = affine.load %alloc[-%arg2 + %arg3] : memref<128xf64, 2>
// CHECK-NEXT:         %4 = affine.load %alloc_6[-%arg2 + %arg3] : memref<128xf64, 2>
// CHECK-NEXT:         %5 = arith.addf %3, %4 : f64
// CHECK-NEXT:         affine.store %5, %alloc_6[-%arg2 + %arg3] : memref<128xf64, 2>
// CHECK-NEXT:       }
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)
// CHECK-NEXT:       affine.dma_start %alloc_6[%c0], %arg1[%arg2], %alloc_8[%c0], %c128 : memref<128xf64, 2>, memref<512xf64>, memref<1xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_8[%c0], %c128 : memref<1xi32>
// CHECK-NEXT:       memref.dealloc %alloc_8 : memref<1xi32>
// CHECK-NEXT:       memref.dealloc %alloc_7 : memref<1xi32>
// CHECK-NEXT:       memref.dealloc %alloc_6 : memref<128xf64, 2>
// CHECK-NEXT:       memref.dealloc %alloc_5 : memref<1xi32>
// CHECK-NEXT:       memref.dealloc %alloc : memref<128xf64, 2>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
