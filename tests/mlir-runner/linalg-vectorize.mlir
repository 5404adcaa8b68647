// A matmul and an elementwise op with a broadcast operand and
// linalg.index on memrefs, vectorized by
// transform.structured.vectorize_children_and_apply_patterns (the matmul
// becomes a vector.contract), lowered through the vector and LLVM
// lowerings and run; mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/vectorize-schedule.mlir --transform-interpreter \
// RUN:   --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --transform-preload-library=transform-library-paths=tests/mlir-runner/Inputs/vectorize-schedule.mlir --transform-interpreter --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}140,   112,   84,   56,   28,   0],
// CHECK-NEXT:  [168,   132,   96,   60,   24,   -12],
// CHECK-NEXT:  [196,   152,   108,   64,   20,   -24],
// CHECK-NEXT:  [224,   172,   120,   68,   16,   -36]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [168,   131,   94,   57,   20,   0],
// CHECK-NEXT:  [392,   302,   212,   122,   32,   0],
// CHECK-NEXT:  [672,   513,   354,   195,   36,   0]]

func.func private @printMemrefF32(memref<*xf32>)
func.func @kernels(%a: memref<4x8xf32>, %b: memref<8x6xf32>, %c: memref<4x6xf32>, %d: memref<4x6xf32>, %bias: memref<6xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : memref<4x6xf32>, memref<6xf32>) outs(%d : memref<4x6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %s = arith.addf %x, %y : f32
    %t = arith.mulf %s, %fi : f32
    %z = arith.constant 0.0 : f32
    %r = arith.maximumf %t, %z : f32
    linalg.yield %r : f32
  }
  return
}
func.func @main() {
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc() : memref<8x6xf32>
  %c = memref.alloc() : memref<4x6xf32>
  %d = memref.alloc() : memref<4x6xf32>
  %bias = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %k = %c0 to %c8 step %c1 {
      %s = arith.addi %i, %k : index
      %v = arith.index_cast %s : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %a[%i, %k] : memref<4x8xf32>
    }
    scf.for %j = %c0 to %c6 step %c1 {
      memref.store %zero, %c[%i, %j] : memref<4x6xf32>
    }
  }
  scf.for %k = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %s = arith.subi %k, %j : index
      %v = arith.index_cast %s : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %b[%k, %j] : memref<8x6xf32>
    }
  }
  scf.for %j = %c0 to %c6 step %c1 {
    %v = arith.index_cast %j : index to i32
    %f = arith.sitofp %v : i32 to f32
    %n = arith.negf %f : f32
    memref.store %n, %bias[%j] : memref<6xf32>
  }
  call @kernels(%a, %b, %c, %d, %bias) : (memref<4x8xf32>, memref<8x6xf32>, memref<4x6xf32>, memref<4x6xf32>, memref<6xf32>) -> ()
  %pc = memref.cast %c : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%pc) : (memref<*xf32>) -> ()
  %pd = memref.cast %d : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%pd) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x8xf32>
  memref.dealloc %b : memref<8x6xf32>
  memref.dealloc %c : memref<4x6xf32>
  memref.dealloc %d : memref<4x6xf32>
  memref.dealloc %bias : memref<6xf32>
  return
}
