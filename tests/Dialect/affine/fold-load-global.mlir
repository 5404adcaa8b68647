// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(canonicalize),builtin.module(func.func(canonicalize)))' | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// An affine.load from a constant memref.global folds to the element: the
// folder reads the module's globals from inside a function, whether the
// canonicalizer runs on the module or on each function in parallel.

module {
  memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
  memref.global "private" @mutable : memref<2xf32> = dense<[1.0, 2.0]>
  memref.global "private" constant @splat : memref<4xi32> = dense<7>
  memref.global "private" constant @uninit : memref<4xi32>
  func.func @loads(%i: index) -> (f32, f32, f32, i32, i32) {
    %m = memref.get_global @table : memref<2x3xf32>
    %a = affine.load %m[1, 2] : memref<2x3xf32>
    %b = affine.load %m[%i, 0] : memref<2x3xf32>
    %g = memref.get_global @mutable : memref<2xf32>
    %c = affine.load %g[1] : memref<2xf32>
    %sm = memref.get_global @splat : memref<4xi32>
    %d = affine.load %sm[%i] : memref<4xi32>
    %u = memref.get_global @uninit : memref<4xi32>
    %e = affine.load %u[0] : memref<4xi32>
    return %a, %b, %c, %d, %e : f32, f32, f32, i32, i32
  }
  func.func @in_loop(%out: memref<3xf32>) {
    %m = memref.get_global @table : memref<2x3xf32>
    affine.for %j = 0 to 3 {
      %v = affine.load %m[0, %j] : memref<2x3xf32>
      affine.store %v, %out[%j] : memref<3xf32>
    }
    return
  }
}

// -----

// A nested module is the nearest symbol table of its functions.
module {
  memref.global "private" constant @g : memref<2xi64> = dense<[10, 20]>
  module @inner {
    memref.global "private" constant @g : memref<2xi64> = dense<[30, 40]>
    func.func @nested() -> i64 {
      %m = memref.get_global @g : memref<2xi64>
      %v = affine.load %m[1] : memref<2xi64>
      return %v : i64
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @table : memref<2x3xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
// CHECK-NEXT:   memref.global "private" @mutable : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT:   memref.global "private" constant @splat : memref<4xi32> = dense<7>
// CHECK-NEXT:   memref.global "private" constant @uninit : memref<4xi32>
// CHECK-NEXT:   func.func @loads(%arg0: index) -> (f32, f32, f32, i32, i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %cst = arith.constant 6.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.get_global @table : memref<2x3xf32>
// CHECK-NEXT:     %1 = affine.load %0[symbol(%arg0), 0] : memref<2x3xf32>
// CHECK-NEXT:     %2 = memref.get_global @mutable : memref<2xf32>
// CHECK-NEXT:     %3 = affine.load %2[1] : memref<2xf32>
// CHECK-NEXT:     %4 = memref.get_global @uninit : memref<4xi32>
// CHECK-NEXT:     %5 = affine.load %4[0] : memref<4xi32>
// CHECK-NEXT:     return %cst, %1, %3, %c7_i32, %5 : f32, f32, f32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_loop(%arg0: memref<3xf32>) {
// CHECK-NEXT:     %0 = memref.get_global @table : memref<2x3xf32>
// CHECK-NEXT:     affine.for %arg1 = 0 to 3 {
// CHECK-NEXT:       %1 = affine.load %0[0, %arg1] : memref<2x3xf32>
// CHECK-NEXT:       affine.store %1, %arg0[%arg1] : memref<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @g : memref<2xi64> = dense<[10, 20]>
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     memref.global "private" constant @g : memref<2xi64> = dense<[30, 40]>
// CHECK-NEXT:     func.func @nested() -> i64 {
// CHECK-NEXT:       %c40_i64 = arith.constant 40 : i64
// CHECK-NEXT:       return %c40_i64 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
