// The linalg recipe of the execution benchmark on a small matmul:
// tensor -> tiled (8x16x1) -> bufferized -> vectorized (vector.contract,
// lowered to outer products: broadcasts and fmuladd on vector<16xf32>) ->
// LLVM dialect -> native code, whose vector values are SIMD values at -O2
// (four f32x4 parts per row); mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/linalg-matmul-schedule.mlir --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O2 | FileCheck %s
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/linalg-matmul-schedule.mlir --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM
// RUNNER-OPT: --transform-preload-library=transform-library-paths=tests/mlir-runner/Inputs/linalg-matmul-schedule.mlir --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O2


// LLVM-LABEL: llvm.func @matmul(
// LLVM:         llvm.shufflevector %{{.*}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
// LLVM:         llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// LLVM-LABEL: llvm.func @main(

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [8, 32] strides = [32, 1] data =
// CHECK-NEXT: {{\[\[}}1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75],
// CHECK-NEXT:  [3.25,   -3.25,   0.25,   -3.75,   4.75,   3.25,   -3.25,   0.25,   -3.75,   4.75,   3.25,   -3.25,   0.25,   -3.75,   4.75,   3.25,   -3.25,   0.25,   -3.75,   4.75,   3.25,   -3.25,   0.25,   -3.75,   4.75,   3.25,   -3.25,   0.25,   -3.75,   4.75,   3.25,   -3.25],
// CHECK-NEXT:  [1.25,   -0.25,   0.75,   1.75,   -2.25,   1.25,   -0.25,   0.75,   1.75,   -2.25,   1.25,   -0.25,   0.75,   1.75,   -2.25,   1.25,   -0.25,   0.75,   1.75,   -2.25,   1.25,   -0.25,   0.75,   1.75,   -2.25,   1.25,   -0.25,   0.75,   1.75,   -2.25,   1.25,   -0.25],
// CHECK-NEXT:  [-4.25,   2.75,   4.75,   -3.25,   1.25,   -4.25,   2.75,   4.75,   -3.25,   1.25,   -4.25,   2.75,   4.75,   -3.25,   1.25,   -4.25,   2.75,   4.75,   -3.25,   1.25,   -4.25,   2.75,   4.75,   -3.25,   1.25,   -4.25,   2.75,   4.75,   -3.25,   1.25,   -4.25,   2.75],
// CHECK-NEXT:  [0.75,   -1.25,   1.75,   2.25,   -2.25,   0.75,   -1.25,   1.75,   2.25,   -2.25,   0.75,   -1.25,   1.75,   2.25,   -2.25,   0.75,   -1.25,   1.75,   2.25,   -2.25,   0.75,   -1.25,   1.75,   2.25,   -2.25,   0.75,   -1.25,   1.75,   2.25,   -2.25,   0.75,   -1.25],
// CHECK-NEXT:  [-4.75,   -1.75,   -1.25,   4.25,   4.75,   -4.75,   -1.75,   -1.25,   4.25,   4.75,   -4.75,   -1.75,   -1.25,   4.25,   4.75,   -4.75,   -1.75,   -1.25,   4.25,   4.75,   -4.75,   -1.75,   -1.25,   4.25,   4.75,   -4.75,   -1.75,   -1.25,   4.25,   4.75,   -4.75,   -1.75],
// CHECK-NEXT:  [0.25,   -2.25,   2.75,   2.75,   -2.25,   0.25,   -2.25,   2.75,   2.75,   -2.25,   0.25,   -2.25,   2.75,   2.75,   -2.25,   0.25,   -2.25,   2.75,   2.75,   -2.25,   0.25,   -2.25,   2.75,   2.75,   -2.25,   0.25,   -2.25,   2.75,   2.75,   -2.25,   0.25,   -2.25],
// CHECK-NEXT:  [1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75,   -0.25,   1.25,   -2.25,   1.75,   0.75]]

module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @matmul(%a: tensor<8x4xf32>, %b: tensor<4x32xf32>, %c: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
    return %r : tensor<8x32xf32>
  }

  func.func @main() {
    %a = arith.constant dense<[[-1.0, -0.5, 0.0, 0.5], [1.0, 1.5, 2.0, -1.0], [-0.5, 0.0, 0.5, 1.0], [1.5, 2.0, -1.0, -0.5], [0.0, 0.5, 1.0, 1.5], [2.0, -1.0, -0.5, 0.0], [0.5, 1.0, 1.5, 2.0], [-1.0, -0.5, 0.0, 0.5]]> : tensor<8x4xf32>
    %b = arith.constant dense<[[-2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0], [0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0], [2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0], [-1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0, 1.0, 2.0, -2.0, -1.0, 0.0]]> : tensor<4x32xf32>
    %c = arith.constant dense<0.25> : tensor<8x32xf32>
    %r = func.call @matmul(%a, %b, %c) : (tensor<8x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %m = bufferization.to_buffer %r : tensor<8x32xf32> to memref<8x32xf32>
    %u = memref.cast %m : memref<8x32xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
