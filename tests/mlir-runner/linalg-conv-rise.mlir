// linalg.conv_2d (valid, accumulating into an output that starts at 1)
// lowered two ways, to loops by linalg and through Rise
// (convert-linalg-to-rise: slide2D, then a dot product per window): the
// same values. I[r][c] = 6r + c - 7, K[a][b] = a - b + ab.
// RUN: strata-opt %s --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-linalg-to-rise --convert-rise-to-affine --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}73,   82,   91,   100],
// CHECK-NEXT:  [127,   136,   145,   154],
// CHECK-NEXT:  [181,   190,   199,   208]]

func.func @conv(%i: memref<5x6xf32>, %k: memref<3x3xf32>, %o: memref<3x4xf32>) {
  linalg.conv_2d ins(%i, %k : memref<5x6xf32>, memref<3x3xf32>) outs(%o : memref<3x4xf32>)
  return
}
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %i = memref.alloc() : memref<5x6xf32>
  %k = memref.alloc() : memref<3x3xf32>
  %o = memref.alloc() : memref<3x4xf32>
  affine.for %r = 0 to 5 {
    affine.for %c = 0 to 6 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1 - 7)>(%r, %c)
      %vi = arith.index_cast %v : index to i64
      %vf = arith.sitofp %vi : i64 to f32
      affine.store %vf, %i[%r, %c] : memref<5x6xf32>
    }
  }
  affine.for %a = 0 to 3 {
    affine.for %b = 0 to 3 {
      %ab = arith.muli %a, %b : index
      %d = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%a, %b)
      %v = arith.addi %d, %ab : index
      %vi = arith.index_cast %v : index to i64
      %vf = arith.sitofp %vi : i64 to f32
      affine.store %vf, %k[%a, %b] : memref<3x3xf32>
    }
  }
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%o : memref<3x4xf32>)
  func.call @conv(%i, %k, %o) : (memref<5x6xf32>, memref<3x3xf32>, memref<3x4xf32>) -> ()
  %p = memref.cast %o : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %i : memref<5x6xf32>
  memref.dealloc %k : memref<3x3xf32>
  memref.dealloc %o : memref<3x4xf32>
  return
}
