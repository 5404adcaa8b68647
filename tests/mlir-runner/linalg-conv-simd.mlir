// The convolution recipe of the execution benchmark on a small
// convolution: a linalg.conv_2d_nhwc_hwcf on tensors tiled to one output
// row and one filter row per tile (4 columns, 8 filters) -> decomposed
// into linalg.conv_1d_nwc_wcf -> bufferized -> vectorized (one
// vector.contract per filter column, lowered to outer products) -> LLVM
// dialect -> native code; mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/linalg-conv-schedule.mlir --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O2 | FileCheck %s
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/linalg-conv-schedule.mlir --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O0 | FileCheck %s
// RUNNER-OPT: --transform-preload-library=transform-library-paths=tests/mlir-runner/Inputs/linalg-conv-schedule.mlir --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O2

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 4 offset = 0 sizes = [1, 2, 4, 8] strides = [64, 32, 8, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}-0.875,     3,     1.25,     -2.375,     1.5,     -0.875,     3,     1.25],
// CHECK-NEXT:    [1.625,     1.625,     0.375,     1.625,     -2.75,     1.625,     1.625,     0.375],
// CHECK-NEXT:    [-0.25,     -0.625,     2.125,     -1.375,     2.625,     -0.25,     -0.625,     2.125],
// CHECK-NEXT:    [1.375,     1.5,     -4,     1.75,     1.875,     1.375,     1.5,     -4]],
// CHECK-NEXT:   {{\[\[}}1,     -2.625,     1.25,     3.25,     -0.375,     1,     -2.625,     1.25],
// CHECK-NEXT:    [-0.875,     3,     1.25,     -2.375,     1.5,     -0.875,     3,     1.25],
// CHECK-NEXT:    [1.625,     1.625,     0.375,     1.625,     -2.75,     1.625,     1.625,     0.375],
// CHECK-NEXT:    [-0.25,     -0.625,     2.125,     -1.375,     2.625,     -0.25,     -0.625,     2.125]]]]

module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @conv(%in: tensor<1x4x6x4xf32>, %k: tensor<3x3x4x8xf32>, %out: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %k : tensor<1x4x6x4xf32>, tensor<3x3x4x8xf32>) outs(%out : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    return %r : tensor<1x2x4x8xf32>
  }

  func.func @main() {
    %in = arith.constant dense<[[[[-1.0, -0.5, 0.0, 0.5], [1.0, 1.5, 2.0, -1.0], [-0.5, 0.0, 0.5, 1.0], [1.5, 2.0, -1.0, -0.5], [0.0, 0.5, 1.0, 1.5], [2.0, -1.0, -0.5, 0.0]], [[0.5, 1.0, 1.5, 2.0], [-1.0, -0.5, 0.0, 0.5], [1.0, 1.5, 2.0, -1.0], [-0.5, 0.0, 0.5, 1.0], [1.5, 2.0, -1.0, -0.5], [0.0, 0.5, 1.0, 1.5]], [[2.0, -1.0, -0.5, 0.0], [0.5, 1.0, 1.5, 2.0], [-1.0, -0.5, 0.0, 0.5], [1.0, 1.5, 2.0, -1.0], [-0.5, 0.0, 0.5, 1.0], [1.5, 2.0, -1.0, -0.5]], [[0.0, 0.5, 1.0, 1.5], [2.0, -1.0, -0.5, 0.0], [0.5, 1.0, 1.5, 2.0], [-1.0, -0.5, 0.0, 0.5], [1.0, 1.5, 2.0, -1.0], [-0.5, 0.0, 0.5, 1.0]]]]> : tensor<1x4x6x4xf32>
    %k = arith.constant dense<[[[[-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0], [0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5], [-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25], [0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25]], [[0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5], [-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0], [0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5], [-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25]], [[0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25], [0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5], [-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0], [0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5]]], [[[-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25], [0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25], [0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5], [-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0]], [[0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5], [-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25], [0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25], [0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5]], [[-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0], [0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5], [-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25], [0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25]]], [[[0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5], [-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0], [0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5], [-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25]], [[0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25], [0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5], [-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0], [0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5]], [[-0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25], [0.5, -0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25], [0.0, 0.25, 0.5, -0.5, -0.25, 0.0, 0.25, 0.5], [-0.5, -0.25, 0.0, 0.25, 0.5, -0.5, -0.25, 0.0]]]]> : tensor<3x3x4x8xf32>
    %out = arith.constant dense<0.5> : tensor<1x2x4x8xf32>
    %r = func.call @conv(%in, %k, %out) : (tensor<1x4x6x4xf32>, tensor<3x3x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %m = bufferization.to_buffer %r : tensor<1x2x4x8xf32> to memref<1x2x4x8xf32>
    %u = memref.cast %m : memref<1x2x4x8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
