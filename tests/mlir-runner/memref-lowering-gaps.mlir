// expand_shape/collapse_shape (expand-strided-metadata), an unranked memref
// returned from a function, dim/rank/cast of unranked memrefs, transpose,
// reshapes to dynamic shapes and to unranked memrefs, and a generic_atomic_rmw loop, run end to end.
// RUN: strata-opt %s --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT: [0,   1,   2,   3,   4,   5],
// CHECK-NEXT: [6,   7,   8,   9,   10,   11]]
// CHECK:      rank = 2 offset = 0 sizes = [6, 2] strides = [2, 1] data =
// CHECK-NEXT: [0,   6],
// CHECK-NEXT: [1,   7],
// CHECK-NEXT: [2,   8],
// CHECK-NEXT: [3,   9],
// CHECK-NEXT: [4,   10],
// CHECK-NEXT: [5,   11]]
// CHECK:      rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT: [0,   1,   2,   3,   4,   5],
// CHECK-NEXT: [6,   7,   8,   9,   10,   11]]
// CHECK:      rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: [0,   1,   2,   3],
// CHECK-NEXT: [4,   5,   6,   7],
// CHECK-NEXT: [8,   9,   10,   11]]
// CHECK:      rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,   1,   2],
// CHECK-NEXT: [3,   4,   5]],
// CHECK-NEXT: {{\[\[}}6,   7,   8],
// CHECK-NEXT: [9,   10,   11]]]
// CHECK:      rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1,  531441]

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// Returns an unranked view of its argument: the descriptor is copied to
// the heap on return and back to the caller's stack after the call.
func.func @as_unranked(%m: memref<2x6xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<2x6xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  // expand_shape and collapse_shape through expand-strided-metadata.
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
  %u = call @as_unranked(%e) : (memref<2x6xf32>) -> memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %r = memref.rank %u : memref<*xf32>
  %d = memref.dim %u, %c1 : memref<*xf32>
  %back = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %t = memref.transpose %back (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %tc = memref.alloc(%d, %r) : memref<?x?xf32>
  memref.copy %t, %tc : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32>
  %tu = memref.cast %tc : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %e3 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 2, 3] : memref<12xf32> into memref<2x2x3xf32>
  %col = memref.collapse_shape %e3 [[0], [1, 2]] : memref<2x2x3xf32> into memref<2x6xf32>
  %cu = memref.cast %col : memref<2x6xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  // A reshape to a dynamically shaped memref.
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  %c4 = arith.constant 4 : index
  memref.store %c4, %shape[%c1] : memref<2xindex>
  %rs = memref.reshape %m(%shape) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
  %rsu = memref.cast %rs : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%rsu) : (memref<*xf32>) -> ()
  // A reshape to an unranked memref of rank 3.
  %shape3 = memref.alloca() : memref<3xindex>
  %c2 = arith.constant 2 : index
  memref.store %c2, %shape3[%c0] : memref<3xindex>
  memref.store %c2, %shape3[%c1] : memref<3xindex>
  memref.store %c3, %shape3[%c2] : memref<3xindex>
  %shape3d = memref.cast %shape3 : memref<3xindex> to memref<?xindex>
  %ru = memref.reshape %m(%shape3d) : (memref<12xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // generic_atomic_rmw: a compare-and-swap loop.
  %acc = memref.alloc() : memref<2xi32>
  %z = arith.constant 1 : i32
  memref.store %z, %acc[%c0] : memref<2xi32>
  memref.store %z, %acc[%c1] : memref<2xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.generic_atomic_rmw %acc[%c1] : memref<2xi32> {
    ^bb0(%cur: i32):
      %two = arith.constant 3 : i32
      %n = arith.muli %cur, %two : i32
      memref.atomic_yield %n : i32
    }
  }
  %au = memref.cast %acc : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  memref.dealloc %tc : memref<?x?xf32>
  memref.dealloc %acc : memref<2xi32>
  memref.dealloc %m : memref<12xf32>
  return
}
