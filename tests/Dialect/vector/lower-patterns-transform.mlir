// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s

// The vector lowering pattern descriptors, each applied alone.

func.func @broadcast_2d(%a: vector<3xf32>, %s: f32) -> (vector<2x3xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %a : vector<3xf32> to vector<2x3xf32>
  %1 = vector.broadcast %s : f32 to vector<2x4xf32>
  return %0, %1 : vector<2x3xf32>, vector<2x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_broadcast
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @outerproduct(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %s: f32) -> (vector<2x3xf32>, vector<3xf32>) {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %b, %s {kind = #vector.kind<mul>} : vector<3xf32>, f32
  return %0, %1 : vector<2x3xf32>, vector<3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.yield
  }
}

// -----

#matmat = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}

// Mixed precision: the rows are extended before the outer products.
func.func @matmul_outerproduct(%a: vector<2x2xf16>, %b: vector<2x3xf16>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract #matmat %a, %b, %c : vector<2x2xf16>, vector<2x3xf16> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction
    } : !transform.any_op
    transform.yield
  }
}

// -----

#matmat = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#dot = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}

func.func @matmul_dot(%a: vector<2x2xi32>, %b: vector<2x3xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract #matmat %a, %b, %c : vector<2x2xi32>, vector<2x3xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract #dot %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "dot"
    } : !transform.any_op
    transform.yield
  }
}

// -----

// A transposed transfer read becomes a minor identity read and a
// transpose; its product with a broadcast becomes a contraction.
func.func @permutation(%m: memref<4x8xf32>, %i: index, %p: f32) -> vector<8x4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<8x4xf32>
  return %0 : vector<8x4xf32>
}

func.func @reduction_to_contract(%a: vector<8xf32>, %b: vector<8xf32>, %acc: f32) -> f32 {
  %0 = arith.mulf %a, %b : vector<8xf32>
  %1 = vector.multi_reduction <add>, %0, %acc [0] : vector<8xf32> to f32
  return %1 : f32
}

func.func @fold_ext(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %ea = arith.extf %a : vector<2x2xf16> to vector<2x2xf32>
  %eb = arith.extf %b : vector<2x2xf16> to vector<2x2xf32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ea, %eb, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

func.func @sink(%a: vector<4x2xf32>, %b: vector<4x2xf32>) -> vector<2x4xf32> {
  %ta = vector.transpose %a, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %tb = vector.transpose %b, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %0 = arith.addf %ta, %tb : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.fold_arith_extension
      transform.apply_patterns.vector.sink_ops
    } : !transform.any_op
    transform.yield
  }
}


// -----

// Other layouts: the transposes MLIR's generators pick; scalable
// right-hand sides keep their scalable dimension.
func.func @matmul_nm(%a: vector<2x3xf32>, %b: vector<4x3xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<4x3xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}

func.func @matvec_scalable(%a: vector<[4]x2xf32>, %b: vector<2xf32>, %c: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<[4]x2xf32>, vector<2xf32> into vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// Under vector.mask: one masked outer product per row of the transposed
// mask.
func.func @masked_matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: vector<2x4x3xi1>) -> vector<2x4xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

func.func @masked_matvec(%a: vector<4x2xf32>, %b: vector<2xf32>, %c: vector<4xf32>, %m: vector<4x2xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<2xf32> into vector<4xf32> } : vector<4x2xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @tmatvec(%a: vector<2x4xi32>, %b: vector<2xi32>, %c: vector<4xi32>) -> vector<4xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(k, m) -> (k, m)>, affine_map<(k, m) -> (k)>, affine_map<(k, m) -> (m)>], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xi32>, vector<2xi32> into vector<4xi32>
  return %0 : vector<4xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @dot_matmul_transposed(%a: vector<3x2xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xf32>, vector<3x4xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}

func.func @dot_vecmat(%a: vector<3xf32>, %b: vector<3x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3xf32>, vector<3x2xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @broadcast_2d(%arg0: vector<3xf32>, %arg1: f32) -> (vector<2x3xf32>, vector<2x4xf32>) {
// CHECK-NEXT:     %0 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:     %1 = vector.insert %arg0, %0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     %2 = vector.insert %arg0, %1 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     %3 = vector.broadcast %arg1 : f32 to vector<2x4xf32>
// CHECK-NEXT:     return %2, %3 : vector<2x3xf32>, vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_broadcast
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outerproduct(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>, %arg3: f32) -> (vector<2x3xf32>, vector<3xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : f32 to vector<3xf32>
// CHECK-NEXT:     %2 = vector.extract %arg2[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %3 = vector.fma %1, %arg1, %2 : vector<3xf32>
// CHECK-NEXT:     %4 = vector.insert %3, %cst [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     %5 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT:     %6 = vector.broadcast %5 : f32 to vector<3xf32>
// CHECK-NEXT:     %7 = vector.extract %arg2[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %8 = vector.fma %6, %arg1, %7 : vector<3xf32>
// CHECK-NEXT:     %9 = vector.insert %8, %4 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     %10 = vector.broadcast %arg3 : f32 to vector<3xf32>
// CHECK-NEXT:     %11 = arith.mulf %arg1, %10 : vector<3xf32>
// CHECK-NEXT:     return %9, %11 : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_outerproduct
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_outerproduct(%arg0: vector<2x2xf16>, %arg1: vector<2x3xf16>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<2x2xf16> to vector<2x2xf16>
// CHECK-NEXT:     %1 = vector.extract %0[0] : vector<2xf16> from vector<2x2xf16>
// CHECK-NEXT:     %2 = vector.extract %arg1[0] : vector<3xf16> from vector<2x3xf16>
// CHECK-NEXT:     %3 = arith.extf %1 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT:     %4 = arith.extf %2 : vector<3xf16> to vector<3xf32>
// CHECK-NEXT:     %5 = vector.outerproduct %3, %4, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
// CHECK-NEXT:     %6 = vector.extract %0[1] : vector<2xf16> from vector<2x2xf16>
// CHECK-NEXT:     %7 = vector.extract %arg1[1] : vector<3xf16> from vector<2x3xf16>
// CHECK-NEXT:     %8 = arith.extf %6 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT:     %9 = arith.extf %7 : vector<3xf16> to vector<3xf32>
// CHECK-NEXT:     %10 = vector.outerproduct %8, %9, %5 {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
// CHECK-NEXT:     return %10 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_contraction
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_dot(%arg0: vector<2x2xi32>, %arg1: vector<2x3xi32>, %arg2: vector<2x3xi32>) -> vector<2x3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT:     %0 = vector.transpose %arg1, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : vector<2xi32> from vector<2x2xi32>
// CHECK-NEXT:     %2 = vector.extract %0[0] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT:     %3 = arith.muli %1, %2 : vector<2xi32>
// CHECK-NEXT:     %4 = vector.reduction <add>, %3 : vector<2xi32> into i32
// CHECK-NEXT:     %5 = vector.insert %4, %cst [0, 0] : i32 into vector<2x3xi32>
// CHECK-NEXT:     %6 = vector.extract %0[1] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT:     %7 = arith.muli %1, %6 : vector<2xi32>
// CHECK-NEXT:     %8 = vector.reduction <add>, %7 : vector<2xi32> into i32
// CHECK-NEXT:     %9 = vector.insert %8, %5 [0, 1] : i32 into vector<2x3xi32>
// CHECK-NEXT:     %10 = vector.extract %0[2] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT:     %11 = arith.muli %1, %10 : vector<2xi32>
// CHECK-NEXT:     %12 = vector.reduction <add>, %11 : vector<2xi32> into i32
// CHECK-NEXT:     %13 = vector.insert %12, %9 [0, 2] : i32 into vector<2x3xi32>
// CHECK-NEXT:     %14 = vector.extract %arg0[1] : vector<2xi32> from vector<2x2xi32>
// CHECK-NEXT:     %15 = arith.muli %14, %2 : vector<2xi32>
// CHECK-NEXT:     %16 = vector.reduction <add>, %15 : vector<2xi32> into i32
// CHECK-NEXT:     %17 = vector.insert %16, %13 [1, 0] : i32 into vector<2x3xi32>
// CHECK-NEXT:     %18 = arith.muli %14, %6 : vector<2xi32>
// CHECK-NEXT:     %19 = vector.reduction <add>, %18 : vector<2xi32> into i32
// CHECK-NEXT:     %20 = vector.insert %19, %17 [1, 1] : i32 into vector<2x3xi32>
// CHECK-NEXT:     %21 = arith.muli %14, %10 : vector<2xi32>
// CHECK-NEXT:     %22 = vector.reduction <add>, %21 : vector<2xi32> into i32
// CHECK-NEXT:     %23 = vector.insert %22, %20 [1, 2] : i32 into vector<2x3xi32>
// CHECK-NEXT:     %24 = arith.addi %23, %arg2 : vector<2x3xi32>
// CHECK-NEXT:     return %24 : vector<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT:     %1 = vector.reduction <add>, %0, %arg2 : vector<4xf32> into f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @permutation(%arg0: memref<4x8xf32>, %arg1: index, %arg2: f32) -> vector<8x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:     %1 = vector.transpose %0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT:     return %1 : vector<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduction_to_contract(%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8xf32>, vector<8xf32> into f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fold_ext(%arg0: vector<2x2xf16>, %arg1: vector<2x2xf16>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x2xf16>, vector<2x2xf16> into vector<2x2xf32>
// CHECK-NEXT:     return %0 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sink(%arg0: vector<4x2xf32>, %arg1: vector<4x2xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : vector<4x2xf32>
// CHECK-NEXT:     %1 = vector.transpose %0, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
// CHECK-NEXT:     return %1 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.transfer_permutation_patterns
// CHECK-NEXT:         transform.apply_patterns.vector.reduction_to_contract
// CHECK-NEXT:         transform.apply_patterns.vector.fold_arith_extension
// CHECK-NEXT:         transform.apply_patterns.vector.sink_ops
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_nm(%arg0: vector<2x3xf32>, %arg1: vector<4x3xf32>, %arg2: vector<4x2xf32>) -> vector<4x2xf32> {
// CHECK-NEXT:     %0 = vector.transpose %arg1, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT:     %1 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:     %2 = vector.extract %0[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %3 = vector.extract %1[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT:     %4 = vector.outerproduct %2, %3, %arg2 {kind = #vector.kind<add>} : vector<4xf32>, vector<2xf32>
// CHECK-NEXT:     %5 = vector.extract %0[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %6 = vector.extract %1[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT:     %7 = vector.outerproduct %5, %6, %4 {kind = #vector.kind<add>} : vector<4xf32>, vector<2xf32>
// CHECK-NEXT:     %8 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %9 = vector.extract %1[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT:     %10 = vector.outerproduct %8, %9, %7 {kind = #vector.kind<add>} : vector<4xf32>, vector<2xf32>
// CHECK-NEXT:     return %10 : vector<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matvec_scalable(%arg0: vector<[4]x2xf32>, %arg1: vector<2xf32>, %arg2: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : vector<[4]xf32> from vector<2x[4]xf32>
// CHECK-NEXT:     %2 = vector.extract %arg1[0] : f32 from vector<2xf32>
// CHECK-NEXT:     %3 = vector.outerproduct %1, %2, %arg2 {kind = #vector.kind<maxnumf>} : vector<[4]xf32>, f32
// CHECK-NEXT:     %4 = vector.extract %0[1] : vector<[4]xf32> from vector<2x[4]xf32>
// CHECK-NEXT:     %5 = vector.extract %arg1[1] : f32 from vector<2xf32>
// CHECK-NEXT:     %6 = vector.outerproduct %4, %5, %3 {kind = #vector.kind<maxnumf>} : vector<[4]xf32>, f32
// CHECK-NEXT:     return %6 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked_matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<2x4x3xi1>) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:     %1 = vector.transpose %arg3, [2, 0, 1] : vector<2x4x3xi1> to vector<3x2x4xi1>
// CHECK-NEXT:     %2 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT:     %3 = vector.extract %arg1[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %4 = vector.extract %1[0] : vector<2x4xi1> from vector<3x2x4xi1>
// CHECK-NEXT:     %5 = vector.mask %4 { vector.outerproduct %2, %3, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
// CHECK-NEXT:     %6 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT:     %7 = vector.extract %arg1[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %8 = vector.extract %1[1] : vector<2x4xi1> from vector<3x2x4xi1>
// CHECK-NEXT:     %9 = vector.mask %8 { vector.outerproduct %6, %7, %5 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
// CHECK-NEXT:     %10 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT:     %11 = vector.extract %arg1[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %12 = vector.extract %1[2] : vector<2x4xi1> from vector<3x2x4xi1>
// CHECK-NEXT:     %13 = vector.mask %12 { vector.outerproduct %10, %11, %9 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
// CHECK-NEXT:     return %13 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked_matvec(%arg0: vector<4x2xf32>, %arg1: vector<2xf32>, %arg2: vector<4xf32>, %arg3: vector<4x2xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.transpose %arg3, [1, 0] : vector<4x2xi1> to vector<2x4xi1>
// CHECK-NEXT:     %2 = vector.extract %0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %3 = vector.extract %arg1[0] : f32 from vector<2xf32>
// CHECK-NEXT:     %4 = vector.extract %1[0] : vector<4xi1> from vector<2x4xi1>
// CHECK-NEXT:     %5 = vector.mask %4 { vector.outerproduct %2, %3, %arg2 {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     %6 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %7 = vector.extract %arg1[1] : f32 from vector<2xf32>
// CHECK-NEXT:     %8 = vector.extract %1[1] : vector<4xi1> from vector<2x4xi1>
// CHECK-NEXT:     %9 = vector.mask %8 { vector.outerproduct %6, %7, %5 {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     return %9 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tmatvec(%arg0: vector<2x4xi32>, %arg1: vector<2xi32>, %arg2: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = vector.outerproduct %0, %1, %arg2 {kind = #vector.kind<add>} : vector<4xi32>, i32
// CHECK-NEXT:     %3 = vector.extract %arg0[1] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT:     %4 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %5 = vector.outerproduct %3, %4, %2 {kind = #vector.kind<add>} : vector<4xi32>, i32
// CHECK-NEXT:     return %5 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_contraction
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dot_matmul_transposed(%arg0: vector<3x2xf32>, %arg1: vector<3x4xf32>, %arg2: vector<4x2xf32>) -> vector<4x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// CHECK-NEXT:     %0 = vector.transpose %arg1, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT:     %1 = vector.transpose %arg0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// CHECK-NEXT:     %2 = vector.extract %0[0] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT:     %3 = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %4 = arith.mulf %2, %3 : vector<3xf32>
// CHECK-NEXT:     %5 = vector.reduction <add>, %4 : vector<3xf32> into f32
// CHECK-NEXT:     %6 = vector.insert %5, %cst [0, 0] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %7 = vector.extract %1[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %8 = arith.mulf %2, %7 : vector<3xf32>
// CHECK-NEXT:     %9 = vector.reduction <add>, %8 : vector<3xf32> into f32
// CHECK-NEXT:     %10 = vector.insert %9, %6 [0, 1] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %11 = vector.extract %0[1] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT:     %12 = arith.mulf %11, %3 : vector<3xf32>
// CHECK-NEXT:     %13 = vector.reduction <add>, %12 : vector<3xf32> into f32
// CHECK-NEXT:     %14 = vector.insert %13, %10 [1, 0] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %15 = arith.mulf %11, %7 : vector<3xf32>
// CHECK-NEXT:     %16 = vector.reduction <add>, %15 : vector<3xf32> into f32
// CHECK-NEXT:     %17 = vector.insert %16, %14 [1, 1] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %18 = vector.extract %0[2] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT:     %19 = arith.mulf %18, %3 : vector<3xf32>
// CHECK-NEXT:     %20 = vector.reduction <add>, %19 : vector<3xf32> into f32
// CHECK-NEXT:     %21 = vector.insert %20, %17 [2, 0] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %22 = arith.mulf %18, %7 : vector<3xf32>
// CHECK-NEXT:     %23 = vector.reduction <add>, %22 : vector<3xf32> into f32
// CHECK-NEXT:     %24 = vector.insert %23, %21 [2, 1] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %25 = vector.extract %0[3] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT:     %26 = arith.mulf %25, %3 : vector<3xf32>
// CHECK-NEXT:     %27 = vector.reduction <add>, %26 : vector<3xf32> into f32
// CHECK-NEXT:     %28 = vector.insert %27, %24 [3, 0] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %29 = arith.mulf %25, %7 : vector<3xf32>
// CHECK-NEXT:     %30 = vector.reduction <add>, %29 : vector<3xf32> into f32
// CHECK-NEXT:     %31 = vector.insert %30, %28 [3, 1] : f32 into vector<4x2xf32>
// CHECK-NEXT:     %32 = arith.addf %31, %arg2 : vector<4x2xf32>
// CHECK-NEXT:     return %32 : vector<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dot_vecmat(%arg0: vector<3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %0 = vector.transpose %arg1, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %2 = arith.mulf %1, %arg0 : vector<3xf32>
// CHECK-NEXT:     %3 = vector.reduction <add>, %2 : vector<3xf32> into f32
// CHECK-NEXT:     %4 = vector.insert %3, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT:     %5 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:     %6 = arith.mulf %5, %arg0 : vector<3xf32>
// CHECK-NEXT:     %7 = vector.reduction <add>, %6 : vector<3xf32> into f32
// CHECK-NEXT:     %8 = vector.insert %7, %4 [1] : f32 into vector<2xf32>
// CHECK-NEXT:     %9 = arith.addf %8, %arg2 : vector<2xf32>
// CHECK-NEXT:     return %9 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
