// A 3x5 tensor packed into 2x4 tiles (its outer dimensions swapped, the
// tiles transposed) with -1 filling the partial tiles, and unpacked back;
// lower_pack and lower_unpack, then decompose_pad turns the pad the pack
// became into a fill and an insert, then one-shot-bufferize, the lowerings
// to LLVM and strata-runner; mlir-opt + mlir-runner print the same.
// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/lower-padded-pack-schedule.mlir --transform-interpreter --canonicalize \
// RUN:   --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --transform-preload-library=transform-library-paths=tests/mlir-runner/Inputs/lower-padded-pack-schedule.mlir --transform-interpreter --canonicalize --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 4 offset = 0 sizes = [2, 2, 4, 2] strides = [16, 8, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}0,     10],
// CHECK-NEXT:    [1,     11],
// CHECK-NEXT:    [2,     12],
// CHECK-NEXT:    [3,     13]],
// CHECK-NEXT:   {{\[\[}}20,     -1],
// CHECK-NEXT:    [21,     -1],
// CHECK-NEXT:    [22,     -1],
// CHECK-NEXT:    [23,     -1]]],
// CHECK-NEXT:  {{\[\[}}[4,     14],
// CHECK-NEXT:    [-1,     -1],
// CHECK-NEXT:    [-1,     -1],
// CHECK-NEXT:    [-1,     -1]],
// CHECK-NEXT:   {{\[\[}}24,     -1],
// CHECK-NEXT:    [-1,     -1],
// CHECK-NEXT:    [-1,     -1],
// CHECK-NEXT:    [-1,     -1]]]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4],
// CHECK-NEXT:  [10,   11,   12,   13,   14],
// CHECK-NEXT:  [20,   21,   22,   23,   24]]

module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @main() {
    %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [10.0, 11.0, 12.0, 13.0, 14.0], [20.0, 21.0, 22.0, 23.0, 24.0]]> : tensor<3x5xf32>
    %pad = arith.constant -1.0 : f32
    %e = tensor.empty() : tensor<2x2x4x2xf32>
    %p = linalg.pack %x padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %e : tensor<3x5xf32> -> tensor<2x2x4x2xf32>
    %pm = bufferization.to_buffer %p : tensor<2x2x4x2xf32> to memref<2x2x4x2xf32>
    %pu = memref.cast %pm : memref<2x2x4x2xf32> to memref<*xf32>
    func.call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
    %d = tensor.empty() : tensor<3x5xf32>
    %back = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %d : tensor<2x2x4x2xf32> -> tensor<3x5xf32>
    %bm = bufferization.to_buffer %back : tensor<3x5xf32> to memref<3x5xf32>
    %bu = memref.cast %bm : memref<3x5xf32> to memref<*xf32>
    func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
    return
  }
}
