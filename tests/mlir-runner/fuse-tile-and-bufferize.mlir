// A layer on tensors (a matmul accumulating into a fill, a bias add and a
// ReLU as linalg.generic ops): linalg-fuse-elementwise-ops fuses the bias
// add and the ReLU, transform.structured.fuse tiles the result 2x3 and
// fuses the matmul and the fill into the tile loops; then
// one-shot-bufferize, the lowerings to LLVM and strata-runner; mlir-opt +
// mlir-runner print the same.
// RUN: strata-opt %s --linalg-fuse-elementwise-ops --transform-preload-library=transform-library-paths=%p/Inputs/fuse-schedule.mlir --transform-interpreter --canonicalize \
// RUN:   --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --linalg-fuse-elementwise-ops --transform-preload-library=transform-library-paths=tests/mlir-runner/Inputs/fuse-schedule.mlir --transform-interpreter --canonicalize --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}2,   1,   0,   2.75,   3.25,   3.625],
// CHECK-NEXT:  [0,   6,   2.5,   0,   2.75,   3.25],
// CHECK-NEXT:  [0.5,   0,   6,   4.5,   0,   0],
// CHECK-NEXT:  [4.25,   0,   0,   2.25,   4.25,   5.5]]

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @layer(%x: tensor<4x3xf32>, %w: tensor<3x6xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x6xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    %mm = linalg.matmul ins(%x, %w : tensor<4x3xf32>, tensor<3x6xf32>) outs(%acc : tensor<4x6xf32>) -> tensor<4x6xf32>
    %biased = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
        ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
    ^bb0(%v: f32, %c: f32, %o: f32):
      %s = arith.addf %v, %c : f32
      linalg.yield %s : f32
    } -> tensor<4x6xf32>
    %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%biased : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.maximumf %v, %zero : f32
      linalg.yield %r : f32
    } -> tensor<4x6xf32>
    return %relu : tensor<4x6xf32>
  }

  func.func @main() {
    %x = arith.constant dense<[[1.0, 2.0, 0.5], [-1.0, 0.0, 3.0], [2.0, -2.0, 1.0], [0.25, 4.0, -1.5]]> : tensor<4x3xf32>
    %w = arith.constant dense<[[1.0, -1.0, 0.5, 2.0, 0.0, -0.5], [0.5, 1.0, -2.0, 0.0, 1.5, 1.0], [-1.0, 2.0, 1.0, -0.5, 1.0, 0.25]]> : tensor<3x6xf32>
    %b = arith.constant dense<[0.5, -1.0, 0.0, 1.0, -0.25, 2.0]> : tensor<6xf32>
    %y = func.call @layer(%x, %w, %b) : (tensor<4x3xf32>, tensor<3x6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
    %m = bufferization.to_buffer %y : tensor<4x6xf32> to memref<4x6xf32>
    %u = memref.cast %m : memref<4x6xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
