// Expanding loads and compressing stores, lowered by strata-opt's vector
// lowerings and run.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<8xi32>
  %init = arith.constant dense<[10, 11, 12, 13, 14, 15, 16, 17]> : vector<8xi32>
  vector.store %init, %m[%c0] : memref<8xi32>, vector<8xi32>
  %k = arith.constant dense<[false, true, true, false, true]> : vector<5xi1>
  %pass = arith.constant dense<-1> : vector<5xi32>
  %e = vector.expandload %m[%c1], %k, %pass : memref<8xi32>, vector<5xi1>, vector<5xi32> into vector<5xi32>
  vector.print %e : vector<5xi32>
  %v = arith.constant dense<[100, 200, 300, 400, 500]> : vector<5xi32>
  vector.compressstore %m[%c0], %k, %v : memref<8xi32>, vector<5xi1>, vector<5xi32>
  %all = vector.load %m[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %all : vector<8xi32>
  return
}

// CHECK: ( -1, 11, 12, -1, 13 )
// CHECK-NEXT: ( 200, 300, 500, 13, 14, 15, 16, 17 )
