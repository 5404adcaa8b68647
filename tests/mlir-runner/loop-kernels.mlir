// Loop nests whose element addresses have constant parts (a 5-point
// stencil reading rows i - 1 and i + 1, a matmul tiled by hand with
// loop bounds i0 + 4), lowered to LLVM by strata-opt and run by
// strata-runner at -O0 and -O3; mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 | FileCheck %s
// RUN: strata-opt %s --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O0 | FileCheck %s
// RUNNER-OPT: --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O3

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [8, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6,   7],
// CHECK-NEXT:  [8,   0.75,   1,   1.25,   1.5,   0,   0.25,   4],
// CHECK-NEXT:  [5,   1,   1.25,   1.5,   0,   0.25,   0.5,   1],
// CHECK-NEXT:  [2,   1.25,   1.5,   0,   0.25,   0.5,   0.75,   9],
// CHECK-NEXT:  [10,   1.5,   0,   0.25,   0.5,   0.75,   1,   6],
// CHECK-NEXT:  [7,   0,   0.25,   0.5,   0.75,   1,   1.25,   3],
// CHECK-NEXT:  [4,   0.25,   0.5,   0.75,   1,   1.25,   1.5,   0],
// CHECK-NEXT:  [1,   2,   3,   4,   5,   6,   7,   8]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [8, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}21.5,   24.5,   17.5,   18,   23.5,   21.5,   24.5,   17.5],
// CHECK-NEXT:  [18,   19,   25,   23.5,   24.5,   18,   19,   25],
// CHECK-NEXT:  [25,   24,   25.5,   22,   18.5,   25,   24,   25.5],
// CHECK-NEXT:  [25,   22,   19,   31,   23,   25,   22,   19],
// CHECK-NEXT:  [18,   30.5,   23,   33,   20.5,   18,   30.5,   23],
// CHECK-NEXT:  [21.5,   32,   20,   28,   28.5,   21.5,   32,   20],
// CHECK-NEXT:  [18,   26.5,   27.5,   33.5,   29.5,   18,   26.5,   27.5],
// CHECK-NEXT:  [21.5,   24.5,   17.5,   18,   23.5,   21.5,   24.5,   17.5]]

module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @init(%M: memref<8x8xf32>, %mod: index, %scale: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %r = arith.muli %i, %c8 : index
        %l = arith.addi %r, %j : index
        %m = arith.remui %l, %mod : index
        %mi = arith.index_cast %m : index to i64
        %f = arith.sitofp %mi : i64 to f32
        %v = arith.mulf %f, %scale : f32
        memref.store %v, %M[%i, %j] : memref<8x8xf32>
      }
    }
    return
  }

  func.func @stencil(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %w = arith.constant 0.25 : f32
    scf.for %i = %c1 to %c7 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c1 to %c7 step %c1 {
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %n = memref.load %A[%im, %j] : memref<8x8xf32>
        %s = memref.load %A[%ip, %j] : memref<8x8xf32>
        %e = memref.load %A[%i, %jp] : memref<8x8xf32>
        %x = memref.load %A[%i, %jm] : memref<8x8xf32>
        %a = arith.addf %n, %s : f32
        %b = arith.addf %a, %e : f32
        %c = arith.subf %b, %x : f32
        %v = arith.mulf %c, %w : f32
        memref.store %v, %B[%i, %j] : memref<8x8xf32>
      }
    }
    return
  }

  func.func @tiled(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        memref.store %zero, %C[%i, %j] : memref<8x8xf32>
      }
    }
    scf.for %i0 = %c0 to %c8 step %c4 {
      %ie = arith.addi %i0, %c4 : index
      scf.for %j0 = %c0 to %c8 step %c4 {
        %je = arith.addi %j0, %c4 : index
        scf.for %k0 = %c0 to %c8 step %c4 {
          %ke = arith.addi %k0, %c4 : index
          scf.for %i = %i0 to %ie step %c1 {
            scf.for %k = %k0 to %ke step %c1 {
              %a = memref.load %A[%i, %k] : memref<8x8xf32>
              scf.for %j = %j0 to %je step %c1 {
                %b = memref.load %B[%k, %j] : memref<8x8xf32>
                %c = memref.load %C[%i, %j] : memref<8x8xf32>
                %p = arith.mulf %a, %b : f32
                %s = arith.addf %c, %p : f32
                memref.store %s, %C[%i, %j] : memref<8x8xf32>
              }
            }
          }
        }
      }
    }
    return
  }

  func.func @main() {
    %A = memref.alloc() : memref<8x8xf32>
    %B = memref.alloc() : memref<8x8xf32>
    %C = memref.alloc() : memref<8x8xf32>
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    call @init(%A, %c7, %half) : (memref<8x8xf32>, index, f32) -> ()
    call @init(%B, %c5, %one) : (memref<8x8xf32>, index, f32) -> ()
    call @init(%C, %c11, %one) : (memref<8x8xf32>, index, f32) -> ()
    call @stencil(%A, %C) : (memref<8x8xf32>, memref<8x8xf32>) -> ()
    %u = memref.cast %C : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    call @tiled(%A, %B, %C) : (memref<8x8xf32>, memref<8x8xf32>, memref<8x8xf32>) -> ()
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<8x8xf32>
    memref.dealloc %B : memref<8x8xf32>
    memref.dealloc %C : memref<8x8xf32>
    return
  }
}
