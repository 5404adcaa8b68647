// Structured ops on tensors (a matmul accumulating into a filled
// tensor.empty, a ReLU through linalg.generic, a row softmax-like
// normalization with linalg.reduce and linalg.map) bufferized by
// one-shot-bufferize, lowered through loops to LLVM and run by
// strata-runner; mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 | FileCheck %s
// RUNNER-OPT: --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O3

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}6,   0,   0,   7],
// CHECK-NEXT:  [0.5,   7,   3.5,   0]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0.461538,   0,   0,   0.538462],
// CHECK-NEXT:  [0.0454545,   0.636364,   0.318182,   0]]

#id = affine_map<(d0, d1) -> (d0, d1)>

module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @layer(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x4xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
    %mm = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
    %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%mm : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.maximumf %v, %zero : f32
      linalg.yield %r : f32
    } -> tensor<2x4xf32>
    return %relu : tensor<2x4xf32>
  }

  func.func @main() {
    %x = arith.constant dense<[[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]]> : tensor<2x3xf32>
    %w = arith.constant dense<[[1.0, 0.0, -1.0, 2.0], [0.5, 1.0, 1.0, -1.0], [2.0, -3.0, 0.0, 1.0]]> : tensor<3x4xf32>
    %y = func.call @layer(%x, %w) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    // Each row divided by its sum.
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    %sum = linalg.reduce { arith.addf } ins(%y : tensor<2x4xf32>) outs(%z : tensor<2xf32>) dimensions = [1]
    %e2 = tensor.empty() : tensor<2x4xf32>
    %b = linalg.broadcast ins(%sum : tensor<2xf32>) outs(%e2 : tensor<2x4xf32>) dimensions = [1]
    %n = linalg.map { arith.divf } ins(%y, %b : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e2 : tensor<2x4xf32>)
    %ym = bufferization.to_buffer %y : tensor<2x4xf32> to memref<2x4xf32>
    %yu = memref.cast %ym : memref<2x4xf32> to memref<*xf32>
    func.call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
    %nm = bufferization.to_buffer %n : tensor<2x4xf32> to memref<2x4xf32>
    %nu = memref.cast %nm : memref<2x4xf32> to memref<*xf32>
    func.call @printMemrefF32(%nu) : (memref<*xf32>) -> ()
    return
  }
}
