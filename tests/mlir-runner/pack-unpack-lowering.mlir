// A 4x6 tensor packed into 2x2 tiles with its outer dimensions swapped and
// unpacked back; transform.structured.lower_pack and lower_unpack turn
// the pack and the unpack into pads, reshapes, transposes and copies
// (the pad adds nothing and folds away), then one-shot-bufferize, the
// lowerings to LLVM and strata-runner; mlir-opt + mlir-runner print the
// same.
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/lower-pack-schedule.mlir --transform-interpreter --canonicalize \
// RUN:   --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --transform-preload-library=transform-library-paths=tests/mlir-runner/Inputs/lower-pack-schedule.mlir --transform-interpreter --canonicalize --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 4 offset = 0 sizes = [3, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}0,     1],
// CHECK-NEXT:    [10,     11]],
// CHECK-NEXT:   {{\[\[}}20,     21],
// CHECK-NEXT:    [30,     31]]],
// CHECK-NEXT:  {{\[\[}}[2,     3],
// CHECK-NEXT:    [12,     13]],
// CHECK-NEXT:   {{\[\[}}22,     23],
// CHECK-NEXT:    [32,     33]]],
// CHECK-NEXT:  {{\[\[}}[4,     5],
// CHECK-NEXT:    [14,     15]],
// CHECK-NEXT:   {{\[\[}}24,     25],
// CHECK-NEXT:    [34,     35]]]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5],
// CHECK-NEXT:  [10,   11,   12,   13,   14,   15],
// CHECK-NEXT:  [20,   21,   22,   23,   24,   25],
// CHECK-NEXT:  [30,   31,   32,   33,   34,   35]]


module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @main() {
    %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [20.0, 21.0, 22.0, 23.0, 24.0, 25.0], [30.0, 31.0, 32.0, 33.0, 34.0, 35.0]]> : tensor<4x6xf32>
    %e = tensor.empty() : tensor<3x2x2x2xf32>
    %p = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<4x6xf32> -> tensor<3x2x2x2xf32>
    %pm = bufferization.to_buffer %p : tensor<3x2x2x2xf32> to memref<3x2x2x2xf32>
    %pu = memref.cast %pm : memref<3x2x2x2xf32> to memref<*xf32>
    func.call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
    %d = tensor.empty() : tensor<4x6xf32>
    %back = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<3x2x2x2xf32> -> tensor<4x6xf32>
    %bm = bufferization.to_buffer %back : tensor<4x6xf32> to memref<4x6xf32>
    %bu = memref.cast %bm : memref<4x6xf32> to memref<*xf32>
    func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
    return
  }
}
