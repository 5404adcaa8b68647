// REQUIRES: libxsmm
// CONFORMANCE: skip (transform.to_library is an op of the example extension, which strata-opt and mlir-opt do not have)
// A batch of two C[3x5] += A[3x4] * B[4x5] run with the loops, and with
// the nest within the batch loop replaced by a libxsmm kernel (a shared
// libxsmm linked from Debian's static libraries): the same values.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cc -shared -o %t/libxsmm.so -Wl,--whole-archive -lxsmm -lxsmmnoblas -Wl,--no-whole-archive -lpthread -lm -ldl
// RUN: strata-opt %s --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: transform-ext-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/to-library-script.mlir --transform-interpreter \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: transform-ext-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/to-library-script.mlir --transform-interpreter \
// RUN:   | strata-opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void --shared-libs=%t/libxsmm.so | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 5] strides = [15, 5, 1] data =
// CHECK-NEXT: {{\[\[\[}}-27,    -33,    -39,    -45,    -51],
// CHECK-NEXT:   [-15,    -17,    -19,    -21,    -23],
// CHECK-NEXT:   [-3,    -1,    1,    3,    5]],
// CHECK-NEXT:  {{\[\[}}-13,    -15,    -17,    -19,    -21],
// CHECK-NEXT:   [-5,    -3,    -1,    1,    3],
// CHECK-NEXT:   [3,    9,    15,    21,    27]]]

// IR: call @libxsmm_smmdispatch
// IR: llvm.call

func.func private @printMemrefF32(memref<*xf32>)

func.func @bmm(%A: memref<2x3x4xf32>, %B: memref<2x4x5xf32>, %C: memref<2x3x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %b = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c5 step %c1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %a = memref.load %A[%b, %i, %k] : memref<2x3x4xf32>
          %x = memref.load %B[%b, %k, %j] : memref<2x4x5xf32>
          %c = memref.load %C[%b, %i, %j] : memref<2x3x5xf32>
          %p = arith.mulf %a, %x : f32
          %s = arith.addf %c, %p : f32
          memref.store %s, %C[%b, %i, %j] : memref<2x3x5xf32>
        }
      }
    } {gemm}
  }
  return
}

// A[b, i, k] = b + i - k, B[b, k, j] = 2k + j - b, C[b, i, j] = 1.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %A = memref.alloc() : memref<2x3x4xf32>
  %B = memref.alloc() : memref<2x4x5xf32>
  %C = memref.alloc() : memref<2x3x5xf32>
  scf.for %b = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %s = arith.addi %b, %i : index
        %d = arith.subi %s, %k : index
        %di = arith.index_cast %d : index to i64
        %v = arith.sitofp %di : i64 to f32
        memref.store %v, %A[%b, %i, %k] : memref<2x3x4xf32>
      }
      scf.for %j = %c0 to %c5 step %c1 {
        memref.store %one, %C[%b, %i, %j] : memref<2x3x5xf32>
      }
    }
    scf.for %k = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c5 step %c1 {
        %k2 = arith.addi %k, %k : index
        %s = arith.addi %k2, %j : index
        %d = arith.subi %s, %b : index
        %di = arith.index_cast %d : index to i64
        %v = arith.sitofp %di : i64 to f32
        memref.store %v, %B[%b, %k, %j] : memref<2x4x5xf32>
      }
    }
  }
  call @bmm(%A, %B, %C) : (memref<2x3x4xf32>, memref<2x4x5xf32>, memref<2x3x5xf32>) -> ()
  %u = memref.cast %C : memref<2x3x5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<2x3x4xf32>
  memref.dealloc %B : memref<2x4x5xf32>
  memref.dealloc %C : memref<2x3x5xf32>
  return
}
