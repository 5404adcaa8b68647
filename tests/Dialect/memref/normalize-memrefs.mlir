// RUN: strata-opt %s --allow-unregistered-dialect --normalize-memrefs | FileCheck %s
// CONFORMANCE: pipeline=--normalize-memrefs

// Memrefs with affine layout maps become memrefs of the shape the map
// reaches, with the identity layout: allocations, arguments, results
// and calls across the module; accesses go through the map (a
// memref.load through affine.apply). A function where such a memref
// reaches an op without the MemRefsNormalizable trait is left alone with
// its callers and callees.

#tile = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
#transpose = affine_map<(d0, d1) -> (d1, d0)>

func.func @transposed(%n: index) {
  %a = memref.alloc() {alignment = 16 : i64} : memref<10x20xf32, #transpose>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %a[%i, %j + 1] : memref<10x20xf32, #transpose>
      affine.store %v, %a[symbol(%n), %j] : memref<10x20xf32, #transpose>
      %w = memref.load %a[%j, %i] : memref<10x20xf32, #transpose>
      memref.store %w, %a[%i, %i] : memref<10x20xf32, #transpose>
    }
  }
  memref.dealloc %a : memref<10x20xf32, #transpose>
  return
}

func.func @shapes(%n: index) {
  %a = memref.alloca() : memref<5x6xf32, affine_map<(d0, d1) -> (d0 * 3 + d1 floordiv 2)>>
  %b = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 - 10)>>
  %c = memref.alloc(%n) : memref<?xf32, affine_map<(d0) -> (d0 * 2)>>
  return
}

func.func @producer() -> memref<64xf32, #tile> {
  %a = memref.alloc() : memref<64xf32, #tile>
  return %a : memref<64xf32, #tile>
}

func.func @consumer(%arg: memref<64xf32, #tile>, %i: index) -> f32 {
  %r = call @producer() : () -> memref<64xf32, #tile>
  %v = affine.load %r[%i] : memref<64xf32, #tile>
  affine.store %v, %arg[%i + 3] : memref<64xf32, #tile>
  call @external(%arg) : (memref<64xf32, #tile>) -> ()
  return %v : f32
}

func.func private @external(memref<64xf32, #tile>)

func.func @blocked(%arg: memref<16xf32, #tile>) {
  "other.use"(%arg) : (memref<16xf32, #tile>) -> ()
  call @blocked_callee(%arg) : (memref<16xf32, #tile>) -> ()
  return
}

func.func @blocked_callee(%arg: memref<16xf32, #tile>) {
  %v = affine.load %arg[0] : memref<16xf32, #tile>
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (s0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 - 10)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transposed(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 16 : i64} : memref<20x10xf32>
// CHECK-NEXT:     affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 20 {
// CHECK-NEXT:         %0 = affine.apply #map(%arg1, %arg2)
// CHECK-NEXT:         %1 = affine.apply #map1(%arg1, %arg2)
// CHECK-NEXT:         %2 = affine.load %alloc[%arg2 + 1, %arg1] : memref<20x10xf32>
// CHECK-NEXT:         %3 = affine.apply #map2(%arg2)[%arg0]
// CHECK-NEXT:         %4 = affine.apply #map3(%arg2)[%arg0]
// CHECK-NEXT:         affine.store %2, %alloc[%arg2, symbol(%arg0)] : memref<20x10xf32>
// CHECK-NEXT:         %5 = affine.apply #map(%arg1, %arg2)
// CHECK-NEXT:         %6 = affine.apply #map4(%arg1, %arg2)
// CHECK-NEXT:         %7 = memref.load %alloc[%5, %6] : memref<20x10xf32>
// CHECK-NEXT:         %8 = affine.apply #map5(%arg1)
// CHECK-NEXT:         %9 = affine.apply #map5(%arg1)
// CHECK-NEXT:         memref.store %7, %alloc[%8, %9] : memref<20x10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<20x10xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shapes(%arg0: index) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<15xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32, #map6>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32, #map7>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @producer() -> memref<8x8xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT:     return %alloc : memref<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @consumer(%arg0: memref<8x8xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = call @producer() : () -> memref<8x8xf32>
// CHECK-NEXT:     %1 = affine.load %0[symbol(%arg1) floordiv 8, symbol(%arg1) mod 8] : memref<8x8xf32>
// CHECK-NEXT:     %2 = affine.apply #map8(%arg1)
// CHECK-NEXT:     affine.store %1, %arg0[(symbol(%arg1) + 3) floordiv 8, symbol(%arg1) - ((symbol(%arg1) + 3) floordiv 8) * 8 + 3] : memref<8x8xf32>
// CHECK-NEXT:     call @external(%arg0) : (memref<8x8xf32>) -> ()
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @external(memref<8x8xf32>)
// CHECK-NEXT:   func.func @blocked(%arg0: memref<16xf32, #map9>) {
// CHECK-NEXT:     "other.use"(%arg0) : (memref<16xf32, #map9>) -> ()
// CHECK-NEXT:     call @blocked_callee(%arg0) : (memref<16xf32, #map9>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocked_callee(%arg0: memref<16xf32, #map9>) {
// CHECK-NEXT:     %0 = affine.load %arg0[0] : memref<16xf32, #map9>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
