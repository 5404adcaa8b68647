// RUN: strata-opt %s --transform-interpreter --cse | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --cse
// CONFORMANCE: pipeline=--transform-interpreter --canonicalize --cse

// TilingInterface of tensor.pad: a tile pads the part of the source it
// covers by what of the low and high padding lies in it; an scf.if
// yields a tensor.generate of the padding value instead when the tile
// may read nothing of the source. Padding sizes given as values, only
// high padding, an scf.forall keeping `nofold` and discardable
// attributes, and a producer fused into the branch reading the source.

func.func @dynamic_padding(%src: tensor<?xf32>, %lo: index, %hi: index, %v: f32) -> tensor<?xf32> {
  %0 = tensor.pad %src low[%lo] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @high_only(%src: tensor<6x10xi32>) -> tensor<6x17xi32> {
  %c = arith.constant 7 : i32
  %0 = tensor.pad %src low[0, 0] high[0, 7] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i32
  } : tensor<6x10xi32> to tensor<6x17xi32>
  return %0 : tensor<6x17xi32>
}

func.func @forall_nofold(%src: tensor<5x?xf16>, %v: f16) -> tensor<9x?xf16> {
  %0 = tensor.pad %src nofold low[1, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f16
  } {keep = "me"} : tensor<5x?xf16> to tensor<9x?xf16>
  return %0 : tensor<9x?xf16>
}

func.func @fuse_producer(%a: tensor<12xf32>, %b: tensor<12xf32>) -> tensor<20xf32> {
  %e = tensor.empty() : tensor<12xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<12xf32>, tensor<12xf32>) outs(%e : tensor<12xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  %z = arith.constant 1.5 : f32
  %1 = tensor.pad %0 low[5] high[3] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<12xf32> to tensor<20xf32>
  return %1 : tensor<20xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "dynamic_padding"} in %root : (!transform.any_op) -> !transform.any_op
    %p0 = transform.structured.match ops{["tensor.pad"]} in %f0 : (!transform.any_op) -> !transform.any_op
    %t0, %l0 = transform.structured.tile_using_for %p0 tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "high_only"} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.structured.match ops{["tensor.pad"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %t1, %l1:2 = transform.structured.tile_using_for %p1 tile_sizes [2, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "forall_nofold"} in %root : (!transform.any_op) -> !transform.any_op
    %p2 = transform.structured.match ops{["tensor.pad"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %t2, %l2 = transform.structured.tile_using_forall %p2 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f3 = transform.structured.match ops{["func.func"]} attributes{sym_name = "fuse_producer"} in %root : (!transform.any_op) -> !transform.any_op
    %p3 = transform.structured.match ops{["tensor.pad"]} in %f3 : (!transform.any_op) -> !transform.any_op
    %t3, %l3 = transform.structured.fuse %p3 tile_sizes [6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1, s2] -> (-d0 + s0 + s1 + s2, 4)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (0, -d0 + s0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2)[s0] -> (-d0 + s0, d1 - d2)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0, 0)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2) -> (-d0 + d1 - d2)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (-d0 + 17, 5)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0, 10)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (-d0 + 10, d1)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1) -> (d0 - d1)>
// CHECK-NEXT: #map12 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: #map13 = affine_map<()[s0] -> ((s0 + 4) ceildiv 8)>
// CHECK-NEXT: #map14 = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map15 = affine_map<(d0) -> (d0 * 8)>
// CHECK-NEXT: #map16 = affine_map<(d0) -> (-d0 + 9, 4)>
// CHECK-NEXT: #map17 = affine_map<(d0)[s0] -> (-d0 + s0 + 4, 8)>
// CHECK-NEXT: #map18 = affine_map<(d0) -> (0, -d0 + 1)>
// CHECK-NEXT: #map19 = affine_map<(d0) -> (d0 - 1, 0)>
// CHECK-NEXT: #map20 = affine_map<(d0) -> (d0, 5)>
// CHECK-NEXT: #map21 = affine_map<(d0, d1, d2) -> (-d0 + 5, d1 - d2)>
// CHECK-NEXT: #map22 = affine_map<(d0) -> (0, -d0 + 2)>
// CHECK-NEXT: #map23 = affine_map<(d0) -> (d0 - 2, 0)>
// CHECK-NEXT: #map24 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map25 = affine_map<(d0) -> (-d0 + 20, 6)>
// CHECK-NEXT: #map26 = affine_map<(d0) -> (0, -d0 + 5)>
// CHECK-NEXT: #map27 = affine_map<(d0) -> (d0 - 5, 0)>
// CHECK-NEXT: #map28 = affine_map<(d0) -> (d0, 12)>
// CHECK-NEXT: #map29 = affine_map<(d0, d1, d2) -> (-d0 + 12, d1 - d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic_padding(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %arg1, %arg2]
// CHECK-NEXT:     %1 = tensor.empty(%0) : tensor<?xf32>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %2 = scf.for %arg4 = %c0 to %0 step %c4 iter_args(%arg5 = %1) -> (tensor<?xf32>) {
// CHECK-NEXT:       %3 = affine.min #map1(%arg4)[%dim, %arg1, %arg2]
// CHECK-NEXT:       %4 = affine.max #map2(%arg4)[%arg1]
// CHECK-NEXT:       %5 = affine.max #map3(%arg4)[%arg1]
// CHECK-NEXT:       %6 = affine.min #map4(%5)[%dim]
// CHECK-NEXT:       %7 = affine.min #map5(%6, %3, %4)[%dim]
// CHECK-NEXT:       %8 = affine.max #map6(%7)
// CHECK-NEXT:       %9 = arith.cmpi eq, %8, %c0 : index
// CHECK-NEXT:       %10 = affine.apply #map7(%4, %3, %8)
// CHECK-NEXT:       %11 = scf.if %9 -> (tensor<?xf32>) {
// CHECK-NEXT:         %generated = tensor.generate %3 {
// CHECK-NEXT:         ^bb0(%arg6: index):
// CHECK-NEXT:           tensor.yield %arg3 : f32
// CHECK-NEXT:         } : tensor<?xf32>
// CHECK-NEXT:         scf.yield %generated : tensor<?xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%6] [%8] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:         %padded = tensor.pad %extracted_slice low[%4] high[%10] {
// CHECK-NEXT:         ^bb0(%arg6: index):
// CHECK-NEXT:           tensor.yield %arg3 : f32
// CHECK-NEXT:         } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:         scf.yield %padded : tensor<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %11 into %arg5[%arg4] [%3] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @high_only(%arg0: tensor<6x10xi32>) -> tensor<6x17xi32> {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6x17xi32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c17 = arith.constant 17 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %1 = scf.for %arg1 = %c0 to %c6 step %c2 iter_args(%arg2 = %0) -> (tensor<6x17xi32>) {
// CHECK-NEXT:       %2 = scf.for %arg3 = %c0 to %c17 step %c5 iter_args(%arg4 = %arg2) -> (tensor<6x17xi32>) {
// CHECK-NEXT:         %3 = affine.min #map8(%arg3)
// CHECK-NEXT:         %4 = affine.min #map9(%arg3)
// CHECK-NEXT:         %5 = affine.min #map10(%4, %3)
// CHECK-NEXT:         %6 = arith.cmpi eq, %5, %c0 : index
// CHECK-NEXT:         %7 = affine.apply #map11(%3, %5)
// CHECK-NEXT:         %8 = scf.if %6 -> (tensor<2x?xi32>) {
// CHECK-NEXT:           %generated = tensor.generate %3 {
// CHECK-NEXT:           ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:             tensor.yield %c7_i32 : i32
// CHECK-NEXT:           } : tensor<2x?xi32>
// CHECK-NEXT:           scf.yield %generated : tensor<2x?xi32>
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %extracted_slice = tensor.extract_slice %arg0[%arg1, %4] [2, %5] [1, 1] : tensor<6x10xi32> to tensor<2x?xi32>
// CHECK-NEXT:           %padded = tensor.pad %extracted_slice low[0, 0] high[0, %7] {
// CHECK-NEXT:           ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:             tensor.yield %c7_i32 : i32
// CHECK-NEXT:           } : tensor<2x?xi32> to tensor<2x?xi32>
// CHECK-NEXT:           scf.yield %padded : tensor<2x?xi32>
// CHECK-NEXT:         }
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %8 into %arg4[%arg1, %arg3] [2, %3] [1, 1] : tensor<2x?xi32> into tensor<6x17xi32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<6x17xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2 : tensor<6x17xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : tensor<6x17xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall_nofold(%arg0: tensor<5x?xf16>, %arg1: f16) -> tensor<9x?xf16> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<5x?xf16>
// CHECK-NEXT:     %0 = affine.apply #map12()[%dim]
// CHECK-NEXT:     %1 = tensor.empty(%0) : tensor<9x?xf16>
// CHECK-NEXT:     %2 = affine.apply #map13()[%dim]
// CHECK-NEXT:     %3 = scf.forall (%arg2, %arg3) in (3, %2) shared_outs(%arg4 = %1) -> (tensor<9x?xf16>) {
// CHECK-NEXT:       %4 = affine.apply #map14(%arg2)
// CHECK-NEXT:       %5 = affine.apply #map15(%arg3)
// CHECK-NEXT:       %6 = affine.min #map16(%4)
// CHECK-NEXT:       %7 = affine.min #map17(%5)[%dim]
// CHECK-NEXT:       %8 = affine.max #map18(%4)
// CHECK-NEXT:       %9 = affine.max #map19(%4)
// CHECK-NEXT:       %10 = affine.min #map20(%9)
// CHECK-NEXT:       %11 = affine.min #map21(%10, %6, %8)
// CHECK-NEXT:       %12 = affine.max #map6(%11)
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %13 = arith.cmpi eq, %12, %c0 : index
// CHECK-NEXT:       %14 = affine.apply #map7(%8, %6, %12)
// CHECK-NEXT:       %15 = affine.max #map22(%5)
// CHECK-NEXT:       %16 = affine.max #map23(%5)
// CHECK-NEXT:       %17 = affine.min #map4(%16)[%dim]
// CHECK-NEXT:       %18 = affine.min #map5(%17, %7, %15)[%dim]
// CHECK-NEXT:       %19 = affine.max #map6(%18)
// CHECK-NEXT:       %20 = arith.cmpi eq, %19, %c0 : index
// CHECK-NEXT:       %21 = arith.ori %20, %13 : i1
// CHECK-NEXT:       %22 = affine.apply #map7(%15, %7, %19)
// CHECK-NEXT:       %23 = scf.if %21 -> (tensor<?x?xf16>) {
// CHECK-NEXT:         %generated = tensor.generate %6, %7 {
// CHECK-NEXT:         ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:           tensor.yield %arg1 : f16
// CHECK-NEXT:         } : tensor<?x?xf16>
// CHECK-NEXT:         scf.yield %generated : tensor<?x?xf16>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%10, %17] [%12, %19] [1, 1] : tensor<5x?xf16> to tensor<?x?xf16>
// CHECK-NEXT:         %padded = tensor.pad %extracted_slice nofold low[%8, %15] high[%14, %22] {
// CHECK-NEXT:         ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:           tensor.yield %arg1 : f16
// CHECK-NEXT:         } {keep = "me"} : tensor<?x?xf16> to tensor<?x?xf16>
// CHECK-NEXT:         scf.yield %padded : tensor<?x?xf16>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %23 into %arg4[%4, %5] [%6, %7] [1, 1] : tensor<?x?xf16> into tensor<9x?xf16>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : tensor<9x?xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fuse_producer(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<20xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<12xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<12xf32>, tensor<12xf32>) outs(%0 : tensor<12xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<12xf32>
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %2 = tensor.empty() : tensor<20xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %3 = scf.for %arg2 = %c0 to %c20 step %c6 iter_args(%arg3 = %2) -> (tensor<20xf32>) {
// CHECK-NEXT:       %4 = affine.min #map25(%arg2)
// CHECK-NEXT:       %5 = affine.max #map26(%arg2)
// CHECK-NEXT:       %6 = affine.max #map27(%arg2)
// CHECK-NEXT:       %7 = affine.min #map28(%6)
// CHECK-NEXT:       %8 = affine.min #map29(%7, %4, %5)
// CHECK-NEXT:       %9 = affine.max #map6(%8)
// CHECK-NEXT:       %10 = arith.cmpi eq, %9, %c0 : index
// CHECK-NEXT:       %11 = affine.apply #map7(%5, %4, %9)
// CHECK-NEXT:       %12 = scf.if %10 -> (tensor<?xf32>) {
// CHECK-NEXT:         %generated = tensor.generate %4 {
// CHECK-NEXT:         ^bb0(%arg4: index):
// CHECK-NEXT:           tensor.yield %cst : f32
// CHECK-NEXT:         } : tensor<?xf32>
// CHECK-NEXT:         scf.yield %generated : tensor<?xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%7] [%9] [1] : tensor<12xf32> to tensor<?xf32>
// CHECK-NEXT:         %extracted_slice_0 = tensor.extract_slice %arg1[%7] [%9] [1] : tensor<12xf32> to tensor<?xf32>
// CHECK-NEXT:         %extracted_slice_1 = tensor.extract_slice %0[%7] [%9] [1] : tensor<12xf32> to tensor<?xf32>
// CHECK-NEXT:         %13 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%extracted_slice, %extracted_slice_0 : tensor<?xf32>, tensor<?xf32>) outs(%extracted_slice_1 : tensor<?xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:           %14 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT:           linalg.yield %14 : f32
// CHECK-NEXT:         } -> tensor<?xf32>
// CHECK-NEXT:         %padded = tensor.pad %13 low[%5] high[%11] {
// CHECK-NEXT:         ^bb0(%arg4: index):
// CHECK-NEXT:           tensor.yield %cst : f32
// CHECK-NEXT:         } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:         scf.yield %padded : tensor<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %12 into %arg3[%arg2] [%4] [1] : tensor<?xf32> into tensor<20xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<20xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : tensor<20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "dynamic_padding"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["tensor.pad"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops = transform.structured.tile_using_for %1 tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %2 = transform.structured.match ops{["func.func"]} attributes {sym_name = "high_only"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["tensor.pad"]} in %2 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %3 tile_sizes [2, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %4 = transform.structured.match ops{["func.func"]} attributes {sym_name = "forall_nofold"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.match ops{["tensor.pad"]} in %4 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_op, %forall_op = transform.structured.tile_using_forall %5 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %6 = transform.structured.match ops{["func.func"]} attributes {sym_name = "fuse_producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %7 = transform.structured.match ops{["tensor.pad"]} in %6 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %transformed, %loops_2 = transform.structured.fuse %7 tile_sizes [6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
