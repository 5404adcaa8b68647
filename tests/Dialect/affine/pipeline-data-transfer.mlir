// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -affine-pipeline-data-transfer | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(affine-pipeline-data-transfer{bogus=1}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// CONFORMANCE: pipeline=-affine-pipeline-data-transfer

// The pass has no options.
// OPTION: error: <Pass-Options-Parser>: no such option bogus
// OPTION: failed to add `affine-pipeline-data-transfer` with options `bogus=1`

// DMA transfers into a faster memory space are double buffered and the
// loop body skewed so that the next transfer starts before the current
// iteration's computation.

// Step 2, an affine.apply feeding the start (skewed with it), a
// non-identity access map and a trailing comma after the element count.
func.func @stepped(%in: memref<96xf32>, %out: memref<48xf32>) {
  %zero = arith.constant 0 : index
  %cnt = arith.constant 8 : index
  %fast = memref.alloc() : memref<24xf32, 2>
  %sem = memref.alloc() : memref<3xi32>
  affine.for %k = 0 to 12 step 2 {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%k)
    affine.dma_start %in[%off], %fast[%k], %sem[%zero + 2], %cnt, : memref<96xf32>, memref<24xf32, 2>, memref<3xi32>
    affine.dma_wait %sem[%zero + 2], %cnt : memref<3xi32>
    %x = affine.load %fast[%k floordiv 2 + 5] : memref<24xf32, 2>
    affine.store %x, %out[%k] : memref<48xf32>
  }
  memref.dealloc %sem : memref<3xi32>
  memref.dealloc %fast : memref<24xf32, 2>
  return
}

// -----

// Two transfers in one loop, a buffer allocated inside the loop, and a
// dynamically shaped buffer passed in.
func.func @two_streams(%a: memref<128x16xf32>, %b: memref<128xf32>, %dyn: memref<?x16xf32, 1>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t0 = memref.alloc() : memref<2xi32>
  %t1 = memref.alloc() : memref<2xi32>
  affine.for %r = 0 to 4 {
    %tile = memref.alloc() : memref<16xf32, 1>
    affine.dma_start %a[%r * 4, %c0], %dyn[%c0, %c0], %t0[%c0], %c16 : memref<128x16xf32>, memref<?x16xf32, 1>, memref<2xi32>
    affine.dma_start %b[%r], %tile[%c0], %t1[%c0], %c16 : memref<128xf32>, memref<16xf32, 1>, memref<2xi32>
    affine.dma_wait %t0[%c0], %c16 : memref<2xi32>
    affine.dma_wait %t1[%c0], %c16 : memref<2xi32>
    %u = affine.load %dyn[%r, %c0] : memref<?x16xf32, 1>
    %v = affine.load %tile[%r] : memref<16xf32, 1>
    "consume"(%u, %v) : (f32, f32) -> ()
    memref.dealloc %tile : memref<16xf32, 1>
  }
  return
}

// -----

// Nested loops: the inner loop is pipelined first, then the outer one
// with the pipelined inner loop in its body; a single-iteration loop and
// a loop with a symbolic lower bound.
func.func @nested(%g: memref<64x64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %outer_buf = memref.alloc() : memref<32xf32, 1>
  %outer_tag = memref.alloc() : memref<1xi32>
  %inner_buf = memref.alloc() : memref<8xf32, 1>
  %inner_tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 3 {
    affine.dma_start %g[%i, %c0], %outer_buf[%c0], %outer_tag[%c0], %c32 : memref<64x64xf32>, memref<32xf32, 1>, memref<1xi32>
    affine.dma_wait %outer_tag[%c0], %c32 : memref<1xi32>
    affine.for %j = 0 to 5 {
      affine.dma_start %g[%i, %j * 8], %inner_buf[%c0], %inner_tag[%c0], %c32 : memref<64x64xf32>, memref<8xf32, 1>, memref<1xi32>
      affine.dma_wait %inner_tag[%c0], %c32 : memref<1xi32>
      "work"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// A tag element computed from both induction variables: the access map
// is rebuilt with the double buffer's index first.
func.func @tag_of_two_ivs(%g: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %b = memref.alloc() : memref<16xf32, 4>
  %t = memref.alloc() : memref<32xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      affine.dma_start %g[%i, %j * 8], %b[%c0], %t[%i * 2 + %j + 3], %c16 : memref<64x64xf32>, memref<16xf32, 4>, memref<32xi32>
      affine.dma_wait %t[%i * 2 + %j + 3], %c16 : memref<32xi32>
      %v = affine.load %b[%j + 1] : memref<16xf32, 4>
      "take"(%v) : (f32) -> ()
    }
  }
  return
}

func.func @single_and_symbolic(%g: memref<64xf32>, %lb: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %b0 = memref.alloc() : memref<4xf32, 1>
  %s0 = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 1 {
    affine.dma_start %g[%i], %b0[%c0], %s0[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %s0[%c0], %c4 : memref<1xi32>
    "once"(%i) : (index) -> ()
  }
  %b1 = memref.alloc() : memref<4xf32, 1>
  %s1 = memref.alloc() : memref<1xi32>
  affine.for %i = %lb to affine_map<()[s0] -> (s0 + 12)>()[%lb] step 4 {
    affine.dma_start %g[%i], %b1[%c0], %s1[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %s1[%c0], %c4 : memref<1xi32>
    "from"(%i) : (index) -> ()
  }
  return
}

// -----

// Left alone: unknown trip count, outgoing and same-space transfers, a
// buffer read after the loop, a wait on another tag element, and an
// incoming transfer reading what an outgoing one writes.
func.func @untouched(%g: memref<64xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %fast = memref.alloc() : memref<4xf32, 1>
  %slow = memref.alloc() : memref<4xf32>
  %tag = memref.alloc() : memref<2xi32>
  affine.for %i = 0 to %n {
    affine.dma_start %g[%i], %fast[%c0], %tag[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<2xi32>
  }
  affine.for %i = 0 to 4 {
    affine.dma_start %fast[%c0], %g[%i], %tag[%c0], %c4 : memref<4xf32, 1>, memref<64xf32>, memref<2xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<2xi32>
    affine.dma_start %g[%i], %slow[%c0], %tag[%c1], %c4 : memref<64xf32>, memref<4xf32>, memref<2xi32>
    affine.dma_wait %tag[%c1], %c4 : memref<2xi32>
  }
  affine.for %i = 0 to 4 {
    affine.dma_start %g[%i], %fast[%c0], %tag[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c1], %c4 : memref<2xi32>
  }
  affine.for %i = 0 to 4 {
    affine.dma_start %g[%i], %fast[%c0], %tag[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<2xi32>
    affine.dma_start %fast[%c0], %g[%i], %tag[%c1], %c4 : memref<4xf32, 1>, memref<64xf32>, memref<2xi32>
    affine.dma_wait %tag[%c1], %c4 : memref<2xi32>
  }
  %v = affine.load %fast[%c0] : memref<4xf32, 1>
  return %v : f32
}

// -----

// Given up part way, as mlir-opt: a buffer passed to an op (its double
// buffer is allocated, then nothing else changes). Applies feeding a
// start that the rest of the body also uses: the start gets its own
// (composed) copies, which run ahead with it.
func.func @given_up(%g: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    affine.dma_start %g[%i], %buf[%c0], %tag[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
    "escape"(%buf) : (memref<4xf32, 1>) -> ()
  }
  %buf2 = memref.alloc() : memref<4xf32, 1>
  %tag2 = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    %p = affine.apply affine_map<(d0) -> (d0 + 7)>(%i)
    affine.dma_start %g[%p], %buf2[%c0], %tag2[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag2[%c0], %c4 : memref<1xi32>
    "shared"(%p) : (index) -> ()
  }
  return
}

func.func @shared_chain(%g: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<4x4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 6 {
    %p = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    %q = affine.apply affine_map<(d0) -> (d0 + 1)>(%p)
    affine.dma_start %g[%q, %p], %buf[%c0, %c0], %tag[%c0], %c4 : memref<64x64xf32>, memref<4x4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
    %v = affine.load %buf[%c0, %c0] : memref<4x4xf32, 1>
    "use"(%v, %q) : (f32, index) -> ()
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 - 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> ((d0 floordiv 2) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @stepped(%arg0: memref<96xf32>, %arg1: memref<48xf32>) {
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2x24xf32, 2>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2x3xi32>
// CHECK-NEXT:     %0 = affine.apply #map(%c0)
// CHECK-NEXT:     affine.dma_start %arg0[%0], %alloc[(%c0 floordiv 2) mod 2, %c0], %alloc_1[(%c0 floordiv 2) mod 2, 2], %c8 : memref<96xf32>, memref<2x24xf32, 2>, memref<2x3xi32>
// CHECK-NEXT:     affine.for %arg2 = 2 to 12 step 2 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg2)
// CHECK-NEXT:       affine.dma_start %arg0[%5], %alloc[(%arg2 floordiv 2) mod 2, %arg2], %alloc_1[(%arg2 floordiv 2) mod 2, 2], %c8 : memref<96xf32>, memref<2x24xf32, 2>, memref<2x3xi32>
// CHECK-NEXT:       %6 = affine.apply #map1(%arg2)
// CHECK-NEXT:       %7 = affine.apply #map2(%6)
// CHECK-NEXT:       %8 = affine.apply #map2(%6)
// CHECK-NEXT:       affine.dma_wait %alloc_1[(%6 floordiv 2) mod 2, 2], %c8 : memref<2x3xi32>
// CHECK-NEXT:       %9 = affine.load %alloc[(%6 floordiv 2) mod 2, %6 floordiv 2 + 5] : memref<2x24xf32, 2>
// CHECK-NEXT:       affine.store %9, %arg1[%6] : memref<48xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.apply #map1(%c12)
// CHECK-NEXT:     %2 = affine.apply #map2(%1)
// CHECK-NEXT:     %3 = affine.apply #map2(%1)
// CHECK-NEXT:     affine.dma_wait %alloc_1[(%1 floordiv 2) mod 2, 2], %c8 : memref<2x3xi32>
// CHECK-NEXT:     %4 = affine.load %alloc[(%1 floordiv 2) mod 2, %1 floordiv 2 + 5] : memref<2x24xf32, 2>
// CHECK-NEXT:     affine.store %4, %arg1[%1] : memref<48xf32>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<2x3xi32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x24xf32, 2>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_streams(%arg0: memref<128x16xf32>, %arg1: memref<128xf32>, %arg2: memref<?x16xf32, 1>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg2, %c0_1 : memref<?x16xf32, 1>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<2x?x16xf32, 1>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<2x16xf32, 1>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<2x2xi32>
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<2x2xi32>
// CHECK-NEXT:     affine.dma_start %arg0[%c0 * 4, %c0_0], %alloc[%c0 mod 2, 0, 0], %alloc_3[%c0 mod 2, 0], %c16 : memref<128x16xf32>, memref<2x?x16xf32, 1>, memref<2x2xi32>
// CHECK-NEXT:     affine.dma_start %arg1[%c0], %alloc_2[%c0 mod 2, 0], %alloc_4[%c0 mod 2, 0], %c16 : memref<128xf32>, memref<2x16xf32, 1>, memref<2x2xi32>
// CHECK-NEXT:     affine.for %arg3 = 1 to 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg3 * 4, %c0_0], %alloc[%arg3 mod 2, 0, 0], %alloc_3[%arg3 mod 2, 0], %c16 : memref<128x16xf32>, memref<2x?x16xf32, 1>, memref<2x2xi32>
// CHECK-NEXT:       affine.dma_start %arg1[%arg3], %alloc_2[%arg3 mod 2, 0], %alloc_4[%arg3 mod 2, 0], %c16 : memref<128xf32>, memref<2x16xf32, 1>, memref<2x2xi32>
// CHECK-NEXT:       %7 = affine.apply #map(%arg3)
// CHECK-NEXT:       %8 = affine.apply #map1(%7)
// CHECK-NEXT:       %9 = affine.apply #map1(%7)
// CHECK-NEXT:       %10 = affine.apply #map1(%7)
// CHECK-NEXT:       %11 = affine.apply #map1(%7)
// CHECK-NEXT:       affine.dma_wait %alloc_3[%7 mod 2, 0], %c16 : memref<2x2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_4[%7 mod 2, 0], %c16 : memref<2x2xi32>
// CHECK-NEXT:       %12 = affine.load %alloc[%7 mod 2, %7, 0] : memref<2x?x16xf32, 1>
// CHECK-NEXT:       %13 = affine.load %alloc_2[%7 mod 2, %7] : memref<2x16xf32, 1>
// CHECK-NEXT:       "consume"(%12, %13) : (f32, f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.apply #map(%c4)
// CHECK-NEXT:     %1 = affine.apply #map1(%0)
// CHECK-NEXT:     %2 = affine.apply #map1(%0)
// CHECK-NEXT:     %3 = affine.apply #map1(%0)
// CHECK-NEXT:     %4 = affine.apply #map1(%0)
// CHECK-NEXT:     affine.dma_wait %alloc_3[%0 mod 2, 0], %c16 : memref<2x2xi32>
// CHECK-NEXT:     affine.dma_wait %alloc_4[%0 mod 2, 0], %c16 : memref<2x2xi32>
// CHECK-NEXT:     %5 = affine.load %alloc[%0 mod 2, %0, 0] : memref<2x?x16xf32, 1>
// CHECK-NEXT:     %6 = affine.load %alloc_2[%0 mod 2, %0] : memref<2x16xf32, 1>
// CHECK-NEXT:     "consume"(%5, %6) : (f32, f32) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_4 : memref<2x2xi32>
// CHECK-NEXT:     memref.dealloc %alloc_3 : memref<2x2xi32>
// CHECK-NEXT:     memref.dealloc %alloc_2 : memref<2x16xf32, 1>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x?x16xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 mod 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 + 12)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 - 4)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> ((d0 floordiv 4) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<64x64xf32>, %arg1: index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2x32xf32, 1>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:     affine.dma_start %arg0[%c0, %c0_1], %alloc[%c0 mod 2, 0], %alloc_2[%c0 mod 2, 0], %c32 : memref<64x64xf32>, memref<2x32xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:     affine.for %arg2 = 1 to 3 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg2, %c0_1], %alloc[%arg2 mod 2, 0], %alloc_2[%arg2 mod 2, 0], %c32 : memref<64x64xf32>, memref<2x32xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       %6 = affine.apply #map(%arg2)
// CHECK-NEXT:       %7 = affine.apply #map1(%6)
// CHECK-NEXT:       %8 = affine.apply #map1(%6)
// CHECK-NEXT:       affine.dma_wait %alloc_2[%6 mod 2, 0], %c32 : memref<2x1xi32>
// CHECK-NEXT:       %alloc_5 = memref.alloc() : memref<2x8xf32, 1>
// CHECK-NEXT:       %alloc_6 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:       affine.dma_start %arg0[%6, %c0_0 * 8], %alloc_5[%c0_0 mod 2, 0], %alloc_6[%c0_0 mod 2, 0], %c32 : memref<64x64xf32>, memref<2x8xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       affine.for %arg3 = 1 to 5 {
// CHECK-NEXT:         affine.dma_start %arg0[%6, %arg3 * 8], %alloc_5[%arg3 mod 2, 0], %alloc_6[%arg3 mod 2, 0], %c32 : memref<64x64xf32>, memref<2x8xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:         %12 = affine.apply #map(%arg3)
// CHECK-NEXT:         %13 = affine.apply #map1(%12)
// CHECK-NEXT:         %14 = affine.apply #map1(%12)
// CHECK-NEXT:         affine.dma_wait %alloc_6[%12 mod 2, 0], %c32 : memref<2x1xi32>
// CHECK-NEXT:         "work"(%6, %12) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       %9 = affine.apply #map(%c5)
// CHECK-NEXT:       %10 = affine.apply #map1(%9)
// CHECK-NEXT:       %11 = affine.apply #map1(%9)
// CHECK-NEXT:       affine.dma_wait %alloc_6[%9 mod 2, 0], %c32 : memref<2x1xi32>
// CHECK-NEXT:       "work"(%6, %9) : (index, index) -> ()
// CHECK-NEXT:       memref.dealloc %alloc_6 : memref<2x1xi32>
// CHECK-NEXT:       memref.dealloc %alloc_5 : memref<2x8xf32, 1>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.apply #map(%c3)
// CHECK-NEXT:     %1 = affine.apply #map1(%0)
// CHECK-NEXT:     %2 = affine.apply #map1(%0)
// CHECK-NEXT:     affine.dma_wait %alloc_2[%0 mod 2, 0], %c32 : memref<2x1xi32>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<2x8xf32, 1>
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:     affine.dma_start %arg0[%0, %c0_0 * 8], %alloc_3[%c0_0 mod 2, 0], %alloc_4[%c0_0 mod 2, 0], %c32 : memref<64x64xf32>, memref<2x8xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:     affine.for %arg2 = 1 to 5 {
// CHECK-NEXT:       affine.dma_start %arg0[%0, %arg2 * 8], %alloc_3[%arg2 mod 2, 0], %alloc_4[%arg2 mod 2, 0], %c32 : memref<64x64xf32>, memref<2x8xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       %6 = affine.apply #map(%arg2)
// CHECK-NEXT:       %7 = affine.apply #map1(%6)
// CHECK-NEXT:       %8 = affine.apply #map1(%6)
// CHECK-NEXT:       affine.dma_wait %alloc_4[%6 mod 2, 0], %c32 : memref<2x1xi32>
// CHECK-NEXT:       "work"(%0, %6) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = affine.apply #map(%c5)
// CHECK-NEXT:     %4 = affine.apply #map1(%3)
// CHECK-NEXT:     %5 = affine.apply #map1(%3)
// CHECK-NEXT:     affine.dma_wait %alloc_4[%3 mod 2, 0], %c32 : memref<2x1xi32>
// CHECK-NEXT:     "work"(%0, %3) : (index, index) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_4 : memref<2x1xi32>
// CHECK-NEXT:     memref.dealloc %alloc_3 : memref<2x8xf32, 1>
// CHECK-NEXT:     memref.dealloc %alloc_2 : memref<2x1xi32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x32xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tag_of_two_ivs(%arg0: memref<64x64xf32>) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2x16xf32, 4>
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<2x32xi32>
// CHECK-NEXT:       affine.dma_start %arg0[%arg1, %c0 * 8], %alloc[%c0 mod 2, 0], %alloc_1[%c0 mod 2, %c0 + %arg1 * 2 + 3], %c16 : memref<64x64xf32>, memref<2x16xf32, 4>, memref<2x32xi32>
// CHECK-NEXT:       affine.for %arg2 = 1 to 6 {
// CHECK-NEXT:         affine.dma_start %arg0[%arg1, %arg2 * 8], %alloc[%arg2 mod 2, 0], %alloc_1[%arg2 mod 2, %arg2 + %arg1 * 2 + 3], %c16 : memref<64x64xf32>, memref<2x16xf32, 4>, memref<2x32xi32>
// CHECK-NEXT:         %4 = affine.apply #map(%arg2)
// CHECK-NEXT:         %5 = affine.apply #map1(%4)
// CHECK-NEXT:         %6 = affine.apply #map1(%4)
// CHECK-NEXT:         affine.dma_wait %alloc_1[%4 mod 2, %4 + %arg1 * 2 + 3], %c16 : memref<2x32xi32>
// CHECK-NEXT:         %7 = affine.load %alloc[%4 mod 2, %4 + 1] : memref<2x16xf32, 4>
// CHECK-NEXT:         "take"(%7) : (f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       %0 = affine.apply #map(%c6)
// CHECK-NEXT:       %1 = affine.apply #map1(%0)
// CHECK-NEXT:       %2 = affine.apply #map1(%0)
// CHECK-NEXT:       affine.dma_wait %alloc_1[%0 mod 2, %0 + %arg1 * 2 + 3], %c16 : memref<2x32xi32>
// CHECK-NEXT:       %3 = affine.load %alloc[%0 mod 2, %0 + 1] : memref<2x16xf32, 4>
// CHECK-NEXT:       "take"(%3) : (f32) -> ()
// CHECK-NEXT:       memref.dealloc %alloc_1 : memref<2x32xi32>
// CHECK-NEXT:       memref.dealloc %alloc : memref<2x16xf32, 4>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single_and_symbolic(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2x4xf32, 1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:     affine.dma_start %arg0[%c0], %alloc[%c0 mod 2, 0], %alloc_1[%c0 mod 2, 0], %c4 : memref<64xf32>, memref<2x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:     affine.for %arg2 = 1 to 1 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc[%arg2 mod 2, 0], %alloc_1[%arg2 mod 2, 0], %c4 : memref<64xf32>, memref<2x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       %8 = affine.apply #map(%arg2)
// CHECK-NEXT:       %9 = affine.apply #map1(%8)
// CHECK-NEXT:       %10 = affine.apply #map1(%8)
// CHECK-NEXT:       affine.dma_wait %alloc_1[%8 mod 2, 0], %c4 : memref<2x1xi32>
// CHECK-NEXT:       "once"(%8) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.apply #map(%c1)
// CHECK-NEXT:     %1 = affine.apply #map1(%0)
// CHECK-NEXT:     %2 = affine.apply #map1(%0)
// CHECK-NEXT:     affine.dma_wait %alloc_1[%0 mod 2, 0], %c4 : memref<2x1xi32>
// CHECK-NEXT:     "once"(%0) : (index) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<2x1xi32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x4xf32, 1>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<2x4xf32, 1>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:     %3 = affine.apply #map2()[%arg1]
// CHECK-NEXT:     affine.dma_start %arg0[%3], %alloc_2[(%3 floordiv 4) mod 2, 0], %alloc_3[(%3 floordiv 4) mod 2, 0], %c4 : memref<64xf32>, memref<2x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:     affine.for %arg2 = #map3()[%arg1] to #map4()[%arg1] step 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc_2[(%arg2 floordiv 4) mod 2, 0], %alloc_3[(%arg2 floordiv 4) mod 2, 0], %c4 : memref<64xf32>, memref<2x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       %8 = affine.apply #map5(%arg2)
// CHECK-NEXT:       %9 = affine.apply #map6(%8)
// CHECK-NEXT:       %10 = affine.apply #map6(%8)
// CHECK-NEXT:       affine.dma_wait %alloc_3[(%8 floordiv 4) mod 2, 0], %c4 : memref<2x1xi32>
// CHECK-NEXT:       "from"(%8) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = affine.apply #map4()[%arg1]
// CHECK-NEXT:     %5 = affine.apply #map5(%4)
// CHECK-NEXT:     %6 = affine.apply #map6(%5)
// CHECK-NEXT:     %7 = affine.apply #map6(%5)
// CHECK-NEXT:     affine.dma_wait %alloc_3[(%5 floordiv 4) mod 2, 0], %c4 : memref<2x1xi32>
// CHECK-NEXT:     "from"(%5) : (index) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_3 : memref<2x1xi32>
// CHECK-NEXT:     memref.dealloc %alloc_2 : memref<2x4xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @untouched(%arg0: memref<64xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32, 1>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xi32>
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc[%c0], %alloc_1[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c0], %c4 : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.dma_start %alloc[%c0], %arg0[%arg2], %alloc_1[%c0], %c4 : memref<4xf32, 1>, memref<64xf32>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c0], %c4 : memref<2xi32>
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc_0[%c0], %alloc_1[%c1], %c4 : memref<64xf32>, memref<4xf32>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c1], %c4 : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc[%c0], %alloc_1[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c1], %c4 : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg2], %alloc[%c0], %alloc_1[%c0], %c4 : memref<64xf32>, memref<4xf32, 1>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c0], %c4 : memref<2xi32>
// CHECK-NEXT:       affine.dma_start %alloc[%c0], %arg0[%arg2], %alloc_1[%c1], %c4 : memref<4xf32, 1>, memref<64xf32>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_1[%c1], %c4 : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.load %alloc[%c0] : memref<4xf32, 1>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 mod 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 3 + 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @given_up(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4_1 = arith.constant 4 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32, 1>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<1xi32>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<2x4xf32, 1>
// CHECK-NEXT:     affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg1], %alloc[%c0_0], %alloc_2[%c0_0], %c4_1 : memref<64xf32>, memref<4xf32, 1>, memref<1xi32>
// CHECK-NEXT:       affine.dma_wait %alloc_2[%c0_0], %c4_1 : memref<1xi32>
// CHECK-NEXT:       "escape"(%alloc) : (memref<4xf32, 1>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<2x4xf32, 1>
// CHECK-NEXT:     %alloc_5 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:     %0 = affine.apply #map(%c0)
// CHECK-NEXT:     affine.dma_start %arg0[%0], %alloc_4[%c0 mod 2, 0], %alloc_5[%c0 mod 2, 0], %c4_1 : memref<64xf32>, memref<2x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:     affine.for %arg1 = 1 to 4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg1)
// CHECK-NEXT:       affine.dma_start %arg0[%5], %alloc_4[%arg1 mod 2, 0], %alloc_5[%arg1 mod 2, 0], %c4_1 : memref<64xf32>, memref<2x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       %6 = affine.apply #map1(%arg1)
// CHECK-NEXT:       %7 = affine.apply #map2(%6)
// CHECK-NEXT:       %8 = affine.apply #map2(%6)
// CHECK-NEXT:       %9 = affine.apply #map(%6)
// CHECK-NEXT:       affine.dma_wait %alloc_5[%6 mod 2, 0], %c4_1 : memref<2x1xi32>
// CHECK-NEXT:       "shared"(%9) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.apply #map1(%c4)
// CHECK-NEXT:     %2 = affine.apply #map2(%1)
// CHECK-NEXT:     %3 = affine.apply #map2(%1)
// CHECK-NEXT:     %4 = affine.apply #map(%1)
// CHECK-NEXT:     affine.dma_wait %alloc_5[%1 mod 2, 0], %c4_1 : memref<2x1xi32>
// CHECK-NEXT:     "shared"(%4) : (index) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_5 : memref<2x1xi32>
// CHECK-NEXT:     memref.dealloc %alloc_4 : memref<2x4xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shared_chain(%arg0: memref<64x64xf32>) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2x4x4xf32, 1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:     %0 = affine.apply #map3(%c0)
// CHECK-NEXT:     %1 = affine.apply #map4(%c0)
// CHECK-NEXT:     affine.dma_start %arg0[%0, %1], %alloc[%c0 mod 2, 0, 0], %alloc_1[%c0 mod 2, 0], %c4 : memref<64x64xf32>, memref<2x4x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:     affine.for %arg1 = 1 to 6 {
// CHECK-NEXT:       %8 = affine.apply #map3(%arg1)
// CHECK-NEXT:       %9 = affine.apply #map4(%arg1)
// CHECK-NEXT:       affine.dma_start %arg0[%8, %9], %alloc[%arg1 mod 2, 0, 0], %alloc_1[%arg1 mod 2, 0], %c4 : memref<64x64xf32>, memref<2x4x4xf32, 1>, memref<2x1xi32>
// CHECK-NEXT:       %10 = affine.apply #map1(%arg1)
// CHECK-NEXT:       %11 = affine.apply #map2(%10)
// CHECK-NEXT:       %12 = affine.apply #map2(%10)
// CHECK-NEXT:       %13 = affine.apply #map4(%10)
// CHECK-NEXT:       %14 = affine.apply #map5(%13)
// CHECK-NEXT:       affine.dma_wait %alloc_1[%10 mod 2, 0], %c4 : memref<2x1xi32>
// CHECK-NEXT:       %15 = affine.load %alloc[%10 mod 2, 0, 0] : memref<2x4x4xf32, 1>
// CHECK-NEXT:       "use"(%15, %14) : (f32, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = affine.apply #map1(%c6)
// CHECK-NEXT:     %3 = affine.apply #map2(%2)
// CHECK-NEXT:     %4 = affine.apply #map2(%2)
// CHECK-NEXT:     %5 = affine.apply #map4(%2)
// CHECK-NEXT:     %6 = affine.apply #map5(%5)
// CHECK-NEXT:     affine.dma_wait %alloc_1[%2 mod 2, 0], %c4 : memref<2x1xi32>
// CHECK-NEXT:     %7 = affine.load %alloc[%2 mod 2, 0, 0] : memref<2x4x4xf32, 1>
// CHECK-NEXT:     "use"(%7, %6) : (f32, index) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<2x1xi32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x4x4xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
