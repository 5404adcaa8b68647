// An affine loop nest (a blurred copy with a triangular bound, an
// affine.if on the border, an iter_args row sum and a parallel reduction)
// lowered with lower-affine and then to LLVM by strata-opt, run by
// strata-runner; mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 | FileCheck %s
// RUN: strata-opt %s --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O0 | FileCheck %s
// RUNNER-OPT: --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O3

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}-1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT:  [-1,   8,   9,   10,   11,   -1],
// CHECK-NEXT:  [-1,   0,   15,   16,   17,   -1],
// CHECK-NEXT:  [-1,   0,   0,   22,   23,   -1],
// CHECK-NEXT:  [-1,   0,   0,   0,   29,   -1],
// CHECK-NEXT:  [-1,   -1,   -1,   -1,   -1,   -1]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [-6,  36,  46,  43,  27,  -6]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [152,  46]

#border = affine_set<(d0, d1) : (d0 - 1 >= 0, -d0 + 4 >= 0, d1 - 1 >= 0, -d1 + 4 >= 0)>

module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @main() {
    %src = memref.alloc() : memref<6x6xf32>
    %dst = memref.alloc() : memref<6x6xf32>
    %sums = memref.alloc() : memref<6xf32>
    %out = memref.alloc() : memref<2xf32>
    %zero = arith.constant 0.0 : f32
    %minus = arith.constant -1.0 : f32
    // src[i][j] = 6 * i + j + 1
    affine.for %i = 0 to 6 {
      affine.for %j = 0 to 6 {
        %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1 + 1)>(%i, %j)
        %ki = arith.index_cast %k : index to i64
        %kf = arith.sitofp %ki : i64 to f32
        affine.store %kf, %src[%i, %j] : memref<6x6xf32>
        affine.store %zero, %dst[%i, %j] : memref<6x6xf32>
      }
    }
    // The interior of the upper triangle is copied; the border is -1.
    affine.for %i = 0 to 6 {
      affine.for %j = 0 to 6 {
        affine.if #border(%i, %j) {
          affine.for %t = max affine_map<(d0) -> (d0, 1)>(%i) to min affine_map<(d0) -> (d0 + 1, 5)>(%j) {
            %v = affine.load %src[%i, %j] : memref<6x6xf32>
            affine.store %v, %dst[%i, %j] : memref<6x6xf32>
          }
        } else {
          affine.store %minus, %dst[%i, %j] : memref<6x6xf32>
        }
      }
    }
    // Row sums, carried through iter_args.
    affine.for %i = 0 to 6 {
      %s = affine.for %j = 0 to 6 step 1 iter_args(%acc = %zero) -> (f32) {
        %v = affine.load %dst[%i, %j] : memref<6x6xf32>
        %n = arith.addf %acc, %v : f32
        affine.yield %n : f32
      }
      affine.store %s, %sums[%i] : memref<6xf32>
    }
    // A parallel sum and maximum of the interior row sums.
    %r:2 = affine.parallel (%i) = (1) to (5) reduce ("addf", "maximumf") -> (f32, f32) {
      %a = affine.load %sums[%i] : memref<6xf32>
      affine.yield %a, %a : f32, f32
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %r#0, %out[%c0] : memref<2xf32>
    memref.store %r#1, %out[%c1] : memref<2xf32>
    %p0 = memref.cast %dst : memref<6x6xf32> to memref<*xf32>
    func.call @printMemrefF32(%p0) : (memref<*xf32>) -> ()
    %p1 = memref.cast %sums : memref<6xf32> to memref<*xf32>
    func.call @printMemrefF32(%p1) : (memref<*xf32>) -> ()
    %p2 = memref.cast %out : memref<2xf32> to memref<*xf32>
    func.call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    memref.dealloc %src : memref<6x6xf32>
    memref.dealloc %dst : memref<6x6xf32>
    memref.dealloc %sums : memref<6xf32>
    memref.dealloc %out : memref<2xf32>
    return
  }
}
