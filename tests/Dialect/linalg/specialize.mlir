// RUN: strata-opt %s --split-input-file --linalg-specialize-generic-ops | FileCheck %s
// CONFORMANCE: pipeline=--linalg-specialize-generic-ops

// Generic ops that are named ops in disguise become those ops; the rest
// (other bodies, flags, operand orders) stay generic.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_i8_i8_i32(%arg0: tensor<4x8xi8>, %arg1: tensor<8x6xi8>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x6xi8>) outs(%arg2 : tensor<4x6xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %out, %3 : i32
      linalg.yield %4 : i32
    } -> tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_f16_f64_f32(%arg0: tensor<4x8xf16>, %arg1: tensor<8x6xf64>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf16>, tensor<8x6xf64>) outs(%arg2 : tensor<4x6xf32>) {
    ^bb0(%in: f16, %in_0: f64, %out: f32):
      %1 = arith.extf %in : f16 to f32
      %2 = arith.truncf %in_0 : f64 to f32
      %3 = arith.mulf %1, %2 : f32
      %4 = arith.addf %out, %3 : f32
      linalg.yield %4 : f32
    } -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_i8_i8_f32(%arg0: tensor<4x8xi8>, %arg1: tensor<8x6xi8>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x6xi8>) outs(%arg2 : tensor<4x6xf32>) {
    ^bb0(%in: i8, %in_0: i8, %out: f32):
      %1 = arith.sitofp %in : i8 to f32
      %2 = arith.sitofp %in_0 : i8 to f32
      %3 = arith.mulf %1, %2 : f32
      %4 = arith.addf %out, %3 : f32
      linalg.yield %4 : f32
    } -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_i1_i1_i1(%arg0: tensor<4x8xi1>, %arg1: tensor<8x6xi1>, %arg2: tensor<4x6xi1>) -> tensor<4x6xi1> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi1>, tensor<8x6xi1>) outs(%arg2 : tensor<4x6xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %1 = arith.andi %in, %in_0 : i1
      %2 = arith.ori %out, %1 : i1
      linalg.yield %2 : i1
    } -> tensor<4x6xi1>
    return %0 : tensor<4x6xi1>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_i32_i32_i16(%arg0: tensor<4x8xi32>, %arg1: tensor<8x6xi32>, %arg2: tensor<4x6xi16>) -> tensor<4x6xi16> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<8x6xi32>) outs(%arg2 : tensor<4x6xi16>) {
    ^bb0(%in: i32, %in_0: i32, %out: i16):
      %1 = arith.trunci %in : i32 to i16
      %2 = arith.trunci %in_0 : i32 to i16
      %3 = arith.muli %1, %2 : i16
      %4 = arith.addi %out, %3 : i16
      linalg.yield %4 : i16
    } -> tensor<4x6xi16>
    return %0 : tensor<4x6xi16>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_f32_f32_i32(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%arg2 : tensor<4x6xi32>) {
    ^bb0(%in: f32, %in_0: f32, %out: i32):
      %1 = arith.fptosi %in : f32 to i32
      %2 = arith.fptosi %in_0 : f32 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %out, %3 : i32
      linalg.yield %4 : i32
    } -> tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_bf16_bf16_f32(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x6xbf16>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xbf16>, tensor<8x6xbf16>) outs(%arg2 : tensor<4x6xf32>) {
    ^bb0(%in: bf16, %in_0: bf16, %out: f32):
      %1 = arith.extf %in : bf16 to f32
      %2 = arith.extf %in_0 : bf16 to f32
      %3 = arith.mulf %1, %2 : f32
      %4 = arith.addf %out, %3 : f32
      linalg.yield %4 : f32
    } -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_transposed(%arg0: memref<8x4xf32>, %arg1: memref<6x8xf32>, %arg2: memref<4x6xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<8x4xf32>, memref<6x8xf32>) outs(%arg2 : memref<4x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_broadcast(%arg0: memref<8xf32>, %arg1: memref<8x6xf32>, %arg2: memref<4x6xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<8xf32>, memref<8x6xf32>) outs(%arg2 : memref<4x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d1, d0)>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0) -> ()>
module {
  func.func @batch_ops(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x6xf32>, %arg2: memref<2x4x6xf32>, %arg3: memref<4x6xf32>, %arg4: memref<2x8xf32>, %arg5: memref<2x4xf32>, %arg6: memref<8xf32>, %arg7: memref<4xf32>, %arg8: memref<f32>, %arg9: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x6xf32>) outs(%arg2 : memref<2x4x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map3], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x6xf32>) outs(%arg3 : memref<4x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg4 : memref<2x4x8xf32>, memref<2x8xf32>) outs(%arg5 : memref<2x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%arg9, %arg6 : memref<4x8xf32>, memref<8xf32>) outs(%arg7 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map8, #map10, #map9], iterator_types = ["parallel", "reduction"]} ins(%arg7, %arg9 : memref<4xf32>, memref<4x8xf32>) outs(%arg6 : memref<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map11, #map11, #map12], iterator_types = ["reduction"]} ins(%arg6, %arg6 : memref<8xf32>, memref<8xf32>) outs(%arg8 : memref<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @quantized(%arg0: tensor<4x8xi8>, %arg1: tensor<8x6xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<4x8xi8>, tensor<8x6xi8>, i32, i32) outs(%arg4 : tensor<4x6xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
}

// -----

#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
module {
  func.func @mmt4d(%arg0: memref<2x3x4x5xf32>, %arg1: memref<6x3x7x5xf32>, %arg2: memref<2x6x4x7xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4x5xf32>, memref<6x3x7x5xf32>) outs(%arg2 : memref<2x6x4x7xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5 * 2, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1) -> (d0 + d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @convs(%arg0: memref<1x10x11x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x4x4x8xf32>, %arg3: memref<3x3x3xf32>, %arg4: memref<1x4x4x3xf32>, %arg5: memref<9xf32>, %arg6: memref<3xf32>, %arg7: memref<7xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x10x11x3xf32>, memref<3x3x3x8xf32>) outs(%arg2 : memref<1x4x4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg3 : memref<1x10x11x3xf32>, memref<3x3x3xf32>) outs(%arg4 : memref<1x4x4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%arg5, %arg6 : memref<9xf32>, memref<3xf32>) outs(%arg7 : memref<7xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @conv_nchw(%arg0: tensor<1x3x10x10xi8>, %arg1: tensor<8x3x3x3xi8>, %arg2: tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x10x10xi8>, tensor<8x3x3x3xi8>) outs(%arg2 : tensor<1x8x8x8xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %out, %3 : i32
      linalg.yield %4 : i32
    } -> tensor<1x8x8x8xi32>
    return %0 : tensor<1x8x8x8xi32>
  }
}

// -----

#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
module {
  func.func @poolings(%arg0: memref<1x6x6x2xi16>, %arg1: memref<2x2xi16>, %arg2: memref<1x5x5x2xi32>, %arg3: memref<1x6x6x2xf32>, %arg4: memref<2x2xf32>, %arg5: memref<1x5x5x2xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x2xi16>, memref<2x2xi16>) outs(%arg2 : memref<1x5x5x2xi32>) {
    ^bb0(%in: i16, %in_0: i16, %out: i32):
      %0 = arith.extui %in : i16 to i32
      %1 = arith.maxui %out, %0 : i32
      linalg.yield %1 : i32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x2xi16>, memref<2x2xi16>) outs(%arg2 : memref<1x5x5x2xi32>) {
    ^bb0(%in: i16, %in_0: i16, %out: i32):
      %0 = arith.extsi %in : i16 to i32
      %1 = arith.minsi %out, %0 : i32
      linalg.yield %1 : i32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%arg5 : memref<1x5x5x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%arg5 : memref<1x5x5x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @unary(%arg0: memref<4x5xf32>, %arg1: memref<4x5xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.exp %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.log %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.absf %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.ceil %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.floor %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.negf %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.divf %cst, %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.round %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.sqrt %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.rsqrt %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.tanh %in : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.erf %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @binary_int(%arg0: memref<4x5xi32>, %arg1: memref<4x5xi32>, %arg2: memref<4x5xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.addi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.subi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.muli %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.divsi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.divui %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.maxsi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.minsi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @binary_float(%arg0: memref<4x5xf64>, %arg1: memref<4x5xf64>, %arg2: memref<4x5xf64>, %arg3: memref<4x5xi1>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.addf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.subf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.divf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.maximumf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.minimumf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = math.powf %in, %in_0 : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg0, %arg1 : memref<4x5xi1>, memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
    ^bb0(%in: i1, %in_0: f64, %in_1: f64, %out: f64):
      %0 = arith.select %in, %in_0, %in_1 : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
module {
  func.func @copies(%arg0: memref<4x5xf32>, %arg1: memref<4x5xi64>, %arg2: memref<4x5xf16>, %arg3: i8, %arg4: memref<4x5xi8>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xi64>) {
    ^bb0(%in: f32, %out: i64):
      %0 = arith.fptosi %in : f32 to i64
      linalg.yield %0 : i64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : memref<4x5xi64>) outs(%arg0 : memref<4x5xf32>) {
    ^bb0(%in: i64, %out: f32):
      %0 = arith.uitofp %in : i64 to f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg2 : memref<4x5xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : i8) outs(%arg4 : memref<4x5xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    }
    return
  }
}

// -----

#map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @specials(%arg0: tensor<8x16x4xf32>, %arg1: tensor<16x4x8xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<2x8x16x4xf32>) -> (tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<2x8x16x4xf32>, tensor<8x16x4xf32>) {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16x4xf32>) outs(%arg1 : tensor<16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x8xf32>
    %1 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<8x16x4xf32>) outs(%arg2 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.maximumf %out, %in : f32
      linalg.yield %4 : f32
    } -> tensor<8x4xf32>
    %2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16x4xf32>) outs(%arg3 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16x4xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<8x16x4xf32>, tensor<8x16x4xf32>) outs(%arg0 : tensor<8x16x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.subf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<8x16x4xf32>
    return %0, %1, %2, %3 : tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<2x8x16x4xf32>, tensor<8x16x4xf32>
  }
}

// -----

func.func @not_named(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %s: f32) -> (tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.subf %z, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %z: f32):
    %e = math.exp %x fastmath<fast> : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %d = arith.subf %y, %x : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @matmul_i8_i8_i32(%arg0: tensor<4x8xi8>, %arg1: tensor<8x6xi8>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x6xi8>) outs(%arg2 : tensor<4x6xi32>) -> tensor<4x6xi32>
// CHECK-NEXT:     return %0 : tensor<4x6xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_f16_f64_f32(%arg0: tensor<4x8xf16>, %arg1: tensor<8x6xf64>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf16>, tensor<8x6xf64>) outs(%arg2 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     return %0 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_i8_i8_f32(%arg0: tensor<4x8xi8>, %arg1: tensor<8x6xi8>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x6xi8>) outs(%arg2 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     return %0 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_i1_i1_i1(%arg0: tensor<4x8xi1>, %arg1: tensor<8x6xi1>, %arg2: tensor<4x6xi1>) -> tensor<4x6xi1> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi1>, tensor<8x6xi1>) outs(%arg2 : tensor<4x6xi1>) {
// CHECK-NEXT:     ^bb0(%in: i1, %in_0: i1, %out: i1):
// CHECK-NEXT:       %1 = arith.andi %in, %in_0 : i1
// CHECK-NEXT:       %2 = arith.ori %out, %1 : i1
// CHECK-NEXT:       linalg.yield %2 : i1
// CHECK-NEXT:     } -> tensor<4x6xi1>
// CHECK-NEXT:     return %0 : tensor<4x6xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_i32_i32_i16(%arg0: tensor<4x8xi32>, %arg1: tensor<8x6xi32>, %arg2: tensor<4x6xi16>) -> tensor<4x6xi16> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<8x6xi32>) outs(%arg2 : tensor<4x6xi16>) -> tensor<4x6xi16>
// CHECK-NEXT:     return %0 : tensor<4x6xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_f32_f32_i32(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%arg2 : tensor<4x6xi32>) -> tensor<4x6xi32>
// CHECK-NEXT:     return %0 : tensor<4x6xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_bf16_bf16_f32(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x6xbf16>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xbf16>, tensor<8x6xbf16>) outs(%arg2 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     return %0 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_transposed(%arg0: memref<8x4xf32>, %arg1: memref<6x8xf32>, %arg2: memref<4x6xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<8x4xf32>, memref<6x8xf32>) outs(%arg2 : memref<4x6xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_broadcast(%arg0: memref<8xf32>, %arg1: memref<8x6xf32>, %arg2: memref<4x6xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<8xf32>, memref<8x6xf32>) outs(%arg2 : memref<4x6xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @batch_ops(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x6xf32>, %arg2: memref<2x4x6xf32>, %arg3: memref<4x6xf32>, %arg4: memref<2x8xf32>, %arg5: memref<2x4xf32>, %arg6: memref<8xf32>, %arg7: memref<4xf32>, %arg8: memref<f32>, %arg9: memref<4x8xf32>) {
// CHECK-NEXT:     linalg.batch_matmul ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x6xf32>) outs(%arg2 : memref<2x4x6xf32>)
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x6xf32>) outs(%arg3 : memref<4x6xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg4 : memref<2x4x8xf32>, memref<2x8xf32>) outs(%arg5 : memref<2x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%arg9, %arg6 : memref<4x8xf32>, memref<8xf32>) outs(%arg7 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map7, #map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%arg7, %arg9 : memref<4xf32>, memref<4x8xf32>) outs(%arg6 : memref<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map10, #map10, #map11], iterator_types = ["reduction"]} ins(%arg6, %arg6 : memref<8xf32>, memref<8xf32>) outs(%arg8 : memref<f32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @quantized(%arg0: tensor<4x8xi8>, %arg1: tensor<8x6xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<4x6xi32>) -> tensor<4x6xi32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<4x8xi8>, tensor<8x6xi8>, i32, i32) outs(%arg4 : tensor<4x6xi32>) {
// CHECK-NEXT:     ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT:       %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT:       %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT:       %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT:       %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT:       %5 = arith.muli %2, %4 : i32
// CHECK-NEXT:       %6 = arith.addi %out, %5 : i32
// CHECK-NEXT:       linalg.yield %6 : i32
// CHECK-NEXT:     } -> tensor<4x6xi32>
// CHECK-NEXT:     return %0 : tensor<4x6xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mmt4d(%arg0: memref<2x3x4x5xf32>, %arg1: memref<6x3x7x5xf32>, %arg2: memref<2x6x4x7xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4x5xf32>, memref<6x3x7x5xf32>) outs(%arg2 : memref<2x6x4x7xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @convs(%arg0: memref<1x10x11x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x4x4x8xf32>, %arg3: memref<3x3x3xf32>, %arg4: memref<1x4x4x3xf32>, %arg5: memref<9xf32>, %arg6: memref<3xf32>, %arg7: memref<7xf32>) {
// CHECK-NEXT:     linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x10x11x3xf32>, memref<3x3x3x8xf32>) outs(%arg2 : memref<1x4x4x8xf32>)
// CHECK-NEXT:     linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg3 : memref<1x10x11x3xf32>, memref<3x3x3xf32>) outs(%arg4 : memref<1x4x4x3xf32>)
// CHECK-NEXT:     linalg.conv_1d ins(%arg5, %arg6 : memref<9xf32>, memref<3xf32>) outs(%arg7 : memref<7xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @conv_nchw(%arg0: tensor<1x3x10x10xi8>, %arg1: tensor<8x3x3x3xi8>, %arg2: tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x3x10x10xi8>, tensor<8x3x3x3xi8>) outs(%arg2 : tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32>
// CHECK-NEXT:     return %0 : tensor<1x8x8x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @poolings(%arg0: memref<1x6x6x2xi16>, %arg1: memref<2x2xi16>, %arg2: memref<1x5x5x2xi32>, %arg3: memref<1x6x6x2xf32>, %arg4: memref<2x2xf32>, %arg5: memref<1x5x5x2xf32>) {
// CHECK-NEXT:     linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x6x6x2xi16>, memref<2x2xi16>) outs(%arg2 : memref<1x5x5x2xi32>)
// CHECK-NEXT:     linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x6x6x2xi16>, memref<2x2xi16>) outs(%arg2 : memref<1x5x5x2xi32>)
// CHECK-NEXT:     linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%arg5 : memref<1x5x5x2xf32>)
// CHECK-NEXT:     linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%arg5 : memref<1x5x5x2xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unary(%arg0: memref<4x5xf32>, %arg1: memref<4x5xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     linalg.exp ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>)
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.log %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.absf %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.ceil %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.floor %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.negf %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.divf %cst, %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.round %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.sqrt %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.rsqrt %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.tanh %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.erf %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @binary_int(%arg0: memref<4x5xi32>, %arg1: memref<4x5xi32>, %arg2: memref<4x5xi32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.addi %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.subi %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.muli %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.divsi %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.divui %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.maxsi %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xi32>, memref<4x5xi32>) outs(%arg2 : memref<4x5xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.minsi %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @binary_float(%arg0: memref<4x5xf64>, %arg1: memref<4x5xf64>, %arg2: memref<4x5xf64>, %arg3: memref<4x5xi1>) {
// CHECK-NEXT:     linalg.add ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>)
// CHECK-NEXT:     linalg.sub ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>)
// CHECK-NEXT:     linalg.mul ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>)
// CHECK-NEXT:     linalg.div ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>)
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
// CHECK-NEXT:     ^bb0(%in: f64, %in_0: f64, %out: f64):
// CHECK-NEXT:       %0 = arith.maximumf %in, %in_0 : f64
// CHECK-NEXT:       linalg.yield %0 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
// CHECK-NEXT:     ^bb0(%in: f64, %in_0: f64, %out: f64):
// CHECK-NEXT:       %0 = arith.minimumf %in, %in_0 : f64
// CHECK-NEXT:       linalg.yield %0 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
// CHECK-NEXT:     ^bb0(%in: f64, %in_0: f64, %out: f64):
// CHECK-NEXT:       %0 = math.powf %in, %in_0 : f64
// CHECK-NEXT:       linalg.yield %0 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg0, %arg1 : memref<4x5xi1>, memref<4x5xf64>, memref<4x5xf64>) outs(%arg2 : memref<4x5xf64>) {
// CHECK-NEXT:     ^bb0(%in: i1, %in_0: f64, %in_1: f64, %out: f64):
// CHECK-NEXT:       %0 = arith.select %in, %in_0, %in_1 : f64
// CHECK-NEXT:       linalg.yield %0 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @copies(%arg0: memref<4x5xf32>, %arg1: memref<4x5xi64>, %arg2: memref<4x5xf16>, %arg3: i8, %arg4: memref<4x5xi8>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<4x5xi64>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: i64):
// CHECK-NEXT:       %0 = arith.fptosi %in : f32 to i64
// CHECK-NEXT:       linalg.yield %0 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : memref<4x5xi64>) outs(%arg0 : memref<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: i64, %out: f32):
// CHECK-NEXT:       %0 = arith.uitofp %in : i64 to f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg2 : memref<4x5xf16>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f16):
// CHECK-NEXT:       %0 = arith.truncf %in : f32 to f16
// CHECK-NEXT:       linalg.yield %0 : f16
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.fill ins(%arg3 : i8) outs(%arg4 : memref<4x5xi8>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @specials(%arg0: tensor<8x16x4xf32>, %arg1: tensor<16x4x8xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<2x8x16x4xf32>) -> (tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<2x8x16x4xf32>, tensor<8x16x4xf32>) {
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<8x16x4xf32>) outs(%arg1 : tensor<16x4x8xf32>) permutation = [1, 2, 0] 
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<8x16x4xf32>) outs(%arg2 : tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.maximumf %out, %in : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg0 : tensor<8x16x4xf32>) outs(%arg3 : tensor<2x8x16x4xf32>) dimensions = [0] 
// CHECK-NEXT:     %1 = linalg.sub ins(%arg0, %arg0 : tensor<8x16x4xf32>, tensor<8x16x4xf32>) outs(%arg0 : tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
// CHECK-NEXT:     return %transposed, %0, %broadcasted, %1 : tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<2x8x16x4xf32>, tensor<8x16x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_named(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>, %arg3: f32) -> (tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%arg2 : tensor<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %4 = arith.subf %out, %3 : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %1 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.sub ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return %0, %1, %2 : tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
