// RUN: strata-opt %s -allow-unregistered-dialect -promote-buffers-to-stack | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -promote-buffers-to-stack="max-alloc-size-in-bytes=64" | FileCheck %s --check-prefix=LOW
// RUN: strata-opt %s -allow-unregistered-dialect -promote-buffers-to-stack="max-rank-of-allocated-memref=2" | FileCheck %s --check-prefix=RANK

// Below an op whose regions' control flow is unknown (not a region branch
// op), nothing is promoted, unless an automatic allocation scope lies
// between.
// CHECK-LABEL: func.func @unknown_regions
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloca() : memref<4xf32>
// CHECK: memref.alloca() : memref<4xf32>
func.func @unknown_regions(%c: i1) {
  "test.region"() ({
    scf.if %c {
      %1 = memref.alloc() : memref<4xf32>
      "test.use"(%1) : (memref<4xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  scf.if %c {
    "test.region"() ({
      %2 = memref.alloc() : memref<4xf32>
      "test.use"(%2) : (memref<4xf32>) -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  }
  "test.region"() ({
    memref.alloca_scope {
      %3 = memref.alloc() : memref<4xf32>
      "test.use"(%3) : (memref<4xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  scf.if %c {
    %4 = memref.alloc() : memref<4xf32>
    "test.use"(%4) : (memref<4xf32>) -> ()
  }
  return
}

// A freed buffer is left alone; the others in this function are promoted
// where they are, attributes kept.
func.func @freed_and_local(%i: index, %n: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %v = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %1 = memref.alloc() {alignment = 32 : i64} : memref<8xi32>
    "test.use"(%1) : (memref<8xi32>) -> ()
  }
  %r = scf.execute_region -> memref<2xf64> {
    %2 = memref.alloc() : memref<2xf64>
    scf.yield %2 : memref<2xf64>
  }
  "test.use"(%r) : (memref<2xf64>) -> ()
  return %v : f32
}

// Buffers returned from the function, directly, through a view or through
// a block argument, leave their allocation scope.
func.func @escaping(%c: i1) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<3xi8>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %v = memref.subview %1[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %2 = memref.alloc() : memref<3xi8>
  cf.cond_br %c, ^bb1(%2 : memref<3xi8>), ^bb1(%2 : memref<3xi8>)
^bb1(%b: memref<3xi8>):
  return %0, %v, %b : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<3xi8>
}

// Sizes: at most 1024 bytes by default (64 with the option), vectors
// rounded up to a power of two, indices of 64 bits; dynamic sizes only
// from ranks and up to the rank limit (1, or 2 with the option).
func.func @sizes(%u: memref<*xf32>, %n: index) {
  %0 = memref.alloc() : memref<16xf32>
  %1 = memref.alloc() : memref<17xf32>
  %2 = memref.alloc() : memref<256xf32>
  %3 = memref.alloc() : memref<257xf32>
  %4 = memref.alloc() : memref<128xindex>
  %5 = memref.alloc() : memref<129xindex>
  %6 = memref.alloc() : memref<2x4x8xi8>
  %7 = memref.alloc() : memref<60xvector<3xf32>>
  %8 = memref.alloc() : memref<70xvector<3xf32>>
  %9 = memref.alloc() : memref<64xcomplex<f64>>
  %10 = memref.alloc() : memref<f32, 1>
  %r = memref.rank %u : memref<*xf32>
  %11 = memref.alloc(%r) : memref<?xf32>
  %12 = memref.alloc(%n) : memref<?xf32>
  %13 = memref.alloc(%r, %r) : memref<?x?xi64>
  %14 = memref.alloc(%r) : memref<1000x?xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (memref<16xf32>, memref<17xf32>, memref<256xf32>, memref<257xf32>, memref<128xindex>, memref<129xindex>, memref<2x4x8xi8>, memref<60xvector<3xf32>>, memref<70xvector<3xf32>>, memref<64xcomplex<f64>>, memref<f32, 1>, memref<?xf32>, memref<?xf32>, memref<?x?xi64>, memref<1000x?xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @freed_and_local(%arg0: index, %arg1: index) -> f32 {
// CHECK: %alloc = memref.alloc() : memref<4xf32>
// CHECK: %alloca = memref.alloca() {alignment = 32 : i64} : memref<8xi32>
// CHECK: %alloca = memref.alloca() : memref<2xf64>
// CHECK-LABEL: func.func @escaping(%arg0: i1) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<3xi8>) {
// CHECK: %alloc = memref.alloc() : memref<4xf32>
// CHECK: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK: %alloc_1 = memref.alloc() : memref<3xi8>
// CHECK-LABEL: func.func @sizes(%arg0: memref<*xf32>, %arg1: index) {
// CHECK: %alloca = memref.alloca() : memref<16xf32>
// CHECK: %alloca_0 = memref.alloca() : memref<17xf32>
// CHECK: %alloca_1 = memref.alloca() : memref<256xf32>
// CHECK: %alloc = memref.alloc() : memref<257xf32>
// CHECK: %alloca_2 = memref.alloca() : memref<128xindex>
// CHECK: %alloc_3 = memref.alloc() : memref<129xindex>
// CHECK: %alloca_4 = memref.alloca() : memref<2x4x8xi8>
// CHECK: %alloca_5 = memref.alloca() : memref<60xvector<3xf32>>
// CHECK: %alloc_6 = memref.alloc() : memref<70xvector<3xf32>>
// CHECK: %alloca_7 = memref.alloca() : memref<64xcomplex<f64>>
// CHECK: %alloca_8 = memref.alloca() : memref<f32, 1>
// CHECK: %alloca_9 = memref.alloca(%0) : memref<?xf32>
// CHECK: %alloc_10 = memref.alloc(%arg1) : memref<?xf32>
// CHECK: %alloc_11 = memref.alloc(%0, %0) : memref<?x?xi64>
// CHECK: %alloc_12 = memref.alloc(%0) : memref<1000x?xf32>

// LOW-LABEL: func.func @freed_and_local(%arg0: index, %arg1: index) -> f32 {
// LOW: %alloc = memref.alloc() : memref<4xf32>
// LOW: %alloca = memref.alloca() {alignment = 32 : i64} : memref<8xi32>
// LOW: %alloca = memref.alloca() : memref<2xf64>
// LOW-LABEL: func.func @escaping(%arg0: i1) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<3xi8>) {
// LOW: %alloc = memref.alloc() : memref<4xf32>
// LOW: %alloc_0 = memref.alloc() : memref<4xf32>
// LOW: %alloc_1 = memref.alloc() : memref<3xi8>
// LOW-LABEL: func.func @sizes(%arg0: memref<*xf32>, %arg1: index) {
// LOW: %alloca = memref.alloca() : memref<16xf32>
// LOW: %alloc = memref.alloc() : memref<17xf32>
// LOW: %alloc_0 = memref.alloc() : memref<256xf32>
// LOW: %alloc_1 = memref.alloc() : memref<257xf32>
// LOW: %alloc_2 = memref.alloc() : memref<128xindex>
// LOW: %alloc_3 = memref.alloc() : memref<129xindex>
// LOW: %alloca_4 = memref.alloca() : memref<2x4x8xi8>
// LOW: %alloc_5 = memref.alloc() : memref<60xvector<3xf32>>
// LOW: %alloc_6 = memref.alloc() : memref<70xvector<3xf32>>
// LOW: %alloc_7 = memref.alloc() : memref<64xcomplex<f64>>
// LOW: %alloca_8 = memref.alloca() : memref<f32, 1>
// LOW: %alloca_9 = memref.alloca(%0) : memref<?xf32>
// LOW: %alloc_10 = memref.alloc(%arg1) : memref<?xf32>
// LOW: %alloc_11 = memref.alloc(%0, %0) : memref<?x?xi64>
// LOW: %alloc_12 = memref.alloc(%0) : memref<1000x?xf32>

// RANK-LABEL: func.func @freed_and_local(%arg0: index, %arg1: index) -> f32 {
// RANK: %alloc = memref.alloc() : memref<4xf32>
// RANK: %alloca = memref.alloca() {alignment = 32 : i64} : memref<8xi32>
// RANK: %alloca = memref.alloca() : memref<2xf64>
// RANK-LABEL: func.func @escaping(%arg0: i1) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<3xi8>) {
// RANK: %alloc = memref.alloc() : memref<4xf32>
// RANK: %alloc_0 = memref.alloc() : memref<4xf32>
// RANK: %alloc_1 = memref.alloc() : memref<3xi8>
// RANK-LABEL: func.func @sizes(%arg0: memref<*xf32>, %arg1: index) {
// RANK: %alloca = memref.alloca() : memref<16xf32>
// RANK: %alloca_0 = memref.alloca() : memref<17xf32>
// RANK: %alloca_1 = memref.alloca() : memref<256xf32>
// RANK: %alloc = memref.alloc() : memref<257xf32>
// RANK: %alloca_2 = memref.alloca() : memref<128xindex>
// RANK: %alloc_3 = memref.alloc() : memref<129xindex>
// RANK: %alloca_4 = memref.alloca() : memref<2x4x8xi8>
// RANK: %alloca_5 = memref.alloca() : memref<60xvector<3xf32>>
// RANK: %alloc_6 = memref.alloc() : memref<70xvector<3xf32>>
// RANK: %alloca_7 = memref.alloca() : memref<64xcomplex<f64>>
// RANK: %alloca_8 = memref.alloca() : memref<f32, 1>
// RANK: %alloca_9 = memref.alloca(%0) : memref<?xf32>
// RANK: %alloc_10 = memref.alloc(%arg1) : memref<?xf32>
// RANK: %alloca_11 = memref.alloca(%0, %0) : memref<?x?xi64>
// RANK: %alloca_12 = memref.alloca(%0) : memref<1000x?xf32>
