// RUN: strata-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 takes time exponential in the length of the chain: docs/deviations.md)
// A chain of 40 conditional branches whose two edges reach the same block:
// mlir-opt 22's time doubles with each block (54 s for 30 blocks), while
// its output for up to 30 blocks is the one Strata gives, in linear time.

func.func @chain(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.br ^bb0(%arg : memref<2xf32>)
^bb0(%m0: memref<2xf32>):
  %a0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a0 : memref<2xf32>), ^bb1(%m0 : memref<2xf32>)
^bb1(%m1: memref<2xf32>):
  %a1 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb2(%a1 : memref<2xf32>), ^bb2(%m1 : memref<2xf32>)
^bb2(%m2: memref<2xf32>):
  %a2 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb3(%a2 : memref<2xf32>), ^bb3(%m2 : memref<2xf32>)
^bb3(%m3: memref<2xf32>):
  %a3 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb4(%a3 : memref<2xf32>), ^bb4(%m3 : memref<2xf32>)
^bb4(%m4: memref<2xf32>):
  %a4 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb5(%a4 : memref<2xf32>), ^bb5(%m4 : memref<2xf32>)
^bb5(%m5: memref<2xf32>):
  %a5 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb6(%a5 : memref<2xf32>), ^bb6(%m5 : memref<2xf32>)
^bb6(%m6: memref<2xf32>):
  %a6 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb7(%a6 : memref<2xf32>), ^bb7(%m6 : memref<2xf32>)
^bb7(%m7: memref<2xf32>):
  %a7 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb8(%a7 : memref<2xf32>), ^bb8(%m7 : memref<2xf32>)
^bb8(%m8: memref<2xf32>):
  %a8 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb9(%a8 : memref<2xf32>), ^bb9(%m8 : memref<2xf32>)
^bb9(%m9: memref<2xf32>):
  %a9 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb10(%a9 : memref<2xf32>), ^bb10(%m9 : memref<2xf32>)
^bb10(%m10: memref<2xf32>):
  %a10 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb11(%a10 : memref<2xf32>), ^bb11(%m10 : memref<2xf32>)
^bb11(%m11: memref<2xf32>):
  %a11 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb12(%a11 : memref<2xf32>), ^bb12(%m11 : memref<2xf32>)
^bb12(%m12: memref<2xf32>):
  %a12 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb13(%a12 : memref<2xf32>), ^bb13(%m12 : memref<2xf32>)
^bb13(%m13: memref<2xf32>):
  %a13 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb14(%a13 : memref<2xf32>), ^bb14(%m13 : memref<2xf32>)
^bb14(%m14: memref<2xf32>):
  %a14 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb15(%a14 : memref<2xf32>), ^bb15(%m14 : memref<2xf32>)
^bb15(%m15: memref<2xf32>):
  %a15 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb16(%a15 : memref<2xf32>), ^bb16(%m15 : memref<2xf32>)
^bb16(%m16: memref<2xf32>):
  %a16 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb17(%a16 : memref<2xf32>), ^bb17(%m16 : memref<2xf32>)
^bb17(%m17: memref<2xf32>):
  %a17 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb18(%a17 : memref<2xf32>), ^bb18(%m17 : memref<2xf32>)
^bb18(%m18: memref<2xf32>):
  %a18 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb19(%a18 : memref<2xf32>), ^bb19(%m18 : memref<2xf32>)
^bb19(%m19: memref<2xf32>):
  %a19 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb20(%a19 : memref<2xf32>), ^bb20(%m19 : memref<2xf32>)
^bb20(%m20: memref<2xf32>):
  %a20 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb21(%a20 : memref<2xf32>), ^bb21(%m20 : memref<2xf32>)
^bb21(%m21: memref<2xf32>):
  %a21 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb22(%a21 : memref<2xf32>), ^bb22(%m21 : memref<2xf32>)
^bb22(%m22: memref<2xf32>):
  %a22 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb23(%a22 : memref<2xf32>), ^bb23(%m22 : memref<2xf32>)
^bb23(%m23: memref<2xf32>):
  %a23 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb24(%a23 : memref<2xf32>), ^bb24(%m23 : memref<2xf32>)
^bb24(%m24: memref<2xf32>):
  %a24 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb25(%a24 : memref<2xf32>), ^bb25(%m24 : memref<2xf32>)
^bb25(%m25: memref<2xf32>):
  %a25 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb26(%a25 : memref<2xf32>), ^bb26(%m25 : memref<2xf32>)
^bb26(%m26: memref<2xf32>):
  %a26 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb27(%a26 : memref<2xf32>), ^bb27(%m26 : memref<2xf32>)
^bb27(%m27: memref<2xf32>):
  %a27 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb28(%a27 : memref<2xf32>), ^bb28(%m27 : memref<2xf32>)
^bb28(%m28: memref<2xf32>):
  %a28 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb29(%a28 : memref<2xf32>), ^bb29(%m28 : memref<2xf32>)
^bb29(%m29: memref<2xf32>):
  %a29 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb30(%a29 : memref<2xf32>), ^bb30(%m29 : memref<2xf32>)
^bb30(%m30: memref<2xf32>):
  %a30 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb31(%a30 : memref<2xf32>), ^bb31(%m30 : memref<2xf32>)
^bb31(%m31: memref<2xf32>):
  %a31 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb32(%a31 : memref<2xf32>), ^bb32(%m31 : memref<2xf32>)
^bb32(%m32: memref<2xf32>):
  %a32 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb33(%a32 : memref<2xf32>), ^bb33(%m32 : memref<2xf32>)
^bb33(%m33: memref<2xf32>):
  %a33 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb34(%a33 : memref<2xf32>), ^bb34(%m33 : memref<2xf32>)
^bb34(%m34: memref<2xf32>):
  %a34 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb35(%a34 : memref<2xf32>), ^bb35(%m34 : memref<2xf32>)
^bb35(%m35: memref<2xf32>):
  %a35 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb36(%a35 : memref<2xf32>), ^bb36(%m35 : memref<2xf32>)
^bb36(%m36: memref<2xf32>):
  %a36 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb37(%a36 : memref<2xf32>), ^bb37(%m36 : memref<2xf32>)
^bb37(%m37: memref<2xf32>):
  %a37 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb38(%a37 : memref<2xf32>), ^bb38(%m37 : memref<2xf32>)
^bb38(%m38: memref<2xf32>):
  %a38 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb39(%a38 : memref<2xf32>), ^bb39(%m38 : memref<2xf32>)
^bb39(%m39: memref<2xf32>):
  %a39 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb40(%a39 : memref<2xf32>), ^bb40(%m39 : memref<2xf32>)
^bb40(%m40: memref<2xf32>):
  return %m40 : memref<2xf32>
}

// CHECK-COUNT-40: cf.cond_br %arg0, ^bb{{[0-9]+}}(%{{.*}}, %{{.*}} : memref<2xf32>, i1), ^bb{{[0-9]+}}(%{{.*}}, %{{.*}} : memref<2xf32>, i1)
// CHECK:      ^bb41(%[[M:.*]]: memref<2xf32>, %[[O:.*]]: i1):
// CHECK-NEXT:   %[[R:.*]] = scf.if %[[O]] -> (memref<2xf32>) {
// CHECK:        bufferization.clone %[[M]]
// CHECK:        bufferization.dealloc ({{.*}}) if (%[[O]], %{{.*}}) retain (%[[R]] : memref<2xf32>)
// CHECK-NEXT:   return %[[R]] : memref<2xf32>
