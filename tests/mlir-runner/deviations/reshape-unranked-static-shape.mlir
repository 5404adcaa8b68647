// RUN: strata-opt %s --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | strata-runner -e main --entry-point-result=void | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 crashes on this lowering: docs/deviations.md)
// A reshape to an unranked memref whose shape operand has a static size:
// mlir-opt's finalize-memref-to-llvm crashes; Strata lowers it as it lowers
// the same reshape with a dynamically sized shape operand.

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<6xf32>
  }
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<*xf32>
  call @printMemrefF32(%r) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6xf32>
  return
}

// CHECK:      rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1],
// CHECK-NEXT: [2,   3],
// CHECK-NEXT: [4,   5]]
