// CONFORMANCE: skip (rise is not an MLIR dialect)
// Map fusion as an Elevate strategy computes what the unfused program
// computes: y = map inc (mapSeq double (mapSeq inc x)), x = [0, 1, 2, 3],
// run as it is (the first mapSeq stored into a buffer) and after
// rise-elevate{strategy=map-fusion} (one loop): (x + 1) * 2 + 1.
// RUN: strata-opt %s --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --rise-elevate='strategy=map-fusion' --convert-rise-to-affine --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [3,  5,  7,  9]

func.func @maps(%x: memref<4xf32>, %y: memref<4xf32>) {
  %X = rise.in %x : memref<4xf32>
  %inc = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %one = arith.constant 1.0 : f32
      %n = arith.addf %u, %one : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %double = rise.lambda (%e) : !rise.fun<scalar<f32> -> scalar<f32>> {
    %r = rise.embed(%e) : (!rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%u: f32):
      %n = arith.addf %u, %u : f32
      rise.return %n : f32
    }
    rise.return %r : !rise.scalar<f32>
  }
  %m1 = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %a = rise.apply %m1, %inc, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  %m2 = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %b = rise.apply %m2, %double, %a : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  %m3 = rise.map #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
  %c = rise.apply %m3, %inc, %b : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>
  rise.out %y <- %c : memref<4xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    affine.store %f, %x[%i] : memref<4xf32>
  }
  func.call @maps(%x, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  %p = memref.cast %y : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<4xf32>
  memref.dealloc %y : memref<4xf32>
  return
}
