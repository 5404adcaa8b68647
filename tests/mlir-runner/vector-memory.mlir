// Vector loads and stores, masked ones, and transfers (1-D ones past the
// end of a memref, 2-D ones unrolled) on memrefs, lowered by strata-opt's
// vector lowerings and run.
// RUN: strata-opt %s --convert-vector-to-scf=full-unroll --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf=full-unroll --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c3, %c5) : memref<?x?xf32>
  call @fill(%m) : (memref<?x?xf32>) -> ()
  %row = vector.load %m[%c1, %c0] : memref<?x?xf32>, vector<5xf32>
  vector.print %row : vector<5xf32>
  %neg = arith.negf %row : vector<5xf32>
  vector.store %neg, %m[%c2, %c0] : memref<?x?xf32>, vector<5xf32>
  %back = vector.load %m[%c2, %c1] : memref<?x?xf32>, vector<4xf32>
  vector.print %back : vector<4xf32>
  %k = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %ml = vector.maskedload %m[%c0, %c1], %k, %pass : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %nines = arith.constant dense<9.0> : vector<4xf32>
  vector.maskedstore %m[%c0, %c0], %k, %nines : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %r0 = vector.load %m[%c0, %c0] : memref<?x?xf32>, vector<5xf32>
  vector.print %r0 : vector<5xf32>
  // Past the end of a row: the padding.
  %pad = arith.constant 0.5 : f32
  %t1 = vector.transfer_read %m[%c1, %c3], %pad : memref<?x?xf32>, vector<4xf32>
  vector.print %t1 : vector<4xf32>
  // Past the last row and the end of the rows.
  %t2 = vector.transfer_read %m[%c2, %c2], %pad : memref<?x?xf32>, vector<2x4xf32>
  vector.print %t2 : vector<2x4xf32>
  %w = arith.constant dense<[[7.0, 7.5, 8.0], [8.5, 9.0, 9.5]]> : vector<2x3xf32>
  vector.transfer_write %w, %m[%c1, %c3] : vector<2x3xf32>, memref<?x?xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<3x5xf32>
  vector.print %all : vector<3x5xf32>
  %mk = vector.create_mask %c2 : vector<4xi1>
  %t3 = vector.transfer_read %m[%c0, %c1], %pad, %mk : memref<?x?xf32>, vector<4xf32>
  vector.print %t3 : vector<4xf32>
  memref.dealloc %m : memref<?x?xf32>
  return
}

// CHECK: ( 10, 11, 12, 13, 14 )
// CHECK-NEXT: ( -11, -12, -13, -14 )
// CHECK-NEXT: ( 1, -1, 3, -1 )
// CHECK-NEXT: ( 9, 1, 9, 3, 4 )
// CHECK-NEXT: ( 13, 14, 0.5, 0.5 )
// CHECK-NEXT: ( ( -12, -13, -14, 0.5 ), ( 0.5, 0.5, 0.5, 0.5 ) )
// CHECK-NEXT: ( ( 9, 1, 9, 3, 4 ), ( 10, 11, 12, 7, 7.5 ), ( -10, -11, -12, 8.5, 9 ) )
// CHECK-NEXT: ( 1, 9, 0.5, 0.5 )
