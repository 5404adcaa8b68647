// Structured ops on buffers (a matmul with dynamic sizes, a strided
// convolution, a max pooling, an elementwise map, a row reduction, a
// transpose and a generic using linalg.index) lowered to loops by
// strata-opt, then to LLVM, run by strata-runner; mlir-opt + mlir-runner
// print the same.
// RUN: strata-opt %s --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 | FileCheck %s
// RUN: strata-opt %s --convert-linalg-to-affine-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O0 | FileCheck %s
// RUNNER-OPT: --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O3

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}13,   16],
// CHECK-NEXT:  [40,   52],
// CHECK-NEXT:  [67,   88],
// CHECK-NEXT:  [94,   124]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 4 offset = 0 sizes = [1, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}12,     12],
// CHECK-NEXT:    [20,     20]],
// CHECK-NEXT:   {{\[\[}}52,     52],
// CHECK-NEXT:    [60,     60]]]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 4 offset = 0 sizes = [1, 3, 1, 1] strides = [3, 1, 1, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}14]],
// CHECK-NEXT:   {{\[\[}}19]],
// CHECK-NEXT:   {{\[\[}}24]]]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [425,  4304,  12233,  24212]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}13,   40,   67,   94],
// CHECK-NEXT:  [16,   52,   88,   124]]
// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [214,  280]

#row = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d0)>

module {
  func.func private @printMemrefF32(memref<*xf32>)

  // m[i][j] = i * cols + j + offset
  func.func @iota(%m: memref<?x?xf32>, %offset: f32) {
    %c1 = arith.constant 1 : index
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    linalg.generic {indexing_maps = [#row], iterator_types = ["parallel", "parallel"]} outs(%m : memref<?x?xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.muli %i, %cols : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %v = arith.addf %lf, %offset : f32
      linalg.yield %v : f32
    }
    return
  }

  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %ninf = arith.constant -100.0 : f32

    // A 4x3 times 3x2 matrix product, dynamically sized.
    %a = memref.alloc(%c4, %c3) : memref<?x?xf32>
    %b = memref.alloc(%c3, %c2) : memref<?x?xf32>
    %c = memref.alloc(%c4, %c2) : memref<?x?xf32>
    func.call @iota(%a, %zero) : (memref<?x?xf32>, f32) -> ()
    func.call @iota(%b, %one) : (memref<?x?xf32>, f32) -> ()
    linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32>)
    linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
    %cc = memref.cast %c : memref<?x?xf32> to memref<*xf32>
    func.call @printMemrefF32(%cc) : (memref<*xf32>) -> ()

    // A 1x5x5x1 image, a 2x2x1x2 kernel, stride 2: 1x2x2x2.
    %img = memref.alloc() : memref<1x5x5x1xf32>
    %ker = memref.alloc() : memref<2x2x1x2xf32>
    %out = memref.alloc() : memref<1x2x2x2xf32>
    linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        outs(%img : memref<1x5x5x1xf32>) {
    ^bb0(%o: f32):
      %h = linalg.index 1 : index
      %w = linalg.index 2 : index
      %c5 = arith.constant 5 : index
      %hw = arith.muli %h, %c5 : index
      %p = arith.addi %hw, %w : index
      %pi = arith.index_cast %p : index to i32
      %pf = arith.sitofp %pi : i32 to f32
      linalg.yield %pf : f32
    }
    linalg.fill ins(%one : f32) outs(%ker : memref<2x2x1x2xf32>)
    linalg.fill ins(%zero : f32) outs(%out : memref<1x2x2x2xf32>)
    linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%img, %ker : memref<1x5x5x1xf32>, memref<2x2x1x2xf32>) outs(%out : memref<1x2x2x2xf32>)
    %oc = memref.cast %out : memref<1x2x2x2xf32> to memref<*xf32>
    func.call @printMemrefF32(%oc) : (memref<*xf32>) -> ()

    // Max pooling with a 3x3 window, dilation 2 on the width.
    %win = memref.alloc() : memref<3x3xf32>
    %pool = memref.alloc() : memref<1x3x1x1xf32>
    linalg.fill ins(%ninf : f32) outs(%pool : memref<1x3x1x1xf32>)
    linalg.pooling_nhwc_max {strides = dense<1> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
      ins(%img, %win : memref<1x5x5x1xf32>, memref<3x3xf32>) outs(%pool : memref<1x3x1x1xf32>)
    %pc = memref.cast %pool : memref<1x3x1x1xf32> to memref<*xf32>
    func.call @printMemrefF32(%pc) : (memref<*xf32>) -> ()

    // Elementwise product, row sums and a transpose of the matmul result.
    %sq = memref.alloc(%c4, %c2) : memref<?x?xf32>
    linalg.map { arith.mulf } ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%sq : memref<?x?xf32>)
    %sum = memref.alloc(%c4) : memref<?xf32>
    linalg.fill ins(%zero : f32) outs(%sum : memref<?xf32>)
    linalg.reduce { arith.addf } ins(%sq : memref<?x?xf32>) outs(%sum : memref<?xf32>) dimensions = [1]
    %sc = memref.cast %sum : memref<?xf32> to memref<*xf32>
    func.call @printMemrefF32(%sc) : (memref<*xf32>) -> ()
    %t = memref.alloc(%c2, %c4) : memref<?x?xf32>
    linalg.transpose ins(%c : memref<?x?xf32>) outs(%t : memref<?x?xf32>) permutation = [1, 0]
    %tc = memref.cast %t : memref<?x?xf32> to memref<*xf32>
    func.call @printMemrefF32(%tc) : (memref<*xf32>) -> ()

    // A column sum through a generic with a reduction loop.
    %cs = memref.alloc(%c2) : memref<?xf32>
    linalg.fill ins(%zero : f32) outs(%cs : memref<?xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #col], iterator_types = ["parallel", "reduction"]}
        ins(%c : memref<?x?xf32>) outs(%cs : memref<?xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
    %csc = memref.cast %cs : memref<?xf32> to memref<*xf32>
    func.call @printMemrefF32(%csc) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<?x?xf32>
    memref.dealloc %b : memref<?x?xf32>
    memref.dealloc %c : memref<?x?xf32>
    memref.dealloc %img : memref<1x5x5x1xf32>
    memref.dealloc %ker : memref<2x2x1x2xf32>
    memref.dealloc %out : memref<1x2x2x2xf32>
    memref.dealloc %win : memref<3x3xf32>
    memref.dealloc %pool : memref<1x3x1x1xf32>
    memref.dealloc %sq : memref<?x?xf32>
    memref.dealloc %sum : memref<?xf32>
    memref.dealloc %t : memref<?x?xf32>
    memref.dealloc %cs : memref<?xf32>
    return
  }
}
