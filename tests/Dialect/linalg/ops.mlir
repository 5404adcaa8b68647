// RUN: strata-opt %s --split-input-file | FileCheck %s

// The custom forms of linalg's ops, as mlir-opt prints them.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %t: tensor<4x8xf32>, %u: tensor<8x16xf32>, %v: tensor<4x16xf32>, %x: f32, %b2: memref<4xf32>) -> tensor<4x16xf32> {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  %0 = linalg.matmul ins(%t, %u : tensor<4x8xf32>, tensor<8x16xf32>) outs(%v : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.fill ins(%x : f32) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x16xf32>) outs(%v : tensor<4x16xf32>) attrs = {foo = 1} {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<4x16xf32>
  linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%b2 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    linalg.yield %in : f32
  }
  return %2 : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @h(%a: tensor<?xf32>, %b: memref<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = linalg.generic {library_call = "foo", doc = "a doc", iterator_types = ["parallel"], indexing_maps = [#id, #id, #id]} ins(%a : tensor<?xf32>) outs(%a, %a : tensor<?xf32>, tensor<?xf32>) attrs = {zz = 2, aa = 1} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %y : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  linalg.generic {iterator_types = ["parallel"], indexing_maps = [#id]} outs(%b : memref<?xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  linalg.generic {iterator_types = ["parallel"], indexing_maps = [#id]} outs(%b : memref<?xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @m(%a: memref<8x4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %x: memref<4x16xi32>, %y: memref<8xf32>, %z: memref<3xf32>, %w: memref<6xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>, foo} ins(%a, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%c : memref<4x16xf32>) outs(%x : memref<4x16xi32>)
  linalg.conv_1d {foo = 1} ins(%y, %z : memref<8xf32>, memref<3xf32>) outs(%w : memref<6xf32>)
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#bc = affine_map<(d0, d1) -> (d0)>
#a = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @e(%x: tensor<4x8xf32>, %y: tensor<8x4xf32>, %v: tensor<4xf32>, %o: tensor<4x8xf32>, %c: tensor<4x8xi1>, %m: memref<8x4xf16>, %n: memref<8x8xf16>, %p: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#tr, #bc, #id] ins(%y, %v : tensor<8x4xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %x, %0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.contract indexing_maps = [#a, #b, #c] ins(%m, %n : memref<8x4xf16>, memref<8x8xf16>) outs(%p : memref<4x8xf32>)
  linalg.contract indexing_maps = [#a, #b, #c] {cast = #linalg.type_fn<cast_unsigned>} ins(%m, %n : memref<8x4xf16>, memref<8x8xf16>) outs(%p : memref<4x8xf32>)
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

func.func @m(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<8x16xf32>, %r: tensor<8xf32>, %t: tensor<16x8xf32>, %bb: tensor<4x8x16xf32>, %mm: memref<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<4x8x16xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%c : tensor<8x16xf32>)
  %1 = linalg.map ins(%a : tensor<8x16xf32>) outs(%c : tensor<8x16xf32>)
    (%x: f32, %o: f32) {
      %y = arith.mulf %x, %x : f32
      linalg.yield %y : f32
    }
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%a : tensor<8x16xf32>) outs(%t : tensor<16x8xf32>) permutation = [1, 0]
  %4 = linalg.broadcast ins(%a : tensor<8x16xf32>) outs(%bb : tensor<4x8x16xf32>) dimensions = [0]
  linalg.map { math.absf } ins(%mm : memref<8x16xf32>) outs(%mm : memref<8x16xf32>)
  return %0, %1, %2, %3, %4 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<4x8x16xf32>
}

// -----

func.func @m(%a: tensor<8x16x4xf32>, %t: tensor<16x4x8xf32>, %r: tensor<8x4xf32>, %r2: tensor<8x4xi64>, %a2: tensor<8x16x4xi64>) -> (tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xi64>) {
  %3 = linalg.transpose ins(%a : tensor<8x16x4xf32>) outs(%t : tensor<16x4x8xf32>) permutation = [1, 2, 0] {foo}
  %2 = linalg.reduce { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a : tensor<8x16x4xf32>) outs(%r : tensor<8x4xf32>) dimensions = [1] {bar}
  %4:2 = linalg.reduce ins(%a, %a2 : tensor<8x16x4xf32>, tensor<8x16x4xi64>) outs(%r, %r2 : tensor<8x4xf32>, tensor<8x4xi64>) dimensions = [1]
    (%x: f32, %y: i64, %z: f32, %w: i64) {
      %s = arith.addf %x, %z : f32
      %q = arith.addi %y, %w : i64
      linalg.yield %s, %q : f32, i64
    }
  return %3, %2, %4#0, %4#1 : tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xi64>
}

// -----

func.func @f(%a: memref<4x4xf32>, %v: memref<4xf32>, %s: memref<f32>, %x: f32, %w: memref<2xf32>, %u: memref<3xf32>) {
  linalg.copy ins(%a : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  linalg.fill ins(%x : f32) outs(%a : memref<4x4xf32>)
  linalg.exp ins(%a : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  linalg.add ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  linalg.matvec ins(%a, %v : memref<4x4xf32>, memref<4xf32>) outs(%v : memref<4xf32>)
  linalg.dot ins(%v, %v : memref<4xf32>, memref<4xf32>) outs(%s : memref<f32>)
  linalg.conv_1d ins(%v, %w : memref<4xf32>, memref<2xf32>) outs(%u : memref<3xf32>)
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// -----

func.func @named_forms(%i: tensor<1x10x11x3xf32>, %k: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>, %q: tensor<1x10x11x3xi8>, %kq: tensor<3x3x3x8xi8>, %z: i32, %oq: tensor<1x4x4x8xi32>) -> (tensor<1x4x4x8xf32>, tensor<1x4x4x8xi32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>, tag = "c"} ins(%i, %k : tensor<1x10x11x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %1 = linalg.conv_2d_nhwc_hwcf_q {strides = dense<2> : vector<2xi64>} ins(%q, %kq, %z, %z : tensor<1x10x11x3xi8>, tensor<3x3x3x8xi8>, i32, i32) outs(%oq : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  return %0, %1 : tensor<1x4x4x8xf32>, tensor<1x4x4x8xi32>
}

// -----

func.func @s(%x: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>, %m: memref<4x8xf16>, %n: memref<4x8xf16>, %d: tensor<?x16x32xf32>) -> (tensor<2x16x32xf32>, tensor<2x16x32xf32>) {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%o : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax {tag} dimension(0) ins(%m : memref<4x8xf16>) outs(%n : memref<4x8xf16>)
  %1 = linalg.softmax dimension(1) ins(%d : tensor<?x16x32xf32>) outs(%o : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0, %1 : tensor<2x16x32xf32>, tensor<2x16x32xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<4x16xf32>, %arg6: f32, %arg7: memref<4xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg3, %arg4 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg5 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg6 : f32) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x16xf32>) outs(%arg5 : tensor<4x16xf32>) attrs =  {foo = 1 : i64} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x16xf32>
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x8xf32>) outs(%arg7 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = linalg.index 0 : index
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : tensor<4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %0:2 = linalg.generic {doc = "a doc", indexing_maps = [#map, #map, #map], iterator_types = ["parallel"], library_call = "foo"} ins(%arg0 : tensor<?xf32>) outs(%arg0, %arg0 : tensor<?xf32>, tensor<?xf32>) attrs =  {aa = 1 : i64, zz = 2 : i64} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT:       linalg.yield %in, %out : f32, f32
// CHECK-NEXT:     } -> (tensor<?xf32>, tensor<?xf32>)
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg1 : memref<?xf32>) {
// CHECK-NEXT:     ^bb0(%out: f32):
// CHECK-NEXT:       linalg.yield %out : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg1 : memref<?xf32>) {
// CHECK-NEXT:     ^bb0(%out: f32):
// CHECK-NEXT:       linalg.yield %out : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @m(%arg0: memref<8x4xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<4x16xi32>, %arg4: memref<8xf32>, %arg5: memref<3xf32>, %arg6: memref<6xf32>) {
// CHECK-NEXT:     linalg.matmul indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>, foo} ins(%arg0, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT:     linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%arg2 : memref<4x16xf32>) outs(%arg3 : memref<4x16xi32>)
// CHECK-NEXT:     linalg.conv_1d {foo = 1 : i64} ins(%arg4, %arg5 : memref<8xf32>, memref<3xf32>) outs(%arg6 : memref<6xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4x8xi1>, %arg5: memref<8x4xf16>, %arg6: memref<8x8xf16>, %arg7: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map2] ins(%arg1, %arg2 : tensor<8x4xf32>, tensor<4xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg4, %arg0, %0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     linalg.contract indexing_maps = [#map3, #map4, #map5] ins(%arg5, %arg6 : memref<8x4xf16>, memref<8x8xf16>) outs(%arg7 : memref<4x8xf32>)
// CHECK-NEXT:     linalg.contract indexing_maps = [#map3, #map4, #map5] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg5, %arg6 : memref<8x4xf16>, memref<8x8xf16>) outs(%arg7 : memref<4x8xf32>)
// CHECK-NEXT:     return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @m(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<4x8x16xf32>, %arg6: memref<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<4x8x16xf32>) {
// CHECK-NEXT:     %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>)
// CHECK-NEXT:     %mapped_0 = linalg.map ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>)
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.mulf %in, %in : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<8x16xf32>) outs(%arg3 : tensor<8xf32>) dimensions = [1] 
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<8x16xf32>) outs(%arg4 : tensor<16x8xf32>) permutation = [1, 0] 
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg0 : tensor<8x16xf32>) outs(%arg5 : tensor<4x8x16xf32>) dimensions = [0] 
// CHECK-NEXT:     linalg.map { math.absf } ins(%arg6 : memref<8x16xf32>) outs(%arg6 : memref<8x16xf32>)
// CHECK-NEXT:     return %mapped, %mapped_0, %reduced, %transposed, %broadcasted : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<4x8x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @m(%arg0: tensor<8x16x4xf32>, %arg1: tensor<16x4x8xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<8x4xi64>, %arg4: tensor<8x16x4xi64>) -> (tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xi64>) {
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<8x16x4xf32>) outs(%arg1 : tensor<16x4x8xf32>) permutation = [1, 2, 0]  {foo}
// CHECK-NEXT:     %reduced = linalg.reduce { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0 : tensor<8x16x4xf32>) outs(%arg2 : tensor<8x4xf32>) dimensions = [1]  {bar}
// CHECK-NEXT:     %reduced_0:2 = linalg.reduce ins(%arg0, %arg4 : tensor<8x16x4xf32>, tensor<8x16x4xi64>) outs(%arg2, %arg3 : tensor<8x4xf32>, tensor<8x4xi64>) dimensions = [1] 
// CHECK-NEXT:       (%in: f32, %in_1: i64, %init: f32, %init_2: i64) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         %1 = arith.addi %in_1, %init_2 : i64
// CHECK-NEXT:         linalg.yield %0, %1 : f32, i64
// CHECK-NEXT:       }
// CHECK-NEXT:     return %transposed, %reduced, %reduced_0#0, %reduced_0#1 : tensor<16x4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4x4xf32>, %arg1: memref<4xf32>, %arg2: memref<f32>, %arg3: f32, %arg4: memref<2xf32>, %arg5: memref<3xf32>) {
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT:     linalg.fill ins(%arg3 : f32) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT:     linalg.exp ins(%arg0 : memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT:     linalg.add ins(%arg0, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT:     linalg.matvec ins(%arg0, %arg1 : memref<4x4xf32>, memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:     linalg.dot ins(%arg1, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<f32>)
// CHECK-NEXT:     linalg.conv_1d ins(%arg1, %arg4 : memref<4xf32>, memref<2xf32>) outs(%arg5 : memref<3xf32>)
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @named_forms(%arg0: tensor<1x10x11x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x4x4x8xf32>, %arg3: tensor<1x10x11x3xi8>, %arg4: tensor<3x3x3x8xi8>, %arg5: i32, %arg6: tensor<1x4x4x8xi32>) -> (tensor<1x4x4x8xf32>, tensor<1x4x4x8xi32>) {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>, tag = "c"} ins(%arg0, %arg1 : tensor<1x10x11x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NEXT:     %1 = linalg.conv_2d_nhwc_hwcf_q {strides = dense<2> : vector<2xi64>} ins(%arg3, %arg4, %arg5, %arg5 : tensor<1x10x11x3xi8>, tensor<3x3x3x8xi8>, i32, i32) outs(%arg6 : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
// CHECK-NEXT:     return %0, %1 : tensor<1x4x4x8xf32>, tensor<1x4x4x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @s(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>, %arg2: memref<4x8xf16>, %arg3: memref<4x8xf16>, %arg4: tensor<?x16x32xf32>) -> (tensor<2x16x32xf32>, tensor<2x16x32xf32>) {
// CHECK-NEXT:     %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT:     linalg.softmax {tag} dimension(0) ins(%arg2 : memref<4x8xf16>) outs(%arg3 : memref<4x8xf16>)
// CHECK-NEXT:     %1 = linalg.softmax dimension(1) ins(%arg4 : tensor<?x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT:     return %0, %1 : tensor<2x16x32xf32>, tensor<2x16x32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
