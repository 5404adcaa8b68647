// Innermost loops that strata-runner vectorizes at -O2 and -O3 (128-bit
// lanes, a scalar loop for the remaining iterations, and a runtime check
// that falls back to the scalar loop when a store may overlap another
// access): unit-stride f32, i32 and f64 loads, stores and arithmetic; trip
// counts below, at and above the unrolled vector width and several trips
// through the vector loop; negative bounds; the same address read and
// written; a loop-carried dependence through memory; views of one buffer
// overlapping either way; a load from a loop-invariant address, apart from
// the stores or among them. The output equals mlir-runner's and the
// unvectorized -O0 run's.
// RUN: strata-opt %s --expand-strided-metadata --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 | FileCheck %s
// RUN: strata-opt %s --expand-strided-metadata --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O0 | FileCheck %s
// RUN: strata-opt %s --expand-strided-metadata --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 --print-clif 2>&1 >/dev/null | FileCheck %s --check-prefix=CLIF
// RUNNER-OPT: --expand-strided-metadata --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O3

// The stencil's loop runs on f32x4 values; @iota's (an int-to-float
// conversion of the induction variable) stays scalar.
// CLIF-LABEL: ; iota
// CLIF-NOT: f32x4
// CLIF-LABEL: ; smooth
// CLIF: load.f32x4
// CLIF: fadd
// CLIF: store
// CLIF-LABEL: ; ints
// CLIF: load.i32x4
// CLIF-LABEL: ; doubles
// CLIF: load.f64x2
// CLIF-LABEL: ; axpy
// CLIF: splat.f32x4

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  1.5,  3,  4.5,  6,  7.5,  9,  10.5,  12,  13.5,  15,  16.5,  18,  6.5]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  1,  4.5,  6.75,  9,  11.25,  13.5,  15.75,  18,  20.25,  22.5,  24.75,  20.5,  13]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  1.5,  6.125,  10.125,  13.5,  7.5,  9,  10.5,  12,  13.5,  15,  16.5,  29.125,  6.5]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  2.75,  7,  11.375,  15.8125,  20.2812,  24.7656,  29.2578,  33.7539,  38.252,  42.751,  44.0005,  38.7502,  13]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}-1,  2,  11.25,  19.25,  26,  14,  17,  20,  23,  26,  29,  32,  57.25,  12]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}-1,  1,  3,  5,  7,  9,  -0.5,  0.5,  1.5,  2.5,  3.5,  4.5,  23,  25]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}-1,  -0.5,  -0.25,  -0.125,  -0.0625,  -0.03125,  -0.015625,  -0.0078125,  -0.00390625,  -0.00195312,  -0.000976562,  -0.000488281,  -0.000244141,  25]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: {{\[}}-0.25,  -0.125,  -0.0625,  -0.03125,  -0.015625,  -0.0078125,  -0.00390625,  -0.00195312,  -0.000976562,  -0.000488281,  -0.000244141,  -0.00012207,  -0.000244141,  25]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: {{\[}}5,  -2,  -3,  -14,  -3,  -2,  5,  2,  21,  30,  45,  50,  77,  0,  0,  0]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  0.75,  1,  0.75,  0,  -1.25,  -3]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: {{\[}}7.5,  7.5,  7.5,  7.5,  7.5,  7.5,  7.5]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: {{\[}}7.5,  7.5,  7.5,  7.5,  7.5,  7.5,  7.5]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  0,  1.5,  3,  4.5,  6,  7.5,  9,  10.5,  12,  13.5,  15,  16.5,  18,  19.5,  21,  22.5,  24,  25.5,  27,  28.5,  30,  31.5,  33,  34.5,  36,  37.5,  39,  40.5,  42,  43.5,  45,  46.5,  48,  49.5,  51,  36]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: {{\[}}-1,  0,  3.25,  6.5,  9.75,  13,  16.25,  19.5,  22.75,  26,  29.25,  32.5,  35.75,  39,  42.25,  45.5,  48.75,  52,  55.25,  58.5,  61.75,  65,  68.25,  71.5,  74.75,  78,  81.25,  84.5,  87.75,  91,  94.25,  97.5,  100.75,  104,  107.25,  110.5,  35]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: {{\[}}-1,  0,  22.75,  45.5,  68.25,  91,  698.75,  838.5,  978.25,  1118,  1257.75,  1397.5,  1537.25,  1677,  1816.75,  1956.5,  2096.25,  2236,  2375.75,  2515.5,  2655.25,  2795,  2934.75,  3074.5,  3214.25,  3354,  3493.75,  3633.5,  3773.25,  3913,  4052.75,  4192.5,  4332.25,  4472,  4611.75,  4751.5,  35]

module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefF64(memref<*xf64>)

  func.func @iota(%M: memref<?xf32>, %scale: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %M, %c0 : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %M[%i] : memref<?xf32>
    }
    return
  }

  // B[i] = (A[i - 1] + A[i] + A[i + 1]) * w over [lo, hi).
  func.func @smooth(%A: memref<?xf32>, %B: memref<?xf32>, %lo: index, %hi: index) {
    %c1 = arith.constant 1 : index
    %w = arith.constant 0.5 : f32
    scf.for %i = %lo to %hi step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %A[%im] : memref<?xf32>
      %b = memref.load %A[%i] : memref<?xf32>
      %c = memref.load %A[%ip] : memref<?xf32>
      %s = arith.addf %a, %b : f32
      %t = arith.addf %s, %c : f32
      %v = arith.mulf %t, %w : f32
      memref.store %v, %B[%i] : memref<?xf32>
    }
    return
  }

  // A[i] = A[i] * 2 - 1: the same address read and written.
  func.func @in_place(%A: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %two = arith.constant 2.0 : f32
    %one = arith.constant 1.0 : f32
    %n = memref.dim %A, %c0 : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %A[%i] : memref<?xf32>
      %y = arith.mulf %x, %two : f32
      %z = arith.subf %y, %one : f32
      memref.store %z, %A[%i] : memref<?xf32>
    }
    return
  }

  // A[i + 1] = A[i] + 1: each iteration reads the previous one's store.
  func.func @carried(%A: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %n step %c1 {
      %ip = arith.addi %i, %c1 : index
      %x = memref.load %A[%i] : memref<?xf32>
      %y = arith.addf %x, %one : f32
      memref.store %y, %A[%ip] : memref<?xf32>
    }
    return
  }

  // Dst[i] = Src[i] / d: the two may be views of one buffer.
  func.func @scale(%Src: memref<?xf32, strided<[1], offset: ?>>, %Dst: memref<?xf32, strided<[1], offset: ?>>, %d: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %Src, %c0 : memref<?xf32, strided<[1], offset: ?>>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %Src[%i] : memref<?xf32, strided<[1], offset: ?>>
      %y = arith.divf %x, %d : f32
      memref.store %y, %Dst[%i] : memref<?xf32, strided<[1], offset: ?>>
    }
    return
  }

  // C[i] = (A[i] * B[i] + A[i]) ^ 5 on i32, from a negative lower bound.
  func.func @ints(%A: memref<?xi32>, %B: memref<?xi32>, %C: memref<?xi32>, %lo: index, %hi: index) {
    %c3 = arith.constant 3 : index
    %k = arith.constant 5 : i32
    %c1 = arith.constant 1 : index
    scf.for %i = %lo to %hi step %c1 {
      %j = arith.addi %i, %c3 : index
      %a = memref.load %A[%j] : memref<?xi32>
      %b = memref.load %B[%j] : memref<?xi32>
      %p = arith.muli %a, %b : i32
      %q = arith.addi %p, %a : i32
      %r = arith.xori %q, %k : i32
      memref.store %r, %C[%j] : memref<?xi32>
    }
    return
  }

  // D[i] = D[i] - E[i] * c and a fill with a constant, on f64.
  func.func @doubles(%D: memref<?xf64>, %E: memref<?xf64>, %F: memref<?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c = arith.constant 0.25 : f64
    %fill = arith.constant 7.5 : f64
    %n = memref.dim %D, %c0 : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      %d = memref.load %D[%i] : memref<?xf64>
      %e = memref.load %E[%i] : memref<?xf64>
      %p = arith.mulf %e, %c : f64
      %r = arith.subf %d, %p : f64
      memref.store %r, %D[%i] : memref<?xf64>
      memref.store %fill, %F[%i] : memref<?xf64>
    }
    return
  }

  // Y[j] = Y[j] + X[k] * Z[j], X[k] loaded in the loop.
  func.func @axpy(%X: memref<?xf32>, %k: index, %Z: memref<?xf32>, %Y: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %X[%k] : memref<?xf32>
      %z = memref.load %Z[%j] : memref<?xf32>
      %y = memref.load %Y[%j] : memref<?xf32>
      %p = arith.mulf %a, %z : f32
      %s = arith.addf %y, %p : f32
      memref.store %s, %Y[%j] : memref<?xf32>
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %A = memref.alloc(%c14) : memref<?xf32>
    %B = memref.alloc(%c14) : memref<?xf32>
    %Au = memref.cast %A : memref<?xf32> to memref<*xf32>
    %Bu = memref.cast %B : memref<?xf32> to memref<*xf32>
    call @iota(%A, %one) : (memref<?xf32>, f32) -> ()
    call @iota(%B, %half) : (memref<?xf32>, f32) -> ()
    // 12 iterations, 11, 3, 1 and none.
    call @smooth(%A, %B, %c1, %c13) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()
    call @smooth(%B, %A, %c2, %c13) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
    call @smooth(%A, %B, %c2, %c5) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    call @smooth(%A, %B, %c12, %c13) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    call @smooth(%A, %B, %c13, %c1) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()
    // In place: A and B the same buffer, overlapping by one element.
    call @smooth(%A, %A, %c1, %c13) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
    call @in_place(%B) : (memref<?xf32>) -> ()
    call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()
    call @iota(%A, %one) : (memref<?xf32>, f32) -> ()
    call @carried(%A, %c13) : (memref<?xf32>, index) -> ()
    call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
    // Views of one buffer: disjoint, shifted forward, shifted backward.
    call @iota(%A, %one) : (memref<?xf32>, f32) -> ()
    call @in_place(%A) : (memref<?xf32>) -> ()
    %lo = memref.subview %A[0] [6] [1] : memref<?xf32> to memref<6xf32, strided<[1]>>
    %hi = memref.subview %A[6] [6] [1] : memref<?xf32> to memref<6xf32, strided<[1], offset: 6>>
    %lo_d = memref.cast %lo : memref<6xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
    %hi_d = memref.cast %hi : memref<6xf32, strided<[1], offset: 6>> to memref<?xf32, strided<[1], offset: ?>>
    %two = arith.constant 2.0 : f32
    call @scale(%lo_d, %hi_d, %two) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, f32) -> ()
    call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
    %s0 = memref.subview %A[0] [12] [1] : memref<?xf32> to memref<12xf32, strided<[1]>>
    %s1 = memref.subview %A[1] [12] [1] : memref<?xf32> to memref<12xf32, strided<[1], offset: 1>>
    %s0_d = memref.cast %s0 : memref<12xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
    %s1_d = memref.cast %s1 : memref<12xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
    call @scale(%s0_d, %s1_d, %two) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, f32) -> ()
    call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
    call @scale(%s1_d, %s0_d, %two) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, f32) -> ()
    call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
    // i32 lanes from index -3.
    %I = memref.alloc(%c16) : memref<?xi32>
    %J = memref.alloc(%c16) : memref<?xi32>
    %K = memref.alloc(%c16) : memref<?xi32>
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.constant 7 : i32
      %jj = arith.subi %ii, %m : i32
      %z = arith.constant 0 : i32
      memref.store %ii, %I[%i] : memref<?xi32>
      memref.store %jj, %J[%i] : memref<?xi32>
      memref.store %z, %K[%i] : memref<?xi32>
    }
    %m3 = arith.constant -3 : index
    %c10 = arith.constant 10 : index
    call @ints(%I, %J, %K, %m3, %c10) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index, index) -> ()
    %Ku = memref.cast %K : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%Ku) : (memref<*xi32>) -> ()
    // f64 lanes, an odd count.
    %c7 = arith.constant 7 : index
    %D = memref.alloc(%c7) : memref<?xf64>
    %E = memref.alloc(%c7) : memref<?xf64>
    %F = memref.alloc(%c7) : memref<?xf64>
    scf.for %i = %c0 to %c7 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %g = arith.mulf %f, %f : f64
      memref.store %f, %D[%i] : memref<?xf64>
      memref.store %g, %E[%i] : memref<?xf64>
      memref.store %g, %F[%i] : memref<?xf64>
    }
    call @doubles(%D, %E, %F) : (memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
    %Du = memref.cast %D : memref<?xf64> to memref<*xf64>
    %Fu = memref.cast %F : memref<?xf64> to memref<*xf64>
    call @printMemrefF64(%Du) : (memref<*xf64>) -> ()
    call @printMemrefF64(%Fu) : (memref<*xf64>) -> ()
    // D against itself: every access the same address.
    call @doubles(%D, %D, %D) : (memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
    call @printMemrefF64(%Du) : (memref<*xf64>) -> ()
    // Several trips through the vector loop: 35 iterations.
    %c36 = arith.constant 36 : index
    %c37 = arith.constant 37 : index
    %L = memref.alloc(%c37) : memref<?xf32>
    %M = memref.alloc(%c37) : memref<?xf32>
    call @iota(%L, %half) : (memref<?xf32>, f32) -> ()
    call @iota(%M, %one) : (memref<?xf32>, f32) -> ()
    call @in_place(%L) : (memref<?xf32>) -> ()
    call @smooth(%L, %M, %c1, %c36) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
    %Mu = memref.cast %M : memref<?xf32> to memref<*xf32>
    call @printMemrefF32(%Mu) : (memref<*xf32>) -> ()
    // A loop-invariant load: from another buffer, then from an element
    // the loop stores to (the scalar loop must run).
    %Lu = memref.cast %L : memref<?xf32> to memref<*xf32>
    call @axpy(%M, %c2, %M, %L, %c36) : (memref<?xf32>, index, memref<?xf32>, memref<?xf32>, index) -> ()
    call @printMemrefF32(%Lu) : (memref<*xf32>) -> ()
    call @axpy(%L, %c5, %M, %L, %c36) : (memref<?xf32>, index, memref<?xf32>, memref<?xf32>, index) -> ()
    call @printMemrefF32(%Lu) : (memref<*xf32>) -> ()
    memref.dealloc %L : memref<?xf32>
    memref.dealloc %M : memref<?xf32>
    memref.dealloc %A : memref<?xf32>
    memref.dealloc %B : memref<?xf32>
    memref.dealloc %I : memref<?xi32>
    memref.dealloc %J : memref<?xi32>
    memref.dealloc %K : memref<?xi32>
    memref.dealloc %D : memref<?xf64>
    memref.dealloc %E : memref<?xf64>
    memref.dealloc %F : memref<?xf64>
    return
  }
}
