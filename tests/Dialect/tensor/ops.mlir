// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @f(%n: index, %v: f32, %t: tensor<4x?xf32>, %u: tensor<*xf32>, %s: tensor<2xindex>, %d: tensor<8x16xf32>) {
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.extract %t[%n, %n] : tensor<4x?xf32>
  %2 = tensor.insert %v into %t[%n, %n] : tensor<4x?xf32>
  %3 = tensor.dim %t, %n : tensor<4x?xf32>
  %4 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %5 = tensor.from_elements %v, %v : tensor<2xf32>
  %6 = tensor.splat %v[%n] : tensor<?x4xf32>
  %7 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %8 = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %9 = tensor.extract_slice %d[0, %n][2, 2][1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
  %10 = tensor.insert_slice %9 into %d[0, %n][2, 2][1, 1] : tensor<2x2xf32> into tensor<8x16xf32>
  %11 = tensor.rank %u : tensor<*xf32>
  %12 = tensor.pad %d low[1, %n] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x16xf32> to tensor<11x?xf32>
  %13 = tensor.extract_slice %d[0, 0][1, 16][1, 1] : tensor<8x16xf32> to tensor<16xf32>
  %14 = tensor.expand_shape %d [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %15 = tensor.collapse_shape %d [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %16 = tensor.concat dim(0) %d, %d : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %17 = tensor.bitcast %d : tensor<8x16xf32> to tensor<8x16xi32>
  %18 = tensor.pad %d nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x16xf32> to tensor<8x16xf32>
  return
}

func.func @more(%n: index, %v: i8, %t: tensor<?x?xf32>, %e: tensor<4x8xf32, "enc">, %u: tensor<*xf32>) {
  %0 = tensor.splat %v : tensor<2x3xi8>
  %1 = tensor.from_elements %v {tag} : tensor<i8>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  %3 = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  %4 = tensor.extract_slice %e[0, 0][1, 8][1, 1] : tensor<4x8xf32, "enc"> to tensor<8xf32, "enc">
  %5 = tensor.extract_slice %t[%n, %n][%n, %n][%n, %n] : tensor<?x?xf32> to tensor<?x?xf32>
  %6 = tensor.insert_slice %4 into %e[1, 0][1, 8][1, 1] : tensor<8xf32, "enc"> into tensor<4x8xf32, "enc">
  %7 = tensor.concat dim(1) %t, %t : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %8 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 4, %n] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %9 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
  %10 = tensor.dim %u, %n : tensor<*xf32>
  %11 = tensor.rank %t : tensor<?x?xf32>
  %12 = tensor.empty() {x = 1} : tensor<2x2xi1>
  %13 = tensor.generate {
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<f32>
  return
}

func.func @gather(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>, %d: tensor<4x5x6xf32>, %v: tensor<1x2x1x5x1xf32>, %j: tensor<3x1xi32>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  %1 = tensor.gather %s[%i] gather_dims([0, 2]) unique {tag} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  %2 = tensor.scatter %v into %d[%i] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  %3 = tensor.gather %s[%j] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x6xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: f32, %arg2: tensor<4x?xf32>, %arg3: tensor<*xf32>, %arg4: tensor<2xindex>, %arg5: tensor<8x16xf32>) {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg2[%arg0, %arg0] : tensor<4x?xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg2[%arg0, %arg0] : tensor<4x?xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg2, %arg0 : tensor<4x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %arg2 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg1, %arg1 : tensor<2xf32>
// CHECK-NEXT:     %splat = tensor.splat %arg1[%arg0] : tensor<?x4xf32>
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x3xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg3(%arg4) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg5[0, %arg0] [2, 2] [1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg5[0, %arg0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x16xf32>
// CHECK-NEXT:     %rank = tensor.rank %arg3 : tensor<*xf32>
// CHECK-NEXT:     %padded = tensor.pad %arg5 low[1, %arg0] high[2, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<8x16xf32> to tensor<11x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg5[0, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg5 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg5 {{\[\[}}0, 1]] : tensor<8x16xf32> into tensor<128xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg5, %arg5 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT:     %1 = tensor.bitcast %arg5 : tensor<8x16xf32> to tensor<8x16xi32>
// CHECK-NEXT:     %padded_1 = tensor.pad %arg5 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<8x16xf32> to tensor<8x16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @more(%arg0: index, %arg1: i8, %arg2: tensor<?x?xf32>, %arg3: tensor<4x8xf32, "enc">, %arg4: tensor<*xf32>) {
// CHECK-NEXT:     %splat = tensor.splat %arg1 : tensor<2x3xi8>
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg1 {tag} : tensor<i8>
// CHECK-NEXT:     %cast = tensor.cast %arg4 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg3[0, 0] [1, 8] [1, 1] : tensor<4x8xf32, "enc"> to tensor<8xf32, "enc">
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[%arg0, %arg0] [%arg0, %arg0] [%arg0, %arg0] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg3[1, 0] [1, 8] [1, 1] : tensor<8xf32, "enc"> into tensor<4x8xf32, "enc">
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg2, %arg2 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2]] output_shape [%arg0, 4, %arg0] : tensor<?x?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg4, %arg0 : tensor<*xf32>
// CHECK-NEXT:     %rank = tensor.rank %arg2 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = tensor.empty() {x = 1 : i64} : tensor<2x2xi1>
// CHECK-NEXT:     %generated = tensor.generate  {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gather(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x2xindex>, %arg2: tensor<4x5x6xf32>, %arg3: tensor<1x2x1x5x1xf32>, %arg4: tensor<3x1xi32>) {
// CHECK-NEXT:     %gather = tensor.gather %arg0[%arg1] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
// CHECK-NEXT:     %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 2]) unique {tag} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// CHECK-NEXT:     %scatter = tensor.scatter %arg3 into %arg2[%arg1] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT:     %gather_1 = tensor.gather %arg0[%arg4] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
