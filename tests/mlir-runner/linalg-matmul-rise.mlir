// linalg.matmul (which accumulates: C starts at 100) lowered two ways, to
// loops by linalg and through Rise (convert-linalg-to-rise, then
// convert-rise-to-affine): the same values. A[i][j] = 4i + j + 1,
// B[i][j] = 2i + j - 3.
// RUN: strata-opt %s --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-linalg-to-rise --convert-rise-to-affine --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}110,   120],
// CHECK-NEXT:  [110,   136],
// CHECK-NEXT:  [110,   152]]

func.func @mm(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>) {
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x2xf32>) outs(%c : memref<3x2xf32>)
  return
}
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<3x4xf32>
  %b = memref.alloc() : memref<4x2xf32>
  %c = memref.alloc() : memref<3x2xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 + 1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %a[%i, %j] : memref<3x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 2 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 - 3)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %b[%i, %j] : memref<4x2xf32>
    }
  }
  %hundred = arith.constant 100.0 : f32
  linalg.fill ins(%hundred : f32) outs(%c : memref<3x2xf32>)
  func.call @mm(%a, %b, %c) : (memref<3x4xf32>, memref<4x2xf32>, memref<3x2xf32>) -> ()
  %p = memref.cast %c : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<4x2xf32>
  memref.dealloc %c : memref<3x2xf32>
  return
}
