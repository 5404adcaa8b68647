// Gathers and scatters (1-D, and a 2-D gather unrolled by rows) on a
// memref, lowered by strata-opt's vector lowerings and run.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %f : f32
    memref.store %g, %m[%i] : memref<8xf32>
  }
  %idx = arith.constant dense<[6, 0, 3, 5]> : vector<4xi32>
  %k = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %m[%c1] [%idx], %k, %pass : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %vals = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  %sidx = arith.constant dense<[6, 2, 4, 0]> : vector<4xindex>
  vector.scatter %m[%c0] [%sidx], %k, %vals : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %all = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  %idx2 = arith.constant dense<[[0, 1, 2], [5, 6, 7]]> : vector<2x3xi32>
  %k2 = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %p2 = arith.constant dense<0.5> : vector<2x3xf32>
  %g2 = vector.gather %m[%c0] [%idx2], %k2, %p2 : memref<8xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  vector.print %g2 : vector<2x3xf32>
  memref.dealloc %m : memref<8xf32>
  return
}

// CHECK: ( 49, 1, -1, 36 )
// CHECK-NEXT: ( 400, 1, 200, 9, 16, 25, 100, 49 )
// CHECK-NEXT: ( ( 400, 0.5, 200 ), ( 0.5, 100, 49 ) )
