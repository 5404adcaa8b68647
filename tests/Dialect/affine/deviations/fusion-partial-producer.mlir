// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal}),lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s --check-prefix=OUT
// CONFORMANCE: skip (mlir-opt 22 drops stores of the producer: docs/deviations.md)
// The producer writes a[1..5]; the consumer reads a[j + k] for j >= 2 and
// k >= 2, so only a[4..5] of the producer's writes are needed in it. The
// slice the consumer gets starts at j + 2, which does not cover a[1..3]:
// the producer must stay. mlir-opt 22 removes it (and a[1..3] keep their
// old values); Strata keeps it, and does not give the consumer a private
// copy of `a` either, since it reads elements the producer never writes.

func.func private @printF32(f32)
func.func private @printNewline()

// CHECK-LABEL: func.func @partial_producer
// CHECK: affine.for %{{.*}} = 1 to 6 {
// CHECK-NEXT: affine.store %{{.*}}, %arg0[%{{.*}}] : memref<36xf32>
// CHECK-NEXT: }
// CHECK: affine.for %[[J:.*]] = 2 to 11 {
// CHECK-NEXT: affine.for %[[I:.*]] = #{{.*}}(%[[J]]) to 6 {
// CHECK-NEXT: affine.store %{{.*}}, %arg0[%[[I]]] : memref<36xf32>
func.func @partial_producer(%a: memref<36xf32>, %n: index, %sum: memref<1xf32>) {
  %c = arith.constant 1.500000e+00 : f32
  affine.for %i = 1 to 6 {
    affine.store %c, %a[%i] : memref<36xf32>
  }
  affine.for %j = 2 to 11 {
    affine.for %k = 2 to %n {
      %v = affine.load %a[%j + %k] : memref<36xf32>
      %s = affine.load %sum[0] : memref<1xf32>
      %t = arith.addf %s, %v : f32
      affine.store %t, %sum[0] : memref<1xf32>
    }
  }
  return
}

// OUT: 1.5
// OUT-NEXT: 1.5
// OUT-NEXT: 1.5
func.func @main() {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 4 : index
  %a = memref.alloc() : memref<36xf32>
  %sum = memref.alloc() : memref<1xf32>
  affine.for %i = 0 to 36 {
    affine.store %zero, %a[%i] : memref<36xf32>
  }
  affine.store %zero, %sum[0] : memref<1xf32>
  call @partial_producer(%a, %n, %sum) : (memref<36xf32>, index, memref<1xf32>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v1 = memref.load %a[%c1] : memref<36xf32>
  %v2 = memref.load %a[%c2] : memref<36xf32>
  %v3 = memref.load %a[%c3] : memref<36xf32>
  call @printF32(%v1) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%v2) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%v3) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<36xf32>
  memref.dealloc %sum : memref<1xf32>
  return
}
